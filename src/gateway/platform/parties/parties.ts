/**
 * The two sides of a commerce event and how they hear of it. The buyer side is a person and, when
 * they belong to one, their company (every member who may buy); the seller side is a storefront
 * (supplier), run by the members of the company linked to it who may sell.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/accounts.ts';
import { ROLE_PERMISSIONS, type Permission } from '../auth/permissions.ts';
import { HttpError } from '../errors.ts';
import { commerceEventMessage } from '../mail/email-templates.ts';
import type { Email, Mail } from '../mail/mailer.ts';
import type { Notifications } from '../notifications/notifications.ts';

export interface Recipient {
  userId: string;
  email: string;
}

const rolesThatMay = (permission: Permission) =>
  (Object.keys(ROLE_PERMISSIONS) as (keyof typeof ROLE_PERMISSIONS)[]).filter(
    (role) => role !== 'personal' && ROLE_PERMISSIONS[role].includes(permission),
  );

/** Members of a company who hold a permission. */
export async function membersWho(handle: Db, companyId: string, permission: Permission): Promise<Recipient[]> {
  return handle
    .select({ userId: users.id, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, rolesThatMay(permission) as never[])));
}

/** The people who run a storefront; empty when no company is linked to the supplier (seed data). */
export async function sellerRecipients(handle: Db, supplierId: number): Promise<Recipient[]> {
  const [company] = await handle.select({ id: companies.id }).from(companies).where(eq(companies.supplierId, supplierId));
  return company ? membersWho(handle, company.id, 'sell') : [];
}

/** The buyer who placed something and, for a company purchase, the company's other buyers. */
export async function buyerRecipients(handle: Db, buyer: { userId: string | null; companyId: string | null }): Promise<Recipient[]> {
  const people = buyer.companyId ? await membersWho(handle, buyer.companyId, 'buy') : [];
  if (buyer.userId && !people.some((p) => p.userId === buyer.userId)) {
    const [self] = await handle.select({ userId: users.id, email: users.email }).from(users).where(eq(users.id, buyer.userId));
    if (self) people.push(self);
  }
  return people;
}

/** Who is buying: name and email as they are now, and their company when they belong to one. */
export async function buyerOf(handle: Db, userId: string) {
  const [row] = await handle
    .select({ name: users.fullName, email: users.email, companyId: companyMembers.companyId, companyName: companies.name })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The storefront a company sells through, or null when it has none. */
export async function supplierOfCompany(handle: Db, companyId: string | null): Promise<number | null> {
  if (!companyId) return null;
  const [row] = await handle.select({ supplierId: companies.supplierId }).from(companies).where(eq(companies.id, companyId));
  return row?.supplierId ?? null;
}

/** The signed-in person acting, and the company they act for (null for a personal account). */
export interface Caller {
  userId: string;
  companyId: string | null;
}

export interface BuyerColumns {
  buyerUserId: AnyPgColumn;
  buyerCompanyId: AnyPgColumn;
}

/** Rows the caller sees as a buyer: their own and, in a company, every one of the company's. */
export function onBuyerSide(table: BuyerColumns, caller: Caller): SQL {
  return caller.companyId
    ? or(eq(table.buyerUserId, caller.userId), eq(table.buyerCompanyId, caller.companyId))!
    : eq(table.buyerUserId, caller.userId);
}

/** The storefront the caller sells through; 403 when their company has none. */
export async function storefrontOf(db: Db, caller: Caller): Promise<number> {
  const supplierId = await supplierOfCompany(db, caller.companyId);
  if (supplierId === null) throw new HttpError(403, 'Your company has no storefront yet.');
  return supplierId;
}

export interface CommerceEvent {
  /** e.g. "order.shipped". */
  kind: string;
  title: string;
  body: string;
  /** A path on the site, e.g. "/procurement/my-orders?order=…". */
  link: string;
  /**
   * The email, when the event has its own (an order's steps: platform/mail/order-emails.ts); else a
   * plain one from title and body. Null: in-app only, when another email of the same step says it.
   */
  email?: ((to: string, url: string) => Email) | null;
}

/**
 * Tells people about an event in-app and by email, inside the caller's transaction (the outbox
 * sends the email after commit), so a change and its news are stored together or not at all.
 */
export async function tell(
  handle: Db,
  deps: { notifications: Notifications; siteUrl: string; mail: Mail },
  recipients: Recipient[],
  event: CommerceEvent,
): Promise<void> {
  const url = new URL(event.link, deps.siteUrl).href;
  for (const person of recipients) {
    await deps.notifications.notify(person.userId, { kind: event.kind, title: event.title, body: event.body, link: event.link }, handle);
    if (event.email === null) continue;
    await deps.mail.enqueue(
      handle,
      event.email ? event.email(person.email, url) : commerceEventMessage(person.email, event.title, [event.body], url),
    );
  }
}

/**
 * Emails people about a step without an in-app notice: the side that took the step gets the
 * step's email for its records (the buyer's invoice on delivery, the credit note on a cancellation).
 */
export async function mailTo(
  handle: Db,
  deps: { siteUrl: string; mail: Mail },
  recipients: Recipient[],
  link: string,
  email: (to: string, url: string) => Email,
): Promise<void> {
  const url = new URL(link, deps.siteUrl).href;
  for (const person of recipients) await deps.mail.enqueue(handle, email(person.email, url));
}
