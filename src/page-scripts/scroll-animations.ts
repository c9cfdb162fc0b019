/**
 * Scroll animations (spec §9) with the data attributes AOS made familiar:
 *
 *   data-animate="fade-up"                 the animation (fade, fade-up, fade-down, fade-left,
 *                                          fade-right, zoom-in, zoom-out; styles in
 *                                          src/styles/scroll-animations.css)
 *   data-animate-offset="120"              pixels past the trigger line (default 120)
 *   data-animate-anchor="#selector"        the element whose position triggers it (default itself)
 *   data-animate-anchor-placement="top-bottom"
 *                                          which part of the element (top, center, bottom) meets
 *                                          which part of the window (top, center, bottom)
 *   data-animate-once                      reveal once; otherwise it hides again when scrolled
 *                                          back above the trigger (as AOS does)
 *
 * Under prefers-reduced-motion: reduce it does nothing at all, and without JavaScript nothing is
 * hidden: elements are hidden only once this script has marked the page ready, and what is
 * already past its trigger is revealed in the same task; neither change is animated.
 */

type Part = 'top' | 'center' | 'bottom';
interface AnimationSetting {
  offset: number;
  element: Part;
  window: Part;
  once: boolean;
  anchor: Element;
}

const DEFAULT_OFFSET = 120;
const DEFAULT_PLACEMENT = 'top-bottom';
const PARTS: readonly Part[] = ['top', 'center', 'bottom'];
const REVEALED = 'is-revealed';

const asPart = (value: string | undefined): value is Part => PARTS.includes(value as Part);

/** The setting an element's attributes ask for; unknown values fall back to the defaults. */
function settingOf(el: HTMLElement): AnimationSetting {
  const offset = Number.parseFloat(el.dataset.animateOffset ?? '');
  const [elementPart, windowPart] = (el.dataset.animateAnchorPlacement ?? DEFAULT_PLACEMENT).split('-');
  const anchorSelector = el.dataset.animateAnchor;
  let anchor: Element | null = null;
  try {
    anchor = anchorSelector ? document.querySelector(anchorSelector) : null;
  } catch {
    anchor = null; // not a selector
  }
  const once = el.dataset.animateOnce;
  return {
    offset: Number.isFinite(offset) ? offset : DEFAULT_OFFSET,
    element: asPart(elementPart) && asPart(windowPart) ? elementPart : 'top',
    window: asPart(elementPart) && asPart(windowPart) ? windowPart : 'bottom',
    once: once !== undefined && once !== 'false',
    anchor: anchor ?? el,
  };
}

/** The window line (px from the viewport's top) the element's part must pass. */
const lineOf = (setting: AnimationSetting, viewport: number) =>
  ({ top: 0, center: viewport / 2, bottom: viewport })[setting.window] - setting.offset;

/** The share of the anchor that must be above the line: its top (any), center (half), bottom (all). */
const thresholdOf = (setting: AnimationSetting) => ({ top: 0, center: 0.5, bottom: 0.99 })[setting.element];

function reachedNow(setting: AnimationSetting, viewport: number): boolean {
  const box = setting.anchor.getBoundingClientRect();
  const y = { top: box.top, center: box.top + box.height / 2, bottom: box.bottom }[setting.element];
  return y < lineOf(setting, viewport);
}

/** Far enough above the viewport that anything scrolled past still counts as above the line. */
const ABOVE = 1_000_000;

function start(): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-animate]')];
  if (elements.length === 0) return;
  const settings = new Map(elements.map((el) => [el, settingOf(el)]));
  let observers: IntersectionObserver[] = [];

  const observe = () => {
    for (const observer of observers) observer.disconnect();
    observers = [];
    const viewport = window.innerHeight;
    /** One observer per (line, threshold): its root ends at the line and reaches far above it. */
    const groups = new Map<string, { observer: IntersectionObserver; watchers: Map<Element, HTMLElement[]> }>();
    for (const [el, setting] of settings) {
      if (setting.once && el.classList.contains(REVEALED)) continue;
      const line = lineOf(setting, viewport);
      const threshold = thresholdOf(setting);
      const key = `${line}|${threshold}`;
      let group = groups.get(key);
      if (!group) {
        const watchers = new Map<Element, HTMLElement[]>();
        const observer = new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const reached = entry.isIntersecting && entry.intersectionRatio >= threshold;
              const targets = watchers.get(entry.target) ?? [];
              for (const target of targets) {
                if (reached) target.classList.add(REVEALED);
                else if (!settings.get(target)!.once) target.classList.remove(REVEALED);
              }
              if (reached && targets.every((t) => settings.get(t)!.once)) observer.unobserve(entry.target);
            }
          },
          { rootMargin: `${ABOVE}px 0px ${line - viewport}px 0px`, threshold: [threshold] },
        );
        group = { observer, watchers };
        groups.set(key, group);
        observers.push(observer);
      }
      group.watchers.set(setting.anchor, [...(group.watchers.get(setting.anchor) ?? []), el]);
      group.observer.observe(setting.anchor);
    }
  };

  // What is already past its trigger shows at once; the rest waits for its scroll.
  const viewport = window.innerHeight;
  for (const [el, setting] of settings) if (reachedNow(setting, viewport)) el.classList.add(REVEALED);
  document.documentElement.dataset.animateReady = '';
  // Transitions from the next frame on: hiding what waits below is not itself animated.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      document.documentElement.dataset.animateLive = '';
    }),
  );
  observe();

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastHeight = viewport;
  addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (window.innerHeight === lastHeight) return; // the lines move only with the window's height
      lastHeight = window.innerHeight;
      observe();
    }, 150);
  });
}

/** Starts the animations of the page's `[data-animate]` elements; nothing under reduced motion. */
export function startScrollAnimations(): void {
  if ('IntersectionObserver' in window && !matchMedia('(prefers-reduced-motion: reduce)').matches) start();
}
