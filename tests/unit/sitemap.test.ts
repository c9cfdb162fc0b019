import { describe, expect, it } from 'vitest';
import { sitemapFiles } from '../../src/integrations/sitemap.ts';
import { isPublicPage } from '../../src/lib/public-pages.ts';

const locs = (content: string) => [...content.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  const pages = ['', 'markets/', 'product/caustic-soda/soaps/7/', 'auth/login/', 'storefront/', 'procurement/my-orders/',
    'cart/', 'checkout/', 'search/', 'acme-chem/', 'suppliers/', 'suppliers/lagos-chem/', '404/', 'offline/', 'request-product/'];

  it('lists the public pages with the site address and leaves private shells out', () => {
    const [index, first, ...rest] = sitemapFiles('https://market.example', pages);
    expect(rest).toEqual([]);
    expect(index!.name).toBe('sitemap-index.xml');
    expect(locs(index!.content)).toEqual(['https://market.example/sitemap-0.xml']);
    expect(first!.name).toBe('sitemap-0.xml');
    expect(locs(first!.content)).toEqual([
      'https://market.example/',
      'https://market.example/markets/',
      'https://market.example/product/caustic-soda/soaps/7/',
      'https://market.example/request-product/',
      'https://market.example/suppliers/',
      'https://market.example/suppliers/lagos-chem/',
    ]);
    expect(first!.content).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('splits into files of at most the limit and names each in the index', () => {
    const many = Array.from({ length: 25 }, (_, i) => `product/p/m/${i}/`);
    const files = sitemapFiles('https://market.example', many, 10);
    expect(files.map((f) => f.name)).toEqual(['sitemap-index.xml', 'sitemap-0.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    expect(files.slice(1).map((f) => locs(f.content).length)).toEqual([10, 10, 5]);
    expect(locs(files[0]!.content)).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap-2.xml'].map((n) => `https://market.example/${n}`));
    expect(new Set(files.slice(1).flatMap((f) => locs(f.content))).size).toBe(25);
  });

  it('escapes addresses for XML', () => {
    const [, first] = sitemapFiles('https://market.example', ["product/a&b/m/1/", "producers/o'neil/"]);
    expect(first!.content).toContain('<loc>https://market.example/product/a&amp;b/m/1/</loc>');
    expect(first!.content).toContain('<loc>https://market.example/producers/o&apos;neil/</loc>');
  });

  it('knows public from private paths', () => {
    for (const path of ['/', '/markets/', '/market/acids/3/', '/application/', '/producers/x/', '/terms/', '/contact/']) expect(isPublicPage(path), path).toBe(true);
    for (const path of ['/overview/', '/storefront/products/', '/company/settings/', '/wallet/', '/acme/', '/checkout/proforma/']) expect(isPublicPage(path), path).toBe(false);
  });
});
