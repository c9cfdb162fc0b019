/**
 * A storefront selling dangerous goods for the checkout tests: products put on sale through the
 * seller's API as a seller would, classified as the reference list suggests, with their safety
 * data sheets, published, on a gateway from harness.ts.
 */
import { asc, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { markets } from '../../src/gateway/db/schema/catalog.ts';
import { type Auth, db, packagesOfSuppliers, seller, send, type TestPackage } from './commerce-fixtures.ts';
import type { TestGateway } from './harness.ts';

export interface DangerousGood {
  name: string;
  casNumber: string;
  grade: string;
  physicalForm: string;
  /** The concentration the list's entry depends on, in percent. */
  percent?: number;
  label: string;
  unit: 'kg' | 'L';
  size: number;
  priceMinor: number;
}

/** The goods of the tests: nitric acid 65–70% (UN2031, 8 with 5.1), acetone (UN1090, 3), sulphur (UN1350, 4.1), potassium permanganate (UN1490, 5.1: a drug precursor). */
export const GOODS = {
  nitricAcid: {
    name: 'Nitric acid 68%',
    casNumber: '7697-37-2',
    grade: 'Technical 68%',
    physicalForm: 'liquid',
    percent: 68,
    label: '35 kg carboy',
    unit: 'kg',
    size: 35,
    priceMinor: 4_250_000,
  },
  acetone: {
    name: 'Acetone',
    casNumber: '67-64-1',
    grade: 'Technical 99.5%',
    physicalForm: 'liquid',
    label: '200 L drum',
    unit: 'L',
    size: 200,
    priceMinor: 28_000_000,
  },
  sulphur: {
    name: 'Sulphur powder',
    casNumber: '7704-34-9',
    grade: 'Industrial 99.5%',
    physicalForm: 'powder',
    label: '25 kg bag',
    unit: 'kg',
    size: 25,
    priceMinor: 1_500_000,
  },
  permanganate: {
    name: 'Potassium permanganate',
    casNumber: '7722-64-7',
    grade: 'Technical 98%',
    physicalForm: 'crystals',
    label: '25 kg drum',
    unit: 'kg',
    size: 25,
    priceMinor: 9_000_000,
  },
} satisfies Record<string, DangerousGood>;

export type GoodsName = keyof typeof GOODS;

/** Puts one good on sale: added with the reference list's classification, given its safety data sheet, published. */
export async function putOnSale(gw: TestGateway, auth: Auth, supplierId: number, good: DangerousGood): Promise<TestPackage> {
  const [market] = await db(gw).select().from(markets).where(isNull(markets.parentId)).orderBy(asc(markets.id)).limit(1);
  const query = `CasNumber=${good.casNumber}&PhysicalForm=${good.physicalForm}${good.percent ? `&Concentration=${good.percent}` : ''}`;
  const suggestion = await send(gw, 'GET', `/v1/dangerous-goods/suggestion?${query}`, null);
  expect(suggestion.status, JSON.stringify(suggestion.body)).toBe(200);
  const added = await send(gw, 'POST', '/v1/product/add-product', auth, {
    name: good.name,
    casNumber: good.casNumber,
    grade: good.grade,
    physicalForm: good.physicalForm,
    marketId: market!.id,
    moq: good.size,
    moqUnit: good.unit,
    packages: [{ label: good.label, unit: good.unit, size: good.size, priceMinor: good.priceMinor, stock: 10_000 }],
    transport: suggestion.body.data.suggested,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const product = added.body.data;
  const sheet = await send(gw, 'POST', '/v1/product/update-productdocuments', auth, {
    id: product.id,
    documents: [
      { kind: 'SDS', title: 'Safety data sheet', language: 'en', fileUrl: 'https://producer.example/sds.pdf', issuedAt: '2025-01-15' },
    ],
  });
  expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
  const published = await send(gw, 'POST', '/v1/product/update-product', auth, { id: product.id, status: 'published' });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const pack = product.packages[0];
  return {
    id: pack.id,
    productId: product.id,
    supplierId,
    priceMinor: good.priceMinor,
    name: good.name,
    label: good.label,
    unit: good.unit,
    size: good.size,
  };
}

/** A storefront of the seed whose owner (signed in) puts the goods named on sale. */
export async function dangerousGoodsShop<N extends GoodsName>(gw: TestGateway, email: string, names: readonly N[]) {
  const [any] = await packagesOfSuppliers(gw, 1);
  const owner = await seller(gw, email, any!.supplierId);
  const goods = {} as Record<N, TestPackage>;
  for (const name of names) goods[name] = await putOnSale(gw, owner.auth, any!.supplierId, GOODS[name]);
  return { owner, supplierId: any!.supplierId, goods };
}
