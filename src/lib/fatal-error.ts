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

function report(reason: unknown): void {
  console.error('An unhandled error reached the page', reason);
  const status = (reason as { status?: unknown } | null)?.status;
  const message = reason instanceof Error && reason.message ? reason.message : typeof reason === 'string' && reason ? reason : 'An unexpected error occurred.';
  // The screen's code loads only when an error happens: every page carries the listeners alone.
  void import('./fatal-error-screen.ts').then(({ showFatalError }) => showFatalError(typeof status === 'number' ? status : 500, message));
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
