import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PricedCart, PricedCartLine } from '../../src/contracts/commerce.ts';
import { CartLine } from '../../src/islands/cart/CartLine.tsx';
import { CheckoutSummary } from '../../src/islands/checkout/CheckoutSummary.tsx';
import { OrderLinesTable } from '../../src/islands/checkout/OrderLinesTable.tsx';

const line = (overrides: Partial<PricedCartLine> = {}): PricedCartLine => ({
  packageId: 11,
  quantity: 2,
  productId: 7,
  productName: 'Caustic Soda Flakes',
  productUrl: '/product/caustic-soda-flakes/soaps-detergents/7',
  imageUrl: null,
  packageLabel: '25 kg bag',
  supplier: { id: 4, name: 'Lagos Chem Ltd', slug: 'lagos-chem' },
  unitPriceMinor: 90_000_00,
  listUnitPriceMinor: 100_000_00,
  campaign: { id: 'c1', name: 'Harmattan sale', endsAt: '2026-11-30T22:59:00.000Z' },
  currency: 'NGN',
  lineTotalMinor: 180_000_00,
  stock: 40,
  minQuantity: 1,
  available: true,
  problem: null,
  ...overrides,
});
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
const noop = () => {};

describe('a cart line at a campaign price', () => {
  const render = (l: PricedCartLine) =>
    renderToStaticMarkup(createElement(CartLine, { line: { ...l, settled: true }, onQuantity: noop, onRemove: noop }));

  it('shows the campaign price per package beside the list price struck through, and the campaign', () => {
    const html = render(line());
    expect(html).toContain(
      '<span class="sale-price">₦90,000.00</span> <del class="list-price"><span class="visually-hidden">was </span>₦100,000.00</del>',
    );
    expect(text(html)).toContain('25 kg bag · ₦90,000.00 was ₦100,000.00 per package');
    expect(text(html)).toContain('Deal Harmattan sale, until 30 Nov 2026');
    expect(text(html)).toContain('Line total: ₦180,000.00');
  });

  it('shows the price alone without a campaign', () => {
    const html = render(line({ unitPriceMinor: 100_000_00, listUnitPriceMinor: 100_000_00, campaign: null, lineTotalMinor: 200_000_00 }));
    expect(text(html)).toContain('25 kg bag · ₦100,000.00 per package');
    expect(html).not.toContain('<del');
    expect(html).not.toContain('Deal');
  });
});

describe('checkout’s summary of a line at a campaign price', () => {
  const cart: PricedCart = { lines: [line()], totalMinor: 180_000_00, currency: 'NGN', count: 2 };
  const html = renderToStaticMarkup(
    createElement(CheckoutSummary, { cart, chosen: null, method: 'bank-transfer', placing: false, failure: null, onPlace: noop }),
  );

  it('shows the price each with the list price struck through and the campaign, and the totals as before', () => {
    expect(text(html)).toContain('₦90,000.00 was ₦100,000.00 each');
    expect(text(html)).toContain('Harmattan sale, until 30 Nov 2026');
    expect(text(html)).toContain('Subtotal ₦180,000.00');
    expect(text(html)).toContain('Total ₦180,000.00');
  });
});

describe('an order line bought at a campaign price', () => {
  it('shows the unit price beside the list price struck through and names the campaign', () => {
    const order = {
      number: 'MC-100042',
      currency: 'NGN',
      subtotalMinor: 180_000_00,
      lines: [
        {
          productName: 'Caustic Soda Flakes',
          packageLabel: '25 kg bag',
          quantity: 2,
          unitPriceMinor: 90_000_00,
          lineTotalMinor: 180_000_00,
          listUnitPriceMinor: 100_000_00,
          campaign: { name: 'Harmattan sale' },
        },
      ],
    };
    const html = renderToStaticMarkup(
      createElement(OrderLinesTable<(typeof order.lines)[number]>, { order, totalLabel: 'Subtotal', product: (l) => l.productName }),
    );
    expect(text(html)).toContain('₦90,000.00 was ₦100,000.00');
    expect(text(html)).toContain('Deal Harmattan sale');
  });
});
