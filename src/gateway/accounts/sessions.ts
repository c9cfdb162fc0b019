/**
 * Sessions: an access JWT plus a rotating refresh token. Every refresh marks the presented token
 * used and issues the next one in the same family; a used token presented again means it leaked,
 * so the whole family is revoked (OWASP ASVS 10.4.5).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { companyMembers } from '../db/schema/companies.ts';
import { refreshTokens, users } from '../db/schema/accounts.ts';
import { platformOperators } from '../db/schema/operations.ts';
import { signAccessToken, type AccessClaims } from '../platform/auth/access-token.ts';
import { hashToken, newToken } from '../platform/auth/one-time-token.ts';
import { HttpError } from '../platform/errors.ts';

/** spec §9: the auth cookie lasts 60 days, as the session cookie does; the refresh token lives as long. */
export const REFRESH_TOKEN_DAYS = 60;
/** Failed refreshes from one address: guessing tokens is pointless at 256 bits, but it is still refused. */
export const REFRESH_FAILURES_PER_IP = { limit: 30, windowSeconds: 15 * 60 };

export interface IssuedSession {
  jwToken: string;
  refreshToken: string;
  claims: AccessClaims;
}

export function createSessions(db: Db, jwtSecret: Uint8Array) {
  async function claimsOf(userId: string): Promise<AccessClaims> {
    const [row] = await db
      .select({
        id: users.id,
        accountType: users.accountType,
        businessUserType: users.businessUserType,
        role: companyMembers.role,
        companyId: companyMembers.companyId,
        operator: platformOperators.userId,
      })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .leftJoin(platformOperators, eq(platformOperators.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    return {
      userId: row.id,
      // A platform operator also carries 'operator', which opens the operations console.
      roles: [row.role ?? 'personal', ...(row.operator ? ['operator'] : [])],
      businessUserType: row.businessUserType,
      accountType: row.accountType,
      companyId: row.companyId,
    };
  }

  async function insertRefreshToken(userId: string, familyId: string, ipAddress: string | null): Promise<string> {
    const token = newToken();
    await db.insert(refreshTokens).values({
      id: uuidv7(),
      userId,
      familyId,
      tokenHash: hashToken(token),
      ipAddress,
      expiresAt: sql`now() + make_interval(days => ${REFRESH_TOKEN_DAYS})`,
    });
    return token;
  }

  async function issue(userId: string, ipAddress: string | null, familyId: string = uuidv7()): Promise<IssuedSession> {
    const claims = await claimsOf(userId);
    const refreshToken = await insertRefreshToken(userId, familyId, ipAddress);
    return { jwToken: await signAccessToken(claims, jwtSecret), refreshToken, claims };
  }

  const sessionEnded = () => new HttpError(401, 'Your session has ended. Please sign in again.');

  return {
    issue,

    async refresh(token: string, ipAddress: string | null): Promise<IssuedSession> {
      // Marking the token used and reading it is one statement, so two concurrent refreshes with
      // the same token cannot both succeed: the second finds it used and revokes the family.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tokenHash, hashToken(token)),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            sql`${refreshTokens.expiresAt} > now()`,
          ),
        )
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
      const row = claimed[0];
      if (row) return issue(row.userId, ipAddress, row.familyId);
      const [known] = await db
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (known?.usedAt) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
      }
      throw sessionEnded();
    },

    /** Ends the session the token belongs to (its whole family). Unknown tokens change nothing. */
    async revokeFamilyOf(token: string): Promise<void> {
      const [known] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (known) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
      }
    },

    /** Ends every session of a user, but the one given (a password change keeps its own session). */
    async revokeAll(userId: string, exceptToken?: string): Promise<void> {
      let keepFamily: string | null = null;
      if (exceptToken) {
        const [own] = await db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(exceptToken)));
        keepFamily = own?.familyId ?? null;
      }
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keepFamily ? sql`${refreshTokens.familyId} <> ${keepFamily}` : undefined,
          ),
        );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
