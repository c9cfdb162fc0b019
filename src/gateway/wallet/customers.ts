/**
 * Who wallets belong to, as the operations console shows them beside the items it reviews (a
 * verification, a bank account, a payout, a ledger transfer), and the check that an operator never
 * decides on their own company's or their own wallet's item.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { companies, companyMembers } from '../db/schema/companies.ts';
import { wallets } from '../db/schema/wallet.ts';

/** A queue item's customer: the company (or the person) the wallet is for, and the person who submitted or asked. */
export interface Customer {
  kind: 'company' | 'personal';
  name: string;
  contactName: string | null;
  contactEmail: string | null;
}

const owner = alias(users, 'owner');

/** The customer of each item, in the order given: its wallet's owner and its contact person. */
export async function walletCustomers(handle: Db, items: { walletId: string; contactId: string | null }[]): Promise<Customer[]> {
  const walletIds = [...new Set(items.map((i) => i.walletId))];
  const contactIds = [...new Set(items.flatMap((i) => (i.contactId ? [i.contactId] : [])))];
  const [owners, contacts] = await Promise.all([
    walletIds.length
      ? handle
          .select({ id: wallets.id, company: companies.name, person: owner.fullName, companyId: wallets.companyId })
          .from(wallets)
          .leftJoin(companies, eq(companies.id, wallets.companyId))
          .leftJoin(owner, eq(owner.id, wallets.ownerUserId))
          .where(inArray(wallets.id, walletIds))
      : [],
    contactIds.length
      ? handle.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(inArray(users.id, contactIds))
      : [],
  ]);
  return items.map(({ walletId, contactId }) => {
    const wallet = owners.find((w) => w.id === walletId);
    const contact = contacts.find((c) => c.id === contactId);
    return {
      kind: wallet?.companyId ? 'company' : 'personal',
      name: wallet?.company ?? wallet?.person ?? '',
      contactName: contact?.name ?? null,
      contactEmail: contact?.email ?? null,
    };
  });
}

/** The names of the wallets behind ledger accounts (the company's, or the owner's), by ledger account id. */
export async function walletNamesByAccount(handle: Db, ledgerAccountIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(ledgerAccountIds)];
  if (!ids.length) return new Map();
  const rows = await handle
    .select({ accountId: wallets.ledgerAccountId, company: companies.name, person: owner.fullName })
    .from(wallets)
    .leftJoin(companies, eq(companies.id, wallets.companyId))
    .leftJoin(owner, eq(owner.id, wallets.ownerUserId))
    .where(inArray(wallets.ledgerAccountId, ids));
  return new Map(rows.flatMap((r) => ((r.company ?? r.person) ? [[r.accountId, (r.company ?? r.person)!] as const] : [])));
}

/** Whether the wallet is the person's own, or their company's. */
export async function isOwnWallet(handle: Db, walletId: string, userId: string): Promise<boolean> {
  const [own] = await handle
    .select({ id: wallets.id })
    .from(wallets)
    .where(
      and(
        eq(wallets.id, walletId),
        or(
          eq(wallets.ownerUserId, userId),
          and(
            isNotNull(wallets.companyId),
            sql`exists (select 1 from ${companyMembers} where ${companyMembers.companyId} = ${wallets.companyId} and ${companyMembers.userId} = ${userId})`,
          ),
        ),
      ),
    );
  return own !== undefined;
}
