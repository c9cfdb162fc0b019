/**
 * `npm run site:publish`: keeps a built site in step with the catalog of a running gateway, as
 * `npm start` does for itself, for sites served apart from the gateway (README, "Scale out"): one
 * such process per site, wherever the site's files are synced from. It reads the catalog version
 * through GATEWAY_URL every second, publishes what changed into SITE_DIR after a quiet second (a
 * full build when there is no site yet or its source changed), and purges the CDN when one is
 * configured. Ctrl-C stops it; a publish in progress is stopped and the site stays as it was.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { cdnPurgerFromEnv } from '../src/publisher/cdn-purge.ts';
import { describePublish, publishSite } from '../src/publisher/publish-site.ts';
import { watchCatalog } from '../src/publisher/rebuild-watcher.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const gatewayUrl = (process.env.GATEWAY_URL || 'http://127.0.0.1:4322').replace(/\/$/, '');
const siteDir = resolve(process.env.SITE_DIR || './dist');
const siteUrl = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';
const cdn = cdnPurgerFromEnv(process.env, siteUrl);
const stops = new AbortController();

async function readVersion(): Promise<number> {
  const response = await fetch(`${gatewayUrl}/api/v1/site-publishing/changes?SinceVersion=0&Limit=1`);
  if (!response.ok) throw new Error(`the gateway answered ${response.status}`);
  return ((await response.json()) as { data: { version: number } }).data.version;
}

async function publish(): Promise<string> {
  const result = await publishSite({
    siteDir,
    gatewayUrl,
    siteUrl,
    signal: stops.signal,
    log: (line) => {
      if (/error|pages? built|Complete/i.test(line)) console.log(`  ${line.trim()}`);
    },
  });
  if (cdn && result.kind !== 'none') {
    try {
      const { urls } = await cdn.purge(result);
      console.log(result.kind === 'full' ? 'CDN: purged everything.' : `CDN: purged ${urls} addresses.`);
    } catch (error) {
      console.error(`CDN: the purge failed (${(error as Error).message}).`);
    }
  }
  return describePublish(result);
}

/** The catalog version, once the gateway answers (it may still be starting). */
async function firstVersion(): Promise<number> {
  for (let told = false; ; told = true) {
    try {
      return await readVersion();
    } catch (error) {
      if (!told) console.log(`Waiting for the gateway at ${gatewayUrl} (${(error as Error).message})…`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

console.log(`Publishing ${gatewayUrl}'s catalog into ${siteDir} for ${siteUrl}${cdn ? ', purging the CDN' : ''}.`);
const builtVersion = await firstVersion();
const first = publish().then(
  (summary) => console.log(`Site up to date (${summary}).`),
  (error: Error) => console.error(`Publishing failed: ${error.message}\nWatching for the next change.`),
);
const watcher = watchCatalog({ readVersion, builtVersion, ready: first, build: publish, say: console.log });

// The watcher's timer does not hold the process (the all-in-one server's port does): this does.
const alive = setInterval(() => {}, 2 ** 30);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stops.abort();
    clearInterval(alive);
    void watcher.stop().then(() => process.exit(0));
  });
}
