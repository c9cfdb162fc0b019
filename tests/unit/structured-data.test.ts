import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../src/build/structured-data.ts';
import { harmattan, pkg, productDetail } from './product-fixtures.ts';

const site = new URL('https://chemmarket.example');
const offerOf = (product: ReturnType<typeof productDetail>) =>
  (productJsonLd(product, site)[0] as { offers: Record<string, unknown> }).offers;

describe('the Product JSON-LD offer', () => {
  it('gives the list prices and no sale price when no campaign runs', () => {
    expect(offerOf(productDetail())).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'NGN',
      lowPrice: '50000.00',
      highPrice: '95000.00',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      url: 'https://chemmarket.example/product/caustic-soda-flakes/soaps-detergents/7',
      seller: { '@type': 'Organization', name: 'Lagos Chem Ltd' },
    });
  });

  it('carries the sale price as price and its last day in Lagos as priceValidUntil while a campaign runs', () => {
    const product = productDetail({
      salePriceFromMinor: 45_000_00,
      saleEndsAt: '2026-11-30T23:30:00Z',
      packages: [pkg(1, 50_000_00, { ...harmattan(45_000_00), endsAt: '2026-11-30T23:30:00Z' }), pkg(2, 95_000_00, harmattan(85_500_00))],
    });
    expect(offerOf(product)).toMatchObject({
      '@type': 'AggregateOffer',
      price: '45000.00',
      priceValidUntil: '2026-12-01',
      lowPrice: '45000.00',
      highPrice: '85500.00',
      offerCount: 2,
    });
  });
});

describe('the Product JSON-LD of dangerous goods', () => {
  it('names the CAS number, the UN number and the transport classes as properties', () => {
    const product = productDetail({
      transport: {
        dangerous: true,
        unNumber: 'UN2031',
        properShippingName: 'NITRIC ACID',
        hazardClass: '8',
        subsidiaryRisks: ['5.1'],
        packingGroup: 'II',
        quantity: 'full',
        marinePollutant: false,
      },
    });
    expect((productJsonLd(product, site)[0] as { additionalProperty: unknown }).additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'CAS number', value: '1310-73-2' },
      { '@type': 'PropertyValue', name: 'UN number', value: 'UN2031' },
      { '@type': 'PropertyValue', name: 'Transport hazard class', value: '8, 5.1' },
    ]);
  });

  it('adds nothing for goods not dangerous for transport', () => {
    const product = productDetail({ casNumber: null, transport: { ...productDetail().transport!, dangerous: false } as never });
    expect(productJsonLd(product, site)[0]).not.toHaveProperty('additionalProperty');
  });
});
