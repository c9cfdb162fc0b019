/**
 * A count the header shows for a signed-in person (unread notifications, unread messages). While
 * someone is signed in it is fetched on load, every minute while the page is visible, when the page
 * becomes visible again, and whenever a page part dispatches the count's event (after marking read,
 * or when a live message came). Signed out, it is 0 and nothing is fetched.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { backgroundApi } from './api-client.ts';
import { $tokens } from './session.ts';

export const UNREAD_REFRESH_MS = 60_000;

export interface UnreadCount<T> {
  /** The count, 0 when signed out. */
  $count: ReadableAtom<number>;
  /** The last answer as the gateway gave it (a count by side, say); null before the first. */
  $answer: ReadableAtom<T | null>;
  /** Fetches now; never throws. One request at a time: a call made meanwhile asks again once it ends. */
  refresh(): Promise<void>;
  /** Starts keeping the count fresh; calling it again does nothing. Returns the function that stops it. */
  watch(): () => void;
  /** Tells the header (and anyone listening) that the count changed. */
  changed(): void;
}

/** `path` answers the envelope of `T`; `count` reads the number shown from it; `event` is the window event that asks again. */
export function createUnreadCount<T>(path: string, event: string, count: (answer: T) => number): UnreadCount<T> {
  const $count = atom(0);
  const $answer = atom<T | null>(null);
  let inFlight: Promise<void> | null = null;
  let again = false;

  function refresh(): Promise<void> {
    if (!$tokens.get()) {
      $count.set(0);
      $answer.set(null);
      return inFlight ?? Promise.resolve();
    }
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = backgroundApi<{ data: T }>(path)
      .then(
        (response) => {
          const signedIn = Boolean($tokens.get());
          $answer.set(signedIn ? response.data : null);
          $count.set(signedIn ? Math.max(0, count(response.data)) : 0);
        },
        () => {
          /* A badge that cannot refresh keeps its last value; the next tick tries again. */
        },
      )
      .finally(() => {
        inFlight = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return inFlight;
  }

  let stop: (() => void) | null = null;

  function watch(): () => void {
    if (stop) return stop;
    if (typeof window === 'undefined') return () => {};
    let timer: ReturnType<typeof setInterval> | null = null;
    const visible = () => document.visibilityState !== 'hidden';
    const schedule = () => {
      if (timer) clearInterval(timer);
      timer = $tokens.get() && visible() ? setInterval(() => void refresh(), UNREAD_REFRESH_MS) : null;
    };
    const onVisibility = () => {
      schedule();
      if (visible()) void refresh();
    };
    const onChanged = () => void refresh();
    // Fires at once with the current session (the load), then on sign-in and sign-out. A refreshed
    // access token for the same session does not need a new count.
    let signedIn: boolean | null = null;
    const unsubscribe = $tokens.subscribe((tokens) => {
      const now = Boolean(tokens);
      if (now === signedIn) return;
      signedIn = now;
      schedule();
      void refresh();
    });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener(event, onChanged);
    stop = () => {
      unsubscribe();
      if (timer) clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener(event, onChanged);
      stop = null;
    };
    return stop;
  }

  return { $count, $answer, refresh, watch, changed: () => window.dispatchEvent(new Event(event)) };
}
