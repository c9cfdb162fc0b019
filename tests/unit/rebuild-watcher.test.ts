import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchCatalog, type RebuildWatcher } from '../../src/publisher/rebuild-watcher.ts';

/**
 * The watcher on a clock the test moves by hand: polls run for real every few milliseconds, but
 * "quiet for long enough" is decided by the test's clock, so nothing depends on timing.
 */
function harness(options: { builtVersion?: number; ready?: Promise<unknown> } = {}) {
  let version = options.builtVersion ?? 1;
  let clock = 0;
  const lines: string[] = [];
  const builds: { version: number; finish: () => void; fail: (error: Error) => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const watcher = watchCatalog({
    readVersion: async () => version,
    builtVersion: options.builtVersion ?? 1,
    ready: options.ready ?? Promise.resolve(),
    build: (v) =>
      new Promise<void>((resolve, reject) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        const done = () => {
          running--;
        };
        builds.push({
          version: v,
          finish: () => {
            done();
            resolve();
          },
          fail: (e) => {
            done();
            reject(e);
          },
        });
      }),
    say: (line) => lines.push(line),
    pollMs: 2,
    quietMs: 10_000,
    now: () => clock,
  });
  return {
    watcher,
    lines,
    builds,
    change: () => {
      version++;
      return version;
    },
    pass: (ms: number) => {
      clock += ms;
    },
    mostAtOnce: () => mostAtOnce,
    /** Lets a few polls run. */
    polls: () => new Promise((resolve) => setTimeout(resolve, 30)),
  };
}

describe('the catalog rebuild watcher', () => {
  let watcher: RebuildWatcher | null = null;
  afterEach(async () => {
    await watcher?.stop();
    watcher = null;
  });

  it('rebuilds once the catalog has been quiet, once for a burst of changes', async () => {
    const h = harness();
    watcher = h.watcher;
    await h.polls();
    expect(h.builds).toHaveLength(0);

    h.change();
    await vi.waitFor(() => expect(h.lines.some((l) => l.includes('catalog changed'))).toBe(true));
    h.pass(4_000);
    const last = h.change();
    h.pass(4_000);
    await h.polls();
    expect(h.builds).toHaveLength(0); // changes keep coming: still waiting

    h.pass(10_000);
    await vi.waitFor(() => expect(h.builds).toHaveLength(1));
    expect(h.builds[0]!.version).toBe(last);
    h.builds[0]!.finish();
    await vi.waitFor(() => expect(h.lines.at(-1)).toContain(`catalog version ${last}`));
    h.pass(60_000);
    await h.polls();
    expect(h.builds).toHaveLength(1);
  });

  it('never runs two builds at once, and a change during a build brings one more after it', async () => {
    const h = harness();
    watcher = h.watcher;
    h.change();
    await h.polls();
    h.pass(10_000);
    await vi.waitFor(() => expect(h.builds).toHaveLength(1));

    const during = h.change();
    await h.polls();
    h.pass(30_000);
    await h.polls();
    expect(h.builds).toHaveLength(1);
    expect(h.mostAtOnce()).toBe(1);

    h.builds[0]!.finish();
    await vi.waitFor(() => expect(h.builds).toHaveLength(2));
    expect(h.builds[1]!.version).toBe(during);
    h.builds[1]!.finish();
    await h.polls();
    expect(h.builds).toHaveLength(2);
    expect(h.mostAtOnce()).toBe(1);
  });

  it('keeps the old site after a failed build and tries again on the next change only', async () => {
    const h = harness();
    watcher = h.watcher;
    h.change();
    await h.polls();
    h.pass(10_000);
    await vi.waitFor(() => expect(h.builds).toHaveLength(1));
    h.builds[0]!.fail(new Error('exit code 1'));
    await vi.waitFor(() => expect(h.lines.at(-1)).toContain('previous site stays online'));
    h.pass(60_000);
    await h.polls();
    expect(h.builds).toHaveLength(1);

    h.change();
    await h.polls();
    h.pass(10_000);
    await vi.waitFor(() => expect(h.builds).toHaveLength(2));
    h.builds[1]!.finish();
  });

  it('waits for the build at start before it builds anything', async () => {
    let started!: () => void;
    const h = harness({
      ready: new Promise<void>((resolve) => {
        started = resolve;
      }),
    });
    watcher = h.watcher;
    h.change();
    h.pass(60_000);
    await h.polls();
    expect(h.builds).toHaveLength(0);
    started();
    await vi.waitFor(() => expect(h.lines.some((l) => l.includes('catalog changed'))).toBe(true));
    h.pass(10_000);
    await vi.waitFor(() => expect(h.builds).toHaveLength(1));
    h.builds[0]!.finish();
  });
});
