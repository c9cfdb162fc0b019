/**
 * Shipping addresses. A person's addresses are theirs; when they belong to a company, the ones they
 * add are the company's too, shared by all its buyers. One address of those a person sees is the
 * default: the first one added, the one last set, or after the default is deleted the newest.
 */
import { and, desc, eq, or, sql, type SQL, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { ShippingAddress } from '../../contracts/commerce.ts';
import { isUuid } from '../../contracts/ids.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { users } from '../db/schema/accounts.ts';
import { shippingAddresses, type AddressSnapshot } from '../db/schema/commerce.ts';
import { HttpError, notFound } from '../platform/errors.ts';

type Row = typeof shippingAddresses.$inferSelect;

export interface AddressOwner {
  userId: string;
  companyId: string | null;
}

export interface AddressFields extends AddressSnapshot {
  isDefault: boolean;
}

/** At most this many addresses visible to one person. */
export const ADDRESS_LIMIT = 50;

export const addressSnapshot = (row: Row | ShippingAddress): AddressSnapshot => ({
  label: row.label,
  recipientName: row.recipientName,
  phone: row.phone,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  country: row.country,
  postalCode: row.postalCode,
});

const view = (row: Row): ShippingAddress => ({
  id: row.id,
  ...addressSnapshot(row),
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

const missing = () => notFound('No such shipping address.');

/**
 * The addresses a person sees: their company's when they belong to one, and those they keep for
 * themselves (saved outside any company). An address saved for a company stays with the company:
 * a member who is removed no longer sees or ships to it.
 */
export function visibleTo(owner: AddressOwner): SQL {
  const ownOnly = and(isNull(shippingAddresses.companyId), eq(shippingAddresses.userId, owner.userId))!;
  return owner.companyId ? or(eq(shippingAddresses.companyId, owner.companyId), ownOnly)! : ownOnly;
}

/** One of the addresses a person sees, or null (another person's id and a malformed one alike). */
export async function findAddress(handle: Db, owner: AddressOwner, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const [row] = await handle
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), visibleTo(owner)));
  return row ?? null;
}

export function createShippingAddresses(db: Db) {
  /** Changes of the default take turns per company (or per person outside one). */
  async function lockScope(tx: Db, owner: AddressOwner) {
    if (owner.companyId) await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, owner.companyId)).for('update');
    else await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
  }

  async function makeDefault(tx: Db, owner: AddressOwner, id: string) {
    await tx
      .update(shippingAddresses)
      .set({ isDefault: sql`${shippingAddresses.id} = ${id}`, updatedAt: sql`now()` })
      .where(and(visibleTo(owner), or(eq(shippingAddresses.isDefault, true), eq(shippingAddresses.id, id))));
  }

  const list = async (handle: Db, owner: AddressOwner) =>
    handle
      .select()
      .from(shippingAddresses)
      .where(visibleTo(owner))
      .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.createdAt), desc(shippingAddresses.id));

  return {
    async list(owner: AddressOwner): Promise<ShippingAddress[]> {
      return (await list(db, owner)).map(view);
    },

    async add(owner: AddressOwner, fields: AddressFields): Promise<ShippingAddress> {
      return db.transaction(async (tx) => {
        await lockScope(tx, owner);
        const existing = await list(tx, owner);
        if (existing.length >= ADDRESS_LIMIT)
          throw new HttpError(409, `You can keep up to ${ADDRESS_LIMIT} shipping addresses. Delete one you no longer use first.`);
        const id = uuidv7();
        const { isDefault, ...rest } = fields;
        await tx.insert(shippingAddresses).values({ id, userId: owner.userId, companyId: owner.companyId, ...rest, isDefault: false });
        if (isDefault || !existing.some((a) => a.isDefault)) await makeDefault(tx, owner, id);
        const [row] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.id, id));
        return view(row!);
      });
    },

    /** Changes an address; `isDefault: true` makes it the default (false leaves the default where it is). */
    async update(owner: AddressOwner, id: string, fields: AddressFields): Promise<ShippingAddress> {
      return db.transaction(async (tx) => {
        await lockScope(tx, owner);
        if (!(await findAddress(tx, owner, id))) throw missing();
        const { isDefault, ...rest } = fields;
        await tx
          .update(shippingAddresses)
          .set({ ...rest, updatedAt: sql`now()` })
          .where(eq(shippingAddresses.id, id));
        if (isDefault) await makeDefault(tx, owner, id);
        const [row] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.id, id));
        return view(row!);
      });
    },

    async setDefault(owner: AddressOwner, id: string): Promise<ShippingAddress> {
      return db.transaction(async (tx) => {
        await lockScope(tx, owner);
        if (!(await findAddress(tx, owner, id))) throw missing();
        await makeDefault(tx, owner, id);
        const [row] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.id, id));
        return view(row!);
      });
    },

    /** Deletes an address; when it was the default, the newest remaining one becomes the default. */
    async remove(owner: AddressOwner, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockScope(tx, owner);
        const row = await findAddress(tx, owner, id);
        if (!row) throw missing();
        await tx.delete(shippingAddresses).where(eq(shippingAddresses.id, id));
        const rest = await list(tx, owner);
        if (rest.length && !rest.some((a) => a.isDefault)) await makeDefault(tx, owner, rest[0]!.id);
      });
    },
  };
}

export type ShippingAddressesService = ReturnType<typeof createShippingAddresses>;
