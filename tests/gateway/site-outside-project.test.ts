/**
 * `npm start` with SITE_DIR outside the project (here under the system's temporary folder): the
 * all-in-one server builds the site there with a real `astro build` against its own gateway, on a
 * small catalog, and serves it. A build that fails says why in the log: its last lines.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isInsideProject, runAstroBuild } from '../../src/publisher/build-site.ts';
import { type RunningServer, startAllInOne } from '../../scripts/start/all-in-one.ts';
import { loadConfig } from '../../src/gateway/platform/config.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

describe('a site built outside the project', () => {
  const work = mkdtempSync(join(tmpdir(), 'site-outside-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('tells the project from a folder beside it whose path begins the same', () => {
    expect(isInsideProject(join(ROOT, 'dist'))).toBe(true);
    expect(isInsideProject(join(ROOT, '.e2e', '1', 'dist'))).toBe(true);
    expect(isInsideProject(ROOT)).toBe(false);
    expect(isInsideProject(`${ROOT}-site`)).toBe(false);
    expect(isInsideProject(join(ROOT, '..', 'site'))).toBe(false);
    expect(isInsideProject(join(tmpdir(), 'site'))).toBe(false);
  });

  it('is built by npm start into SITE_DIR and served', async () => {
    const siteDir = join(work, 'site');
    const lines: string[] = [];
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      SITE_DIR: siteDir,
      SEED_PRODUCTS: '12',
      LOG_LEVEL: 'silent',
    });
    server = await startAllInOne(config, (line) => lines.push(line));
    await server.siteReady;
    expect(lines.join('\n')).toMatch(/Site ready in .* \(whole site built/);
    expect(existsSync(join(siteDir, 'index.html'))).toBe(true);

    for (const path of ['/', '/markets']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toMatch(/^<!DOCTYPE html>/i);
    }
    // Nothing of the build stays in the project.
    const staging = join(ROOT, '.astro', 'outside-builds');
    expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
  }, 600_000);

  it('fails with the last lines of the build, where its error is', async () => {
    // A setting the site's configuration refuses: its message has no "error" in it.
    const failure = await runAstroBuild({ PUBLIC_IMAGE_PROVIDER: 'nowhere', SITE_OUT_DIR: join(work, 'failed') }).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(/^exit code 1; its last lines:\n/);
    expect(failure?.message).toContain('PUBLIC_IMAGE_PROVIDER must be "local", "vercel" or "cloudinary", not "nowhere"');
    expect(existsSync(join(work, 'failed'))).toBe(false);
  }, 300_000);
});
