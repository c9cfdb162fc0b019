/**
 * Pictures (spec §9) and scroll animations, in the built site: the home page's picture goes through
 * the image pipeline (WebP in the spec's widths, fetched first); catalog pictures carry their
 * dimensions and load lazily below the fold; elements marked data-animate appear as they scroll
 * in, following offset, anchor, anchor placement and once, and not at all under reduced motion.
 */
import { expect, test, type Page } from '@playwright/test';

/** The version check reloads a first visit once (spec §4): start as a returning visitor. */
async function asReturningVisitor(page: Page) {
  const { version } = await (await page.request.get('/version.json')).json();
  await page.addInitScript((v) => {
    if (!localStorage.getItem('APP_VERSION')) localStorage.setItem('APP_VERSION', v);
  }, String(version));
}

test('the home page picture is WebP in the spec widths, sized, and fetched first', async ({ page }) => {
  const webp: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/webp') webp.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  const picture = page.locator('.hero picture');
  const source = picture.locator('source[type="image/webp"]');
  const srcset = (await source.getAttribute('srcset'))!;
  const candidates = srcset.split(',').map((c) => c.trim().split(/\s+/));
  expect(candidates.map(([, width]) => width)).toEqual(['320w', '640w', '768w', '1024w', '1280w']);
  for (const [url] of candidates) expect(url).toMatch(/^\/_astro\/.+\.webp$/);
  expect(await source.getAttribute('sizes')).toContain('(min-width: 1232px) 480px');

  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', '640');
  await expect(img).toHaveAttribute('height', '427');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // The browser chose one of the WebP files, and it is what it says.
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/);
  expect(webp.length).toBeGreaterThan(0);
  const response = await page.request.get(candidates[0]![0]!);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect([...(await response.body()).subarray(8, 12)].map((b) => String.fromCharCode(b)).join('')).toBe('WEBP');
});

/** Width, height and loading of every product card picture on the page. */
const cardPictures = (page: Page) =>
  page.locator('.product-card img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      svg: /\.svg$/.test(img.getAttribute('src') ?? ''),
      srcset: img.getAttribute('srcset'),
    })),
  );

test('catalog pictures carry their dimensions and load lazily below the fold', async ({ page }) => {
  // Home: the featured products sit below the hero and the markets.
  await page.goto('/');
  const home = await cardPictures(page);
  expect(home.length).toBeGreaterThan(4);
  // Drawn as SVG: a vector needs no other widths.
  for (const card of home) expect(card).toEqual({ width: '640', height: '480', loading: 'lazy', svg: true, srcset: null });
  const logos = page.locator('.producer img');
  await expect(logos.first()).toHaveAttribute('width', '48');
  await expect(logos.first()).toHaveAttribute('height', '48');
  await expect(logos.first()).toHaveAttribute('loading', 'lazy');

  // A producer's page: the first row of cards is in view, the rest waits.
  const producers = await (await page.request.get('/api/v1/marketplace/get-producers?PageSize=50')).json();
  const producer = producers.data.find((p: { productCount: number }) => p.productCount > 4);
  await page.goto(`/producers/${producer.slug}`);
  const cards = await cardPictures(page);
  expect(cards.map((c) => c.loading)).toEqual(cards.map((_, i) => (i < 4 ? 'eager' : 'lazy')));
  for (const card of cards) expect([card.width, card.height]).toEqual(['640', '480']);
  await expect(page.locator('.head > img')).toHaveAttribute('loading', 'eager');
});

test.describe('scroll animations', () => {
  test('reveal the home page sections as they scroll into view', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-animate-ready', '');
    const steps = page.locator('.how li[data-animate]');
    await expect(steps).toHaveCount(3);
    await expect(steps.first()).not.toHaveClass(/is-revealed/);
    expect(await steps.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0');

    await steps.first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200)); // past the 120px offset
    await expect(steps.first()).toHaveClass(/is-revealed/);
    await expect.poll(() => steps.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // Once: scrolling back up keeps them shown.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await expect(steps.first()).toHaveClass(/is-revealed/);
  });

  test('do nothing under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await asReturningVisitor(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('html')).not.toHaveAttribute('data-animate-ready');
    const steps = page.locator('.how li[data-animate]');
    for (const step of await steps.all()) {
      await expect(step).not.toHaveClass(/is-revealed/);
      expect(await step.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform])).toEqual(['1', 'none']);
    }
  });

  test.describe('follow the data attributes', () => {
    // The probe page below is served by the test at an address of the site; a service worker
    // would answer it from its cache instead.
    test.use({ serviceWorkers: 'block', viewport: { width: 1000, height: 800 } });

    /** A page of the site's own scripts with elements marked up for each rule. */
    async function openProbe(page: Page) {
      await asReturningVisitor(page);
      await page.goto('/');
      const scripts = await page.locator('script[type="module"][src]').evaluateAll((els) => els.map((el) => el.getAttribute('src')));
      expect(scripts.length).toBeGreaterThan(0);
      const block = (id: string, attributes: string, height = 100) =>
        `<div id="${id}" data-animate="fade-up" ${attributes} style="height:${height}px">${id}</div>`;
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe</title></head><body style="margin:0">
        ${block('at-start', '')}
        <div style="height:1200px"></div>
        ${block('default', '')}
        <div style="height:600px"></div>
        ${block('center', 'data-animate-anchor-placement="center-center" data-animate-offset="0"', 200)}
        <div style="height:600px"></div>
        ${block('once', 'data-animate-once')}
        <div style="height:600px"></div>
        ${block('anchored', 'data-animate-anchor="#anchor" data-animate-offset="0"')}
        <div style="height:1500px"></div>
        <div id="anchor" style="height:50px">anchor</div>
        <div style="height:1500px"></div>
        ${scripts.map((src) => `<script type="module" src="${src}"></script>`).join('')}
      </body></html>`;
      await page.route('**/animation-probe', (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.goto('/animation-probe');
      await expect(page.locator('html')).toHaveAttribute('data-animate-ready', '');
    }

    const top = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    /** Scrolls so that the element's top is `y` pixels from the top of the window. */
    const placeTop = async (page: Page, id: string, y: number) => {
      const at = await top(page, id);
      await page.evaluate((scroll) => window.scrollTo(0, scroll), at - y);
    };
    const revealed = (page: Page, id: string) => expect(page.locator(`#${id}`));

    test('what is in view at the start shows at once; the default waits until the top is 120px inside the window', async ({ page }) => {
      await openProbe(page);
      await revealed(page, 'at-start').toHaveClass(/is-revealed/);
      await revealed(page, 'default').not.toHaveClass(/is-revealed/);
      await placeTop(page, 'default', 800 - 60); // 60px inside: not yet
      await page.waitForTimeout(300);
      await revealed(page, 'default').not.toHaveClass(/is-revealed/);
      await placeTop(page, 'default', 800 - 200); // 200px inside
      await revealed(page, 'default').toHaveClass(/is-revealed/);
      // Not once: scrolled back above its trigger, it hides again.
      await placeTop(page, 'default', 800 + 50);
      await revealed(page, 'default').not.toHaveClass(/is-revealed/);
    });

    test('center-center with no offset waits for the middle of the element to reach the middle of the window', async ({ page }) => {
      await openProbe(page);
      await placeTop(page, 'center', 400 - 60); // its middle (100px down) is 40px below the window's middle
      await page.waitForTimeout(300);
      await revealed(page, 'center').not.toHaveClass(/is-revealed/);
      await placeTop(page, 'center', 400 - 160); // its middle is 60px above
      await revealed(page, 'center').toHaveClass(/is-revealed/);
    });

    test('once keeps the element shown after scrolling back', async ({ page }) => {
      await openProbe(page);
      await placeTop(page, 'once', 400);
      await revealed(page, 'once').toHaveClass(/is-revealed/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await revealed(page, 'once').toHaveClass(/is-revealed/);
    });

    test('an anchor triggers the element in its place', async ({ page }) => {
      await openProbe(page);
      await placeTop(page, 'anchored', 300); // the element itself is well in view
      await page.waitForTimeout(300);
      await revealed(page, 'anchored').not.toHaveClass(/is-revealed/);
      await placeTop(page, 'anchor', 700); // the anchor's top enters the window
      await revealed(page, 'anchored').toHaveClass(/is-revealed/);
    });
  });
});
