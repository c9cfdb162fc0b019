/**
 * Static build throughput: seeds a catalog of the given size into a fresh embedded database once,
 * then builds the site against a gateway on it `runs` times, each build followed by a build of the
 * same number of one-line Astro pages (the baseline, interleaved so drift hits both alike).
 * Reports wall time, pages per second, peak memory of the process tree (median, min and max) and
 * the size of the output.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './process-tree.ts';
import { spread, type Spread } from './gateway.ts';
import { pageTypes, pageWeight, type PageWeight } from './page-weight.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const ASTRO = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');

export interface BuildFigures {
  products: number;
  seedSeconds: number;
  seedPeakMiB: number;
  buildSeconds: Spread;
  buildPeakMiB: Spread;
  /** Pages per second of each build. */
  pagesPerSecond: Spread;
  pages: number;
  distMiB: number;
  baselineSeconds: Spread;
  baselinePeakMiB: Spread;
  baselinePagesPerSecond: Spread;
  /** Build time ÷ baseline time, per pair of runs. */
  ratio: Spread;
  /** Page weight per page type, measured on this build, the one-line baseline page first. */
  weights: PageWeight[];
}

function walk(dir: string): { pages: number; bytes: number } {
  let pages = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = walk(path);
      pages += inner.pages;
      bytes += inner.bytes;
    } else {
      bytes += statSync(path).size;
      if (entry.name.endsWith('.html')) pages++;
    }
  }
  return { pages, bytes };
}

async function startGateway(dataDir: string, port: number): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'gateway.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('Gateway ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the gateway exited with ${code}`)));
  });
  return () =>
    new Promise((resolve) => {
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** A project of `count` one-line pages, built by the same Astro. */
async function baseline(count: number, work: string) {
  const root = join(ROOT, '.bench', 'baseline');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'astro.config.mjs'), "export default { output: 'static' };\n");
  writeFileSync(
    join(root, 'src', 'pages', '[n].astro'),
    `---
export function getStaticPaths() { return Array.from({ length: ${count} }, (_, n) => ({ params: { n: String(n) } })); }
---
<p>Page {Astro.params.n}</p>
`,
  );
  const out = join(work, 'baseline-dist');
  const result = await measure(process.execPath, [ASTRO, 'build', '--root', root, '--outDir', out], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const weight = pageWeight(out, 'baseline (one-line page)', '0');
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  return { ...result, weight };
}

/**
 * `keepDataDir`: seed into this directory and leave it in place (the gateway benchmark reuses the
 * seeded catalog); otherwise everything is removed afterwards.
 */
export async function benchSiteBuild(
  products: number,
  options: { port?: number; keepDataDir?: string; runs?: number } = {},
): Promise<BuildFigures> {
  const port = options.port ?? 4395;
  const runs = options.runs ?? 3;
  const work = mkdtempSync(join(tmpdir(), `bench-build-${products}-`));
  const dataDir = options.keepDataDir ?? join(work, 'data');
  try {
    const seed = await measure(process.execPath, [join(ROOT, 'scripts', 'seed.ts'), '--products', String(products)], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    const builds: { seconds: number; peakMiB: number }[] = [];
    const baselines: Awaited<ReturnType<typeof baseline>>[] = [];
    let output = { pages: 0, bytes: 0 };
    let weights: PageWeight[] = [];
    for (let run = 0; run < runs; run++) {
      const dist = join(work, 'dist');
      rmSync(dist, { recursive: true, force: true });
      const stop = await startGateway(dataDir, port);
      try {
        builds.push(
          await measure(process.execPath, [ASTRO, 'build'], {
            cwd: ROOT,
            env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${port}`, SITE_OUT_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' },
          }),
        );
      } finally {
        await stop();
      }
      if (run === 0) {
        output = walk(dist);
        weights = pageTypes(dist)
          .map(([page, path]) => pageWeight(dist, page, path))
          .filter((w): w is PageWeight => w !== null);
      }
      rmSync(dist, { recursive: true, force: true });
      baselines.push(await baseline(output.pages, work));
      console.log(
        `  ${products} products, run ${run + 1}: build ${builds.at(-1)!.seconds.toFixed(1)} s, baseline ${baselines.at(-1)!.seconds.toFixed(1)} s`,
      );
    }
    return {
      products,
      seedSeconds: seed.seconds,
      seedPeakMiB: seed.peakMiB,
      buildSeconds: spread(builds.map((b) => b.seconds)),
      buildPeakMiB: spread(builds.map((b) => b.peakMiB)),
      pagesPerSecond: spread(builds.map((b) => output.pages / b.seconds)),
      pages: output.pages,
      distMiB: Math.round(output.bytes / 1024 / 1024),
      baselineSeconds: spread(baselines.map((b) => b.seconds)),
      baselinePeakMiB: spread(baselines.map((b) => b.peakMiB)),
      baselinePagesPerSecond: spread(baselines.map((b) => output.pages / b.seconds)),
      ratio: spread(builds.map((b, i) => b.seconds / baselines[i]!.seconds)),
      weights: [...(baselines[0]?.weight ? [baselines[0].weight] : []), ...weights],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
