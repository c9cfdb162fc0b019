import { describe, expect, it } from 'vitest';
import { isPublicPage } from '../../src/build/public-pages.ts';

describe('public pages (the sitemap lists them, and only them)', () => {
  it('counts catalog pages as public', () => {
    for (const path of [
      '/',
      '/markets/',
      '/market/acids/3/',
      '/application/',
      '/producers/x/',
      '/suppliers/lagos-chem/',
      '/product/caustic-soda/soaps/7/',
      '/terms/',
      '/contact/',
      '/request-product/',
    ])
      expect(isPublicPage(path), path).toBe(true);
  });

  it('leaves out auth, dashboard, cart and checkout shells, storefront shells and the error pages', () => {
    for (const path of [
      '/overview/',
      '/storefront/products/',
      '/company/settings/',
      '/wallet/',
      '/acme/',
      '/checkout/proforma/',
      '/auth/login/',
      '/procurement/my-orders/',
      '/cart/',
      '/search/',
      '/404/',
      '/offline/',
    ])
      expect(isPublicPage(path), path).toBe(false);
  });
});
