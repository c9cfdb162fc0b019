/**
 * Which pages a catalog change touches (src/build/publish-plan.ts), on small catalogs written out
 * here: the whole-site equivalence is tested with real builds in tests/gateway/incremental-publish.
 */
import { describe, expect, it } from 'vitest';
import { indexProducts } from '../../src/build/catalog-lists.ts';
import { type PlanInput, planPublish, type RetiredProduct } from '../../src/build/publish-plan.ts';
import type { IndexedProduct } from '../../src/build/publish-state.ts';
import type { MenuItem } from '../../src/build/catalog-source.ts';

const node = (id: number, subMenu: MenuItem[] = []): MenuItem => ({ id, slug: `a${id}`, name: `A${id}`, subMenu }) as unknown as MenuItem;
/** Application 10 is a group of 11 and 12. */
const APPLICATIONS = [node(10, [node(11), node(12)])];

function product(id: number, overrides: Partial<IndexedProduct> = {}): IndexedProduct {
  return {
    id,
    slug: `p${id}`,
    name: `Chemical ${id}`,
    grade: 'Technical',
    physicalForm: 'powder',
    market: { id: 2, slug: 'paints' },
    marketPath: [{ id: 1 }, { id: 2 }],
    applications: [{ id: 11 }],
    supplier: { id: 5 },
    producer: { id: 8 },
    tags: ['pigment'],
    priceFromMinor: 100_00,
    salePriceFromMinor: null,
    saleEndsAt: null,
    ...overrides,
  };
}

const suppliers = [{ id: 5, slug: 'lagos-chem' }];
const producers = [{ id: 8, slug: 'delta-works' }];

function side(products: IndexedProduct[], retired: RetiredProduct[] = [], more: Partial<PlanInput['before']> = {}): PlanInput['before'] {
  return { ...indexProducts(products, APPLICATIONS), retired, suppliers, producers, ...more };
}

function plan(before: IndexedProduct[], after: IndexedProduct[], changed: number[], extra: Partial<PlanInput> = {}) {
  return planPublish({
    before: side(before),
    after: side(after),
    changed: new Set(changed),
    suppliers: [],
    producers: [],
    applications: APPLICATIONS,
    ...extra,
  });
}

/** 200 products in market 2, ids 1…200. */
const catalog = Array.from({ length: 200 }, (_, i) => product(i + 1));

describe('which pages a change touches', () => {
  it('a new name: its page moves (the old one is gone), its neighbours that show it, its market, applications, storefront, producer and tags', () => {
    const after = catalog.map((p) => (p.id === 100 ? { ...p, slug: 'p100-new', name: 'Renamed' } : p));
    const result = plan(catalog, after, [100]);
    expect(result.removed).toEqual(['/product/p100/paints/100']);
    expect(result.products.has(100)).toBe(true);
    // Related products are the nearest ids in the market: 99 and 101 show it; 150 is far away.
    expect(result.products.has(99) && result.products.has(101)).toBe(true);
    expect(result.products.has(150)).toBe(false);
    expect([...result.markets].sort()).toEqual([1, 2]);
    expect([...result.applications].sort()).toEqual([10, 11]);
    expect([...result.suppliers]).toEqual([5]);
    expect([...result.producers]).toEqual([8]);
    expect([...result.tags]).toEqual(['pigment']);
    expect(result.dashboard).toBe(false);
  });

  it('a new market: the pages of both markets, and the neighbours in both', () => {
    const moved = catalog.map((p) => (p.id === 50 ? { ...p, market: { id: 3, slug: 'inks' }, marketPath: [{ id: 1 }, { id: 3 }] } : p));
    const result = plan(catalog, [...moved, product(300, { market: { id: 3, slug: 'inks' }, marketPath: [{ id: 1 }, { id: 3 }] })], [50]);
    expect(result.removed).toEqual(['/product/p50/paints/50']);
    expect([...result.markets].sort()).toEqual([1, 2, 3]);
    // Its old neighbours in market 2 lose it; product 300 in market 3 now shows it.
    expect(result.products.has(49) && result.products.has(51) && result.products.has(300)).toBe(true);
  });

  it('a withdrawal: the page saying it is no longer sold replaces its page; a tag nobody carries any more is gone', () => {
    const before = [...catalog, product(201, { tags: ['rare-tag'] })];
    const retired: RetiredProduct = {
      id: 201,
      path: '/product/p201/paints/201',
      name: 'Chemical 201',
      grade: 'Technical',
      casNumber: null,
      market: { id: 2, slug: 'paints', name: 'Paints' },
      marketPath: [],
      applications: [],
    };
    const result = planPublish({
      before: side(before),
      after: side(catalog, [retired]),
      changed: new Set([201]),
      suppliers: [],
      producers: [],
      applications: APPLICATIONS,
    });
    expect(result.products.has(201)).toBe(false);
    expect(result.retired.has(201)).toBe(true);
    expect(result.removed).toEqual(['/tag/rare-tag']);
    expect(result.products.has(200)).toBe(true);
  });

  it("a product's neighbours' own withdrawn pages follow it too", () => {
    const retired: RetiredProduct = {
      id: 1000,
      path: '/product/gone/paints/1000',
      name: 'Gone',
      grade: 'Technical',
      casNumber: null,
      market: { id: 2, slug: 'paints', name: 'Paints' },
      marketPath: [],
      applications: [],
    };
    const after = catalog.map((p) => (p.id === 199 ? { ...p, name: 'Renamed' } : p));
    const result = planPublish({
      before: side(catalog, [retired]),
      after: side(after, [retired]),
      changed: new Set([199]),
      suppliers: [],
      producers: [],
      applications: APPLICATIONS,
    });
    // The page of product 1000 (after id 200 in the pool) shows 199 among similar products.
    expect(result.retired.has(1000)).toBe(true);
  });

  it('a new storefront: its page and the dashboard shells; a storefront whose branding changed: its page only', () => {
    const result = planPublish({
      before: side(catalog),
      after: side(catalog, [], { suppliers: [...suppliers, { id: 6, slug: 'kano-chem' }] }),
      changed: new Set(),
      suppliers: [5],
      producers: [],
      applications: APPLICATIONS,
    });
    expect([...result.suppliers].sort()).toEqual([5, 6]);
    expect(result.dashboard).toBe(true);
    expect(result.products.size).toBe(0);
  });
});
