/**
 * Wallets: a company's (or a personal account's) NGN money on the ledger. Opening one, its PIN,
 * limits and one-time codes, its balances, transactions and in/out flow, and the checks every
 * movement out of it passes: the PIN, the owner's limits within the platform's caps, and above the
 * warning limit an explicit confirmation with a one-time code.
 *
 * Money moves only through the ledger (src/gateway/ledger); this module never writes a balance.
 */
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { formatMoney } from '../../contracts/money.ts';
import { MARKET_TIME_ZONE } from '../../contracts/requests.ts';
import {
  PIN_BLOCK_MINUTES,
  PIN_MAX_FAILURES,
  type WalletDetails,
  type WalletState,
  type WalletTransaction,
} from '../../contracts/wallet.ts';
import { checkPinHash, hashPin, isCurrentPinHash, type PinKeys, sameText } from '../platform/auth/pin-keys.ts';
import { can } from '../platform/auth/permissions.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/escape-like.ts';
import { companies } from '../db/schema/companies.ts';
import { users } from '../db/schema/accounts.ts';
import { payments } from '../db/schema/payments.ts';
import { type Wallet, wallets } from '../db/schema/wallet.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import { accountBalance, openAccount, walletBalance } from '../ledger/ledger.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Member } from '../platform/auth/members.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { type Recipient, membersWho, tell } from '../platform/parties/parties.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { capsOf, type TierTable } from './tiers.ts';
import { rowsOf } from '../db/rows.ts';

export interface WalletDeps {
  db: Db;
  notifications: Notifications;
  codes: OneTimeCodes;
  siteUrl: string;
  clock: () => Date;
  /** What each verification tier allows; the wallet's own limits are clamped by its tier's. */
  tiers: TierTable;
  cardTopUp: boolean;
  mail: Mail;
  /** The provider's dedicated accounts, for bank-transfer top-ups; null when none is configured. */
  dedicatedAccounts: DedicatedAccounts | null;
  /** Background jobs (the dedicated account is asked for after the wallet opens); null in the seed. */
  jobs: JobQueue | null;
  /** Keys of the PINs' keyed hashes, kept apart from the database (platform/auth/pin-keys.ts). */
  pinKeys: PinKeys;
  /** The most one card top-up may be, in kobo, at any tier. */
  maxTopUp: number;
}

export interface DedicatedAccounts {
  createCustomer(input: { email: string; firstName: string; lastName: string }): Promise<string>;
  createDedicatedAccount(
    customerCode: string,
    preferredBank: string,
  ): Promise<{ bankName: string; accountNumber: string; accountName: string }>;
  preferredBank: string;
}

export interface Outflow {
  amount: number;
  pin: string;
  /** A validated one-time code, needed above the warning limit. */
  otpId?: string | undefined;
  /** The person said yes to a payment above their warning limit. */
  confirmLarge?: boolean | undefined;
}

export const walletOf = (member: Pick<Member, 'userId' | 'companyId'>) =>
  member.companyId ? eq(wallets.companyId, member.companyId) : eq(wallets.ownerUserId, member.userId);

export function createWallets(deps: WalletDeps) {
  const { db } = deps;

  async function find(member: Pick<Member, 'userId' | 'companyId'>, handle: Db = db): Promise<Wallet | null> {
    const [row] = await handle.select().from(wallets).where(walletOf(member));
    return row ?? null;
  }

  async function mine(member: Pick<Member, 'userId' | 'companyId'>): Promise<Wallet> {
    const wallet = await find(member);
    if (!wallet) throw notFound('You have no wallet yet. Open one from the wallet page.');
    return wallet;
  }

  /** The people who hear about a wallet's events: its personal owner, or the company's finance people. */
  async function owners(handle: Db, wallet: Pick<Wallet, 'companyId' | 'ownerUserId'>): Promise<Recipient[]> {
    if (wallet.companyId) return membersWho(handle, wallet.companyId, 'finance');
    const [self] = await handle.select({ userId: users.id, email: users.email }).from(users).where(eq(users.id, wallet.ownerUserId!));
    return self ? [self] : [];
  }

  /** Sent out of the wallet since the market day began: payments and holds, less holds released. */
  async function spentToday(handle: Db, accountId: string): Promise<number> {
    const [row] = rowsOf<{ spent: string }>(
      await handle.execute(sql`
        select coalesce(sum(t.amount), 0)::text as spent from ledger_transfers t
        where t.debit_account_id = ${accountId} and t.kind in ('single', 'pending')
          and t.created_at >= (date_trunc('day', ${deps.clock().toISOString()}::timestamptz at time zone ${MARKET_TIME_ZONE}) at time zone ${MARKET_TIME_ZONE})
          and not exists (select 1 from ledger_transfers v where v.pending_id = t.id and v.kind = 'void')`),
    );
    return Number(row!.spent);
  }

  async function details(wallet: Wallet, member: Member): Promise<WalletDetails> {
    const [balance, spent, owner] = await Promise.all([
      accountBalance(db, wallet.ledgerAccountId),
      spentToday(db, wallet.ledgerAccountId),
      wallet.companyId
        ? db.select({ name: companies.name }).from(companies).where(eq(companies.id, wallet.companyId))
        : db.select({ name: users.fullName }).from(users).where(eq(users.id, wallet.ownerUserId!)),
    ]);
    const { available, held, ledger } = walletBalance(balance);
    const blocked = wallet.pinBlockedUntil && wallet.pinBlockedUntil > deps.clock() ? wallet.pinBlockedUntil.toISOString() : null;
    return {
      id: wallet.id,
      currency: wallet.currency,
      owner: { kind: wallet.companyId ? 'company' : 'personal', name: owner[0]?.name ?? '' },
      balances: { available, held, ledger },
      limits: {
        warningLimit: wallet.warningLimit,
        perTransactionLimit: wallet.perTransactionLimit,
        dailyLimit: wallet.dailyLimit,
        maxPerTransaction: capsOf(deps.tiers, wallet).maxPerTransaction,
        maxDaily: capsOf(deps.tiers, wallet).maxDaily,
        spentToday: spent,
      },
      pinSet: wallet.pinHash !== null,
      pinBlockedUntil: blocked,
      dedicatedAccount: wallet.dedicatedAccount
        ? {
            bankName: wallet.dedicatedAccount.bankName,
            accountNumber: wallet.dedicatedAccount.accountNumber,
            accountName: wallet.dedicatedAccount.accountName,
          }
        : null,
      cardTopUp: deps.cardTopUp,
      canMoveMoney: can(member.role, 'finance'),
      openedAt: wallet.createdAt.toISOString(),
    };
  }

  /** 429 with Retry-After: the PIN is blocked until `until`. */
  function blocked(until: Date, now: Date): HttpError {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    return new HttpError(429, `Your PIN is blocked after ${PIN_MAX_FAILURES} wrong attempts. Try again in ${minutes} minutes.`, null, {
      'retry-after': String(minutes * 60),
    });
  }

  /**
   * Checks a PIN, in one statement that refuses while the PIN is blocked, compares the PIN's keyed
   * hash with the stored one and counts a wrong one, so requests arriving together cannot check more
   * than PIN_MAX_FAILURES wrong PINs between them, and right PINs sent together all pass. The wrong
   * PIN that uses the last attempt blocks the PIN for PIN_BLOCK_MINUTES and tells the owners, once;
   * a right one clears the count (a right PIN with nothing to clear is only read: no write per
   * payment). A PIN stored in an older form (argon2id, or under a retired key)
   * cannot be compared there: its attempt is counted first (the last one blocks at once), then it is
   * checked here, and moved to the current key when right. Runs outside any transaction, so an
   * attempt counts even when the operation fails.
   */
  async function checkPin(wallet: Wallet, pin: string): Promise<void> {
    const now = deps.clock();
    const at = now.toISOString();
    const blockUntil = new Date(now.getTime() + PIN_BLOCK_MINUTES * 60_000).toISOString();
    const candidate = hashPin(deps.pinKeys, wallet.id, pin);
    // The usual case, a right PIN with no wrong one before it, reads the row and writes nothing. Any
    // other (a wrong PIN, a count to clear, a block) goes through the statement below, which counts.
    const [current] = await db
      .select({ pinHash: wallets.pinHash, failures: wallets.pinFailures, until: wallets.pinBlockedUntil })
      .from(wallets)
      .where(eq(wallets.id, wallet.id));
    if (current?.pinHash && current.failures === 0 && current.until === null && sameText(current.pinHash, candidate)) return;
    const right = sql`${wallets.pinHash} = ${candidate}`;
    // A block that has ended starts a new count.
    const attempt = sql`case when ${wallets.pinBlockedUntil} <= ${at}::timestamptz then 1 else ${wallets.pinFailures} + 1 end`;
    const [taken] = await db
      .update(wallets)
      .set({
        pinFailures: sql`case when ${right} then 0 else ${attempt} end`,
        pinBlockedUntil: sql`case when ${right} then null when ${attempt} >= ${PIN_MAX_FAILURES} then ${blockUntil}::timestamptz else null end`,
      })
      .where(
        and(
          eq(wallets.id, wallet.id),
          sql`${wallets.pinHash} is not null`,
          sql`(${wallets.pinBlockedUntil} is null or ${wallets.pinBlockedUntil} <= ${at}::timestamptz)`,
        ),
      )
      .returning({ pinHash: wallets.pinHash, attempt: wallets.pinFailures });
    if (!taken) {
      const [row] = await db
        .select({ pinHash: wallets.pinHash, until: wallets.pinBlockedUntil })
        .from(wallets)
        .where(eq(wallets.id, wallet.id));
      if (!row?.pinHash) throw new HttpError(409, 'Set a wallet PIN first (wallet settings).');
      throw blocked(row.until ?? new Date(blockUntil), now);
    }
    const stored = taken.pinHash!;
    if (sameText(stored, candidate)) return;
    if (!isCurrentPinHash(deps.pinKeys, stored)) {
      const { ok, rehash } = await checkPinHash(deps.pinKeys, wallet.id, stored, pin);
      if (ok) {
        await db
          .update(wallets)
          .set({
            pinFailures: 0,
            pinBlockedUntil: null,
            // Moved to the current key's hash, unless the PIN was changed meanwhile.
            pinHash: sql`case when ${wallets.pinHash} = ${stored} then ${rehash} else ${wallets.pinHash} end`,
          })
          .where(eq(wallets.id, wallet.id));
        return;
      }
    }
    if (taken.attempt >= PIN_MAX_FAILURES) {
      await db.transaction(async (tx) => {
        await tell(tx, deps, await owners(tx, wallet), {
          kind: 'wallet.pin-blocked',
          title: 'Wallet PIN blocked after wrong attempts',
          body: `Someone entered a wrong wallet PIN ${PIN_MAX_FAILURES} times in a row, so the PIN is blocked for ${PIN_BLOCK_MINUTES} minutes. If it was not you or your team, change your password and your PIN.`,
          link: '/wallet/settings',
        });
      });
      throw new HttpError(400, `Wrong PIN. Your PIN is now blocked for ${PIN_BLOCK_MINUTES} minutes.`, { pin: ['is not right'] });
    }
    const left = PIN_MAX_FAILURES - taken.attempt;
    throw new HttpError(400, `Wrong PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before it is blocked.`, {
      pin: ['is not right'],
    });
  }

  /**
   * The rules a movement out of the wallet passes, inside the transaction that moves the money:
   * the wallet row is locked so two payments cannot both fit under one daily limit.
   */
  async function authorizeOutflow(tx: Db, wallet: Wallet, userId: string, outflow: Outflow): Promise<void> {
    // Locked, and read again: the tier may have changed since the caller read the wallet.
    const [locked] = await tx.select({ tier: wallets.tier }).from(wallets).where(eq(wallets.id, wallet.id)).for('update');
    const caps = capsOf(deps.tiers, locked ?? wallet);
    const raise = caps.maxPerTransaction < deps.tiers[2].maxPerTransaction ? ' Verify the wallet to raise it.' : '';
    const perTransaction = Math.min(wallet.perTransactionLimit ?? Number.POSITIVE_INFINITY, caps.maxPerTransaction);
    if (outflow.amount > perTransaction)
      throw new HttpError(
        422,
        `${formatMoney(outflow.amount)} is above the per-transaction limit of ${formatMoney(perTransaction)}.${raise}`,
        {
          amount: [`is above the per-transaction limit of ${formatMoney(perTransaction)}`],
        },
      );
    const daily = Math.min(wallet.dailyLimit ?? Number.POSITIVE_INFINITY, caps.maxDaily);
    const spent = await spentToday(tx, wallet.ledgerAccountId);
    if (spent + outflow.amount > daily)
      throw new HttpError(
        422,
        `This would take today's outflow to ${formatMoney(spent + outflow.amount)}, above the daily limit of ${formatMoney(daily)}.${raise}`,
        { amount: [`is above what is left of today's limit (${formatMoney(Math.max(0, daily - spent))})`] },
      );
    if (wallet.warningLimit !== null && outflow.amount > wallet.warningLimit) {
      if (!outflow.confirmLarge)
        throw new HttpError(
          428,
          `${formatMoney(outflow.amount)} is above your warning limit of ${formatMoney(wallet.warningLimit)}. Confirm it with a one-time code.`,
          {
            confirmLarge: ['confirm the amount'],
          },
        );
      await deps.codes.consume(tx, userId, outflow.otpId, 'large-outflow');
    }
  }

  function assertWithinCaps(field: string, value: number | null, cap: number) {
    if (value !== null && value > cap) throw fieldError(field, `must not be above the platform's cap of ${formatMoney(cap)}`);
  }

  return {
    find,
    mine,
    owners,
    checkPin,
    authorizeOutflow,

    /** The caller's wallet, or why they cannot open one yet. */
    async state(member: Member): Promise<WalletState> {
      const wallet = await find(member);
      const ownerKind = member.companyId ? ('company' as const) : ('personal' as const);
      if (wallet) return { wallet: await details(wallet, member), ownerKind, canOpen: false, blocker: null };
      const [person] = await db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, member.userId));
      const blocker = !can(member.role, 'finance')
        ? "Only your company's owners, administrators and finance staff can open its wallet."
        : !person?.verified
          ? 'Confirm your email address first: we sent you a link when you signed up.'
          : null;
      return { wallet: null, ownerKind, canOpen: blocker === null, blocker };
    },

    /** Opens the caller's (company's or personal) wallet: one each; the email must be confirmed. */
    async open(member: Member): Promise<WalletDetails> {
      const [person] = await db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, member.userId));
      if (!person?.verified) throw new HttpError(403, 'Confirm your email address before opening a wallet.');
      if (await find(member)) throw new HttpError(409, 'Your wallet is already open.');
      const wallet = await db.transaction(async (tx) => {
        const account = await openAccount(tx, 'wallet');
        const [row] = await tx
          .insert(wallets)
          .values({
            id: uuidv7(),
            ledgerAccountId: account.id,
            companyId: member.companyId,
            ownerUserId: member.companyId ? null : member.userId,
            openedBy: member.userId,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpError(409, 'Your wallet is already open.');
        // Its account number for bank transfers comes from the provider, after commit, with retries.
        if (deps.dedicatedAccounts) await deps.jobs?.send('wallet.dedicated-account', { walletId: row.id }, { db: tx });
        await tell(tx, deps, await owners(tx, row), {
          kind: 'wallet.opened',
          title: 'Your wallet is open',
          body: 'Set a 6-digit PIN in wallet settings before you top it up or pay from it.',
          link: '/wallet/settings',
        });
        return row;
      });
      return details(wallet, member);
    },

    /**
     * Asks the provider for the wallet's dedicated account (the `wallet.dedicated-account` job):
     * a customer for its owner, then the account; stored once. Throws on a provider failure, so the
     * job is retried.
     */
    async assignDedicatedAccount(walletId: string): Promise<void> {
      const provider = deps.dedicatedAccounts;
      if (!provider) return;
      const [wallet] = await db.select().from(wallets).where(eq(wallets.id, walletId));
      // Money sent to it cannot be refused, so only a verified wallet (tier 1 and up) gets one; the
      // job is sent again when a verification raises the tier.
      if (!wallet || wallet.dedicatedAccount || wallet.tier < 1) return;
      // The customer is the company (or the person), reached at the email of whoever opened the wallet.
      const people = await owners(db, wallet);
      const contact = people.find((p) => p.userId === wallet.openedBy) ?? people[0];
      const [named] = wallet.companyId
        ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, wallet.companyId))
        : await db.select({ name: users.fullName }).from(users).where(eq(users.id, wallet.ownerUserId!));
      const owner = contact && named ? { email: contact.email, name: named.name } : null;
      if (!owner) return;
      const [first = owner.name, ...rest] = owner.name.split(/\s+/);
      const customerCode = await provider.createCustomer({ email: owner.email, firstName: first, lastName: rest.join(' ') || first });
      const account = await provider.createDedicatedAccount(customerCode, provider.preferredBank);
      await db
        .update(wallets)
        .set({ dedicatedAccount: { ...account, customerCode } })
        .where(and(eq(wallets.id, walletId), sql`${wallets.dedicatedAccount} is null`));
    },

    /** A wallet for a seller's company, opened by the platform when its first proceeds arrive. */
    async openForCompany(tx: Db, companyId: string): Promise<Wallet> {
      const [existing] = await tx.select().from(wallets).where(eq(wallets.companyId, companyId));
      if (existing) return existing;
      const account = await openAccount(tx, 'wallet');
      const [row] = await tx
        .insert(wallets)
        .values({ id: uuidv7(), ledgerAccountId: account.id, companyId })
        .onConflictDoNothing()
        .returning();
      return row ?? (await tx.select().from(wallets).where(eq(wallets.companyId, companyId)))[0]!;
    },

    /**
     * A top-up is at most the platform's ceiling for one, and must leave the wallet within its tier's balance cap (payments received are never
     * refused: the cap is on money put in).
     */
    async assertTopUpFits(wallet: Wallet, amount: number): Promise<void> {
      if (amount > deps.maxTopUp)
        throw new HttpError(
          422,
          `The most one top-up may be is ${formatMoney(deps.maxTopUp)}. Top up in several payments, or by bank transfer.`,
          {
            amount: [`must not be above ${formatMoney(deps.maxTopUp)}`],
          },
        );
      const cap = capsOf(deps.tiers, wallet).maxBalance;
      if (cap === null) return;
      const { ledger: posted } = walletBalance(await accountBalance(db, wallet.ledgerAccountId));
      // Top-ups started and not yet paid count too: three started at once cannot together pass the cap.
      const [started] = rowsOf<{ sum: string }>(
        await db.execute(sql`select coalesce(sum(amount_minor), 0)::text as sum from payments
          where wallet_id = ${wallet.id} and status = 'pending' and created_at > now() - interval '1 day'`),
      );
      const ledger = posted + Number(started?.sum ?? 0);
      if (ledger + amount > cap)
        throw new HttpError(
          422,
          `This top-up would take the wallet to ${formatMoney(ledger + amount)}, above the ${formatMoney(cap)} a wallet at this verification tier may hold. Verify the wallet to raise it.`,
          { amount: [`is more than the ${formatMoney(Math.max(0, cap - ledger))} this wallet can take now`] },
        );
    },

    /** Whether a top-up payment reference belongs to the caller's wallet. */
    async ownsTopUp(member: Member, reference: string): Promise<boolean> {
      const wallet = await mine(member);
      const [row] = await db.select({ walletId: payments.walletId }).from(payments).where(eq(payments.reference, reference));
      return row?.walletId === wallet.id;
    },

    async emailOf(userId: string): Promise<string> {
      const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!person) throw notFound('No such account.');
      return person.email;
    },

    async details(member: Member): Promise<WalletDetails> {
      return details(await mine(member), member);
    },

    /** The first PIN. Changing it later needs the old one and a one-time code. */
    async setPin(member: Member, pin: string): Promise<void> {
      const wallet = await mine(member);
      const pinHash = hashPin(deps.pinKeys, wallet.id, pin);
      const [set] = await db
        .update(wallets)
        .set({ pinHash, pinFailures: 0, pinBlockedUntil: null })
        .where(and(eq(wallets.id, wallet.id), sql`${wallets.pinHash} is null`))
        .returning({ id: wallets.id });
      if (!set) throw new HttpError(409, 'Your wallet already has a PIN. Change it with your current PIN and a one-time code.');
    },

    async changePin(member: Member, body: { currentPin: string; newPin: string; otpId: string }): Promise<void> {
      const wallet = await mine(member);
      await checkPin(wallet, body.currentPin);
      if (body.currentPin === body.newPin) throw fieldError('newPin', 'must differ from the current PIN');
      const pinHash = hashPin(deps.pinKeys, wallet.id, body.newPin);
      await db.transaction(async (tx) => {
        await deps.codes.consume(tx, member.userId, body.otpId, 'change-pin');
        await tx.update(wallets).set({ pinHash, pinFailures: 0, pinBlockedUntil: null }).where(eq(wallets.id, wallet.id));
        await tell(tx, deps, await owners(tx, wallet), {
          kind: 'wallet.pin-changed',
          title: 'Your wallet PIN was changed',
          body: 'If you did not change it, tell your company owner and change your password now.',
          link: '/wallet/settings',
        });
      });
    },

    async setLimits(
      member: Member,
      body: { pin: string; warningLimit: number | null; perTransactionLimit: number | null; dailyLimit: number | null },
    ): Promise<WalletDetails> {
      const wallet = await mine(member);
      assertWithinCaps('perTransactionLimit', body.perTransactionLimit, deps.tiers[2].maxPerTransaction);
      assertWithinCaps('dailyLimit', body.dailyLimit, deps.tiers[2].maxDaily);
      if (body.perTransactionLimit !== null && body.dailyLimit !== null && body.perTransactionLimit > body.dailyLimit)
        throw fieldError('perTransactionLimit', 'must not be above the daily limit');
      if (body.warningLimit !== null && body.perTransactionLimit !== null && body.warningLimit > body.perTransactionLimit)
        throw fieldError('warningLimit', 'must not be above the per-transaction limit');
      await checkPin(wallet, body.pin);
      const [updated] = await db
        .update(wallets)
        .set({ warningLimit: body.warningLimit, perTransactionLimit: body.perTransactionLimit, dailyLimit: body.dailyLimit })
        .where(eq(wallets.id, wallet.id))
        .returning();
      return details(updated!, member);
    },

    /** The ledger lines of the wallet as people read them, newest first. */
    async transactions(member: Member, query: TransactionQuery): Promise<{ items: WalletTransaction[]; total: number }> {
      const wallet = await mine(member);
      return listTransactions(db, wallet.ledgerAccountId, query, wallet.companyId ? 'company' : 'personal');
    },

    /** Money in and out per market day over the last 30 or 90 days (holds counted when they are posted). */
    async flow(member: Member, days: number) {
      const wallet = await mine(member);
      const rows = rowsOf<{ day: string; in: string; out: string }>(
        await db.execute(sql`
          with days as (
            select generate_series(
              (${deps.clock().toISOString()}::timestamptz at time zone ${MARKET_TIME_ZONE})::date - (${days}::int - 1),
              (${deps.clock().toISOString()}::timestamptz at time zone ${MARKET_TIME_ZONE})::date, interval '1 day')::date as day)
          select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce(sum(t.amount) filter (where t.credit_account_id = ${wallet.ledgerAccountId}), 0)::text as in,
            coalesce(sum(t.amount) filter (where t.debit_account_id = ${wallet.ledgerAccountId}), 0)::text as out
          from days d
          left join ledger_transfers t on t.kind in ('single', 'post')
            and (t.debit_account_id = ${wallet.ledgerAccountId} or t.credit_account_id = ${wallet.ledgerAccountId})
            and (t.created_at at time zone ${MARKET_TIME_ZONE})::date = d.day
          group by d.day order by d.day`),
      );
      return { days, points: rows.map((r) => ({ day: r.day, in: Number(r.in), out: Number(r.out) })) };
    },
  };
}

export type Wallets = ReturnType<typeof createWallets>;

/** A page of a wallet's lines and the filters on them (dates are market days, yyyy-MM-dd). */
export interface TransactionQuery {
  pageNumber: number;
  pageSize: number;
  type?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

const DESCRIPTIONS: Record<string, (direction: 'in' | 'out', reference: string | null) => string> = {
  topup: () => 'Wallet top-up',
  payment: (direction, ref) => (direction === 'out' ? `Payment for order ${ref ?? ''}` : `Payment received for order ${ref ?? ''}`).trim(),
  settlement: (_, ref) => `Proceeds of order ${ref ?? ''}`.trim(),
  commission: (_, ref) => `Commission on order ${ref ?? ''}`.trim(),
  refund: (_, ref) => `Refund for order ${ref ?? ''}`.trim(),
  payout: (_, ref) => `Payout to bank${ref ? ` ${ref}` : ''}`,
  financing: (direction, ref) => (direction === 'in' ? `Financing ${ref ?? ''} paid in` : `Repayment of financing ${ref ?? ''}`).trim(),
  reversal: (_, ref) => `Reversal${ref ? ` of ${ref}` : ''}`,
};

/**
 * One line per movement: a hold shows as held until it is posted (completed, at the amount posted)
 * or voided (released). Posts and voids are not lines of their own.
 */
export async function listTransactions(
  db: Db,
  accountId: string,
  query: TransactionQuery,
  side: 'company' | 'personal',
): Promise<{ items: WalletTransaction[]; total: number }> {
  const filters = [sql`true`];
  if (query.type) filters.push(sql`l.code = ${query.type}`);
  if (query.status) filters.push(sql`l.status = ${query.status}`);
  if (query.from) filters.push(sql`l.created_at >= (${query.from}::date::timestamp at time zone ${MARKET_TIME_ZONE})`);
  if (query.to) filters.push(sql`l.created_at < ((${query.to}::date + 1)::timestamp at time zone ${MARKET_TIME_ZONE})`);
  if (query.search) filters.push(sql`l.reference ilike ${containsPattern(query.search)}`);
  const where = sql.join(filters, sql` and `);
  const rows = rowsOf<{
    id: string;
    code: string;
    status: 'held' | 'completed' | 'released';
    direction: 'in' | 'out';
    amount: string;
    reference: string | null;
    order_id: string | null;
    order_side: 'buyer' | 'seller' | null;
    created_at: string | Date;
    total: number;
  }>(
    await db.execute(sql`
      with lines as (
        select t.id, t.code, t.reference, t.created_at,
          case when t.debit_account_id = ${accountId} then 'out' else 'in' end as direction,
          case when t.kind = 'single' then 'completed' when r.kind = 'post' then 'completed' when r.kind = 'void' then 'released' else 'held' end as status,
          case when r.kind = 'post' then r.amount else t.amount end as amount
        from ledger_transfers t
        left join ledger_transfers r on r.pending_id = t.id
        where t.kind in ('single', 'pending') and (t.debit_account_id = ${accountId} or t.credit_account_id = ${accountId})
      )
      select l.*, o.id as order_id, case when o.id is null then null when l.direction = 'out' then 'buyer' else 'seller' end as order_side,
        count(*) over ()::int as total
      from lines l
      left join orders o on o.number = case when l.reference ~ '^MC-[0-9]{1,15}$' then substring(l.reference from 4)::bigint end
      where ${where}
      order by l.created_at desc, l.id desc
      limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`),
  );
  const items = rows.map((r) => {
    const type = (r.code in DESCRIPTIONS ? r.code : 'reversal') as WalletTransaction['type'];
    const link = r.order_id
      ? r.order_side === 'buyer' || (side === 'personal' && r.direction === 'out')
        ? `/procurement/my-orders?order=${r.order_id}`
        : `/storefront/orders?order=${r.order_id}`
      : type === 'topup'
        ? `/wallet/transactions?search=${encodeURIComponent(r.reference ?? '')}`
        : type === 'financing'
          ? '/finance'
          : null;
    return {
      id: r.id,
      type,
      status: r.status,
      direction: r.direction,
      amount: Number(r.amount),
      reference: r.reference,
      description: DESCRIPTIONS[type]!(r.direction, r.reference),
      link,
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
  return { items, total: rows[0]?.total ?? 0 };
}
