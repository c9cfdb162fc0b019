/**
 * Transport classifications as stored: a product's, and a package's where it differs. Written in
 * the product's transaction by the catalog's product service, after the check against the
 * reference list: a UN number outside the list is refused, a difference needs the seller's reason
 * (400 with field messages either way); both are kept for the operators.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SellerTransport, TransportClassification, TransportInput } from '../../contracts/dangerous-goods.ts';
import type { Db } from '../db/client.ts';
import { transportClassifications } from '../db/schema/dangerous-goods.ts';
import type { FieldProblems } from '../platform/errors.ts';
import { checkClassification } from './classification-check.ts';

type Row = typeof transportClassifications.$inferSelect;

/** What the product is, for the check against the list. */
export interface ProductSubstance {
  casNumber: string | null;
  physicalForm: string;
}

export const publicTransport = (t: SellerTransport): TransportClassification => ({
  dangerous: t.dangerous,
  unNumber: t.unNumber,
  properShippingName: t.properShippingName,
  hazardClass: t.hazardClass,
  subsidiaryRisks: t.subsidiaryRisks,
  packingGroup: t.packingGroup,
  quantity: t.quantity,
  marinePollutant: t.marinePollutant,
});

const fromRow = (row: Row): SellerTransport => ({
  dangerous: row.dangerous,
  unNumber: row.unNumber,
  properShippingName: row.properShippingName,
  hazardClass: row.hazardClass,
  subsidiaryRisks: row.subsidiaryRisks,
  packingGroup: row.packingGroup,
  quantity: row.quantity,
  marinePollutant: row.marinePollutant,
  differences: row.differences,
  reason: row.reason,
});

export interface ProductTransport {
  /** The product's own classification; null: not stated. */
  product: SellerTransport | null;
  /** Packages whose classification differs from the product's, by package id. */
  packages: Map<number, SellerTransport>;
}

/** The classifications of some products, by product id (every id present). */
export async function readTransport(db: Db, productIds: readonly number[]): Promise<Map<number, ProductTransport>> {
  const found = new Map<number, ProductTransport>(productIds.map((id) => [id, { product: null, packages: new Map() }]));
  if (!productIds.length) return found;
  const rows = await db
    .select()
    .from(transportClassifications)
    .where(inArray(transportClassifications.productId, [...productIds]));
  for (const row of rows) {
    const entry = found.get(row.productId)!;
    if (row.packageId === null) entry.product = fromRow(row);
    else entry.packages.set(row.packageId, fromRow(row));
  }
  return found;
}

/** How one package travels: its own classification, else its product's; null when neither is stated. */
export function packageTransport(entry: ProductTransport | undefined, packageId: number): TransportClassification | null {
  const stated = entry?.packages.get(packageId) ?? entry?.product ?? null;
  return stated ? publicTransport(stated) : null;
}

/** Whether the product, or one of its packages, is classified as dangerous goods. */
export async function isClassifiedDangerous(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: transportClassifications.id })
    .from(transportClassifications)
    .where(and(eq(transportClassifications.productId, productId), eq(transportClassifications.dangerous, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * A classification checked against the list, its problems added under `prefix`; the row to
 * write. A difference without a reason is a problem too; a reason given without a difference is
 * not kept, so operators see reasons only where they explain something.
 */
function assess(input: TransportInput, product: ProductSubstance, prefix: string, problems: FieldProblems) {
  const { problems: refused, differences } = checkClassification(input, product);
  for (const p of refused) problems.add(`${prefix}.${p.field}`, p.message);
  if (differences.length && !input.reason) {
    for (const d of differences) problems.add(`${prefix}.${d.field}`, `differs from the reference list: ${d.message}`);
    problems.add(
      `${prefix}.reason`,
      "is required where the classification differs from the reference list: say why yours is right (for instance, section 14 of the supplier's SDS)",
    );
  }
  const { reason, ...classification } = input;
  return { ...classification, differences: differences.map((d) => d.message), reason: differences.length ? reason : null };
}

/** A stored classification read back as the seller's input, to check it again. */
const asInput = (t: SellerTransport): TransportInput => ({ ...publicTransport(t), reason: t.reason });

export interface TransportChanges {
  /** The product's classification: undefined leaves it as it is, null removes it (not stated). */
  product?: TransportInput | null | undefined;
  /** Packages' own classifications: undefined leaves one, null removes it (the package is as the product). */
  packages?: { packageId: number; index: number; transport: TransportInput | null | undefined }[];
  /** The product's CAS number or form changed: what is kept is checked against the list again. */
  recheck?: boolean;
}

/** Writes a product's classifications in its transaction; 400 with every field's problem at once, before anything is written. */
export async function saveTransport(
  tx: Db,
  productId: number,
  product: ProductSubstance,
  changes: TransportChanges,
  problems: FieldProblems,
): Promise<void> {
  const current = changes.recheck ? (await readTransport(tx, [productId])).get(productId)! : null;
  const writes: { packageId: number | null; value: ReturnType<typeof assess> | null }[] = [];
  const plan = (packageId: number | null, prefix: string, wanted: TransportInput | null | undefined) => {
    if (wanted === null) writes.push({ packageId, value: null });
    else if (wanted !== undefined) writes.push({ packageId, value: assess(wanted, product, prefix, problems) });
    else {
      const kept = packageId === null ? current?.product : current?.packages.get(packageId);
      if (kept) writes.push({ packageId, value: assess(asInput(kept), product, prefix, problems) });
    }
  };
  plan(null, 'transport', changes.product);
  const sent = new Set<number>();
  for (const p of changes.packages ?? []) {
    sent.add(p.packageId);
    plan(p.packageId, `packages.${p.index}.transport`, p.transport);
  }
  for (const packageId of current?.packages.keys() ?? []) {
    if (!sent.has(packageId)) plan(packageId, `packages.${packageId}.transport`, undefined);
  }
  problems.throwIfAny();
  for (const { packageId, value } of writes) {
    const which = and(
      eq(transportClassifications.productId, productId),
      packageId === null ? isNull(transportClassifications.packageId) : eq(transportClassifications.packageId, packageId),
    );
    if (value === null) {
      await tx.delete(transportClassifications).where(which);
      continue;
    }
    const values = { ...value, updatedAt: sql`now()` as unknown as Date };
    const [updated] = await tx.update(transportClassifications).set(values).where(which).returning({ id: transportClassifications.id });
    if (!updated) await tx.insert(transportClassifications).values({ ...values, productId, packageId });
  }
}
