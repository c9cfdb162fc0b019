/**
 * What a seller's campaign request is checked against: the campaign is theirs, the products are
 * their published ones, the discount leaves every chosen package above zero, the dates are ahead.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { campaignPrice, MAX_PERCENT_BPS } from '../../contracts/campaigns.ts';
import { isUuid } from '../../contracts/ids.ts';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { type Campaign, campaigns } from '../db/schema/campaigns.ts';
import { packages, products } from '../db/schema/catalog.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { storefrontOf } from '../platform/parties/parties.ts';

/** The caller's storefront's campaign `id`; 404 for another's or none. */
export async function ownCampaign(handle: Db, member: Member, id: string): Promise<Campaign> {
  const supplierId = await storefrontOf(handle, member);
  if (!isUuid(id)) throw notFound('No such campaign.');
  const [row] = await handle
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id.toLowerCase()), eq(campaigns.supplierId, supplierId)));
  if (!row) throw notFound('No such campaign.');
  return row;
}

/** The seller's published products among `ids`, with their packages; 404 naming one that is not. */
export async function sellersProducts(handle: Db, supplierId: number, ids: number[]) {
  const found = await handle
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.supplierId, supplierId), eq(products.status, 'published')));
  const missing = ids.filter((id) => !found.some((p) => p.id === id));
  if (missing.length)
    throw new HttpError(404, `Product ${missing[0]} is not one of your published products.`, {
      productIds: [`${missing.join(', ')} not among your published products`],
    });
  return found;
}

/** Refuses a discount that would bring a chosen package's price to zero or below, naming it. */
export async function assertPricesStayPositive(
  handle: Db,
  ids: number[],
  discount: { kind: Campaign['discountKind']; value: number; floorMinor: number | null },
) {
  if (discount.kind === 'percent' && discount.value > MAX_PERCENT_BPS)
    throw new HttpError(400, 'A percentage discount is at most 90 %.', { discountValue: ['must be at most 90 %'] });
  const rows = await handle
    .select({ productName: products.name, label: packages.label, price: packages.priceMinor })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(inArray(packages.productId, ids));
  const tooDeep = rows.find((r) => campaignPrice(Number(r.price), discount) === null);
  if (tooDeep)
    throw new HttpError(
      400,
      `The discount would bring ${tooDeep.productName}, ${tooDeep.label} (${formatMoney(Number(tooDeep.price))}) to zero or below.`,
      { discountValue: [`is more than the price of ${tooDeep.productName}, ${tooDeep.label}`] },
    );
}

/** A campaign's dates: the start not in the past (when it is set), the end after the start and ahead. */
export function checkDates(now: Date, startsAt: Date, endsAt: Date, checkStart: boolean) {
  if (checkStart && startsAt.getTime() < now.getTime() - 5 * 60_000)
    throw new HttpError(400, 'A campaign cannot start in the past.', { startsAt: ['is in the past'] });
  if (endsAt <= startsAt) throw new HttpError(400, 'The end must come after the start.', { endsAt: ['must be after the start'] });
  if (endsAt <= now) throw new HttpError(400, 'The end is in the past.', { endsAt: ['is in the past'] });
}
