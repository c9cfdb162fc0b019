/**
 * Lighthouse performance, mobile with simulated throttling (Lighthouse's defaults), on the
 * all-in-one server (`npm start`) with a catalog of `products`.
 *
 * Each run picks `productPages` product pages at random from the catalog (the sitemap's product
 * addresses; printed, and returned with the figures) and measures every page twice: with the CPU
 * idle, then with the CPU busy (one process spinning on every core, each in a session of its own
 * like any other program, stopped as soon as the busy half of the run ends). Every page is measured
 * right after the baseline, a one-line HTML page served by the same server, so each figure has a
 * baseline taken under the same conditions moments before.
 *
 * Signed-in pages (the wallet, the storefront's overview, order history, finance) are measured the
 * same way as the demo account they belong to: a fresh sign-in through the API before each of
 * them, its cookies (the session and the refresh token) put into the fresh browser before
 * Lighthouse opens the page, and Lighthouse told to keep them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spread, type Spread } from './gateway.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export type Condition = 'idle' | 'busy';

export interface LighthouseFigures {
  condition: Condition;
  /** "baseline (one-line page)", "home", "market" or "product (random)". */
  page: string;
  /** The address measured, or how many different ones the row gathers. */
  path: string;
  samples: number;
  score: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
  fcpMs: Spread;
  /** The page's TBT less that of the baseline measured just before it (null on the baseline's row). */
  tbtOverBaselineMs: Spread | null;
  /** The page's LCP over that of the baseline measured just before it (null on the baseline's row). */
  lcpOverBaseline: Spread | null;
  /** The page's FCP over that of the baseline measured just before it (null on the baseline's row). */
  fcpOverBaseline: Spread | null;
  /** Requests the page made. */
  requests: Spread;
}

export interface LighthouseResult {
  rows: LighthouseFigures[];
  /** The product pages each run picked. */
  productPaths: string[][];
  /** The 1-minute load average when each condition of each run started (what "idle" was). */
  loadAverages: Record<Condition, number[]>;
  spinners: number;
}

interface Sample {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  requests: number;
}

/** A browser cookie as the DevTools protocol sets it. */
interface Cookie {
  name: string;
  value: string;
  url: string;
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax';
}

/** Signed-in pages measured, and as whom. */
export const SIGNED_IN_PAGES: { page: string; path: string; email: string }[] = [
  { page: 'wallet (signed in)', path: '/wallet/home', email: 'buyer@example.com' },
  { page: 'order history (signed in)', path: '/procurement/my-orders', email: 'buyer@example.com' },
  { page: 'finance (signed in)', path: '/finance', email: 'buyer@example.com' },
  { page: 'storefront overview (signed in)', path: '/storefront', email: 'seller@example.com' },
];

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-Password-1';

/**
 * Signs `email` in through the API as the sign-in page does (refresh token as an httpOnly cookie)
 * and answers the cookies the browser would then hold: the session (the user and access token,
 * as src/lib/session.ts writes it) and the refresh token.
 */
async function signedInCookies(url: string, email: string): Promise<Cookie[]> {
  const response = await fetch(`${url}/api/v1/Account/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Refresh-Transport': 'cookie' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email}: ${response.status} ${await response.text()}`);
  const { jwToken, refreshToken: _cookieOnly, ...user } = (await response.json()).data;
  const cookies: Cookie[] = [
    { name: 'session', value: encodeURIComponent(JSON.stringify({ user, jwToken })), url, path: '/', sameSite: 'Strict' },
  ];
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
    cookies.push({
      name: pair!.slice(0, at),
      value: pair!.slice(at + 1),
      url: new URL(path, url).href,
      path,
      httpOnly: true,
      sameSite: 'Strict',
    });
  }
  return cookies;
}

/** Puts `cookies` into the browser listening on `port` (the DevTools protocol, over its WebSocket). */
async function setCookies(port: number, cookies: Cookie[]): Promise<void> {
  const { webSocketDebuggerUrl } = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.json());
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.onmessage = (event) => {
        const answer = JSON.parse(String(event.data));
        if (answer.id !== 1) return;
        if (answer.error) reject(new Error(`Storage.setCookies: ${answer.error.message}`));
        else resolve();
      };
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    });
  } finally {
    socket.close();
  }
}

async function startAllInOne(
  work: string,
  port: number,
  products: number,
): Promise<{ url: string; siteDir: string; ended(): string | null; stop(): Promise<void> }> {
  const siteDir = join(work, 'dist');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      SITE_DIR: siteDir,
      SEED_PRODUCTS: String(products),
      PUBLIC_SITE_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let ended: string | null = null;
  child.on('exit', (code, signal) => {
    ended = signal ? `stopped by ${signal}` : `exited with ${code}`;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('The marketplace is running')) resolve();
    });
    child.on('exit', () => reject(new Error(`npm start ${ended}`)));
  });
  return {
    url,
    siteDir,
    ended: () => ended,
    stop: () =>
      new Promise((resolve) => {
        if (ended) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function firstHref(url: string, pattern: RegExp): Promise<string> {
  const html = await fetch(url).then((r) => r.text());
  const match = html.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${url}`);
  return match[1]!;
}

/** Every product page in the sitemap (published products only: withdrawn ones are left out of it). */
async function productPaths(url: string): Promise<string[]> {
  const locs = async (address: string) =>
    [...(await fetch(address).then((r) => r.text())).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths: string[] = [];
  for (const sitemap of await locs(`${url}/sitemap-index.xml`)) {
    paths.push(...(await locs(url + sitemap)).filter((path) => path.startsWith('/product/')));
  }
  if (paths.length === 0) throw new Error('no product page in the sitemap');
  return paths;
}

/** `count` different items of `list`, drawn at random. */
function pick<T>(list: T[], count: number): T[] {
  const pool = [...list];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * One process per core spinning until stopped, each in a session of its own (so the scheduler
 * shares the CPU between them and the browser as it would between unrelated programs).
 */
function busyCpu(): { count: number; stop(): Promise<void> } {
  const count = availableParallelism();
  const spinners: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    spinners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { detached: true, stdio: 'ignore' }));
  }
  const stopOnExit = () => {
    for (const spinner of spinners) spinner.kill('SIGKILL');
  };
  process.once('exit', stopOnExit);
  return {
    count,
    stop: async () => {
      process.off('exit', stopOnExit);
      await Promise.all(
        spinners.map(
          (spinner) =>
            new Promise<void>((resolve) => {
              if (spinner.exitCode !== null || spinner.signalCode !== null) return resolve();
              spinner.once('exit', () => resolve());
              spinner.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}

async function lighthouseOnce(url: string, label: string, cookies?: () => Promise<Cookie[]>): Promise<Sample> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // A fresh browser per run: no warm HTTP cache from the previous page. Lighthouse sometimes
  // fails to record a trace on a busy machine (NO_NAVSTART); such a run is tried again.
  let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      if (cookies) await setCookies(chrome.port, await cookies());
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // A fresh browser has no cache anyway; resetting storage would drop the session's cookies.
        ...(cookies ? { disableStorageReset: true } : {}),
      });
      lhr = result!.lhr;
    } finally {
      await chrome.kill();
    }
    if (!lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    console.log(`  Lighthouse ${label}: ${lhr.runtimeError.code}, trying again`);
  }
  const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? Number.NaN,
  };
}

export const BASELINE = 'baseline (one-line page)';
export const RANDOM_PRODUCT = 'product (random)';

export async function benchLighthouse(options: {
  products: number;
  runs: number;
  /** Product pages drawn at random in each run; 3 by default. */
  productPages?: number;
  port?: number;
  /** Only the signed-in pages (with their baselines). */
  signedInOnly?: boolean;
}): Promise<LighthouseResult> {
  const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startAllInOne(work, options.port ?? 4396, options.products);
  try {
    writeFileSync(
      join(server.siteDir, 'bench-baseline.html'),
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Baseline</title><p>Baseline page.</p></html>\n',
    );
    const market = await firstHref(`${server.url}/markets`, /href="(\/market\/[^"]+\/\d+)"/);
    const catalog = await productPaths(server.url);
    const conditions: Condition[] = ['idle', 'busy'];
    const samples = new Map<string, Sample[]>();
    const overBaseline = new Map<string, number[]>();
    const lcpOverBaseline = new Map<string, number[]>();
    const fcpOverBaseline = new Map<string, number[]>();
    const paths = new Map<string, Set<string>>();
    const picked: string[][] = [];
    const loadAverages: Record<Condition, number[]> = { idle: [], busy: [] };
    let spinners = 0;
    const record = (condition: Condition, page: string, path: string, sample: Sample) => {
      const key = `${condition}|${page}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
      paths.set(key, (paths.get(key) ?? new Set()).add(path));
    };

    for (let run = 0; run < options.runs; run++) {
      const products = options.signedInOnly ? [] : pick(catalog, options.productPages ?? 3);
      picked.push(products);
      console.log(`  Run ${run + 1}: product pages ${products.join(', ')}`);
      const pages: [string, string, string?][] = [
        ...(options.signedInOnly
          ? []
          : [
              ['home', '/'] as [string, string],
              ['market', market] as [string, string],
              ...products.map((path): [string, string] => [RANDOM_PRODUCT, path]),
              ['cart', '/cart'] as [string, string],
            ]),
        ...SIGNED_IN_PAGES.map((p): [string, string, string] => [p.page, p.path, p.email]),
      ];
      for (const condition of conditions) {
        loadAverages[condition].push(loadavg()[0]!);
        const busy = condition === 'busy' ? busyCpu() : null;
        if (busy) spinners = busy.count;
        try {
          for (const [page, path, email] of pages) {
            // The baseline first, then the page: the two under the same conditions.
            let baseline: Sample | null = null;
            for (const [name, address] of [
              [BASELINE, '/bench-baseline.html'],
              [page, path],
            ] as const) {
              // A server stopped from outside would turn every later run into an error page's figures.
              if (server.ended()) throw new Error(`The server ${server.ended()} during the benchmark`);
              const signIn = email && name !== BASELINE ? () => signedInCookies(server.url, email) : undefined;
              const sample = await lighthouseOnce(server.url + address, `${name} (${condition})`, signIn);
              record(condition, name, address, sample);
              if (name === BASELINE) baseline = sample;
              else {
                const key = `${condition}|${name}`;
                overBaseline.set(key, [...(overBaseline.get(key) ?? []), sample.tbt - baseline!.tbt]);
                lcpOverBaseline.set(key, [...(lcpOverBaseline.get(key) ?? []), sample.lcp / baseline!.lcp]);
                fcpOverBaseline.set(key, [...(fcpOverBaseline.get(key) ?? []), sample.fcp / baseline!.fcp]);
              }
              console.log(
                `  Lighthouse ${condition} ${name === RANDOM_PRODUCT ? address : name}: ${sample.score}, LCP ${sample.lcp.toFixed(0)} ms, TBT ${sample.tbt.toFixed(0)} ms, CLS ${sample.cls.toFixed(3)}, ${sample.requests} requests`,
              );
            }
          }
        } finally {
          await busy?.stop();
        }
      }
    }

    const order = [
      BASELINE,
      ...(options.signedInOnly ? [] : ['home', 'market', RANDOM_PRODUCT, 'cart']),
      ...SIGNED_IN_PAGES.map((p) => p.page),
    ];
    const rows = conditions.flatMap((condition) =>
      order.map((page): LighthouseFigures => {
        const all = samples.get(`${condition}|${page}`)!;
        const addresses = [...paths.get(`${condition}|${page}`)!];
        return {
          condition,
          page,
          path: addresses.length === 1 ? addresses[0]! : `${addresses.length} pages`,
          samples: all.length,
          score: spread(all.map((s) => s.score)),
          lcpMs: spread(all.map((s) => s.lcp)),
          tbtMs: spread(all.map((s) => s.tbt)),
          cls: spread(all.map((s) => s.cls)),
          fcpMs: spread(all.map((s) => s.fcp)),
          tbtOverBaselineMs: page === BASELINE ? null : spread(overBaseline.get(`${condition}|${page}`)!),
          lcpOverBaseline: page === BASELINE ? null : spread(lcpOverBaseline.get(`${condition}|${page}`)!),
          fcpOverBaseline: page === BASELINE ? null : spread(fcpOverBaseline.get(`${condition}|${page}`)!),
          requests: spread(all.map((s) => s.requests)),
        };
      }),
    );
    return { rows, productPaths: picked, loadAverages, spinners };
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
