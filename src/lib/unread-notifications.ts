/**
 * The header's unread-notifications count. While someone is signed in it is fetched from
 * GET /api/v1/notifications/unread-count on load, every minute while the page is visible, when the
 * page becomes visible again, and whenever a page part dispatches `notifications:changed` (the
 * notifications area does after marking read). Signed out, the count is 0 and nothing is fetched.
 */
import { atom } from 'nanostores';
import type { Envelope } from '../contracts/envelope.ts';
import type { UnreadCount } from '../contracts/notifications.ts';
import { backgroundApi } from './api-client.ts';
import { $tokens } from './session.ts';

export const NOTIFICATIONS_CHANGED = 'notifications:changed';
export const UNREAD_REFRESH_MS = 60_000;

export const $unreadCount = atom(0);

let inFlight: Promise<void> | null = null;
let again = false;

/**
 * Fetches the count now; signed out, sets 0. Never throws. One request at a time: a call made
 * while one is on its way asks again once it ends, so a change just made is never missed.
 */
export function refreshUnreadCount(): Promise<void> {
  if (!$tokens.get()) {
    $unreadCount.set(0);
    return inFlight ?? Promise.resolve();
  }
  if (inFlight) {
    again = true;
    return inFlight;
  }
  inFlight = backgroundApi<Envelope<UnreadCount>>('/v1/notifications/unread-count')
    .then(
      (response) => {
        $unreadCount.set($tokens.get() ? Math.max(0, response.data.count) : 0);
      },
      () => {
        /* A badge that cannot refresh keeps its last value; the next tick tries again. */
      },
    )
    .finally(() => {
      inFlight = null;
      if (again) {
        again = false;
        void refreshUnreadCount();
      }
    });
  return inFlight;
}

let stop: (() => void) | null = null;

/**
 * Starts keeping `$unreadCount` fresh; calling it again does nothing. Returns the function that
 * stops it (tests and pages that go away use it).
 */
export function watchUnreadNotifications(): () => void {
  if (stop) return stop;
  if (typeof window === 'undefined') return () => {};
  let timer: ReturnType<typeof setInterval> | null = null;
  const visible = () => document.visibilityState !== 'hidden';

  const schedule = () => {
    if (timer) clearInterval(timer);
    timer = $tokens.get() && visible() ? setInterval(() => void refreshUnreadCount(), UNREAD_REFRESH_MS) : null;
  };
  const onVisibility = () => {
    schedule();
    if (visible()) void refreshUnreadCount();
  };
  const onChanged = () => void refreshUnreadCount();

  // Fires at once with the current session (the load), then on sign-in and sign-out. A refreshed
  // access token for the same session does not need a new count.
  let signedIn: boolean | null = null;
  const unsubscribe = $tokens.subscribe((tokens) => {
    const now = Boolean(tokens);
    if (now === signedIn) return;
    signedIn = now;
    schedule();
    void refreshUnreadCount();
  });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener(NOTIFICATIONS_CHANGED, onChanged);

  stop = () => {
    unsubscribe();
    if (timer) clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener(NOTIFICATIONS_CHANGED, onChanged);
    stop = null;
  };
  return stop;
}

/** Tells the header (and anyone else listening) that notifications were read or arrived. */
export function notificationsChanged(): void {
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
}
