/**
 * Tells a CDN in front of the site which addresses a publish changed, so it drops exactly those
 * (README, "Serving the site from a CDN"). One adapter: Cloudflare's purge_cache, by URL ("files",
 * at most 100 a request) after a partial publish, everything after a full build. Configured by
 * CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN (a token with the zone's Cache Purge permission);
 * CLOUDFLARE_API_URL points it elsewhere (a test's local server).
 */
import type { PublishResult } from './publish-site.ts';

export interface CdnPurger {
  /** Purges what a publish changed; rejects when the CDN refused. */
  purge(result: PublishResult): Promise<{ requests: number; urls: number }>;
}

export interface CloudflareOptions {
  zoneId: string;
  apiToken: string;
  /** The site's public address: purged URLs are absolute. */
  siteUrl: string;
  apiUrl?: string;
  /** URLs per request: Cloudflare takes at most 100 (500 on Enterprise). */
  batch?: number;
  /** Tries of one request answered 429 or 5xx before giving up. */
  tries?: number;
}

export const CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function cloudflarePurger(options: CloudflareOptions): CdnPurger {
  const endpoint = `${(options.apiUrl ?? CLOUDFLARE_API_URL).replace(/\/$/, '')}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
  const batch = Math.min(options.batch ?? 100, 500);
  const tries = options.tries ?? 5;

  async function send(body: object): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if ((response.status === 429 || response.status >= 500) && attempt < tries) {
        // Rate-limited (Cloudflare's purge limits are per account) or a hiccup: wait as told, then again.
        const after = Number(response.headers.get('retry-after'));
        await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 60) * 1000 : 500 * 2 ** (attempt - 1));
        continue;
      }
      const answer = (await response.json().catch(() => null)) as {
        success?: boolean;
        errors?: { code: number; message: string }[];
      } | null;
      if (response.ok && answer?.success) return;
      const why = answer?.errors?.map((e) => `${e.code} ${e.message}`).join('; ') || `HTTP ${response.status}`;
      throw new Error(`Cloudflare refused the purge: ${why}`);
    }
  }

  return {
    async purge(result) {
      if (result.kind === 'none') return { requests: 0, urls: 0 };
      if (result.kind === 'full') {
        await send({ purge_everything: true });
        return { requests: 1, urls: 0 };
      }
      const urls = result.paths.map((path) => new URL(path, options.siteUrl).href);
      let requests = 0;
      for (let i = 0; i < urls.length; i += batch) {
        await send({ files: urls.slice(i, i + batch) });
        requests++;
      }
      return { requests, urls: urls.length };
    },
  };
}

/** The purger the environment configures, or null (no CDN to tell). */
export function cdnPurgerFromEnv(env: NodeJS.ProcessEnv, siteUrl: string): CdnPurger | null {
  const zoneId = env.CLOUDFLARE_ZONE_ID?.trim();
  const apiToken = env.CLOUDFLARE_API_TOKEN?.trim();
  if (!zoneId || !apiToken) return null;
  return cloudflarePurger({ zoneId, apiToken, siteUrl, ...(env.CLOUDFLARE_API_URL ? { apiUrl: env.CLOUDFLARE_API_URL } : {}) });
}
