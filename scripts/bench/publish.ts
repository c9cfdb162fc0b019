/**
 * Publish latency: from a seller's save to the new page being served, on `npm start` (the
 * all-in-one server: gateway, publishing watcher, static site) with a catalog of the given size.
 * The server seeds the catalog and builds the whole site (its time is the full-build figure); then
 * the demo seller saves `edits` changes one after another, alternately a new description and a new
 * name (which moves the page to a new address), each timed from just before the save's request to
 * the first answer of the page with the change, polled every 100 ms. Between two edits the
 * server's publish is let finish, so each save is timed on its own.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './gateway.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export interface PublishFigures {
  products: number;
  /** The whole site built once at start, in seconds. */
  fullBuildSeconds: number;
  pages: number;
  /** Save → new page served, per edit, in seconds. */
  latencies: number[];
  /** The server's own publish time per edit (from its log), in seconds. */
  publishSeconds: number[];
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countPages(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) pages++;
  }
  return pages;
}

export async function benchPublish(products: number, options: { edits?: number; port?: number } = {}): Promise<PublishFigures> {
  const edits = options.edits ?? 30;
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  // Inside the project: astro build keeps its server chunks beside an output folder in it.
  const work = join(ROOT, '.bench', `publish-${products}-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const lines: string[] = [];
  const server = spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      SITE_DIR: join(work, 'dist'),
      SEED_PRODUCTS: String(products),
      PUBLIC_SITE_URL: base,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  const onLine = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  };
  server.stdout.on('data', onLine);
  server.stderr.on('data', onLine);
  const next = (test: (line: string) => boolean) => new Promise<string>((resolve) => waiters.push({ test, resolve }));
  const exited = new Promise<never>((_, reject) =>
    server.on('exit', (code) => reject(new Error(`npm start exited (${code}): ${lines.slice(-5).join(' / ')}`))),
  );

  try {
    const ready = await Promise.race([next((l) => l.startsWith('Site ready in')), exited]);
    const fullBuildSeconds = Number(/Site ready in ([\d.]+) s/.exec(ready)![1]);
    const pages = countPages(join(work, 'dist'));

    const signIn = await fetch(`${base}/api/v1/Account/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@example.com', password: process.env.DEMO_PASSWORD || 'Demo-Password-1' }),
    });
    const seller = { authorization: `Bearer ${((await signIn.json()) as { data: { jwToken: string } }).data.jwToken}` };
    const list = (await (await fetch(`${base}/api/v1/product/get-products?Status=published&PageSize=200`, { headers: seller })).json()) as {
      data: { id: number; name: string }[];
    };
    const chosen = [...list.data].sort((a, b) => a.id - b.id);
    const productOf = async (id: number) =>
      ((await (await fetch(`${base}/api/v1/marketplace/get-product?productId=${id}`)).json()) as { data: { url: string } }).data;

    const latencies: number[] = [];
    const publishSeconds: number[] = [];
    for (let i = 0; i < edits; i++) {
      const product = chosen[(i * 7) % chosen.length]!;
      const token = `bench${Date.now().toString(36)}${i}`;
      const rename = i % 2 === 1;
      const body = rename
        ? { id: product.id, name: `${product.name.replace(/ bench\w+$/, '')} ${token}` }
        : { id: product.id, description: `Edited ${token}.` };
      const published = next((l) => l.startsWith('Site published in'));
      const started = performance.now();
      const saved = await fetch(`${base}/api/v1/product/update-product`, {
        method: 'POST',
        headers: { ...seller, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!saved.ok) throw new Error(`the save failed: ${saved.status} ${await saved.text()}`);
      const url = rename ? (await productOf(product.id)).url : (await productOf(product.id)).url;
      for (;;) {
        const page = await fetch(`${base}${url}`);
        if (page.ok && (await page.text()).includes(token)) break;
        if (performance.now() - started > 180_000) throw new Error(`edit ${i}: the page did not show the change within 3 minutes`);
        await sleep(100);
      }
      latencies.push((performance.now() - started) / 1000);
      const line = await Promise.race([published, exited]);
      publishSeconds.push(Number(/Site published in ([\d.]+) s/.exec(line)![1]));
      if (rename) product.name = body.name!;
      console.log(
        `  ${products} products, edit ${i + 1}/${edits} (${rename ? 'rename' : 'description'}): served after ${latencies.at(-1)!.toFixed(2)} s, publish ${publishSeconds.at(-1)} s`,
      );
      await sleep(500);
    }
    return { products, fullBuildSeconds, pages, latencies, publishSeconds };
  } finally {
    const stopped = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
    rmSync(work, { recursive: true, force: true });
  }
}
