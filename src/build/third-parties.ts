/**
 * Third-party services of spec §1 (web analytics, session recording, an icon kit, the card payment
 * plugin): each is loaded only when its setting is present, and nothing at all by default. The
 * same settings decide which outside origins the Content-Security-Policy allows
 * (astro.config.mjs), so a service that is not configured cannot load even if asked to.
 *
 * Settings (build time, PUBLIC_*):
 * - PUBLIC_ANALYTICS_SRC: the analytics script (Plausible, Umami and the like), with
 *   PUBLIC_ANALYTICS_SITE_ID written into PUBLIC_ANALYTICS_SITE_ATTRIBUTE (data-website-id by
 *   default; data-domain for Plausible).
 * - PUBLIC_SESSION_RECORDING_SRC: the recorder's script; `{id}` in it is replaced by
 *   PUBLIC_SESSION_RECORDING_ID, which is also given as data-id.
 * - PUBLIC_ICON_KIT_URL: a kit script (.js) or stylesheet (.css).
 * - PUBLIC_PAYSTACK_PUBLIC_KEY: the card plugin, loaded by the checkout with loadCardPlugin().
 * - PUBLIC_ANALYTICS_ORIGINS, PUBLIC_SESSION_RECORDING_ORIGINS, PUBLIC_ICON_KIT_ORIGINS: further
 *   origins a service talks to (space-separated), beyond its script's own and those listed below.
 */

type Env = Record<string, string | boolean | undefined>;

export const CARD_PLUGIN_SRC = 'https://js.paystack.co/v2/inline.js';

export interface CspSources {
  script: string[];
  style: string[];
  img: string[];
  font: string[];
  connect: string[];
  frame: string[];
}
type Directive = keyof CspSources;

interface Service {
  /** Origins and the directives they are allowed in. */
  csp: Partial<CspSources>;
}
export interface ThirdParties {
  analytics: (Service & { src: string; siteId?: string; siteAttribute: string }) | null;
  sessionRecording: (Service & { src: string; id?: string }) | null;
  iconKit: (Service & { url: string; kind: 'script' | 'stylesheet' }) | null;
  cardPlugin: (Service & { src: string; publicKey: string }) | null;
}

/**
 * What well-known services fetch besides their script, by the script's host. Anything else can be
 * added with the *_ORIGINS settings.
 */
const COMPANIONS: Record<string, Partial<CspSources>> = {
  // Microsoft Clarity: the tag loads its recorder from scripts.clarity.ms and posts to *.clarity.ms.
  'www.clarity.ms': {
    script: ['https://*.clarity.ms'],
    connect: ['https://*.clarity.ms', 'https://c.bing.com'],
    img: ['https://*.clarity.ms', 'https://c.bing.com'],
  },
  // Font Awesome kits: the kit script fetches its CSS and fonts from ka-f/ka-p.
  'kit.fontawesome.com': {
    connect: ['https://ka-f.fontawesome.com', 'https://ka-p.fontawesome.com'],
    style: ['https://ka-f.fontawesome.com', 'https://ka-p.fontawesome.com'],
    font: ['https://ka-f.fontawesome.com', 'https://ka-p.fontawesome.com'],
  },
  // Paystack inline v2: the checkout form is a frame; the script talks to the API.
  'js.paystack.co': {
    connect: ['https://api.paystack.co'],
    frame: ['https://checkout.paystack.com'],
    img: ['https://paystack.com'],
    style: ['https://paystack.com'],
  },
};

const text = (env: Env, key: string) => {
  const value = env[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** An https URL (http only on this machine), or a configuration error naming the setting. */
function serviceUrl(env: Env, key: string): URL | undefined {
  const value = text(env, key);
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname)))) {
    throw new Error(`${key} must be an https URL, not "${value}"`);
  }
  return url;
}

/** Space-separated origins (wildcard subdomains allowed, as CSP allows them). */
function extraOrigins(env: Env, key: string): string[] {
  const value = text(env, key);
  if (!value) return [];
  return value.split(/\s+/).map((entry) => {
    const match = /^(https:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?|wss:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?)\/?$/i.exec(entry);
    if (!match) throw new Error(`${key}: "${entry}" is not an origin like https://example.com or https://*.example.com`);
    return match[1]!.toLowerCase();
  });
}

function merge(...parts: Partial<CspSources>[]): Partial<CspSources> {
  const out: Partial<CspSources> = {};
  for (const part of parts) {
    for (const [directive, origins] of Object.entries(part) as [Directive, string[]][]) {
      out[directive] = [...new Set([...(out[directive] ?? []), ...origins])];
    }
  }
  return out;
}

/** The services the configuration turns on (each null when not configured). */
export function thirdPartiesFrom(env: Env): ThirdParties {
  const analyticsUrl = serviceUrl(env, 'PUBLIC_ANALYTICS_SRC');
  const recordingSrc = text(env, 'PUBLIC_SESSION_RECORDING_SRC');
  const recordingId = text(env, 'PUBLIC_SESSION_RECORDING_ID');
  if (recordingSrc?.includes('{id}') && !recordingId)
    throw new Error('PUBLIC_SESSION_RECORDING_SRC has {id} but PUBLIC_SESSION_RECORDING_ID is empty');
  const recordingUrl = recordingSrc
    ? serviceUrl(
        { PUBLIC_SESSION_RECORDING_SRC: recordingSrc.replaceAll('{id}', encodeURIComponent(recordingId ?? '')) },
        'PUBLIC_SESSION_RECORDING_SRC',
      )
    : undefined;
  const iconKitUrl = serviceUrl(env, 'PUBLIC_ICON_KIT_URL');
  const paystackKey = text(env, 'PUBLIC_PAYSTACK_PUBLIC_KEY');
  if (paystackKey && !/^pk_(test|live)_\w+$/.test(paystackKey)) {
    throw new Error('PUBLIC_PAYSTACK_PUBLIC_KEY must be a public key (pk_test_… or pk_live_…), never a secret key');
  }
  const siteAttribute = text(env, 'PUBLIC_ANALYTICS_SITE_ATTRIBUTE') ?? 'data-website-id';
  if (!/^data-[a-z0-9-]+$/.test(siteAttribute)) throw new Error('PUBLIC_ANALYTICS_SITE_ATTRIBUTE must be a data-* attribute name');

  const own = (url: URL, directives: Directive[]) => Object.fromEntries(directives.map((d) => [d, [url.origin]]));
  const companions = (url: URL) => COMPANIONS[url.host] ?? {};
  const extras = (key: string, directives: Directive[]) => {
    const origins = extraOrigins(env, key);
    return Object.fromEntries(directives.map((d) => [d, origins]));
  };
  const siteId = text(env, 'PUBLIC_ANALYTICS_SITE_ID');

  return {
    analytics: analyticsUrl
      ? {
          src: analyticsUrl.href,
          ...(siteId ? { siteId } : {}),
          siteAttribute,
          csp: merge(
            own(analyticsUrl, ['script', 'connect']),
            companions(analyticsUrl),
            extras('PUBLIC_ANALYTICS_ORIGINS', ['script', 'connect', 'img']),
          ),
        }
      : null,
    sessionRecording: recordingUrl
      ? {
          src: recordingUrl.href,
          ...(recordingId ? { id: recordingId } : {}),
          csp: merge(
            own(recordingUrl, ['script', 'connect']),
            companions(recordingUrl),
            extras('PUBLIC_SESSION_RECORDING_ORIGINS', ['script', 'connect', 'img']),
          ),
        }
      : null,
    iconKit: iconKitUrl
      ? (() => {
          const kind = /\.css$/i.test(iconKitUrl.pathname) ? ('stylesheet' as const) : ('script' as const);
          const directives: Directive[] = kind === 'stylesheet' ? ['style', 'font'] : ['script', 'connect', 'style', 'font'];
          return {
            url: iconKitUrl.href,
            kind,
            csp: merge(own(iconKitUrl, directives), companions(iconKitUrl), extras('PUBLIC_ICON_KIT_ORIGINS', directives)),
          };
        })()
      : null,
    cardPlugin: paystackKey
      ? (() => {
          const url = new URL(CARD_PLUGIN_SRC);
          return { src: CARD_PLUGIN_SRC, publicKey: paystackKey, csp: merge(own(url, ['script']), companions(url)) };
        })()
      : null,
  };
}

/** Every origin the configured services need, per directive (all empty by default). */
export function thirdPartyCspSources(parties: ThirdParties): CspSources {
  const all = merge(
    ...Object.values(parties)
      .filter((s): s is Service => s !== null)
      .map((s) => s.csp),
  );
  return { script: [], style: [], img: [], font: [], connect: [], frame: [], ...all };
}

export interface TagSpec {
  tag: 'script' | 'link';
  attributes: Record<string, string | boolean>;
}

/**
 * The tags every page's <head> carries for the configured services: async or deferred scripts
 * and the kit stylesheet; none by default. The card plugin is not among them: the checkout loads
 * it with loadCardPlugin().
 */
export function thirdPartyTags(parties: ThirdParties): TagSpec[] {
  const tags: TagSpec[] = [];
  const { analytics, sessionRecording, iconKit } = parties;
  if (analytics) {
    tags.push({
      tag: 'script',
      attributes: { src: analytics.src, defer: true, ...(analytics.siteId ? { [analytics.siteAttribute]: analytics.siteId } : {}) },
    });
  }
  if (sessionRecording) {
    tags.push({
      tag: 'script',
      attributes: { src: sessionRecording.src, async: true, ...(sessionRecording.id ? { 'data-id': sessionRecording.id } : {}) },
    });
  }
  if (iconKit) {
    tags.push(
      iconKit.kind === 'stylesheet'
        ? { tag: 'link', attributes: { rel: 'stylesheet', href: iconKit.url } }
        : { tag: 'script', attributes: { src: iconKit.url, async: true, crossorigin: 'anonymous' } },
    );
  }
  return tags;
}

/** This build's settings (Vite replaces import.meta.env at build time; empty in the config file). */
export function currentThirdParties(): ThirdParties {
  return thirdPartiesFrom((import.meta as { env?: Env }).env ?? {});
}

// ---------------------------------------------------------------------------------------------
// The card plugin, in the browser.
// ---------------------------------------------------------------------------------------------

/** What Paystack's inline v2 script defines (the parts the checkout uses). */
export interface PaystackPopup {
  newTransaction(options: {
    key: string;
    email: string;
    /** In kobo. */
    amount: number;
    currency?: string;
    reference?: string;
    metadata?: Record<string, unknown>;
    onSuccess?: (transaction: { id: number | string; reference: string; message?: string }) => void;
    onCancel?: () => void;
    onError?: (error: { message: string }) => void;
  }): void;
  resumeTransaction(
    accessCode: string,
    callbacks?: { onSuccess?: (t: { reference: string }) => void; onCancel?: () => void; onError?: (e: { message: string }) => void },
  ): void;
}
export interface CardPlugin {
  publicKey: string;
  popup: PaystackPopup;
}

export class CardPluginUnavailable extends Error {}

let loading: Promise<CardPlugin> | null = null;

/**
 * Loads Paystack's inline script once, when the checkout asks for it, and only when
 * PUBLIC_PAYSTACK_PUBLIC_KEY is set; rejects with CardPluginUnavailable otherwise or when the
 * script cannot load (e.g. offline), so the checkout can offer another way to pay.
 */
export function loadCardPlugin(publicKey: string | undefined = currentThirdParties().cardPlugin?.publicKey): Promise<CardPlugin> {
  if (!publicKey) return Promise.reject(new CardPluginUnavailable('Card payments are not configured.'));
  type WithPaystack = Window & { PaystackPop?: new () => PaystackPopup };
  const ready = () => ({ publicKey, popup: new (window as WithPaystack).PaystackPop!() });
  if ((window as WithPaystack).PaystackPop) return Promise.resolve(ready());
  loading ??= new Promise<CardPlugin>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CARD_PLUGIN_SRC;
    script.async = true;
    script.onload = () =>
      (window as WithPaystack).PaystackPop ? resolve(ready()) : reject(new CardPluginUnavailable('The card payment form did not start.'));
    script.onerror = () => {
      script.remove();
      loading = null; // a later attempt may succeed (e.g. back online)
      reject(new CardPluginUnavailable('The card payment form could not load. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return loading;
}
