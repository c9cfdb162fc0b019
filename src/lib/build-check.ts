/**
 * The build check (spec §4, §7, §9): /builds/latest.json is polled every 60 minutes, then the new
 * build's /builds/meta/{buildId}.json. When a script chunk fails to load (a deploy removed it) and a newer build exists, the page reloads itself,
 * at most once per 10 seconds so a broken deploy cannot loop.
 */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT_KEY = 'build-reloaded-at';

const currentBuild: string = import.meta.env.PUBLIC_BUILD_ID ?? '';
let newerBuild = false;

/**
 * Reads which build is current (latest.json), then that build's own record (meta/{id}.json). A
 * newer build counts only once its record is there: a deploy still copying files has written
 * latest.json but may not have its chunks yet, and reloading into it would fail again.
 */
export async function newerBuildExists(): Promise<boolean> {
  try {
    const latest = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!latest.ok) return newerBuild;
    const { id } = (await latest.json()) as { id?: string };
    if (!id || !currentBuild || id === currentBuild) return (newerBuild = false);
    const meta = await fetch(`/builds/meta/${encodeURIComponent(id)}.json`, { cache: 'no-store' });
    newerBuild = meta.ok && ((await meta.json()) as { id?: string }).id === id;
  } catch {
    // Offline or a failed request: keep what we knew.
  }
  return newerBuild;
}

export function isChunkFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  );
}

/** Called where a chunk failure is caught (an island's error boundary, an unhandled rejection). */
export function handleChunkFailure(reason: unknown): void {
  if (isChunkFailure(reason)) void reloadForNewBuild();
}

/** One decision at a time: several reports of the same failure arrive together. */
let deciding = false;

async function reloadForNewBuild(): Promise<void> {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (deciding || Date.now() - last < RELOAD_GUARD_MS) return;
  deciding = true;
  try {
    if (!(await newerBuildExists())) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    location.reload();
  } finally {
    deciding = false;
  }
}

export function installBuildCheck(): void {
  setInterval(() => void newerBuildExists(), BUILD_CHECK_INTERVAL_MS);
  // Vite reports a failed preload with this event; the error still reaches the importer, whose
  // error boundary shows the error screen until the reload (if a newer build exists) replaces it.
  addEventListener('vite:preloadError', () => void reloadForNewBuild());
  addEventListener('unhandledrejection', (event) => handleChunkFailure(event.reason));
}
