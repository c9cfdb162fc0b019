/**
 * Wallets: a company's (or a personal account's) NGN money on the ledger. Opening one, its details
 * and limits, its account number for bank transfers, and the one service the rest of the gateway
 * uses for them. Its parts: the PIN (pin.ts), the rules every movement out passes (outflow.ts), the
 * statement and daily flow (statement.ts), who it belongs to in the console (customers.ts).
 *
 * Money moves only through the ledger (src/gateway/ledger); this module never writes a balance.
 */
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { formatMoney } from '../../contracts/money.ts';
import type { WalletDetails, WalletState, WalletTransaction } from '../../contracts/wallet.ts';
import type { PinKeys } from '../platform/auth/pin-keys.ts';
import { can } from '../platform/auth/permissions.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { users } from '../db/schema/accounts.ts';
import { payments } from '../db/schema/payments.ts';
import { type Wallet, wallets } from '../db/schema/wallet.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import { accountBalance, walletBalance } from '../ledger/balances.ts';
import { openAccount } from '../ledger/ledger.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Member } from '../platform/auth/members.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { type CommerceEvent, tell } from '../platform/parties/parties.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { authorizeOutflow, type Outflow, spentToday } from './outflow.ts';
import { walletOwners } from './owners.ts';
import { createWalletPin } from './pin.ts';
import { type TransactionQuery, walletFlow, walletTransactions } from './statement.ts';
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

  const pin = createWalletPin(deps);

  async function details(wallet: Wallet, member: Member): Promise<WalletDetails> {
    const [balance, spent, owner] = await Promise.all([
      accountBalance(db, wallet.ledgerAccountId),
      spentToday(db, wallet, deps.clock()),
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

  /** The company's (or the person's) wallet, opened by the platform if there is none yet. */
  async function openFor(tx: Db, owner: { companyId: string; userId: null } | { companyId: null; userId: string }): Promise<Wallet> {
    const where = owner.companyId ? eq(wallets.companyId, owner.companyId) : eq(wallets.ownerUserId, owner.userId!);
    const [existing] = await tx.select().from(wallets).where(where);
    if (existing) return existing;
    const account = await openAccount(tx, 'wallet');
    const [row] = await tx
      .insert(wallets)
      .values({ id: uuidv7(), ledgerAccountId: account.id, companyId: owner.companyId, ownerUserId: owner.userId })
      .onConflictDoNothing()
      .returning();
    return row ?? (await tx.select().from(wallets).where(where))[0]!;
  }

  function assertWithinCaps(field: string, value: number | null, cap: number) {
    if (value !== null && value > cap) throw fieldError(field, `must not be above the platform's cap of ${formatMoney(cap)}`);
  }

  return {
    find,
    mine,
    owners: walletOwners,

    /** A company's verification tier: its wallet's, 0 without one (who may buy restricted goods: commerce's BuyerTrust). */
    async tierOf(handle: Db, companyId: string): Promise<number> {
      const [row] = await handle.select({ tier: wallets.tier }).from(wallets).where(eq(wallets.companyId, companyId));
      return row?.tier ?? 0;
    },

    /** Tells the wallet's owners about an event (in-app and by email), in the caller's transaction. */
    async tellOwners(tx: Db, walletId: string, event: CommerceEvent): Promise<void> {
      const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, walletId));
      if (wallet) await tell(tx, deps, await walletOwners(tx, wallet), event);
    },
    /** The wallet PIN check (pin.ts), before any money leaves the wallet. */
    checkPin: pin.checkPin,
    /** The limits a movement out passes, in the transaction that moves the money (outflow.ts). */
    authorizeOutflow: (tx: Db, wallet: Wallet, userId: string, outflow: Outflow) => authorizeOutflow(deps, tx, wallet, userId, outflow),

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
        await tell(tx, deps, await walletOwners(tx, row), {
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
      const people = await walletOwners(db, wallet);
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
    openForCompany: (tx: Db, companyId: string) => openFor(tx, { companyId, userId: null }),

    /**
     * The wallet of an order's buyer (the company's, or the person's without one), opened by the
     * platform when a refund is paid into it.
     */
    openForBuyer: (tx: Db, buyer: { companyId: string } | { userId: string }) =>
      openFor(tx, 'companyId' in buyer ? { companyId: buyer.companyId, userId: null } : { companyId: null, userId: buyer.userId }),

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
    async setPin(member: Member, newPin: string): Promise<void> {
      await pin.setPin(await mine(member), newPin);
    },

    async changePin(member: Member, body: { currentPin: string; newPin: string; otpId: string }): Promise<void> {
      await pin.changePin(await mine(member), member.userId, body);
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
      await pin.checkPin(wallet, body.pin);
      const [updated] = await db
        .update(wallets)
        .set({ warningLimit: body.warningLimit, perTransactionLimit: body.perTransactionLimit, dailyLimit: body.dailyLimit })
        .where(eq(wallets.id, wallet.id))
        .returning();
      return details(updated!, member);
    },

    /** The ledger lines of the wallet as people read them, newest first. */
    async transactions(member: Member, query: TransactionQuery): Promise<{ items: WalletTransaction[]; total: number }> {
      return walletTransactions(db, await mine(member), query);
    },

    /** Money in and out per market day over the last 30 or 90 days (holds counted when they are posted). */
    async flow(member: Member, days: number) {
      return walletFlow(db, await mine(member), days, deps.clock());
    },
  };
}

export type Wallets = ReturnType<typeof createWallets>;
export type { Outflow, TransactionQuery };
