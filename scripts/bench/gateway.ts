/**
 * Gateway throughput and latency: autocannon on loopback against the catalog calls people hit most,
 * on PGlite and on PostgreSQL, at 10 and 50 connections. The baseline is GET /api/health on the
 * same server in the same run (the HTTP stack alone). Each figure is the median of `runs` runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '..', '..');

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** A new body for every request (so no answer can come from a cache). */
  vary?: () => string;
  /** A new path for every request (a random product, say). */
  varyPath?: () => string;
}

const SEARCH_WORDS = [
  'acid',
  'sodium',
  'oxide',
  'glycol',
  'resin',
  'chloride',
  'sulphate',
  'pigment',
  'solvent',
  'carbonate',
  'titanium',
  'calcium',
  'ethyl',
  'polymer',
  'hydroxide',
  'amine',
  'wax',
  'silica',
  'zinc',
  'phosphate',
  'sulfuric',
  'caustic',
  'soda',
  'dioxide',
  'potassium',
  'nitrate',
  'peroxide',
  'starch',
  'emulsion',
  'alcohol',
  'ammonium',
  'magnesium',
  'aluminium',
  'stearate',
  'paraffin',
  'bitumen',
  'urea',
  'chlorine',
  'copper',
  'iron',
];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * What buyers type, varied the way they vary it: one word or two, a word still being typed, or
 * one with two letters swapped — thousands of different texts, each with a different price floor.
 */
export function variedSearch(): string {
  const word = () => {
    const w = pick(SEARCH_WORDS);
    const roll = Math.random();
    if (roll < 0.2) return w.slice(0, 3 + Math.floor(Math.random() * (w.length - 2)));
    if (roll < 0.3 && w.length > 4) {
      const i = 1 + Math.floor(Math.random() * (w.length - 3));
      return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    }
    return w;
  };
  return Math.random() < 0.3 ? `${word()} ${word()}` : word();
}

export interface LoadFigures {
  backend: 'PGlite' | 'PostgreSQL';
  target: string;
  connections: number;
  /** Median, min and max over the runs. */
  rps: Spread;
  p50: Spread;
  p99: Spread;
  errors: number;
  non2xx: number;
}
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** The calls measured: a text search with a filter, one product, the markets list, and the baseline. */
export function targets(productId: number, marketId: number, productIds: number[] = [productId]): Target[] {
  return [
    { name: 'baseline GET /api/health', method: 'GET', path: '/api/health' },
    {
      name: 'POST /api/v2/marketplace/products (one search + market filter, repeated)',
      method: 'POST',
      path: '/api/v2/marketplace/products',
      body: JSON.stringify({ search: 'acid', marketId, pageSize: 20 }),
    },
    {
      name: 'POST /api/v2/marketplace/products (a different search every request)',
      method: 'POST',
      path: '/api/v2/marketplace/products',
      vary: () =>
        JSON.stringify({
          search: variedSearch(),
          pageSize: 20,
          pageNumber: 1 + Math.floor(Math.random() * 3),
          minPrice: Math.floor(Math.random() * 1_000_000),
        }),
    },
    { name: 'GET /api/v1/marketplace/get-product', method: 'GET', path: `/api/v1/marketplace/get-product?productId=${productId}` },
    {
      name: 'GET /api/v1/marketplace/get-product (a random product every request)',
      method: 'GET',
      path: `/api/v1/marketplace/get-product?productId=${productId}`,
      varyPath: () => `/api/v1/marketplace/get-product?productId=${pick(productIds)}`,
    },
    { name: 'GET /api/v1/marketplace/getmarkets', method: 'GET', path: '/api/v1/marketplace/getmarkets?PageNumber=1&PageSize=200' },
  ];
}

/** A loopback port nobody listens on now (tests or another server may hold the usual ones). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startGatewayProcess(
  env: Record<string, string>,
  port: number,
): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'gateway.ts')], {
    // No load balancer to drain from: it closes at once when stopped.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('Gateway ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the gateway exited with ${code}`)));
  });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One autocannon run of `target` against `url`, then a wait until the server has caught up. */
export async function once(url: string, target: Target, connections: number, seconds: number): Promise<autocannon.Result> {
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  const { vary, varyPath } = target;
  const result = await autocannon({
    url: url + target.path,
    method: target.method,
    connections,
    duration: seconds,
    headers,
    ...(target.body ? { body: target.body } : {}),
    ...(vary
      ? { requests: [{ method: target.method, path: target.path, headers, setupRequest: (request) => ({ ...request, body: vary() }) }] }
      : {}),
    ...(varyPath
      ? { requests: [{ method: target.method, path: target.path, headers, setupRequest: (request) => ({ ...request, path: varyPath() }) }] }
      : {}),
  });
  await settle(url);
  return result;
}

/**
 * Waits until the server has worked off requests still queued when a run stopped (a slow call
 * leaves many behind on PGlite's single connection), so they do not slow the next run down.
 */
async function settle(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const started = performance.now();
    await fetch(`${url}/api/v1/marketplace/get-producers?PageSize=1&Search=settle${attempt}`)
      .then((r) => r.arrayBuffer())
      .catch(() => null);
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs every target at every connection count, `runs` times each, interleaved so drift hits all alike. */
export async function loadServer(
  backend: LoadFigures['backend'],
  url: string,
  list: Target[],
  options: { connections: number[]; seconds: number; runs: number },
): Promise<LoadFigures[]> {
  const figures: LoadFigures[] = [];
  for (const connections of options.connections) {
    // Warm caches and the JIT before measuring.
    for (const target of list) await once(url, target, connections, 2);
    const results = new Map<string, autocannon.Result[]>();
    for (let run = 0; run < options.runs; run++) {
      for (const target of list) {
        const result = await once(url, target, connections, options.seconds);
        results.set(target.name, [...(results.get(target.name) ?? []), result]);
      }
    }
    for (const target of list) {
      const all = results.get(target.name)!;
      figures.push({
        backend,
        target: target.name,
        connections,
        rps: spread(all.map((r) => r.requests.average)),
        p50: spread(all.map((r) => r.latency.p50)),
        p99: spread(all.map((r) => r.latency.p99)),
        errors: all.reduce((n, r) => n + r.errors + r.timeouts, 0),
        non2xx: all.reduce((n, r) => n + r.non2xx, 0),
      });
      const last = figures.at(-1)!;
      console.log(
        `  ${backend} ${connections} conn ${target.name}: ${last.rps.median.toFixed(0)} req/s, p50 ${last.p50.median} ms, p99 ${last.p99.median} ms`,
      );
    }
  }
  return figures;
}

/** A product id and a market id that exist in the catalog, read through the API like a client. */
export async function sampleIds(url: string): Promise<{ productId: number; marketId: number; productIds: number[] }> {
  const search = (await fetch(`${url}/api/v2/marketplace/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ search: 'acid', pageSize: 1 }),
  }).then((r) => r.json())) as { data: { id: number; market: { id: number } }[] };
  const first = search.data[0];
  if (!first) throw new Error('the catalog has no product matching "acid"');
  const markets = (await fetch(`${url}/api/v1/marketplace/getmarkets?PageNumber=1&PageSize=1`).then((r) => r.json())) as {
    data: { data: { id: number }[] } | { id: number }[];
  };
  const list = Array.isArray(markets.data) ? markets.data : markets.data.data;
  return { productId: first.id, marketId: list[0]?.id ?? first.market.id, productIds: await publishedIds(url, 5000) };
}

/** Up to `most` published product ids, read page by page through the search a client uses. */
async function publishedIds(url: string, most: number): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNumber = 1; ids.length < most; pageNumber++) {
    const page = (await fetch(`${url}/api/v2/marketplace/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 100, pageNumber }),
    }).then((r) => r.json())) as { data: { id: number }[] };
    ids.push(...page.data.map((p) => p.id));
    if (page.data.length < 100) break;
  }
  return ids.slice(0, most);
}

/** Creates an empty PostgreSQL database for a benchmark; the returned function drops it. */
export async function scratchDatabase(adminUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function postgresAnswers(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
