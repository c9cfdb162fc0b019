/**
 * The module scripts Astro writes for the pages' own behaviour (the header's cart badge and
 * account menu, a product page's buttons, the platform's start) are fetched at low priority: none
 * of them paints anything, and at Chromium's default (high) they share the first round trips with
 * what does, the pictures of the first screen (docs/decisions/044). Islands load through their own
 * import and keep their priority.
 *
 * Astro writes those tags itself, in one template of its page renderer; this plugin adds the
 * attribute to that template as the renderer is bundled for the build. Rewriting each built page
 * instead (a middleware) cost a 100 000-product build about 15 s of copying (docs/decisions/045).
 * If an Astro release writes the tag differently, the build stops here and says so, rather than
 * losing the priority without a word.
 */
import type { Plugin } from 'vite';

const RENDERER = /astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]script\.js$/;
const TAG = '<script type="module" src="';
const LOW_PRIORITY_TAG = '<script type="module" fetchpriority="low" src="';

/** The template with the attribute; throws when the template is not there. */
export function lowPriorityTemplate(code: string): string {
  if (!code.includes(TAG))
    throw new Error(`Astro's script renderer no longer writes ${TAG}…: the page scripts' low priority needs updating.`);
  return code.replaceAll(TAG, LOW_PRIORITY_TAG);
}

export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-page-scripts',
    transform(code, id) {
      if (!RENDERER.test(id)) return null;
      return { code: lowPriorityTemplate(code), map: null };
    },
  };
}
