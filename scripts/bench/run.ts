/**
 * `npm run bench`: runs the benchmarks on this machine and writes their figures into
 * docs/benchmarks.md, each table between its `<!-- bench:name -->` markers (the prose around them
 * is kept). Benchmarks never run inside `npm test`.
 *
 *   --quick            catalogs of 1000 and 10000 products only (and shorter load runs)
 *   --sizes 1000,5000  the catalog sizes of the static-build benchmark
 *   --only a,b         some of: build, page-weight, lighthouse, gateway, checkout, ledger, scale-out, publish, streams (page-weight reads
 *                      the smallest catalog's build when build runs too, else builds 1000 products once)
 *   --runs N           runs per figure: builds, Lighthouse and load tests (median, min, max); default 3
 *                      (Lighthouse: each run draws its own product pages and measures idle and busy)
 *   --signed-in-only   Lighthouse: the signed-in pages only (and their baselines)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchSiteBuild, type BuildFigures } from './site-build.ts';
import { benchLighthouse, type Condition, type LighthouseResult } from './lighthouse.ts';
import {
  freePort,
  loadServer,
  postgresAnswers,
  sampleIds,
  scratchDatabase,
  startGatewayProcess,
  targets,
  type LoadFigures,
  type Spread,
} from './gateway.ts';
import { benchCheckout, type CheckoutFigures } from './checkout.ts';
import { benchLedger } from './ledger.ts';
import { benchScaleOut } from './scale-out.ts';
import { haproxyInstalled } from './cluster.ts';
import { measure } from './process-tree.ts';
import { benchPublish, percentile, type PublishFigures } from './publish.ts';
import { benchStreams, type StreamFigures } from './streams.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DOC = join(ROOT, 'docs', 'benchmarks.md');
const ALL = ['build', 'page-weight', 'lighthouse', 'gateway', 'checkout', 'ledger', 'scale-out', 'publish', 'streams'] as const;

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    sizes: { type: 'string' },
    only: { type: 'string' },
    runs: { type: 'string' },
    'signed-in-only': { type: 'boolean' },
  },
});
const sizes = values.sizes ? values.sizes.split(',').map(Number) : values.quick ? [1000, 10_000] : [1000, 10_000, 100_000];
const only = new Set(values.only ? values.only.split(',') : ALL);
const runs = Number(values.runs ?? 3);
const largest = Math.max(...sizes);
const loadSeconds = values.quick ? 5 : 10;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sections = new Map<string, string[]>();
const fixed = (n: number, digits = 1) => n.toFixed(digits);
const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
const range = (s: Spread, digits = 0, unit = '') => `${fixed(s.median, digits)}${unit} (${fixed(s.min, digits)}–${fixed(s.max, digits)})`;

/** A PGlite data directory seeded with `largest` products, shared by the build and gateway benchmarks. */
const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
const pgliteData = join(scratch, 'pglite-data');

try {
  const builds: BuildFigures[] = [];
  if (only.has('build')) {
    for (const size of sizes) {
      console.log(`Static build with ${size} products…`);
      const figures = await benchSiteBuild(size, {
        port: await freePort(),
        runs,
        ...(size === largest ? { keepDataDir: pgliteData } : {}),
      });
      console.log(
        `  ${size} products: ${figures.pages} pages, build ${figures.buildSeconds.median.toFixed(1)} s (median), peak ${figures.buildPeakMiB.max} MiB`,
      );
      builds.push(figures);
    }
    sections.set('build', [
      `Median of ${runs} builds per size (min–max); the catalog is seeded once per size.`,
      '',
      '| Products | Seed (s) | Seed peak (MiB) | Pages | Build (s) | Pages/s | Build peak (MiB) | dist/ (MiB) | Baseline build (s) | Baseline pages/s | Baseline peak (MiB) | Build ÷ baseline |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...builds.map(
        (b) =>
          `| ${b.products} | ${fixed(b.seedSeconds)} | ${b.seedPeakMiB} | ${b.pages} | ${range(b.buildSeconds, 1)} | ${range(b.pagesPerSecond)} | ${range(b.buildPeakMiB)} | ${b.distMiB} | ${range(b.baselineSeconds, 1)} | ${range(b.baselinePagesPerSecond)} | ${range(b.baselinePeakMiB)} | ${range(b.ratio, 2)} |`,
      ),
    ]);
  }

  if (only.has('page-weight')) {
    const smallest =
      builds[0] ??
      (await (async () => {
        console.log('Static build with 1000 products, for page weight…');
        return benchSiteBuild(1000, { port: await freePort(), runs: 1 });
      })());
    sections.set('page-weight', [
      `From the ${smallest.products}-product build.`,
      '',
      '| Page | HTML gzip | CSS gzip | JS before interaction gzip / br | JS in all gzip / br | Render-blocking scripts | Requests |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...smallest.weights.map(
        (w) =>
          `| ${w.page} | ${kb(w.html.gzip)} | ${kb(w.css.gzip)} | ${kb(w.jsBeforeInteraction.gzip)} / ${kb(w.jsBeforeInteraction.brotli)} | ${kb(w.jsInAll.gzip)} / ${kb(w.jsInAll.brotli)} | ${w.renderBlockingScripts} | ${w.requests} |`,
      ),
    ]);
  }

  if (only.has('lighthouse')) {
    console.log('Lighthouse (mobile, simulated throttling), CPU idle and busy…');
    const result: LighthouseResult = await benchLighthouse({
      products: 1000,
      runs,
      port: await freePort(),
      signedInOnly: values['signed-in-only'] === true,
    });
    const loads = (condition: Condition) => result.loadAverages[condition].map((l) => fixed(l, 1)).join(', ');
    sections.set('lighthouse', [
      `Catalog of 1000 products on \`npm start\`; ${runs} runs, each measuring home, a market, ${result.productPaths[0]?.length ?? 0} product pages drawn at random, the cart (signed out) and four signed-in pages (the demo buyer's wallet, order history and finance, the demo seller's storefront overview; signed in through the API before each, the session's cookies put into the fresh browser), first with the CPU idle, then busy (${result.spinners} processes spinning, one per core). Each page is measured right after the baseline page; median (min–max) over every measurement of the row, and of the differences between a page's TBT and that of the baseline measured just before it. Load average (1 min) when each half started: idle ${loads('idle')}; busy ${loads('busy')}.`,
      '',
      '| CPU | Page | Runs | Performance | LCP (ms) | LCP ÷ its baseline | FCP (ms) | FCP ÷ its baseline | TBT (ms) | CLS | TBT − its baseline (ms) | Requests |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...result.rows.map(
        (p) =>
          `| ${p.condition} | ${p.page} | ${p.samples} | ${range(p.score)} | ${range(p.lcpMs)} | ${p.lcpOverBaseline ? range(p.lcpOverBaseline, 2) : ''} | ${range(p.fcpMs)} | ${p.fcpOverBaseline ? range(p.fcpOverBaseline, 2) : ''} | ${range(p.tbtMs)} | ${range(p.cls, 3)} | ${p.tbtOverBaselineMs ? range(p.tbtOverBaselineMs) : ''} | ${range(p.requests)} |`,
      ),
      '',
      `Product pages drawn: ${result.productPaths.map((paths, i) => `run ${i + 1}: ${paths.map((path) => `\`${path}\``).join(', ')}`).join('; ')}.`,
    ]);
  }

  if (only.has('gateway') || only.has('checkout')) {
    if (!existsSync(pgliteData)) {
      console.log(`Seeding ${largest} products into PGlite…`);
      await measure(process.execPath, [join(ROOT, 'scripts', 'seed.ts'), '--products', String(largest)], {
        env: { ...process.env, DATA_DIR: pgliteData, DATABASE_URL: '' },
      });
    }
  }

  if (only.has('gateway')) {
    const rows: LoadFigures[] = [];
    const options = { connections: [10, 50], seconds: loadSeconds, runs };
    console.log(`Gateway on PGlite, ${largest} products…`);
    {
      const port = await freePort();
      const server = await startGatewayProcess({ DATA_DIR: pgliteData, DATABASE_URL: '' }, port);
      try {
        const url = `http://127.0.0.1:${port}`;
        const ids = await sampleIds(url);
        rows.push(...(await loadServer('PGlite', url, targets(ids.productId, ids.marketId, ids.productIds), options)));
      } finally {
        await server.stop();
      }
    }
    if (await postgresAnswers(adminUrl)) {
      console.log(`Gateway on PostgreSQL, ${largest} products…`);
      const database = await scratchDatabase(adminUrl, 'bench_gateway');
      try {
        await measure(process.execPath, [join(ROOT, 'scripts', 'seed.ts'), '--products', String(largest)], {
          env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: join(scratch, 'pg-side') },
        });
        const port = await freePort();
        const server = await startGatewayProcess({ DATABASE_URL: database.url, DATA_DIR: join(scratch, 'pg-side') }, port);
        try {
          const url = `http://127.0.0.1:${port}`;
          const ids = await sampleIds(url);
          rows.push(...(await loadServer('PostgreSQL', url, targets(ids.productId, ids.marketId, ids.productIds), options)));
        } finally {
          await server.stop();
        }
      } finally {
        await database.drop();
      }
    } else {
      console.log('PostgreSQL does not answer: the PostgreSQL rows are left out.');
    }
    const baseline = (row: LoadFigures) =>
      rows.find((r) => r.backend === row.backend && r.connections === row.connections && r.target.startsWith('baseline'))!;
    sections.set('gateway', [
      `Catalog of ${largest} products; autocannon on loopback, ${loadSeconds} s per run, median of ${runs} runs (min–max); the baseline is GET /api/health on the same server.`,
      '',
      '| Database | Connections | Call | Requests/s | p50 (ms) | p99 (ms) | Errors | Non-2xx | Requests/s ÷ baseline |',
      '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.backend} | ${r.connections} | ${r.target} | ${range(r.rps)} | ${range(r.p50)} | ${range(r.p99)} | ${r.errors} | ${r.non2xx} | ${fixed(r.rps.median / baseline(r).rps.median, 2)} |`,
      ),
    ]);
  }

  if (only.has('checkout')) {
    if (await postgresAnswers(adminUrl)) {
      console.log('Checkout under load on PostgreSQL…');
      const figures: CheckoutFigures = await benchCheckout({ adminUrl, seconds: values.quick ? 10 : 30, buyers: 50, runs, scratch });
      sections.set('checkout', figures.table);
    } else {
      console.log('PostgreSQL does not answer: the checkout benchmark is left out.');
    }
  }

  if (only.has('ledger')) {
    if (await postgresAnswers(adminUrl)) {
      console.log('The ledger under load on PostgreSQL…');
      sections.set('ledger', (await benchLedger({ adminUrl, clients: 50, seconds: values.quick ? 5 : 15, runs })).table);
    } else {
      console.log('PostgreSQL does not answer: the ledger benchmark is left out.');
    }
  }

  if (only.has('scale-out')) {
    if ((await postgresAnswers(adminUrl)) && haproxyInstalled()) {
      console.log('One gateway and three behind HAProxy, on PostgreSQL…');
      const figures = await benchScaleOut({ adminUrl, products: largest, connections: 50, seconds: loadSeconds, runs, scratch });
      sections.set('scale-out', figures.table);
    } else {
      console.log('PostgreSQL does not answer or haproxy is not installed: the scale-out benchmark is left out.');
    }
  }
  if (only.has('publish')) {
    const rows: PublishFigures[] = [];
    const edits = values.quick ? 10 : 30;
    for (const size of sizes) {
      console.log(`Publish latency with ${size} products (npm start, ${edits} edits)…`);
      rows.push(await benchPublish(size, { edits }));
    }
    const s = (n: number) => n.toFixed(1);
    sections.set('publish', [
      `\`npm start\` on PGlite; the demo seller saves ${edits} edits one after another (a new description, then a new name, in turn); each is timed from the save's request to the first answer of the page showing it (polled every 100 ms). Percentiles are nearest-rank over the ${edits} edits, so p99 is the slowest edit.`,
      '',
      '| Products | Pages | Full build (s) | Save → served p50 (s) | p99 (s) | min–max (s) | Publish p50 (s) | Publish max (s) |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.products} | ${r.pages} | ${s(r.fullBuildSeconds)} | ${s(percentile(r.latencies, 50))} | ${s(percentile(r.latencies, 99))} | ${s(Math.min(...r.latencies))}–${s(Math.max(...r.latencies))} | ${s(percentile(r.publishSeconds, 50))} | ${s(Math.max(...r.publishSeconds))} |`,
      ),
    ]);
  }
  if (only.has('streams')) {
    const rows: StreamFigures[] = [];
    const messages = values.quick ? 10 : 15;
    console.log('One gateway holding 1000 live streams, on PGlite…');
    rows.push(await benchStreams({ backend: 'PGlite', adminUrl, streams: 1000, messages, scratch }));
    if (await postgresAnswers(adminUrl)) {
      console.log('One gateway holding 1000 live streams, on PostgreSQL…');
      rows.push(await benchStreams({ backend: 'PostgreSQL', adminUrl, streams: 1000, messages, scratch }));
    } else console.log('PostgreSQL does not answer: the PostgreSQL row is left out.');
    const perStream = (r: StreamFigures) => (((r.rssOpen - r.rssIdle) * 1024) / r.streams).toFixed(0);
    sections.set('streams', [
      `\`npm run gateway\` on loopback; ${messages} messages, one after another, each to all of the streams (median over the messages, min–max); the readers run in the benchmark's process on the same machine.`,
      '',
      '| Database | Streams | Gateway idle (MiB) | With the streams (MiB) | Per stream (KiB) | After the messages (MiB) | First stream (ms) | Median stream (ms) | Last stream: all delivered (ms) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.backend} | ${r.streams} | ${r.rssIdle} | ${r.rssOpen} | ${perStream(r)} | ${r.rssAfter} | ${range(r.first)} | ${range(r.median)} | ${range(r.last)} |`,
      ),
    ]);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// ------------------------------------------------------------------ write the figures
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
// Each table says when and where it was measured: a partial run (--only) leaves the others as they were.
const measuredOn = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, Node ${process.version}${values.quick ? ' (quick run)' : ''}.`;
for (const [name, lines] of sections) doc = replaceSection(doc, name, [measuredOn, ...lines]);
writeFileSync(DOC, doc);
console.log('Wrote docs/benchmarks.md');

function replaceSection(text: string, name: string, lines: string[]): string {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const block = [open, ...lines, close].join('\n');
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start >= 0 && end > start) return text.slice(0, start) + block + text.slice(end + close.length);
  return `${text.trimEnd()}\n\n## ${name}\n\n${block}\n`;
}
