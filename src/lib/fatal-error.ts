/**
 * Spec §8: a fatal or unhandled error outside a React render (a rejected promise in a click
 * handler, an error in a page script) shows the full-page error screen, as an island's error
 * boundary does inside a render. Every page carries only these two listeners; what to do with an
 * error (fatal-error-screen.ts) loads when one happens.
 */
export function installFatalErrorScreen(): void {
  const handle = (reason: unknown, file?: string) =>
    void import('./fatal-error-screen.ts').then(
      (screen) => screen.reportUnhandled(reason, file),
      // The screen's own code may be gone after a deploy: the error is logged by the browser anyway.
      () => {},
    );
  addEventListener('error', (event) => handle(event.error ?? event.message, event.filename));
  addEventListener('unhandledrejection', (event) => handle(event.reason));
}
