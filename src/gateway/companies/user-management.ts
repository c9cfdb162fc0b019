/**
 * A company's people: members and pending invitations. Everything is scoped to the caller's own
 * company: an id from another company is "not found", never "forbidden", so nothing leaks.
 * A company always keeps at least one owner; only owners make, demote or remove owners.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { UsersList } from '../../contracts/company.ts';
import type { Db } from '../db/client.ts';
import { companies, companyMembers, type CompanyRole } from '../db/schema/companies.ts';
import { emailTokens, users } from '../db/schema/accounts.ts';
import { ROLE_LABELS, ROLE_PERMISSIONS } from '../platform/auth/permissions.ts';
import type { Member } from '../platform/auth/members.ts';
import { fieldError, HttpError, notFound } from '../platform/errors.ts';
import type { AccountsService, Sessions } from '../accounts/index.ts';
import { inviteMessage } from '../platform/mail/email-templates.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';

export const INVITE_DAYS = 7;

interface Deps {
  db: Db;
  accounts: AccountsService;
  notifications: Notifications;
  sessions: Sessions;
  siteUrl: string;
  mail: Mail;
}

export function createUserManagement({ db, accounts, notifications, sessions, siteUrl, mail }: Deps) {
  const pendingInvites = (companyId: string) =>
    and(eq(emailTokens.purpose, 'invite'), isNull(emailTokens.usedAt), sql`${emailTokens.data}->>'companyId' = ${companyId}`);

  async function membersOf(companyId: string, handle: Db = db) {
    return handle
      .select({
        userId: users.id,
        fullName: users.fullName,
        email: users.email,
        role: companyMembers.role,
        joinedAt: companyMembers.createdAt,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.createdAt));
  }

  async function findMember(companyId: string, userId: string, handle: Db = db) {
    const [row] = await handle
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    if (!row) throw notFound('No such member in your company.');
    return row;
  }

  /** Owners are special: only an owner touches them, and the last one stays. */
  async function guardOwnerChange(actor: Member, companyId: string, target: { role: CompanyRole }, handle: Db) {
    if (target.role !== 'owner') return;
    if (actor.role !== 'owner') throw new HttpError(403, 'Only an owner can change or remove another owner.');
    const owners = (await membersOf(companyId, handle)).filter((m) => m.role === 'owner');
    if (owners.length <= 1) throw new HttpError(409, 'A company needs at least one owner. Make someone else an owner first.');
  }

  async function sendInvite(handle: Db, companyId: string, inviter: Member, email: string, role: CompanyRole) {
    const [company] = await handle.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const [inviterUser] = await handle
      .select({ fullName: users.fullName, businessUserType: users.businessUserType })
      .from(users)
      .where(eq(users.id, inviter.userId));
    const token = await accounts.createInvite(handle, {
      email,
      companyId,
      role,
      businessUserType: inviterUser?.businessUserType ?? 'buyer',
      invitedBy: inviter.userId,
      days: INVITE_DAYS,
    });
    const link = new URL(`/auth/invited-user/${token}`, siteUrl).href;
    await mail.enqueue(handle, {
      ...inviteMessage(email, inviterUser?.fullName ?? 'A colleague', company?.name ?? 'their company', ROLE_LABELS[role].label, link),
      secretUntil: new Date(Date.now() + INVITE_DAYS * 86_400_000),
    });
  }

  return {
    roles() {
      return (Object.keys(ROLE_LABELS) as CompanyRole[]).map((role) => ({
        role,
        ...ROLE_LABELS[role],
        permissions: [...ROLE_PERMISSIONS[role]],
      }));
    },

    async list(companyId: string, actorId: string): Promise<UsersList> {
      const [members, invites] = await Promise.all([
        membersOf(companyId),
        db.select().from(emailTokens).where(pendingInvites(companyId)).orderBy(asc(emailTokens.createdAt)),
      ]);
      const now = Date.now();
      return {
        members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString(), isYou: m.userId === actorId })),
        invites: invites.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.data.role as CompanyRole,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
          expired: i.expiresAt.getTime() < now,
        })),
      };
    },

    async invite(actor: Member, companyId: string, email: string, role: CompanyRole): Promise<void> {
      if (role === 'owner' && actor.role !== 'owner') throw fieldError('role', 'only an owner can invite another owner');
      await db.transaction(async (handle) => {
        const [existing] = await handle
          .select({ id: users.id, companyId: companyMembers.companyId })
          .from(users)
          .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
          .where(eq(users.email, email));
        if (existing?.id === actor.userId) throw fieldError('email', 'is your own address');
        if (existing?.companyId === companyId) throw new HttpError(409, `${email} is already a member of your company.`);
        if (existing)
          throw new HttpError(
            409,
            `${email} already has an account on the marketplace. A person belongs to one company: ask them to leave theirs first.`,
          );
        // A new invitation to the same address replaces the pending one.
        await handle
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(and(pendingInvites(companyId), eq(emailTokens.email, email)));
        await sendInvite(handle, companyId, actor, email, role);
      });
    },

    async resendInvite(actor: Member, companyId: string, inviteId: string): Promise<void> {
      await db.transaction(async (handle) => {
        const [old] = await handle
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(and(pendingInvites(companyId), eq(emailTokens.id, inviteId)))
          .returning();
        if (!old) throw notFound('No such invitation in your company.');
        await sendInvite(handle, companyId, actor, old.email, old.data.role as CompanyRole);
      });
    },

    async deleteInvite(companyId: string, inviteId: string): Promise<void> {
      const removed = await db
        .delete(emailTokens)
        .where(and(pendingInvites(companyId), eq(emailTokens.id, inviteId)))
        .returning({ id: emailTokens.id });
      if (!removed.length) throw notFound('No such invitation in your company.');
    },

    /** Removes a member from the company; they keep a personal account and are signed out. */
    async removeMember(actor: Member, companyId: string, userId: string): Promise<void> {
      await db.transaction(async (handle) => {
        const target = await findMember(companyId, userId, handle);
        await guardOwnerChange(actor, companyId, target, handle);
        await handle.delete(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
        await handle.update(users).set({ accountType: 'personal', updatedAt: sql`now()` }).where(eq(users.id, userId));
      });
      await sessions.revokeAll(userId);
    },

    async changeRole(actor: Member, companyId: string, userId: string, role: CompanyRole): Promise<void> {
      if (role === 'owner' && actor.role !== 'owner') throw fieldError('role', 'only an owner can make someone an owner');
      await db.transaction(async (handle) => {
        const target = await findMember(companyId, userId, handle);
        if (target.role === role) return;
        await guardOwnerChange(actor, companyId, target, handle);
        await handle
          .update(companyMembers)
          .set({ role })
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
        await notifications.notify(
          userId,
          {
            kind: 'role-changed',
            title: `Your role is now ${ROLE_LABELS[role].label}`,
            body: ROLE_LABELS[role].description,
            link: '/overview',
          },
          handle,
        );
      });
    },
  };
}

export type UserManagement = ReturnType<typeof createUserManagement>;
