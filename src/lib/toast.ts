/**
 * Toasts (spec §9): top-right, closing after 5000 ms, at most 20 on screen (the oldest goes),
 * never over the header (./toast-stack.ts). Usable from islands and plain scripts alike. Notyf and
 * its stylesheet load with the first toast, so no page waits for them before it first paints (the
 * service worker keeps the chunk for offline use).
 */
// The file's address, not its rules: the page would otherwise link it among its render-blocking styles.
import notyfStylesheet from 'notyf/notyf.min.css?url';

let loading: Promise<typeof import('./toast-stack.ts')> | null = null;

function stack(): Promise<typeof import('./toast-stack.ts')> {
  loading ??= Promise.all([import('./toast-stack.ts'), stylesheet(notyfStylesheet)])
    .then(([module]) => module)
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

/** Shows a toast; toasts appear in the order they were asked for. */
export function toast(message: string, kind: 'success' | 'error' = 'success'): void {
  if (typeof document === 'undefined') return;
  void stack().then(
    (toasts) => toasts.open(message, kind),
    (error: unknown) => console.error('The toast could not be shown:', message, error),
  );
}
