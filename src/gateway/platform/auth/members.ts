/** Who a signed-in user is inside their company right now: role and company, read fresh. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/accounts.ts';
import { platformOperators } from '../../db/schema/operations.ts';
import type { Role } from './permissions.ts';

/** The caller of a permission route: their current role and the company they act for (null: a personal account). */
export interface Member {
  userId: string;
  role: Role;
  companyId: string | null;
  /** A platform operator (not a company role): may use the operations console. */
  operator: boolean;
}

export function createMembers(db: Db) {
  return {
    async load(userId: string): Promise<Member | null> {
      const [row] = await db
        .select({ id: users.id, role: companyMembers.role, companyId: companyMembers.companyId, operator: platformOperators.userId })
        .from(users)
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(platformOperators, eq(platformOperators.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return null;
      return { userId: row.id, role: row.role ?? 'personal', companyId: row.companyId ?? null, operator: row.operator !== null };
    },
  };
}

export type Members = ReturnType<typeof createMembers>;
