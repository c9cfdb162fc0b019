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

function isChunkFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(message);
}

async function reloadForNewBuild(): Promise<void> {
  if (!(await newerBuildExists())) return;
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  location.reload();
}

export function installBuildCheck(): void {
  setInterval(() => void newerBuildExists(), BUILD_CHECK_INTERVAL_MS);
  // Vite reports a failed preload of a chunk with this event; dynamic imports surface as rejections.
  addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    void reloadForNewBuild();
  });
  addEventListener('unhandledrejection', (event) => {
    if (isChunkFailure(event.reason)) void reloadForNewBuild();
  });
}
