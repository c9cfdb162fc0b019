/**
 * `npm run bench`: runs the benchmarks on this machine and writes docs/benchmarks.md.
 * `--quick` stops at 10000 products; `--sizes 1000,5000` picks the catalog sizes.
 * Benchmarks never run inside `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchSiteBuild, type BuildFigures } from './site-build.ts';

const { values } = parseArgs({ options: { quick: { type: 'boolean' }, sizes: { type: 'string' } } });
const sizes = values.sizes
  ? values.sizes.split(',').map(Number)
  : values.quick ? [1000, 10_000] : [1000, 10_000, 100_000];

const builds: BuildFigures[] = [];
for (const size of sizes) {
  console.log(`Static build with ${size} products…`);
  const figures = await benchSiteBuild(size);
  console.log(figures);
  builds.push(figures);
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
const lines = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${machine}; Node ${process.version}; embedded database (PGlite).`,
  'One run per size (the 100000-product build takes minutes); the baseline is measured in the same run.',
  '',
  '## Seed and static build',
  '',
  '`npm run seed -- --products N`, then `astro build` against a gateway on that catalog. Peak memory is the resident',
  'memory of the whole process tree, sampled every 200 ms. Baseline: the same number of one-line Astro pages.',
  '',
  '| Products | Seed (s) | Seed peak (MiB) | Pages | Build (s) | Pages/s | Build peak (MiB) | dist/ (MiB) | Baseline build (s) | Baseline pages/s | Baseline peak (MiB) | Build ÷ baseline |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...builds.map((b) => `| ${b.products} | ${fixed(b.seedSeconds)} | ${b.seedPeakMiB} | ${b.pages} | ${fixed(b.buildSeconds)} | ${fixed(b.pages / b.buildSeconds, 0)} | ${b.buildPeakMiB} | ${b.distMiB} | ${fixed(b.baselineSeconds)} | ${fixed(b.pages / b.baselineSeconds, 0)} | ${b.baselinePeakMiB} | ${fixed(b.buildSeconds / b.baselineSeconds, 2)} |`),
  '',
  'Target for 100000 products: at most 180 s and 2 GiB peak on 2 cores.',
  '',
  '## Page weight',
  '',
  `Per page type, from the ${builds[0]?.products ?? ''}-product build: bytes of HTML, CSS and JavaScript (gzip / brotli), JavaScript fetched before the first`,
  'interaction (page scripts, hydrating islands and their static imports) and in all (with lazy chunks), render-blocking scripts, requests before interaction.',
  'Pages that do not exist yet are left out.',
  '',
  '| Page | HTML gzip | CSS gzip | JS before interaction gzip / br | JS in all gzip / br | Render-blocking scripts | Requests |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...(builds[0]?.weights ?? []).map((w) => `| ${w.page} | ${kb(w.html.gzip)} | ${kb(w.css.gzip)} | ${kb(w.jsBeforeInteraction.gzip)} / ${kb(w.jsBeforeInteraction.brotli)} | ${kb(w.jsInAll.gzip)} / ${kb(w.jsInAll.brotli)} | ${w.renderBlockingScripts} | ${w.requests} |`),
  '',
  'Targets: a product page with no render-blocking script and at most 80 KB gzip of JavaScript in all; the dashboard\'s first screen (overview) at most 180 KB gzip.',
  '',
];
writeFileSync(join(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md'), lines.join('\n'));
console.log('Wrote docs/benchmarks.md');
