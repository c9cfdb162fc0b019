/** The full-page error screen drawn without a framework, over whatever the page shows (see fatal-error.ts). */
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
