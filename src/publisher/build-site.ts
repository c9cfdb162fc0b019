/**
 * Builds the whole static site against a running gateway, beside the served one, and swaps it in,
 * so visitors never see a half-built site. It runs when the site's source, its settings or the
 * public address changed (the stamp); catalog changes are published page by page (publish-site.ts).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/** What the site is made of; the gateway's code is not part of it. */
const SITE_SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];
const STAMP_FILE = '.build-stamp';
/** The hashed assets a build made itself (others were kept from the build before it). */
const OWN_ASSETS_FILE = '.build-assets';

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (path.endsWith('src') && entry === 'gateway') continue;
    yield* files(join(path, entry));
  }
}

/**
 * A fingerprint of everything the built site depends on but the catalog: the site's source and
 * the PUBLIC_* settings the build bakes in (third-party scripts and their CSP origins, the image
 * provider, sign-in ids), and the public address.
 */
export function sourceStamp(siteUrl: string): string {
  const publicSettings = Object.entries(process.env)
    .filter(([key]) => key.startsWith('PUBLIC_'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value ?? ''}`)
    .join('\n');
  const hash = createHash('sha256').update(`${siteUrl}\n${publicSettings}\n`);
  for (const source of SITE_SOURCES) {
    for (const file of files(join(ROOT, source))) hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function isBuildCurrent(siteDir: string, stamp: string): boolean {
  const file = join(siteDir, STAMP_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === stamp;
}

export interface BuildSiteOptions {
  siteDir: string;
  gatewayUrl: string;
  siteUrl: string;
  stamp: string;
  /** Receives the build's output lines. */
  log?: (line: string) => void;
  /** Stops the build (the server is shutting down). */
  signal?: AbortSignal;
}

/**
 * Hashed asset names change from build to build. A page loaded before a rebuild still fetches the
 * scripts it loads later (a dashboard area) by their old names, so the new site keeps the previous
 * build's own assets beside its own, for one build: no failed chunk, no forced reload.
 */
function keepPreviousAssets(current: string, next: string): void {
  const assets = (dir: string) => (existsSync(join(dir, '_astro')) ? readdirSync(join(dir, '_astro')) : []);
  const own = assets(next);
  writeFileSync(join(next, OWN_ASSETS_FILE), own.join('\n'));
  const listed = join(current, OWN_ASSETS_FILE);
  const previous = existsSync(listed) ? readFileSync(listed, 'utf8').split('\n').filter(Boolean) : assets(current);
  const present = new Set(own);
  for (const file of previous) {
    const from = join(current, '_astro', file);
    if (!present.has(file) && existsSync(from)) {
      mkdirSync(join(next, '_astro'), { recursive: true });
      copyFileSync(from, join(next, '_astro', file));
    }
  }
}

/** How many of a failed build's last lines its error carries: enough for a message and its stack. */
const LAST_LINES = 20;

/**
 * Runs `astro build` with `env` added, as a production build whoever starts it (a test runner sets
 * NODE_ENV=test); each line it prints goes to `onLine`. Rejects with the exit code or signal and
 * the build's last lines, where its own error is.
 */
function spawnAstroBuild(
  env: Record<string, string>,
  options: { signal?: AbortSignal | undefined; onLine?: ((line: string) => void) | undefined },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      cwd: ROOT,
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.signal && { signal: options.signal }),
    });
    const last: string[] = [];
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        last.push(line.trimEnd());
        if (last.length > LAST_LINES) last.shift();
        options.onLine?.(line);
      }
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${signal ?? `exit code ${code}`}; its last lines:\n${last.map((line) => `    ${line}`).join('\n')}`));
    });
  });
}

/**
 * Whether `dir` is inside the project: by its relative path, since a path that only begins like
 * the project's (/srv/chemmarket-site beside /srv/chemmarket) is beside it.
 */
export function isInsideProject(dir: string): boolean {
  const path = relative(ROOT, resolve(dir));
  return path !== '' && path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path);
}

/**
 * Runs `astro build` into `env.SITE_OUT_DIR`. Astro writes the server chunks that render the
 * pages beside the output and Node then looks for their packages from there, so a build outside
 * the project cannot find them (Cannot find package '@oslojs/encoding'): such a build is made in
 * the project's .astro/ and moved to its place afterwards (copied when that is another disk).
 */
export async function runAstroBuild(
  env: Record<string, string>,
  options: { signal?: AbortSignal | undefined; onLine?: ((line: string) => void) | undefined } = {},
): Promise<void> {
  const out = env.SITE_OUT_DIR;
  if (!out || isInsideProject(out)) return spawnAstroBuild(env, options);
  const staging = join(ROOT, '.astro', 'outside-builds', createHash('sha256').update(resolve(out)).digest('hex').slice(0, 16));
  rmSync(staging, { recursive: true, force: true });
  try {
    await spawnAstroBuild({ ...env, SITE_OUT_DIR: staging }, options);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(dirname(resolve(out)), { recursive: true });
    try {
      renameSync(staging, out);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      cpSync(staging, out, { recursive: true });
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The records of earlier publishes (what a CDN was told to purge) stay with the new build. */
function keepPublishRecords(current: string, next: string): void {
  const records = join(current, '.publish', 'changes');
  if (!existsSync(records)) return;
  mkdirSync(join(next, '.publish', 'changes'), { recursive: true });
  for (const file of readdirSync(records)) copyFileSync(join(records, file), join(next, '.publish', 'changes', file));
}

export async function buildSite(options: BuildSiteOptions): Promise<void> {
  const next = `${options.siteDir}.next`;
  rmSync(next, { recursive: true, force: true });
  await runAstroBuild(
    { GATEWAY_URL: options.gatewayUrl, SITE_OUT_DIR: next, PUBLIC_SITE_URL: options.siteUrl },
    { signal: options.signal, onLine: options.log },
  ).catch((error: Error) => {
    throw new Error(`The site build failed: ${error.message}`);
  });
  writeFileSync(join(next, STAMP_FILE), options.stamp);
  keepPreviousAssets(options.siteDir, next);
  keepPublishRecords(options.siteDir, next);
  const old = `${options.siteDir}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(options.siteDir)) renameSync(options.siteDir, old);
  renameSync(next, options.siteDir);
  rmSync(old, { recursive: true, force: true });
}
