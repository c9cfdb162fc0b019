/**
 * Keeps the all-in-one server's site in step with the catalog: it reads the catalog version every
 * second (one tiny query) and, once the catalog has been quiet for a second, publishes what changed
 * (publish-site.ts: the pages a change touches, or the whole site when it must). Never two publishes
 * at once; a change during one brings one more after it. A failed publish leaves the site that was
 * being served, and the next change tries again.
 */

export interface RebuildWatcherOptions {
  /** The catalog version now (catalog_state). */
  readVersion: () => Promise<number>;
  /** The version the served site shows (or is being built for at start). */
  builtVersion: number;
  /** Settles when the build at start is done: the watcher builds nothing before. */
  ready: Promise<unknown>;
  /**
   * Publishes the catalog as it is now into the served site; rejects when it fails. May answer a
   * few words on what it did, for the log.
   */
  build: (version: number) => Promise<unknown>;
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

export const REBUILD_POLL_MS = 1_000;
export const REBUILD_QUIET_MS = 1_000;

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
    options.say(`Publishing catalog version ${version} to the site…`);
    building = options
      .build(version)
      .then(
        (summary) => {
          built = version;
          failed = null;
          options.say(
            `Site published in ${seconds(now() - started)}${typeof summary === 'string' ? ` (${summary})` : ''}; it now shows catalog version ${version}.`,
          );
        },
        (error: Error) => {
          failed = version;
          if (!stopped)
            options.say(
              `Publishing the site failed: ${error.message}\nThe previous site stays online; the next catalog change tries again.`,
            );
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
          options.say(`The catalog changed: the site is published once it has been quiet for ${seconds(quietMs)}.`);
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
