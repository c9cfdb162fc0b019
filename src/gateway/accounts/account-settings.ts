/**
 * A person's own account: profile and time zone, password change (ends every other session), and
 * deletion: personal data is anonymised, the company's records keep the row they point to.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companyMembers } from '../db/schema/companies.ts';
import { notifications } from '../db/schema/platform.ts';
import { savedSearches } from '../db/schema/search.ts';
import { users } from '../db/schema/accounts.ts';
import { platformOperators } from '../db/schema/operations.ts';
import { hashPassword, verifyPassword, weakPasswordMessage } from '../platform/auth/passwords.ts';
import { fieldError, HttpError } from '../platform/errors.ts';
import type { Sessions } from './sessions.ts';

export function createAccountSettings(db: Db, sessions: Sessions) {
  async function userRow(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    return user;
  }

  return {
    /** Name and time zone; the mobile number when given (null removes it, absent keeps it). */
    async updateProfile(userId: string, profile: { fullName: string; timezone: string; phone?: string | null | undefined }): Promise<void> {
      const { phone, ...rest } = profile;
      await db
        .update(users)
        .set({ ...rest, ...(phone === undefined ? {} : { phone }), updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** The session that changed the password stays; every other one ends. */
    async changePassword(userId: string, current: string, next: string, keepRefreshToken: string | null): Promise<void> {
      const user = await userRow(userId);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, current)))
        throw fieldError('currentPassword', 'is not your current password');
      const weak = weakPasswordMessage(next, user.email);
      if (weak) throw fieldError('newPassword', weak);
      if (current === next) throw fieldError('newPassword', 'must differ from the current password');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(next), passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await sessions.revokeAll(userId, keepRefreshToken ?? undefined);
    },

    async deleteAccount(userId: string, password: string | undefined): Promise<void> {
      const user = await userRow(userId);
      if (user.passwordHash && !(password && (await verifyPassword(user.passwordHash, password))))
        throw fieldError('password', 'is not your password');
      await db.transaction(async (tx) => {
        const [membership] = await tx.select().from(companyMembers).where(eq(companyMembers.userId, userId));
        if (membership?.role === 'owner') {
          const others = await tx
            .select({ role: companyMembers.role, userId: companyMembers.userId })
            .from(companyMembers)
            .where(eq(companyMembers.companyId, membership.companyId));
          const otherOwners = others.filter((m) => m.role === 'owner' && m.userId !== userId);
          if (!otherOwners.length && others.length > 1) {
            throw new HttpError(409, 'You are the last owner of your company. Make another member an owner before deleting your account.');
          }
        }
        await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
        await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
        await tx.delete(notifications).where(and(eq(notifications.userId, userId)));
        await tx.delete(platformOperators).where(eq(platformOperators.userId, userId));
        await tx
          .update(users)
          .set({
            email: `deleted-${userId}@deleted.invalid`,
            fullName: 'Former member',
            passwordHash: null,
            googleSubject: null,
            phone: null,
            emailVerifiedAt: null,
            accountType: 'personal',
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
      });
      await sessions.revokeAll(userId);
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
