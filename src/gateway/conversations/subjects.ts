/**
 * What a new thread may be about, and between whom (docs/decisions/039-conversations.md): a buyer
 * writes to a storefront about one of its published products; either party about an order between
 * them; and "general" only between parties who already deal with each other (an order, a quote, a
 * sample or a document request between them). Anything else is refused before a row is written:
 * a company one has no subject with is not reachable by message.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orderNumber } from '../../contracts/commerce.ts';
import type { NewThreadSubject, Side, SubjectKind } from '../../contracts/conversations.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { users } from '../db/schema/accounts.ts';
import { products, suppliers } from '../db/schema/catalog.ts';
import { orders } from '../db/schema/commerce.ts';
import { companies, companyMembers } from '../db/schema/companies.ts';
import { fieldError, HttpError, notFound } from '../platform/errors.ts';
import type { ThreadParties, Viewer } from './access.ts';

export interface Subject {
  kind: SubjectKind;
  /** '' for a general thread. */
  ref: string;
  title: string;
}

export interface ResolvedSubject {
  parties: ThreadParties;
  /** The viewer's side in the thread. */
  side: Side;
  subject: Subject;
  /** The other party's name. */
  counterpart: string;
}

const mayNotBuy = () =>
  new HttpError(403, 'Only people who buy for their company may write to a supplier. Ask an owner or administrator of your company.');
const mayNotSell = () => new HttpError(403, 'Only people who sell for their company may write to its buyers.');

/** The viewer as a buying party. */
const buyingParty = (viewer: Viewer) =>
  viewer.companyId ? { buyerCompanyId: viewer.companyId, buyerUserId: null } : { buyerCompanyId: null, buyerUserId: viewer.userId };

async function supplierName(db: Db, supplierId: number): Promise<string | null> {
  const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
  return row?.name ?? null;
}

/** A buying party's name: the company's, or the personal account holder's. */
export async function buyerPartyName(db: Db, party: { buyerCompanyId: string | null; buyerUserId: string | null }): Promise<string> {
  if (party.buyerCompanyId) {
    const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, party.buyerCompanyId));
    return row?.name ?? 'A buyer';
  }
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, party.buyerUserId!));
  return row?.name ?? 'A buyer';
}

/**
 * Whether a buying party and a storefront already deal with each other: an order, a quote, a sample
 * or a document request between them, whatever its status.
 */
async function dealTogether(db: Db, party: { buyerCompanyId: string | null; buyerUserId: string | null }, supplierId: number) {
  const buyer = party.buyerCompanyId
    ? sql`buyer_company_id = ${party.buyerCompanyId}`
    : sql`buyer_user_id = ${party.buyerUserId} and buyer_company_id is null`;
  const tables = ['orders', 'quotes', 'sample_requests', 'document_requests'];
  const result = await db.execute(
    sql`select ${sql.join(
      tables.map((table) => sql`exists (select 1 from ${sql.identifier(table)} where supplier_id = ${supplierId} and ${buyer})`),
      sql` or `,
    )} as related`,
  );
  return rowsOf<{ related: boolean }>(result)[0]?.related === true;
}

async function productSubject(db: Db, viewer: Viewer, productId: number): Promise<ResolvedSubject> {
  if (!viewer.canBuy) throw mayNotBuy();
  const [product] = await db
    .select({ id: products.id, name: products.name, supplierId: products.supplierId, supplierName: suppliers.name })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(products.id, productId), eq(products.status, 'published')));
  if (!product) throw new HttpError(404, 'No such product.', { 'subject.productId': ['No such product'] });
  if (product.supplierId === viewer.supplierId) throw new HttpError(409, 'This product is sold by your own storefront.');
  return {
    parties: { ...buyingParty(viewer), supplierId: product.supplierId },
    side: 'buyer',
    subject: { kind: 'product', ref: String(product.id), title: product.name },
    counterpart: product.supplierName,
  };
}

async function orderSubject(db: Db, viewer: Viewer, orderId: string): Promise<ResolvedSubject> {
  const missing = () => notFound('No such order.');
  if (!isUuid(orderId)) throw missing();
  const [order] = await db
    .select({
      number: orders.number,
      buyerCompanyId: orders.buyerCompanyId,
      buyerUserId: orders.buyerUserId,
      supplierId: orders.supplierId,
    })
    .from(orders)
    .where(eq(orders.id, orderId.toLowerCase()));
  if (!order || (!order.buyerCompanyId && !order.buyerUserId)) throw missing();
  const parties: ThreadParties = order.buyerCompanyId
    ? { buyerCompanyId: order.buyerCompanyId, buyerUserId: null, supplierId: order.supplierId }
    : { buyerCompanyId: null, buyerUserId: order.buyerUserId, supplierId: order.supplierId };
  const subject: Subject = { kind: 'order', ref: orderId.toLowerCase(), title: `Order ${orderNumber(order.number!)}` };
  const buyerSide = viewer.companyId ? parties.buyerCompanyId === viewer.companyId : parties.buyerUserId === viewer.userId;
  if (buyerSide && viewer.canBuy) {
    return { parties, side: 'buyer', subject, counterpart: (await supplierName(db, parties.supplierId)) ?? 'The supplier' };
  }
  if (viewer.canSell && parties.supplierId === viewer.supplierId) {
    return { parties, side: 'seller', subject, counterpart: await buyerPartyName(db, parties) };
  }
  if (buyerSide) throw mayNotBuy();
  throw missing();
}

const NO_DEALINGS =
  'You can write to a company about one of its products or an order between you; a general conversation needs an order, a quote, a sample or a document request between you first.';

async function generalSubject(db: Db, viewer: Viewer, supplierId?: number, buyerId?: string): Promise<ResolvedSubject> {
  const subject: Subject = { kind: 'general', ref: '', title: 'General' };
  if ((supplierId === undefined) === (buyerId === undefined)) {
    throw fieldError('subject', 'A general conversation names either the storefront (supplierId) or the buyer (buyerId).');
  }
  if (supplierId !== undefined) {
    if (!viewer.canBuy) throw mayNotBuy();
    const name = await supplierName(db, supplierId);
    if (!name) throw new HttpError(404, 'No such supplier.', { 'subject.supplierId': ['No such supplier'] });
    if (supplierId === viewer.supplierId) throw new HttpError(409, 'This is your own storefront.');
    const parties = { ...buyingParty(viewer), supplierId };
    if (!(await dealTogether(db, parties, supplierId))) throw new HttpError(403, NO_DEALINGS);
    return { parties, side: 'buyer', subject, counterpart: name };
  }
  if (!viewer.canSell) throw mayNotSell();
  const unknownBuyer = () => new HttpError(404, 'No such buyer.', { 'subject.buyerId': ['No such buyer'] });
  if (!isUuid(buyerId!)) throw unknownBuyer();
  const id = buyerId!.toLowerCase();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  let party: { buyerCompanyId: string | null; buyerUserId: string | null };
  if (company) party = { buyerCompanyId: id, buyerUserId: null };
  else {
    // A personal account: a person who belongs to no company.
    const [person] = await db
      .select({ id: users.id, member: companyMembers.companyId })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.id, id));
    if (!person || person.member) throw unknownBuyer();
    party = { buyerCompanyId: null, buyerUserId: id };
  }
  if (party.buyerCompanyId === viewer.companyId) throw new HttpError(409, 'This is your own company.');
  if (!(await dealTogether(db, party, viewer.supplierId!))) throw new HttpError(403, NO_DEALINGS);
  return { parties: { ...party, supplierId: viewer.supplierId! }, side: 'seller', subject, counterpart: await buyerPartyName(db, party) };
}

/** The parties and subject of a thread the viewer asks to start; 4xx when they may not. */
export function resolveSubject(db: Db, viewer: Viewer, input: NewThreadSubject): Promise<ResolvedSubject> {
  switch (input.kind) {
    case 'product':
      return productSubject(db, viewer, input.productId);
    case 'order':
      return orderSubject(db, viewer, input.orderId);
    case 'general':
      return generalSubject(db, viewer, input.supplierId, input.buyerId);
  }
}
