/**
 * What an unhandled error outside a React render does (see fatal-error.ts): it is logged, and the
 * full-page error screen is drawn over the page, without a framework. Two kinds are left alone: a
 * script chunk that failed to load (the build check reloads for a newer build, build-check.ts) and
 * errors raised by other sites' scripts (analytics, session recording), which are theirs to handle.
 */
import { isChunkFailure } from './build-check.ts';

/** True when the error came from this site's code: no file named, or a file on this origin. */
export function fromThisSite(file: string | undefined): boolean {
  if (!file) return true;
  try {
    return new URL(file, location.href).origin === location.origin;
  } catch {
    return true;
  }
}

/** The first script address in a stack trace: where the error was raised. */
export function stackOrigin(reason: unknown): string | undefined {
  const stack = reason instanceof Error ? reason.stack : undefined;
  return stack?.match(/(?:https?|blob):\/\/[^\s)]+/)?.[0];
}

function ignored(reason: unknown): boolean {
  if (isChunkFailure(reason)) return true;
  // A request given up on purpose (a component left, a newer search started) is no failure.
  return reason instanceof DOMException && reason.name === 'AbortError';
}

/** An error event (with the file that raised it) or a rejection nobody handled. */
export function reportUnhandled(reason: unknown, file = stackOrigin(reason)): void {
  if (!fromThisSite(file) || ignored(reason)) return;
  console.error('An unhandled error reached the page', reason);
  const status = (reason as { status?: unknown } | null)?.status;
  const message =
    reason instanceof Error && reason.message
      ? reason.message
      : typeof reason === 'string' && reason
        ? reason
        : 'An unexpected error occurred.';
  showFatalError(typeof status === 'number' ? status : 500, message);
}

/** Shows the error screen over the page; "Go back home" clears it and goes to /. */
export function showFatalError(status: number, message: string): void {
  if (document.querySelector('[data-fatal-error]')) return;
  const screen = document.createElement('div');
  // Styled here rather than in every page's stylesheet: it is drawn once in a great while. The
  // style object is allowed by the Content-Security-Policy, unlike a style attribute.
  Object.assign(screen.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '1000',
    overflow: 'auto',
    display: 'grid',
    placeContent: 'center',
    justifyItems: 'center',
    gap: 'var(--space-3)',
    textAlign: 'center',
    padding: 'var(--space-6)',
    background: 'var(--color-bg)',
    color: 'var(--color-text)',
  });
  screen.dataset.fatalError = '';
  screen.setAttribute('role', 'alert');
  const code = Object.assign(document.createElement('p'), { textContent: String(status) });
  Object.assign(code.style, { fontSize: '4.5rem', fontWeight: '800', color: 'var(--color-primary)', margin: '0', lineHeight: '1' });
  code.setAttribute('aria-hidden', 'true');
  const heading = Object.assign(document.createElement('h1'), { textContent: 'Something went wrong' });
  const text = Object.assign(document.createElement('p'), { className: 'muted', textContent: message });
  const home = Object.assign(document.createElement('button'), { type: 'button', className: 'button', textContent: 'Go back home' });
  home.addEventListener('click', () => {
    screen.remove();
    location.assign('/');
  });
  screen.append(code, heading, text, home);
  document.body.append(screen);
  home.focus();
}
