/**
 * Classifications that differ from the reference list, with the sellers' reasons: what the
 * operations console shows operators (GET /v1/operations/transport-deviations), newest first.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { TransportDeviationItem } from '../../contracts/dangerous-goods.ts';
import { pageOffset, type Page } from '../../contracts/paging.ts';
import type { Db } from '../db/client.ts';
import { packages, products, suppliers } from '../db/schema/catalog.ts';
import { transportClassifications as t } from '../db/schema/dangerous-goods.ts';

const differing = sql`cardinality(${t.differences}) > 0`;

export function createTransportDeviations(db: Db) {
  return {
    async list(page: Page): Promise<{ items: TransportDeviationItem[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .select({
            row: t,
            productName: products.name,
            casNumber: products.casNumber,
            status: products.status,
            supplierId: suppliers.id,
            supplierName: suppliers.name,
            packageLabel: packages.label,
          })
          .from(t)
          .innerJoin(products, eq(products.id, t.productId))
          .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
          .leftJoin(packages, eq(packages.id, t.packageId))
          .where(differing)
          .orderBy(desc(t.updatedAt), desc(t.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(t, differing),
      ]);
      return {
        items: rows.map(({ row, ...r }) => ({
          productId: row.productId,
          productName: r.productName,
          casNumber: r.casNumber,
          status: r.status,
          supplier: { id: r.supplierId, name: r.supplierName },
          packageId: row.packageId,
          packageLabel: r.packageLabel,
          classification: {
            dangerous: row.dangerous,
            unNumber: row.unNumber,
            properShippingName: row.properShippingName,
            hazardClass: row.hazardClass,
            subsidiaryRisks: row.subsidiaryRisks,
            packingGroup: row.packingGroup,
            quantity: row.quantity,
            marinePollutant: row.marinePollutant,
          },
          differences: row.differences,
          reason: row.reason ?? '',
          updatedAt: row.updatedAt.toISOString(),
        })),
        total,
      };
    },
  };
}

export type TransportDeviations = ReturnType<typeof createTransportDeviations>;
