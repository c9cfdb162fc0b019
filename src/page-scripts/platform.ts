/**
 * Behaviours of every page, loaded once by the base layout: the version and build checks, the
 * error screen for unhandled errors, the service worker, the colour-mode switch in the header; and
 * on the pages that use them, the scroll animations and the app start.
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

// What only some pages use is loaded by those pages alone, once the page is parsed: the scroll
// animations (the home page's), and the app start of pages with an island (spec §4: the markets and
// applications stores filled). The catalog's static pages have neither, and carry none of it.
if (document.querySelector('[data-animate]'))
  void import('./scroll-animations.ts').then((animations) => animations.startScrollAnimations());
if (document.querySelector('astro-island')) void import('../lib/catalog-trees.ts').then((trees) => trees.loadBuiltCatalogTrees());

/**
 * The service worker precaches every hashed asset of the build when it installs (about 180 files,
 * 1.5 MB): some 0.7 s of the browser's CPU on a fast machine, several seconds on a phone. Registered
 * at load, that install fell in the second after load, beside the page's own late work (its
 * pictures, the like count, the version check); it now starts once the page has settled, a few
 * seconds after load in an idle moment (docs/decisions/023-product-page-main-thread.md).
 */
const SERVICE_WORKER_AFTER_LOAD_MS = 3000;
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 2000 }) : register());
  const afterLoad = () => setTimeout(whenIdle, SERVICE_WORKER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
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
