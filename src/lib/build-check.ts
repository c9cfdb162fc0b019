/**
 * The build check (spec §4, §9): /builds/latest.json is polled every 60 minutes. When a script
 * chunk fails to load (a deploy removed it) and a newer build exists, the page reloads itself,
 * at most once per 10 seconds so a broken deploy cannot loop.
 */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT_KEY = 'build-reloaded-at';

const currentBuild: string = import.meta.env.PUBLIC_BUILD_ID ?? '';
let newerBuild = false;

export async function newerBuildExists(): Promise<boolean> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return newerBuild;
    const { id } = (await response.json()) as { id?: string };
    newerBuild = Boolean(id && currentBuild && id !== currentBuild);
  } catch {
    // Offline or a failed request: keep what we knew.
  }
  return newerBuild;
}

export function isChunkFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(message);
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
