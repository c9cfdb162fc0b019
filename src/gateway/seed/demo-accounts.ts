/**
 * The documented demo accounts, created only with the demo catalog (never in production data):
 * buyer@example.com owns a buying company; seller@example.com owns the company behind the first
 * supplier's storefront, so part of the demo products are theirs.
 */
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { companies, companyMembers } from '../db/schema/companies.ts';
import { users } from '../db/schema/accounts.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { platformOperators } from '../db/schema/operations.ts';

/** The demo platform operator: runs the operations console (not a member of any company). */
export const DEMO_OPERATOR = { email: 'operator@example.com', fullName: 'Ngozi Adeyemi' };

export const DEMO_ACCOUNTS = [
  { email: 'buyer@example.com', fullName: 'Adaeze Okafor', company: 'Okafor Paints Manufacturing Ltd', businessUserType: 'buyer' as const },
  { email: 'seller@example.com', fullName: 'Kwame Mensah', company: null, businessUserType: 'seller' as const },
];

export async function seedDemoAccounts(db: Db, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [supplier] = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(suppliers.id).limit(1);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      if ((await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email))).length) continue;
      const userId = uuidv7();
      await tx.insert(users).values({
        id: userId,
        email: account.email,
        fullName: account.fullName,
        passwordHash,
        accountType: 'company',
        businessUserType: account.businessUserType,
        emailVerifiedAt: sql`now()`,
        onboardedAt: sql`now()`,
      });
      const companyId = uuidv7();
      const isSeller = account.businessUserType === 'seller';
      await tx.insert(companies).values({
        id: companyId,
        name: isSeller ? (supplier?.name ?? 'Demo Chemicals Ltd') : account.company!,
        supplierId: isSeller ? (supplier?.id ?? null) : null,
      });
      await tx.insert(companyMembers).values({ companyId, userId, role: 'owner' });
    }
    if (!(await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OPERATOR.email))).length) {
      const userId = uuidv7();
      await tx.insert(users).values({
        id: userId,
        email: DEMO_OPERATOR.email,
        fullName: DEMO_OPERATOR.fullName,
        passwordHash,
        accountType: 'personal',
        businessUserType: 'buyer',
        emailVerifiedAt: sql`now()`,
        onboardedAt: sql`now()`,
      });
      await tx.insert(platformOperators).values({ userId });
    }
  });
}
