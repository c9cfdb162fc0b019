/**
 * Accounts: registration, sign-in, email confirmation, password reset, invitations, onboarding.
 * Answers never reveal whether an email has an account, except to someone who proved they own it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { LoggedUser, Profile } from '../../contracts/account.ts';
import type { Db } from '../db/client.ts';
import { companies, companyMembers, type CompanyRole } from '../db/schema/companies.ts';
import { emailTokens, users } from '../db/schema/accounts.ts';
import { platformOperators } from '../db/schema/operations.ts';
import { hashToken, newToken } from '../platform/auth/one-time-token.ts';
import { hashPassword, timingDummyHash, verifyPassword, weakPasswordMessage } from '../platform/auth/passwords.ts';
import { fieldError, HttpError } from '../platform/errors.ts';
import { accountExistsMessage, resetPasswordMessage, verifyEmailMessage } from '../platform/mail/email-templates.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import type { IssuedSession, Sessions } from './sessions.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';

const HOUR = 3600;
const LIMITS = {
  /** Failed sign-ins from one address, whatever the account (SIGN_IN_ATTEMPTS_PER_ADDRESS). */
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Failed sign-ins for one account from one address: a stranger elsewhere is never locked out. */
  failuresPerAccountAndIp: { limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins for one account from everywhere: slows a distributed guess without blocking the owner's address above. */
  failuresPerAccount: { limit: 50, windowSeconds: HOUR },
  emailsPerIp: { limit: 10, windowSeconds: HOUR },
  registrationsPerIp: { limit: 20, windowSeconds: HOUR },
  emailsPerAddress: { limit: 3, windowSeconds: HOUR },
};

export interface AccountsDeps {
  db: Db;
  notifications: Notifications;
  sessions: Sessions;
  limiter: RateLimiter;
  siteUrl: string;
  mail: Mail;
  /** Replaces LIMITS.signInPerIp's limit. */
  signInAttemptsPerAddress?: number;
}

type UserRow = typeof users.$inferSelect;

export function createAccountsService({ db, notifications, sessions, limiter, siteUrl, mail, signInAttemptsPerAddress }: AccountsDeps) {
  const signInPerIp = { ...LIMITS.signInPerIp, limit: signInAttemptsPerAddress ?? LIMITS.signInPerIp.limit };
  const link = (path: string) => new URL(path, siteUrl).href;

  async function loggedUser(user: UserRow, roles: string[]): Promise<LoggedUser> {
    return {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      roles,
      businessUserType: user.businessUserType,
      accountType: user.accountType,
      onboarded: user.onboardedAt !== null,
    };
  }

  async function issueEmailToken(tx: Db, purpose: 'verify-email' | 'reset-password', user: UserRow, seconds: number): Promise<string> {
    const token = newToken();
    // A new link replaces the previous ones of the same kind.
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values({
      id: uuidv7(),
      purpose,
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${seconds})`,
    });
    return token;
  }

  /** Marks a token used and returns it, in one statement; null when unknown, used or expired. */
  async function consumeEmailToken(tx: Db, purpose: 'verify-email' | 'reset-password' | 'invite', token: string) {
    const [row] = await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.tokenHash, hashToken(token)),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          sql`${emailTokens.expiresAt} > now()`,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Inside a transaction pass its handle: on PGlite a query outside it would wait for it forever. */
  async function findByEmail(email: string, handle: Db = db): Promise<UserRow | undefined> {
    return (await handle.select().from(users).where(eq(users.email, email)))[0];
  }

  async function checkPassword(password: string, email: string) {
    const weak = weakPasswordMessage(password, email);
    if (weak) throw fieldError('password', weak);
  }

  async function sendVerification(tx: Db, user: UserRow) {
    const token = await issueEmailToken(tx, 'verify-email', user, 24 * HOUR);
    await mail.enqueue(tx, {
      ...verifyEmailMessage(user.email, user.fullName, link(`/confirm-email?token=${token}`)),
      secretUntil: new Date(Date.now() + 24 * HOUR * 1000),
    });
  }

  async function createUser(
    tx: Db,
    input: {
      email: string;
      fullName: string;
      passwordHash: string | null;
      accountType: 'personal' | 'company';
      businessUserType: 'buyer' | 'seller' | 'both';
      companyName?: string | undefined;
      verified: boolean;
      googleSubject?: string;
    },
  ): Promise<UserRow> {
    const [user] = await tx
      .insert(users)
      .values({
        id: uuidv7(),
        email: input.email,
        fullName: input.fullName,
        passwordHash: input.passwordHash,
        accountType: input.accountType,
        businessUserType: input.businessUserType,
        emailVerifiedAt: input.verified ? sql`now()` : null,
        googleSubject: input.googleSubject ?? null,
      })
      .returning();
    if (input.accountType === 'company' && input.companyName) {
      const companyId = uuidv7();
      await tx.insert(companies).values({ id: companyId, name: input.companyName });
      await tx.insert(companyMembers).values({ companyId, userId: user!.id, role: 'owner' });
    }
    return user!;
  }

  return {
    loggedUser,
    createUser,

    /** Always answers the same way; an address that already has an account gets an email saying so. */
    async register(
      body: {
        email: string;
        password: string;
        fullName: string;
        accountType: 'personal' | 'company';
        businessUserType: 'buyer' | 'seller' | 'both';
        companyName?: string | undefined;
      },
      ip: string,
    ) {
      await checkPassword(body.password, body.email);
      await limiter.enforce(`register:ip:${ip}`, LIMITS.registrationsPerIp);
      const existing = await findByEmail(body.email);
      if (existing) {
        await limiter.enforce(`email:${body.email}`, LIMITS.emailsPerAddress);
        await mail.enqueue(db, accountExistsMessage(body.email, link('/auth/login')));
        return;
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const user = await createUser(tx, { ...body, passwordHash, verified: false });
        await sendVerification(tx, user);
      });
    },

    async authenticate(email: string, password: string, ip: string): Promise<IssuedSession & { user: LoggedUser }> {
      // Only failures count (decision 006): people who sign in successfully from one office
      // address never use up its allowance.
      const ipKey = `signin-fail:ip:${ip}`;
      const accountIpKey = `signin-fail:${email}:${ip}`;
      const tooMany = 'Too many failed sign-ins. Please wait and try again, or reset your password.';
      for (const [key, limit] of [
        [ipKey, signInPerIp],
        [accountIpKey, LIMITS.failuresPerAccountAndIp],
      ] as const) {
        // Past a failure limit even the right password waits, or guessing could go on until it hits.
        const state = await limiter.peek(key, limit);
        if (!state.allowed) throw new HttpError(429, tooMany, null, { 'retry-after': String(state.retryAfter) });
      }
      const user = await findByEmail(email);
      const valid = (await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password)) && Boolean(user?.passwordHash);
      if (!user || !valid) {
        await limiter.enforce(accountIpKey, LIMITS.failuresPerAccountAndIp, tooMany);
        await limiter.enforce(ipKey, signInPerIp, tooMany);
        await limiter.enforce(`signin-fail:${email}`, LIMITS.failuresPerAccount, tooMany);
        throw new HttpError(401, 'Email or password is incorrect.');
      }
      await limiter.reset(accountIpKey);
      if (!user.emailVerifiedAt) {
        throw new HttpError(403, 'Confirm your email address first: open the link we sent you, or ask for a new one.', {
          email: ['is not confirmed yet'],
        });
      }
      const session = await sessions.issue(user.id, ip);
      return { ...session, user: await loggedUser(user, session.claims.roles) };
    },

    async confirmEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await consumeEmailToken(tx, 'verify-email', token);
        if (!row?.userId) throw fieldError('token', 'This confirmation link is invalid or has expired. Ask for a new one.');
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, row.userId));
      });
    },

    async resendVerification(email: string, ip: string): Promise<void> {
      await limiter.enforce(`email:ip:${ip}`, LIMITS.emailsPerIp);
      await limiter.enforce(`email:${email}`, LIMITS.emailsPerAddress);
      const user = await findByEmail(email);
      if (user && !user.emailVerifiedAt) await db.transaction((tx) => sendVerification(tx, user));
    },

    async forgotPassword(email: string, ip: string): Promise<void> {
      await limiter.enforce(`email:ip:${ip}`, LIMITS.emailsPerIp);
      await limiter.enforce(`email:${email}`, LIMITS.emailsPerAddress);
      const user = await findByEmail(email);
      if (!user) return;
      await db.transaction(async (tx) => {
        const token = await issueEmailToken(tx, 'reset-password', user, HOUR);
        await mail.enqueue(tx, {
          ...resetPasswordMessage(user.email, user.fullName, link(`/auth/reset-password?token=${token}`)),
          secretUntil: new Date(Date.now() + HOUR * 1000),
        });
      });
    },

    /** Sets the new password and ends every session: whoever knew the old one is signed out. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const row = await consumeEmailToken(tx, 'reset-password', token);
        if (!row?.userId) throw fieldError('token', 'This reset link is invalid or has expired. Ask for a new one.');
        const weak = weakPasswordMessage(password, row.email);
        if (weak) throw fieldError('password', weak);
        // Opening the link proves the address, so an unconfirmed account is confirmed too.
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: sql`now()`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, row.userId));
        return row.userId;
      });
      await sessions.revokeAll(userId);
    },

    /** An invitation (from user management) becomes an account in the inviting company. */
    async registerInvited(token: string, fullName: string, password: string, ip: string) {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const invite = await consumeEmailToken(tx, 'invite', token);
        if (!invite) throw fieldError('token', 'This invitation is invalid, has expired or was already used.');
        const weak = weakPasswordMessage(password, invite.email);
        if (weak) throw fieldError('password', weak);
        if (await findByEmail(invite.email, tx)) throw new HttpError(409, 'This email address already has an account. Sign in instead.');
        const user = await createUser(tx, {
          email: invite.email,
          fullName,
          passwordHash,
          accountType: 'company',
          businessUserType: (invite.data.businessUserType as 'buyer' | 'seller' | 'both' | undefined) ?? 'buyer',
          verified: true,
        });
        await tx
          .insert(companyMembers)
          .values({ companyId: invite.data.companyId!, userId: user.id, role: invite.data.role as CompanyRole });
        await tx.update(users).set({ onboardedAt: sql`now()` }).where(eq(users.id, user.id));
        if (invite.data.invitedBy) {
          await notifications.notify(
            invite.data.invitedBy,
            {
              kind: 'invite-accepted',
              title: `${fullName} joined your company`,
              body: `${invite.email} accepted your invitation.`,
              link: '/user-management',
            },
            tx,
          );
        }
        return user.id;
      });
      const session = await sessions.issue(userId, ip);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return { ...session, user: await loggedUser(user!, session.claims.roles) };
    },

    /** Creates an invitation token; the user-management calls send it. Returns the token. */
    async createInvite(
      tx: Db,
      input: { email: string; companyId: string; role: CompanyRole; businessUserType: string; invitedBy?: string; days?: number },
    ): Promise<string> {
      const token = newToken();
      await tx.insert(emailTokens).values({
        id: uuidv7(),
        purpose: 'invite',
        email: input.email,
        tokenHash: hashToken(token),
        data: {
          companyId: input.companyId,
          role: input.role,
          businessUserType: input.businessUserType,
          ...(input.invitedBy ? { invitedBy: input.invitedBy } : {}),
        },
        expiresAt: sql`now() + make_interval(days => ${input.days ?? 7})`,
      });
      return token;
    },

    async profile(userId: string): Promise<Profile> {
      const [row] = await db
        .select({
          user: users,
          companyId: companies.id,
          companyName: companies.name,
          role: companyMembers.role,
          operator: platformOperators.userId,
        })
        .from(users)
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(companies, eq(companies.id, companyMembers.companyId))
        .leftJoin(platformOperators, eq(platformOperators.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) throw new HttpError(401, 'Your session has ended. Please sign in again.');
      const roles = [row.role ?? 'personal', ...(row.operator ? ['operator'] : [])];
      return {
        ...(await loggedUser(row.user, roles)),
        emailVerified: row.user.emailVerifiedAt !== null,
        company: row.companyId ? { id: row.companyId, name: row.companyName!, role: row.role! } : null,
        timezone: row.user.timezone,
        phone: row.user.phone,
        createdAt: row.user.createdAt.toISOString(),
      };
    },

    async completeOnboarding(
      userId: string,
      body: { accountType: 'personal' | 'company'; businessUserType: 'buyer' | 'seller' | 'both'; companyName?: string | undefined },
    ) {
      await db.transaction(async (tx) => {
        // Once onboarded, a second call must not flip the buyer/seller type or the account kind (settings has no such change yet).
        const [done] = await tx.select({ onboardedAt: users.onboardedAt }).from(users).where(eq(users.id, userId)).for('update');
        if (done?.onboardedAt)
          throw new HttpError(409, 'Onboarding is already complete: your account type cannot be changed here. Contact us to change it.');
        const [membership] = await tx.select().from(companyMembers).where(eq(companyMembers.userId, userId));
        if (body.accountType === 'company' && !membership) {
          if (!body.companyName || body.companyName.length < 2) throw fieldError('companyName', 'is required for a company account');
          const companyId = uuidv7();
          await tx.insert(companies).values({ id: companyId, name: body.companyName });
          await tx.insert(companyMembers).values({ companyId, userId, role: 'owner' });
        }
        await tx
          .update(users)
          .set({
            accountType: membership ? 'company' : body.accountType,
            businessUserType: body.businessUserType,
            onboardedAt: sql`coalesce(${users.onboardedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
