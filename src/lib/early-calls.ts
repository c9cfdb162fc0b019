/**
 * Calls a page started before its code loaded (src/components/EarlyCalls.astro): the dashboard's
 * shell asks for its first screen's data while the app's JavaScript is still on its way, and the
 * API client takes each answer once, instead of asking again. An answer is taken only within a
 * few seconds of the page's start and only by the same GET (path and query as the client spells
 * them); anything else, or a failed early answer, goes the normal way (with the session refresh).
 */

interface EarlyCalls {
  /** performance.now() when the calls went out. */
  at: number;
  calls: Record<string, Promise<Response>>;
}

declare global {
  /** Set by the page's inline script before any module runs. */
  var __earlyCalls: EarlyCalls | undefined;
}

/** After this, an answer asked for ahead of its reader is too old to stand for a fresh call. */
export const FRESH_MS = 15_000;

/** The early answer to `url` (its path from the site's root, with the query), once; undefined if there is none. */
export function takeEarlyCall(url: string): Promise<Response> | undefined {
  const early = globalThis.__earlyCalls;
  if (!early) return undefined;
  const call = early.calls[url];
  if (!call) return undefined;
  delete early.calls[url];
  return performance.now() - early.at > FRESH_MS ? undefined : call;
}
