/**
 * A stylesheet loaded with the code that needs it (a dashboard area, the date picker's calendar)
 * instead of on every page that might load that code. Astro puts the CSS of every module an island
 * may import, lazily or not, on the page that hosts it (withastro/astro#11404), so a `import './x.css'` in a lazily loaded area made the shell
 * page carry every area's styles. An area imports its stylesheet's URL (`./x.css?url`) and awaits
 * this at its top level: the area renders only once its styles apply, so nothing flashes unstyled.
 */
const loading = new Map<string, Promise<void>>();

export function areaStyles(...hrefs: string[]): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return Promise.all(hrefs.map(load)).then(() => undefined);
}

function load(href: string): Promise<void> {
  let done = loading.get(href);
  if (!done) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    // A stylesheet that fails leaves the area usable, unstyled, rather than never shown.
    done = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    document.head.append(link);
    loading.set(href, done);
  }
  return done;
}
