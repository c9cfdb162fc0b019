/** A product as the catalog export gives it, for the tests of what the static pages build from it. */
import type { ProductDetail, ProductPackage, ProductSummary } from '../../src/contracts/products.ts';

export const pkg = (id: number, priceMinor: number, sale: ProductPackage['sale'] = null): ProductPackage => ({
  id,
  label: `${id * 25} kg bag`,
  size: id * 25,
  unit: 'kg',
  priceMinor,
  currency: 'NGN',
  stock: 40,
  sale,
  transport: null,
});

/** The Harmattan sale, ending at 23:59 in Lagos on 30 November 2026 (22:59 UTC). */
export const harmattan = (priceMinor: number) => ({
  campaignId: '0193a1b2-0000-7000-8000-000000000001',
  campaignName: 'Harmattan sale',
  priceMinor,
  endsAt: '2026-11-30T22:59:00.000Z',
});

/** A product as listings show it: a card, a search result. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 7,
    slug: 'caustic-soda-flakes',
    name: 'Caustic Soda Flakes',
    casNumber: '1310-73-2',
    grade: 'Industrial',
    purity: '99%',
    physicalForm: 'Flakes',
    market: { id: 3, slug: 'soaps-detergents', name: 'Soaps & Detergents' },
    supplier: { id: 4, slug: 'lagos-chem', name: 'Lagos Chem Ltd', country: 'NG', city: 'Lagos', logoUrl: null, verified: true },
    producerName: null,
    priceFromMinor: 50_000_00,
    salePriceFromMinor: null,
    saleEndsAt: null,
    currency: 'NGN',
    moq: 1,
    moqUnit: 'bag',
    imageUrl: null,
    url: '/product/caustic-soda-flakes/soaps-detergents/7',
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productSummary(),
    formula: 'NaOH',
    synonyms: [],
    description: 'Sodium hydroxide flakes.',
    status: 'published',
    tags: [],
    properties: {},
    additionalInfo: {},
    leadTimeDays: 5,
    originCountry: 'NG',
    vatTreatment: 'standard',
    incoterms: [],
    ghsPictograms: [],
    signalWord: null,
    hStatements: [],
    pStatements: [],
    unNumber: null,
    transport: null,
    marketPath: [{ id: 3, slug: 'soaps-detergents', name: 'Soaps & Detergents' }],
    applications: [],
    producer: null,
    packages: [pkg(1, 50_000_00), pkg(2, 95_000_00)],
    documents: [],
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
