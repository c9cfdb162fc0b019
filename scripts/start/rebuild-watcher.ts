/**
 * Keeps the all-in-one server's site in step with the catalog: it reads the catalog version every
 * few seconds (one tiny query) and, once the catalog has been quiet for a while, rebuilds the site.
 * Never two builds at once; a change during a build brings one more build after it. A failed build
 * leaves the site that was being served, and the next change tries again.
 */

export interface RebuildWatcherOptions {
  /** The catalog version now (catalog_state). */
  readVersion: () => Promise<number>;
  /** The version the served site shows (or is being built for at start). */
  builtVersion: number;
  /** Settles when the build at start is done: the watcher builds nothing before. */
  ready: Promise<unknown>;
  /** Builds the site for the catalog as it is now and swaps it in; rejects when it fails. */
  build: (version: number) => Promise<void>;
  say: (line: string) => void;
  /** How often the version is read. */
  pollMs?: number;
  /** How long the catalog must stay unchanged before a build starts. */
  quietMs?: number;
  now?: () => number;
}

export interface RebuildWatcher {
  /** Stops polling and waits for a build in progress to end (the caller aborts it first if it must). */
  stop(): Promise<void>;
}

export const REBUILD_POLL_MS = 5_000;
export const REBUILD_QUIET_MS = 10_000;

export function watchCatalog(options: RebuildWatcherOptions): RebuildWatcher {
  const pollMs = options.pollMs ?? REBUILD_POLL_MS;
  const quietMs = options.quietMs ?? REBUILD_QUIET_MS;
  const now = options.now ?? Date.now;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

  let seen = options.builtVersion;
  let built = options.builtVersion;
  /** A version whose build failed is not tried again until the catalog changes once more. */
  let failed: number | null = null;
  let changedAt = 0;
  let announced = false;
  let building: Promise<void> | null = null;
  let readError = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function startBuild(version: number): void {
    announced = false;
    const started = now();
    options.say(`Rebuilding the site for catalog version ${version}…`);
    building = options
      .build(version)
      .then(
        () => {
          built = version;
          failed = null;
          options.say(`Site rebuilt in ${seconds(now() - started)}; it now shows catalog version ${version}.`);
        },
        (error: Error) => {
          failed = version;
          if (!stopped)
            options.say(`The site rebuild failed (${error.message}). The previous site stays online; the next catalog change tries again.`);
        },
      )
      .finally(() => {
        building = null;
      });
  }

  async function tick(): Promise<void> {
    try {
      const version = await options.readVersion();
      readError = false;
      if (version !== seen) {
        seen = version;
        changedAt = now();
        if (!announced && version !== built) {
          announced = true;
          options.say(`The catalog changed: the site rebuilds once it has been quiet for ${seconds(quietMs)}.`);
        }
      }
    } catch (error) {
      // A database hiccup: say it once, keep polling.
      if (!readError) options.say(`Could not read the catalog version (${(error as Error).message}); trying again.`);
      readError = true;
      return;
    }
    if (!building && seen !== built && seen !== failed && now() - changedAt >= quietMs) startBuild(seen);
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, pollMs);
    timer.unref?.();
  }

  // The build at start comes first, whether it worked or not.
  void options.ready.catch(() => {}).then(schedule);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await building?.catch(() => {});
    },
  };
}
