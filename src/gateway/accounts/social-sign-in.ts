/**
 * Sign-in with a social identity (spec §1: offered only when a client id is configured). The ID
 * token is verified against the issuer's keys; an account is matched by the identity's subject, or
 * by a verified email address that already has an account, which is then linked.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import type { Identity } from '../platform/auth/oidc.ts';
import { HttpError } from '../platform/errors.ts';
import type { AccountsService } from './accounts.ts';
import type { Sessions } from './sessions.ts';

export function createSocialSignIn(
  db: Db,
  deps: {
    verify: ((idToken: string) => Promise<Identity>) | null;
    accounts: AccountsService;
    sessions: Sessions;
  },
) {
  const identityOf = async (idToken: string) => {
    if (!deps.verify) throw new HttpError(404, 'Sign-in with a social identity is not enabled on this marketplace.');
    return deps.verify(idToken);
  };

  async function sessionFor(userId: string, ip: string) {
    const session = await deps.sessions.issue(userId, ip);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    return { ...session, user: await deps.accounts.loggedUser(user!, session.claims.roles) };
  }

  async function findAccount(identity: Identity) {
    const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
    if (bySubject) return bySubject;
    if (!identity.emailVerified) return undefined;
    const [byEmail] = await db.select().from(users).where(eq(users.email, identity.email));
    if (byEmail) {
      await db
        .update(users)
        .set({ googleSubject: identity.subject, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, byEmail.id));
    }
    return byEmail;
  }

  return {
    async login(idToken: string, ip: string) {
      const identity = await identityOf(idToken);
      const user = await findAccount(identity);
      if (!user) throw new HttpError(404, 'There is no account for this identity yet. Register to create one.');
      return sessionFor(user.id, ip);
    },

    async register(
      body: {
        idToken: string;
        accountType: 'personal' | 'company';
        businessUserType: 'buyer' | 'seller' | 'both';
        companyName?: string | undefined;
      },
      ip: string,
    ) {
      const identity = await identityOf(body.idToken);
      if (!identity.emailVerified)
        throw new HttpError(400, 'Your identity provider has not verified this email address.', { idToken: ['email is not verified'] });
      const existing = await findAccount(identity);
      if (existing) return sessionFor(existing.id, ip);
      const user = await db.transaction((tx) =>
        deps.accounts.createUser(tx, {
          email: identity.email,
          fullName: identity.name,
          passwordHash: null,
          accountType: body.accountType,
          businessUserType: body.businessUserType,
          companyName: body.companyName,
          verified: true,
          googleSubject: identity.subject,
        }),
      );
      return sessionFor(user.id, ip);
    },
  };
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
