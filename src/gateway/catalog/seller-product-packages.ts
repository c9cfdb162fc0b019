/**
 * A seller's product's packages and applications, written as the product form sends them: the
 * whole list each time, kept ids updated, the others added or removed.
 */
import { eq, inArray } from 'drizzle-orm';
import type { PackageInput } from '../../contracts/seller-products.ts';
import type { Db } from '../db/client.ts';
import { packages, productApplications } from '../db/schema/catalog.ts';
import { FieldProblems, HttpError } from '../platform/errors.ts';
import { packagesInUse } from './product-usage.ts';

/**
 * Makes the product's packages the given list: kept ids are updated, others added or removed. A
 * package that was ordered or quoted is never removed. Answers the lowest price, the product's
 * "from" price (null without packages), and the packages' ids in the order of the list.
 */
export async function syncPackages(
  tx: Db,
  productId: number,
  wanted: PackageInput[],
): Promise<{ priceFromMinor: number | null; ids: number[] }> {
  const existing = await tx.select({ id: packages.id, label: packages.label }).from(packages).where(eq(packages.productId, productId));
  const existingIds = new Set(existing.map((p) => p.id));
  const problems = new FieldProblems();
  wanted.forEach((p, i) => {
    if (p.id !== undefined && !existingIds.has(p.id)) problems.add(`packages.${i}.id`, 'is not a package of this product');
  });
  problems.throwIfAny();

  const keep = new Set(wanted.map((p) => p.id).filter((id): id is number => id !== undefined));
  const dropped = existing.filter((p) => !keep.has(p.id));
  const inUse = await packagesInUse(
    tx,
    dropped.map((p) => p.id),
  );
  const blocked = dropped.filter((p) => inUse.has(p.id));
  if (blocked.length) {
    const names = blocked.map((p) => `“${p.label}”`).join(', ');
    throw new HttpError(
      409,
      `${names} ${blocked.length === 1 ? 'has' : 'have'} been ordered or quoted, so ${blocked.length === 1 ? 'it stays' : 'they stay'} on the product. To stop selling ${blocked.length === 1 ? 'it' : 'them'}, set the stock to 0.`,
    );
  }
  if (dropped.length)
    await tx.delete(packages).where(
      inArray(
        packages.id,
        dropped.map((p) => p.id),
      ),
    );
  const ids: number[] = [];
  for (const [position, p] of wanted.entries()) {
    const values = { label: p.label, unit: p.unit, size: p.size, priceMinor: p.priceMinor, stock: p.stock, position };
    if (p.id !== undefined) {
      await tx.update(packages).set(values).where(eq(packages.id, p.id));
      ids.push(p.id);
    } else {
      const [added] = await tx
        .insert(packages)
        .values({ ...values, productId, currency: 'NGN' })
        .returning({ id: packages.id });
      ids.push(added!.id);
    }
  }
  return { priceFromMinor: wanted.length ? Math.min(...wanted.map((p) => p.priceMinor)) : null, ids };
}

/** The product's applications, replaced by the given ones (each once). */
export async function setApplications(tx: Db, productId: number, ids: number[]): Promise<void> {
  await tx.delete(productApplications).where(eq(productApplications.productId, productId));
  const distinct = [...new Set(ids)];
  if (distinct.length) await tx.insert(productApplications).values(distinct.map((applicationId) => ({ productId, applicationId })));
}
