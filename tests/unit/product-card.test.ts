import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/components/ProductCard.tsx';
import { productCardHtml } from '../../src/components/product-card-html.ts';
import { escapeHtml } from '../../src/components/escape-html.ts';
import { productSummary } from './product-fixtures.ts';

const product = productSummary({ priceFromMinor: 125_000_00, imageUrl: '/media/products/7.webp' });

describe('product card markup', () => {
  it('shows name, link, grade, CAS, form, price from, supplier, verified badge and country', () => {
    const html = productCardHtml(product);
    expect(html).toContain('<a href="/product/caustic-soda-flakes/soaps-detergents/7">Caustic Soda Flakes</a>');
    expect(html).toContain('<p class="product-card-meta"><span>Industrial</span><span>CAS 1310-73-2</span><span>Flakes</span></p>');
    expect(html).toContain('<span class="muted small">from </span>₦125,000.00');
    expect(html).toContain('<p class="product-card-supplier small">Lagos Chem Ltd<span class="badge verified">Verified</span></p>');
    expect(html).toContain('<p class="product-card-place small muted">Lagos, Nigeria</p>');
  });

  it('names the country alone when the supplier gave no city', () => {
    const html = productCardHtml({ ...product, supplier: { ...product.supplier, city: '', country: 'KE' } });
    expect(html).toContain('<p class="product-card-place small muted">Kenya</p>');
  });

  it('says "Price on request" without a price and leaves out what a product lacks', () => {
    const html = productCardHtml({
      ...product,
      priceFromMinor: null,
      casNumber: null,
      imageUrl: null,
      supplier: { ...product.supplier, verified: false },
    });
    expect(html).toContain('<p class="product-card-price">Price on request</p>');
    expect(html).not.toContain('CAS');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Verified');
  });

  it('loads the picture lazily unless the card is in the first screenful or the page’s main picture', () => {
    expect(productCardHtml(product)).toMatch(
      /<img src="\/media\/products\/7\.webp" alt="" width="640" height="480" loading="lazy" decoding="async">/,
    );
    expect(productCardHtml(product, { lazy: false })).toContain('loading="eager" decoding="async"');
    expect(productCardHtml(product, { priority: true })).toContain('loading="eager" fetchpriority="high"');
  });

  it('escapes what sellers type, so a product name cannot inject markup', () => {
    const html = productCardHtml({
      ...product,
      name: '<img src=x onerror=alert(1)>"&',
      supplier: { ...product.supplier, name: 'A & B <Chem>' },
    });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;</a>');
    expect(html).toContain('A &amp; B &lt;Chem&gt;');
    expect(html).not.toContain('<img src=x');
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;');
  });

  it('is the same card in the search island as on the static pages', () => {
    const island = renderToStaticMarkup(createElement(ProductCard, { product, lazy: false }));
    expect(island).toBe(`<article class="product-card card">${productCardHtml(product, { lazy: false })}</article>`);
  });
});

describe('product card of a product a campaign lowers', () => {
  const onSale = productSummary({ ...product, salePriceFromMinor: 99_000_00, saleEndsAt: '2026-11-30T22:59:00.000Z' });

  it('shows the sale "from" price beside the list price struck through, read as "was"', () => {
    const html = productCardHtml(onSale);
    expect(html).toContain(
      '<p class="product-card-price"><span class="muted small">from </span><span class="sale-price">₦99,000.00</span> ' +
        '<del class="list-price"><span class="visually-hidden">was </span>₦125,000.00</del></p>',
    );
  });

  it('carries a "Deal" badge and the campaign’s last day in Lagos', () => {
    expect(productCardHtml(onSale)).toContain(
      '<p class="product-card-deal deal-note small"><span class="badge deal">Deal</span> until 30 Nov 2026</p>',
    );
  });

  it('strikes nothing through when the campaign lowers only dearer packages, but still says Deal', () => {
    const html = productCardHtml({ ...onSale, salePriceFromMinor: 200_000_00 });
    expect(html).toContain('<span class="muted small">from </span>₦125,000.00</p>');
    expect(html).not.toContain('<del');
    expect(html).toContain('<span class="badge deal">Deal</span>');
  });

  it('has no badge and no struck price without a campaign', () => {
    const html = productCardHtml(product);
    expect(html).not.toContain('Deal');
    expect(html).not.toContain('<del');
  });
});
