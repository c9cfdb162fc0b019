/**
 * Toasts (spec §9): top-right, closing after 5000 ms, at most 20 on screen (the oldest goes).
 * One Notyf instance for the page, usable from islands and plain scripts alike. Notyf and its
 * stylesheet load with the first toast, so no page waits for them before it first paints (the
 * service worker keeps the chunk for offline use).
 *
 * A toast never covers the header's controls (cart, account, search): on wider screens the stack
 * starts below the header's height, on phones (where Notyf makes toasts full width) it sits at the
 * bottom of the screen.
 */
import type { Notyf } from 'notyf';
// The file's address, not its rules: the page would otherwise link it among its render-blocking styles.
import notyfStylesheet from 'notyf/notyf.min.css?url';

export const TOAST_DURATION_MS = 5000;
/** Notyf's own phone width, at which its toasts span the screen. */
const PHONE = '(max-width: 480px)';
const GAP_PX = 12;
export const TOAST_MAX = 20;

let loading: Promise<Notyf> | null = null;
const shown: ReturnType<Notyf['open']>[] = [];

function instance(): Promise<Notyf> {
  loading ??= Promise.all([import('notyf'), stylesheet(notyfStylesheet)])
    .then(([{ Notyf }]) => new Notyf({ duration: TOAST_DURATION_MS, position: { x: 'right', y: 'top' }, dismissible: true, ripple: false }))
    .catch((error: unknown) => {
      loading = null; // the next toast tries again
      throw error;
    });
  return loading;
}

/** Adds the stylesheet to the page (once) and resolves when its rules apply. */
function stylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error(`${href} did not load`));
      },
      { once: true },
    );
    document.head.append(link);
  });
}

/** Where the next toast goes: below the header on wider screens (the stack starts past its height), at the bottom on phones. */
function place(): { x: 'right'; y: 'top' | 'bottom' } {
  if (matchMedia(PHONE).matches) return { x: 'right', y: 'bottom' };
  const stack = document.querySelector<HTMLElement>('.notyf');
  const header = document.querySelector<HTMLElement>('.site-header');
  if (stack) stack.style.paddingTop = `${(header?.offsetHeight ?? 0) + GAP_PX}px`;
  return { x: 'right', y: 'top' };
}

/** Shows a toast; toasts appear in the order they were asked for. */
export function toast(message: string, kind: 'success' | 'error' = 'success'): void {
  if (typeof document === 'undefined') return;
  void instance().then(
    (notifications) => {
      while (shown.length >= TOAST_MAX) notifications.dismiss(shown.shift()!);
      const options = { message, position: place() };
      const opened = kind === 'error' ? notifications.error(options) : notifications.success(options);
      shown.push(opened);
      // A toast closed by hand stays in the list until its time is up; dismissing it again is harmless.
      setTimeout(() => {
        const index = shown.indexOf(opened);
        if (index >= 0) shown.splice(index, 1);
      }, TOAST_DURATION_MS + 500);
    },
    (error: unknown) => console.error('The toast could not be shown:', message, error),
  );
}
