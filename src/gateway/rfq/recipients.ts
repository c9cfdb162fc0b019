/**
 * Who a request goes to: the storefronts the buyer picked, or every storefront selling the CAS
 * number (or listed in the market) found through the search index, up to RFQ_OPEN_RECIPIENTS_MAX,
 * leaving out those that keep out of open requests and the buyer's own storefront.
 */
import { inArray } from 'drizzle-orm';
import type { ProductSearch, ProductSummary } from '../../contracts/products.ts';
import { RFQ_OPEN_RECIPIENTS_MAX, type RfqInput } from '../../contracts/rfq.ts';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { rfqOptOuts } from '../db/schema/rfq.ts';
import { fieldError } from '../platform/errors.ts';

/** The marketplace search, as the search domain serves it (services.searchProducts). */
export type SearchProducts = (f: ProductSearch) => Promise<{ items: ProductSummary[]; total: number }>;

const SEARCH_PAGES = 5;
const PAGE_SIZE = 100;

export async function recipientsOf(
  db: Db,
  search: SearchProducts,
  input: Pick<RfqInput, 'supplierIds' | 'openTo'>,
  ownSupplierId: number | null,
): Promise<{ supplierIds: number[]; audience: 'picked' | 'open' }> {
  if (input.supplierIds.length) {
    const wanted = [...new Set(input.supplierIds)];
    if (ownSupplierId !== null && wanted.includes(ownSupplierId)) throw fieldError('supplierIds', 'must not name your own storefront');
    const found = await db.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, wanted));
    if (found.length !== wanted.length) throw fieldError('supplierIds', 'must name storefronts of the marketplace');
    return { supplierIds: wanted, audience: 'picked' };
  }
  const cas = input.openTo?.casNumber;
  const marketId = input.openTo?.marketId;
  const optedOut = new Set((await db.select({ id: rfqOptOuts.supplierId }).from(rfqOptOuts)).map((r) => r.id));
  const found: number[] = [];
  for (let page = 1; page <= SEARCH_PAGES && found.length < RFQ_OPEN_RECIPIENTS_MAX; page++) {
    const { items, total } = await search({
      search: cas,
      marketId,
      sortOrder: 'relevance',
      pageNumber: page,
      pageSize: PAGE_SIZE,
    } as ProductSearch);
    for (const item of items) {
      if (cas && item.casNumber !== cas) continue;
      const id = item.supplier.id;
      if (id === ownSupplierId || optedOut.has(id) || found.includes(id)) continue;
      found.push(id);
      if (found.length === RFQ_OPEN_RECIPIENTS_MAX) break;
    }
    if (page * PAGE_SIZE >= total) break;
  }
  if (!found.length)
    throw fieldError('openTo', 'No storefront taking open requests sells this CAS number or in this market: pick storefronts instead');
  return { supplierIds: found, audience: 'open' };
}
