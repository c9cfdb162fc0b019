/**
 * Lighthouse performance, mobile with simulated throttling (Lighthouse's defaults), median of
 * `runs` runs per page, on the all-in-one server (`npm start`) with a catalog of `products`.
 * The baseline in the same run is a one-line HTML page served by the same server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

export interface LighthouseFigures {
  page: string;
  path: string;
  score: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
  fcpMs: Spread;
}

async function startAllInOne(
  work: string,
  port: number,
  products: number,
): Promise<{ url: string; siteDir: string; stop(): Promise<void> }> {
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
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('The marketplace is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
  });
  return {
    url,
    siteDir,
    stop: () =>
      new Promise((resolve) => {
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

export async function benchLighthouse(options: { products: number; runs: number; port?: number }): Promise<LighthouseFigures[]> {
  const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startAllInOne(work, options.port ?? 4396, options.products);
  try {
    writeFileSync(
      join(server.siteDir, 'bench-baseline.html'),
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Baseline</title><p>Baseline page.</p></html>\n',
    );
    const market = await firstHref(`${server.url}/markets`, /href="(\/market\/[^"]+\/\d+)"/);
    const product = await firstHref(server.url + market, /href="(\/product\/[^"]+\/\d+)"/);
    const pages: [string, string][] = [
      ['baseline (one-line page)', '/bench-baseline.html'],
      ['home', '/'],
      ['market', market],
      ['product', product],
    ];

    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const samples = new Map<string, { score: number; lcp: number; tbt: number; cls: number; fcp: number }[]>();
    for (let run = 0; run < options.runs; run++) {
      for (const [name, path] of pages) {
        // A fresh browser per run: no warm HTTP cache from the previous page. Lighthouse sometimes
        // fails to record a trace on a busy machine (NO_NAVSTART); such a run is tried again.
        let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
        for (let attempt = 1; ; attempt++) {
          const chrome = await chromeLauncher.launch({
            chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
            chromeFlags: CHROME_FLAGS,
          });
          try {
            const result = await lighthouse(server.url + path, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            });
            lhr = result!.lhr;
          } finally {
            await chrome.kill();
          }
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
          console.log(`  Lighthouse ${name}: ${lhr.runtimeError.code}, trying again`);
        }
        const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
        const sample = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcp: value('first-contentful-paint'),
        };
        samples.set(name, [...(samples.get(name) ?? []), sample]);
        console.log(
          `  Lighthouse ${name} run ${run + 1}: ${sample.score}, LCP ${sample.lcp.toFixed(0)} ms, TBT ${sample.tbt.toFixed(0)} ms, CLS ${sample.cls.toFixed(3)}`,
        );
      }
    }
    return pages.map(([page, path]) => {
      const all = samples.get(page)!;
      return {
        page,
        path,
        score: spread(all.map((s) => s.score)),
        lcpMs: spread(all.map((s) => s.lcp)),
        tbtMs: spread(all.map((s) => s.tbt)),
        cls: spread(all.map((s) => s.cls)),
        fcpMs: spread(all.map((s) => s.fcp)),
      };
    });
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
