import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HazardClass } from '../../src/contracts/dangerous-goods.ts';
import { sortOrders } from '../../src/contracts/sort-orders.ts';
import { buildProductIndex, type IndexQuery } from '../../src/gateway/search/product-index.ts';
import { hazardBitsOf, type IndexedProduct, prepareProduct } from '../../src/gateway/search/product-terms.ts';
import { parseQuery } from '../../src/gateway/search/text.ts';

const WORDS = [
  'acid',
  'acetic',
  'sodium',
  'sulphate',
  'sulfite',
  'oxide',
  'titanium',
  'titanate',
  'dioxide',
  'resin',
  'glycol',
  'pigment',
  'water',
];

const product = (id: number) =>
  fc.record({
    id: fc.constant(id),
    name: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    casNumber: fc.option(fc.constantFrom('7664-93-9', '1310-73-2', '13463-67-7'), { nil: null }),
    formula: fc.option(fc.constantFrom('H2SO4', 'NaOH', 'TiO2'), { nil: null }),
    synonyms: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
    description: fc.array(fc.constantFrom(...WORDS, 'for', 'paints'), { maxLength: 6 }).map((w) => w.join(' ')),
    marketId: fc.integer({ min: 1, max: 4 }),
    supplierId: fc.integer({ min: 1, max: 3 }),
    producerId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
    grade: fc.constantFrom('Technical', 'Food'),
    physicalForm: fc.constantFrom('powder', 'liquid'),
    priceFromMinor: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
    createdAt: fc.integer({ min: 0, max: 50 }),
    featured: fc.boolean(),
    applicationIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    transport: fc.option(
      fc.oneof(
        fc.constant<IndexedProduct['transport']>({ dangerous: false, classes: [] }),
        fc.record({
          dangerous: fc.constant(true),
          classes: fc.uniqueArray(fc.constantFrom<HazardClass[]>('3', '8', '5.1'), { minLength: 1, maxLength: 2 }),
        }),
      ),
      { nil: null },
    ),
  }) satisfies fc.Arbitrary<IndexedProduct>;

const catalog = fc.integer({ min: 0, max: 40 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => product(i + 1))));

/** Transport filters: declared not dangerous, a class, a class by its divisions ('5': 5.1 and 5.2). */
const HAZARD_FILTERS = ['none', '3', '5', '8'] as const;

const query: fc.Arbitrary<IndexQuery> = fc.record({
  text: fc.option(
    fc
      .constantFrom(
        'acid',
        'ac',
        'sulfate',
        'sulphates',
        'sulfite',
        'titanum',
        'titanium',
        'oxide water',
        '7664-93-9',
        '7664',
        'naoh',
        'paints',
        'zzz',
      )
      .map(parseQuery),
    { nil: null },
  ),
  marketIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }), { nil: undefined }),
  applicationIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }), { nil: undefined }),
  supplierIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }), { nil: undefined }),
  producerId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
  grade: fc.option(fc.constantFrom('technical', 'FOOD', 'other'), { nil: undefined }),
  minPrice: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }),
  hazards: fc.option(fc.constantFrom(...HAZARD_FILTERS).map(hazardBitsOf), { nil: undefined }),
  sortOrder: fc.constantFrom(...sortOrders),
  offset: fc.integer({ min: 0, max: 10 }),
  limit: fc.integer({ min: 1, max: 15 }),
});

/** A product with nothing in particular, for examples that set a name and a few words. */
const base: Omit<IndexedProduct, 'id' | 'name'> = {
  casNumber: null,
  formula: null,
  synonyms: [],
  description: '',
  marketId: 1,
  supplierId: 1,
  producerId: null,
  grade: 'T',
  physicalForm: 'powder',
  priceFromMinor: 1,
  createdAt: 0,
  featured: false,
  applicationIds: [],
  transport: null,
};

describe('the search index', () => {
  it('answers after any edits exactly as an index built afresh from the edited catalog', () => {
    fc.assert(
      fc.property(
        catalog,
        catalog,
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }),
        fc.array(query, { minLength: 1, maxLength: 5 }),
        (before, after, removed, queries) => {
          // `after` replaces products of the same id; ids in `removed` leave the catalog.
          const gone = new Set(removed);
          const final = new Map(before.map((p) => [p.id, p]));
          const index = buildProductIndex(before.map(prepareProduct));
          for (const p of after) {
            final.set(p.id, p);
            index.put(p.id, prepareProduct(p));
          }
          for (const id of gone) {
            final.delete(id);
            index.put(id, null);
          }
          const fresh = buildProductIndex([...final.values()].map(prepareProduct));
          for (const q of queries) expect(index.query(q)).toEqual(fresh.query(q));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('forgives a typing mistake once the only product spelled as typed has been renamed', () => {
    const index = buildProductIndex([
      prepareProduct({ ...base, id: 1, name: 'Sodium sulfite' }),
      prepareProduct({ ...base, id: 2, name: 'Zinc sulphate' }),
    ]);
    const q: IndexQuery = { text: parseQuery('sulfite'), sortOrder: 'relevance', offset: 0, limit: 10 };
    expect(index.query(q).ids).toEqual([1]);
    index.put(1, prepareProduct({ ...base, id: 1, name: 'Sodium metabisulfate' }));
    expect(index.query(q).ids).toEqual(
      buildProductIndex([
        prepareProduct({ ...base, id: 1, name: 'Sodium metabisulfate' }),
        prepareProduct({ ...base, id: 2, name: 'Zinc sulphate' }),
      ]).query(q).ids,
    );
    expect(index.query(q).ids).toEqual([2]);
  });

  it('returns only products that pass every filter, in the order asked, and counts all of them', () => {
    fc.assert(
      fc.property(catalog, query, (products, q) => {
        const index = buildProductIndex(products.map(prepareProduct));
        const all = index.query({ ...q, offset: 0, limit: 1000 });
        const byId = new Map(products.map((p) => [p.id, p]));
        expect(all.ids.length).toBe(all.total);
        expect(new Set(all.ids).size).toBe(all.ids.length);
        for (const id of all.ids) {
          const p = byId.get(id)!;
          if (q.marketIds) expect(q.marketIds).toContain(p.marketId);
          if (q.supplierIds) expect(q.supplierIds).toContain(p.supplierId);
          if (q.producerId !== undefined) expect(p.producerId).toBe(q.producerId);
          if (q.grade !== undefined) expect(p.grade.toLowerCase()).toBe(q.grade.toLowerCase());
          if (q.minPrice !== undefined) expect(p.priceFromMinor).toBeGreaterThanOrEqual(q.minPrice);
          if (q.applicationIds) expect(p.applicationIds.some((a) => q.applicationIds!.includes(a))).toBe(true);
          if (q.hazards !== undefined) {
            const filter = HAZARD_FILTERS.find((f) => hazardBitsOf(f) === q.hazards)!;
            if (filter === 'none') expect(p.transport?.dangerous).toBe(false);
            else expect(p.transport?.dangerous && p.transport.classes.some((c) => c.split('.')[0] === filter)).toBe(true);
          }
        }
        const listed = all.ids.map((id) => byId.get(id)!);
        if (q.sortOrder === 'price-asc') {
          const prices = listed.map((p) => p.priceFromMinor ?? Number.POSITIVE_INFINITY);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
        }
        if (q.sortOrder === 'newest') {
          const times = listed.map((p) => p.createdAt);
          expect(times).toEqual([...times].sort((a, b) => b - a));
        }
        // Any page is the same slice of the whole list.
        const page = index.query(q);
        expect(page.ids).toEqual(all.ids.slice(q.offset, q.offset + q.limit));
        expect(page.total).toBe(all.total);
      }),
      { numRuns: 500 },
    );
  });

  it('ranks a product named for the word before one known by it as a synonym, before one that mentions it', () => {
    const index = buildProductIndex(
      [
        { ...base, id: 1, name: 'Resin', synonyms: [], description: 'Glycol based' },
        { ...base, id: 2, name: 'Antifreeze', synonyms: ['Glycol'], description: '' },
        { ...base, id: 3, name: 'Monoethylene glycol', synonyms: [], description: '' },
        { ...base, id: 4, name: 'Glycolic acid', synonyms: [], description: '' },
      ].map(prepareProduct),
    );
    // The whole word before its start ("glycol" before "glycolic"), then synonyms, then descriptions.
    expect(index.query({ text: parseQuery('glycol'), sortOrder: 'relevance', offset: 0, limit: 10 }).ids).toEqual([3, 4, 2, 1]);
  });
});
