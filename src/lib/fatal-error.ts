/**
 * Spec §8: a fatal or unhandled error outside a React render (a rejected promise in a click
 * handler, an error in a page script) shows the full-page error screen, as an island's error
 * boundary does inside a render. Two kinds are left alone: a script chunk that failed to load
 * (the build check reloads for a newer build, build-check.ts) and errors raised by other sites'
 * scripts (analytics, session recording), which are theirs to handle. Every one is logged.
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

/** Shows the error screen over the page; "Go back home" clears it and goes to /. */
export function showFatalError(status: number, message: string): void {
  if (document.querySelector('[data-fatal-error]')) return;
  const screen = document.createElement('div');
  screen.className = 'error-screen fatal-error';
  screen.dataset.fatalError = '';
  screen.setAttribute('role', 'alert');
  const code = Object.assign(document.createElement('p'), { className: 'error-code', textContent: String(status) });
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

function report(reason: unknown): void {
  console.error('An unhandled error reached the page', reason);
  const status = (reason as { status?: unknown } | null)?.status;
  const message = reason instanceof Error && reason.message ? reason.message : typeof reason === 'string' && reason ? reason : 'An unexpected error occurred.';
  showFatalError(typeof status === 'number' ? status : 500, message);
}

export function installFatalErrorScreen(): void {
  addEventListener('error', (event) => {
    if (!fromThisSite(event.filename) || ignored(event.error)) return;
    report(event.error ?? event.message);
  });
  addEventListener('unhandledrejection', (event) => {
    if (!fromThisSite(stackOrigin(event.reason)) || ignored(event.reason)) return;
    report(event.reason);
  });
}
