/**
 * Toasts (spec §9): top-right, closing after 5000 ms, at most 20 on screen (the oldest goes).
 * One Notyf instance for the page, usable from islands and plain scripts alike.
 */
import { Notyf } from 'notyf';
import 'notyf/notyf.min.css';

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX = 20;

let notyf: Notyf | null = null;
const shown: ReturnType<Notyf['open']>[] = [];

function instance(): Notyf {
  notyf ??= new Notyf({ duration: TOAST_DURATION_MS, position: { x: 'right', y: 'top' }, dismissible: true, ripple: false });
  return notyf;
}

export function toast(message: string, kind: 'success' | 'error' = 'success'): void {
  if (typeof document === 'undefined') return;
  const notifications = instance();
  while (shown.length >= TOAST_MAX) notifications.dismiss(shown.shift()!);
  const opened = kind === 'error' ? notifications.error(message) : notifications.success(message);
  shown.push(opened);
  // A toast closed by hand stays in the list until its time is up; dismissing it again is harmless.
  setTimeout(() => {
    const index = shown.indexOf(opened);
    if (index >= 0) shown.splice(index, 1);
  }, TOAST_DURATION_MS + 500);
}
