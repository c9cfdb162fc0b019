/**
 * `npm test`: formatting and lint (Biome), the type check, unit and gateway tests (vitest), the scale-out test (three gateway
 * processes on PostgreSQL behind HAProxy), then the browser tests and the crawl (Playwright, real Chromium, against the
 * all-in-one server). Stops at the first suite that fails.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const bin = (name: string) => join(import.meta.dirname, '..', 'node_modules', '.bin', name);
const suites: [string, string[]][] = [
  ['Format and lint', [bin('biome'), 'ci', '.']],
  ['Type check', [bin('astro'), 'check']],
  ['Unit and gateway tests', [bin('vitest'), 'run']],
  // Three gateway processes behind HAProxy, one killed mid-flight; skipped, saying why, without PostgreSQL or haproxy.
  [
    'Several gateways behind HAProxy',
    [bin('vitest'), 'run', '--config', join(import.meta.dirname, '..', 'tests', 'scale', 'vitest.config.ts')],
  ],
  ['Browser tests', [bin('playwright'), 'test']],
];

for (const [name, [command, ...args]] of suites) {
  console.log(`\n=== ${name}${name.startsWith('Unit') && process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ''}\n`);
  const result = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
