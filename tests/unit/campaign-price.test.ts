import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CheckoutPreview, PricedCart, PricedCartLine } from '../../src/contracts/commerce.ts';
import { CartLine } from '../../src/islands/cart/CartLine.tsx';
import { CheckoutSummary } from '../../src/islands/checkout/CheckoutSummary.tsx';
import { OrderLinesTable } from '../../src/islands/checkout/OrderLinesTable.tsx';
import { LineVat, SellerTotals } from '../../src/islands/checkout/PricedFigures.tsx';

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
  // The gateway's preview: VAT on the line at 7.5 %, zone delivery with its VAT.
  const preview: CheckoutPreview = {
    sellers: [
      {
        supplier: line().supplier,
        sellerTax: { tin: '12345678-0001', vatRegistered: true, country: 'NG' },
        lines: [{ ...line(), vatTreatment: 'standard', vatRateBps: 750, vatMinor: 13_500_00, transport: null }],
        subtotalMinor: 180_000_00,
        goodsVatMinor: 13_500_00,
        deliveryMinor: 20_000_00,
        deliveryVatMinor: 1_500_00,
        totalMinor: 215_000_00,
        currency: 'NGN',
        deliveryOptions: [],
        delivery: {
          id: 'd1',
          kind: 'zone',
          label: 'Delivery in Lagos',
          address: null,
          country: 'NG',
          states: ['Lagos'],
          leadTimeDays: 2,
          feeMinor: 20_000_00,
          vatRateBps: 750,
          vatMinor: 1_500_00,
          totalMinor: 21_500_00,
          weightKg: 50,
          note: null,
          surcharges: [],
        },
        deliveries: [],
        problem: null,
      },
    ],
    totalMinor: 215_000_00,
    currency: 'NGN',
  };
  const render = (p: CheckoutPreview | undefined, method: 'bank-transfer' | 'wallet' = 'bank-transfer') =>
    renderToStaticMarkup(
      createElement(CheckoutSummary, {
        cart,
        preview: p,
        pricing: false,
        refused: null,
        chosen: null,
        method,
        placing: false,
        failure: null,
        onPlace: noop,
      }),
    );

  it('shows the price each with the list price struck through and the campaign, and the total the gateway priced', () => {
    const html = render(preview);
    expect(text(html)).toContain('₦90,000.00 was ₦100,000.00 each');
    expect(text(html)).toContain('Harmattan sale, until 30 Nov 2026');
    expect(text(html)).toContain('Total to pay ₦215,000.00');
    expect(text(html)).toContain('Place order · ₦215,000.00');
  });

  it('shows a seller’s subtotal, VAT by rate, delivery and its VAT and the order total, and each line’s VAT, as priced', () => {
    const seller = preview.sellers[0]!;
    const totals = text(renderToStaticMarkup(createElement(SellerTotals, { seller })));
    expect(totals).toContain('Subtotal₦180,000.00');
    expect(totals).toContain('VAT 7.5 %₦13,500.00');
    expect(totals).toContain('Delivery · Delivery in Lagos₦20,000.00');
    expect(totals).toContain('VAT on delivery 7.5 %₦1,500.00');
    expect(totals).toContain('Order total₦215,000.00');
    const vat = text(renderToStaticMarkup(createElement(LineVat, { line: seller.lines[0]!, currency: 'NGN' })));
    expect(vat).toBe('+ VAT 7.5 % ₦13,500.00');
    const zeroRated = { ...seller.lines[0]!, vatTreatment: 'zero-rated' as const, vatRateBps: 0, vatMinor: 0 };
    expect(text(renderToStaticMarkup(createElement(LineVat, { line: zeroRated, currency: 'NGN' })))).toBe('zero-rated');
  });

  it('pays the preview’s total from the wallet, never the goods alone', () => {
    expect(text(render(preview, 'wallet'))).toContain('Place order and pay ₦215,000.00');
  });

  it('shows no amount to pay until the gateway has priced the order', () => {
    const html = text(render(undefined, 'wallet'));
    expect(html).toContain('Pricing VAT and delivery…');
    expect(html).not.toContain('pay ₦');
  });
});

describe('an order line bought at a campaign price', () => {
  it('shows the unit price beside the list price struck through and names the campaign', () => {
    const order = {
      number: 'MC-100042',
      currency: 'NGN',
      subtotalMinor: 180_000_00,
      goodsVatMinor: 13_500_00,
      deliveryMinor: 0,
      deliveryVatMinor: 0,
      totalMinor: 193_500_00,
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
      createElement(OrderLinesTable<(typeof order.lines)[number]>, { order, totalLabel: 'Order total', product: (l) => l.productName }),
    );
    expect(text(html)).toContain('₦90,000.00 was ₦100,000.00');
    expect(text(html)).toContain('Subtotal₦180,000.00VAT₦13,500.00Order total₦193,500.00');
    expect(text(html)).toContain('Deal Harmattan sale');
  });
});
