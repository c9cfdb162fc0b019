/**
 * Files every build writes beside the pages (spec §4, §9):
 * - /version.json: the app's release version (package.json), read by the version check;
 * - /builds/latest.json and /builds/meta/{buildId}.json: which build is current, read by the
 *   build check after a chunk fails to load;
 * - /sw.js: the service worker, with this build's hashed assets to precache;
 * - /_redirects: the route-rules manifest (/route-rules.json, src/build/route-rules.ts: old product
 *   addresses and the shell pages) for static hosts that read that format.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { type RouteRulesManifest, redirectsFile, routeRulesManifest } from '../build/route-rules.ts';
import { serviceWorkerSource } from './sw-source.ts';

export function buildManifest({ version, buildId }: { version: string; buildId: string }): AstroIntegration {
  return {
    name: 'build-manifest',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(dir);
        const builtAt = new Date().toISOString();
        writeFileSync(join(out, 'version.json'), JSON.stringify({ version }));
        mkdirSync(join(out, 'builds', 'meta'), { recursive: true });
        writeFileSync(join(out, 'builds', 'latest.json'), JSON.stringify({ id: buildId, builtAt }));
        writeFileSync(join(out, 'builds', 'meta', `${buildId}.json`), JSON.stringify({ id: buildId, version, builtAt }));
        const assets = readdirSync(join(out, '_astro')).map((file) => `/_astro/${file}`);
        writeFileSync(join(out, 'sw.js'), serviceWorkerSource(buildId, ['/offline/', ...assets]));
        const manifest = join(out, 'route-rules.json');
        const rules: RouteRulesManifest = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : routeRulesManifest([]);
        writeFileSync(join(out, '_redirects'), redirectsFile(rules));
      },
    },
  };
}
