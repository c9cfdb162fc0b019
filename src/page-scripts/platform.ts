/**
 * Behaviours of every page, loaded once by the base layout: the version and build checks, the
 * error screen for unhandled errors, the service worker, and the colour-mode switch in the header.
 */
import { installBuildCheck } from '../lib/build-check.ts';
import { installFatalErrorScreen } from '../lib/fatal-error.ts';
import { storedColorMode, setColorMode, type ColorMode } from '../lib/color-mode.ts';
import { onRouteChange } from '../lib/route-change.ts';
import { checkVersion } from '../lib/version-check.ts';
import { toast } from '../lib/toast.ts';

void checkVersion();
onRouteChange(() => void checkVersion());
installBuildCheck();
installFatalErrorScreen();

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  });
}

for (const select of document.querySelectorAll<HTMLSelectElement>('[data-color-mode]')) {
  select.value = storedColorMode();
  select.addEventListener('change', () => setColorMode(select.value as ColorMode));
}
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
  if (storedColorMode() === 'system') setColorMode('system');
});

declare global {
  interface Window {
    showToast: typeof toast;
  }
}
/** For plain scripts that cannot import modules (e.g. a CMS snippet): window.showToast('Saved'). */
window.showToast = toast;
