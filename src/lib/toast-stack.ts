/**
 * The part of the toasts that loads with the first one (./toast.ts): Notyf, the stack of at most
 * 20 (the oldest goes), and where a toast goes. Kept out of toast.ts, which every page's script
 * imports, so none of it weighs on a page that never shows a toast.
 *
 * A toast never covers the header's controls (search, cart, account): on wider screens the stack
 * starts below the header's height, measured when a toast opens; on phones, where Notyf makes
 * toasts full width, it sits at the bottom of the screen. Spec §9: top-right, 5000 ms, at most 20.
 */
import { Notyf } from 'notyf';

const DURATION_MS = 5000;
const MOST = 20;
/** Notyf's own phone width, at which its toasts span the screen. */
const PHONE = '(max-width: 480px)';
const GAP_PX = 12;

/** Notyf's own greens and reds are too light for white text; these read at 4.5:1 or more (WCAG AA). */
const TYPES = [
  { type: 'success', background: '#1e7b3a' },
  { type: 'error', background: '#b42318' },
];

const notyf = new Notyf({ duration: DURATION_MS, position: { x: 'right', y: 'top' }, dismissible: true, ripple: false, types: TYPES });
const shown: ReturnType<Notyf['open']>[] = [];

function place(): { x: 'right'; y: 'top' | 'bottom' } {
  if (matchMedia(PHONE).matches) return { x: 'right', y: 'bottom' };
  const stack = document.querySelector<HTMLElement>('.notyf');
  const header = document.querySelector<HTMLElement>('.site-header');
  if (stack) stack.style.paddingTop = `${(header?.offsetHeight ?? 0) + GAP_PX}px`;
  return { x: 'right', y: 'top' };
}

export function open(message: string, kind: 'success' | 'error'): void {
  while (shown.length >= MOST) notyf.dismiss(shown.shift()!);
  const options = { message, position: place() };
  const opened = kind === 'error' ? notyf.error(options) : notyf.success(options);
  shown.push(opened);
  // Notyf's close button is an empty <button>: give it a name a screen reader can say.
  for (const button of document.querySelectorAll('.notyf__dismiss-btn:not([aria-label])')) {
    button.setAttribute('aria-label', 'Close the message');
  }
  // A toast closed by hand stays in the list until its time is up; dismissing it again is harmless.
  setTimeout(() => {
    const index = shown.indexOf(opened);
    if (index >= 0) shown.splice(index, 1);
  }, DURATION_MS + 500);
}
