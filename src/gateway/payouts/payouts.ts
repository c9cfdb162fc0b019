/**
 * Money out of the platform (docs/decisions/017-verification-and-payouts.md): the banks, the
 * wallet's beneficiary accounts, and payouts to them.
 *
 * A payout holds the amount (pending transfer wallet → payouts in flight) in the same transaction
 * that records it; the provider's transfer starts after commit, by the `payouts.send` job, with the
 * payout's id as its reference, so a retried job never pays twice. The provider's answer (webhook,
 * or the `payouts.check` job asking about payouts that heard nothing for ten minutes) posts the hold
 * (success) or voids it (failed, reversed: the money is back in the wallet). Payouts above the
 * approval threshold wait, held, for an operator.
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import { formatMoney } from '../../contracts/money.ts';
import { isValidNuban, type BeneficiaryView, type PayoutStatus, type PayoutView } from '../../contracts/verification.ts';
import type { Db } from '../db/client.ts';
import { type Wallet, wallets } from '../db/schema/wallet.ts';
import { type Beneficiary, type Payout, banks, beneficiaries, payouts } from '../db/schema/payouts.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { createTransfers, platformAccount } from '../ledger/ledger.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Member } from '../platform/auth/members.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { tell } from '../platform/parties/parties.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import { namesMatch, verifiedKind } from '../verification/index.ts';
import { type OneTimeCodes, capsOf, type TierTable, type Wallets } from '../wallet/index.ts';
import { type BankDirectory, ProviderUnavailable, type TransferState, type Transfers } from '../providers/ports.ts';

export interface PayoutSettings {
  /** How long a new beneficiary cools off, in milliseconds, and the most one payout to it may be meanwhile. */
  coolingOffMs: number;
  coolingOffCap: number;
  /** Payouts above this wait for an operator (kobo). */
  approvalAbove: number;
}

export const DEFAULT_PAYOUT_SETTINGS: PayoutSettings = {
  coolingOffMs: 24 * 3600_000,
  coolingOffCap: 100_000_00,
  approvalAbove: 5_000_000_00,
};

export interface PayoutDeps {
  db: Db;
  wallets: Wallets;
  codes: OneTimeCodes;
  limiter: RateLimiter;
  /** The provider's banks and transfers; null when none is configured (payouts are then unavailable). */
  provider: (BankDirectory & Transfers) | null;
  tiers: TierTable;
  settings: PayoutSettings;
  clock: () => Date;
  jobs: JobQueue | null;
  notifications: Notifications;
  mail: Mail;
  siteUrl: string;
}

/** A payout's hold and how it ends, derived from its id: a retried step is the same transfer. */
const PAYOUT_TRANSFERS = '5f0c2b7a-6d41-4f7e-9a83-2c1e8b9d04a6';
export const payoutTransferId = (payoutId: string, step: 'hold' | 'post' | 'void' | 'reverse') =>
  uuidv5(`${payoutId}:${step}`, PAYOUT_TRANSFERS);

/** What people read: PO- and the last 8 characters of the id, upper-case. */
export const payoutReference = (id: string) => `PO-${id.replaceAll('-', '').slice(-8).toUpperCase()}`;

const UNAVAILABLE = 'Payouts to bank accounts are not available on this server yet.';
const BANKS_FRESH_MS = 24 * 3600_000;
/** Payouts that heard nothing from the provider for this long are asked about. */
export const PAYOUT_SILENCE_MS = 10 * 60_000;

export function createPayouts(deps: PayoutDeps) {
  const { db } = deps;
  const provider = () => {
    if (!deps.provider) throw new HttpError(503, UNAVAILABLE);
    return deps.provider;
  };

  async function ownWallet(member: Member): Promise<Wallet> {
    return deps.wallets.mine(member);
  }

  function beneficiaryView(row: Beneficiary): BeneficiaryView {
    const cooling = row.coolingOffUntil > deps.clock();
    return {
      id: row.id,
      bankCode: row.bankCode,
      bankName: row.bankName,
      accountNumber: row.accountNumber,
      accountName: row.accountName,
      status: row.status,
      coolingOffUntil: cooling ? row.coolingOffUntil.toISOString() : null,
      coolingOffCap: deps.settings.coolingOffCap,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function payoutView(row: Payout): Promise<PayoutView> {
    const [beneficiary] = await db.select().from(beneficiaries).where(eq(beneficiaries.id, row.beneficiaryId));
    return {
      id: row.id,
      reference: payoutReference(row.id),
      amount: row.amount,
      status: row.status,
      beneficiary: {
        bankName: beneficiary?.bankName ?? '',
        accountNumber: beneficiary?.accountNumber ?? '',
        accountName: beneficiary?.accountName ?? '',
      },
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }

  /** The bank list: from the cache when fetched within a day, else from the provider. */
  async function bankList(): Promise<{ code: string; name: string }[]> {
    const cached = await db.select().from(banks).orderBy(banks.name);
    const fresh = cached.length > 0 && cached.every((b) => deps.clock().getTime() - b.fetchedAt.getTime() < BANKS_FRESH_MS);
    if (fresh || !deps.provider) return cached.map(({ code, name }) => ({ code, name }));
    try {
      return await refreshBanks();
    } catch (error) {
      if (error instanceof ProviderUnavailable && cached.length > 0) return cached.map(({ code, name }) => ({ code, name }));
      if (error instanceof ProviderUnavailable)
        throw new HttpError(503, 'The list of banks cannot be fetched right now. Try again in a minute.');
      throw error;
    }
  }

  async function refreshBanks(): Promise<{ code: string; name: string }[]> {
    const list = await provider().listBanks();
    const at = deps.clock();
    await db.transaction(async (tx) => {
      for (const bank of list) {
        await tx
          .insert(banks)
          .values({ code: bank.code, name: bank.name, fetchedAt: at })
          .onConflictDoUpdate({ target: banks.code, set: { name: bank.name, fetchedAt: at } });
      }
    });
    return [...list].sort((a, b) => a.name.localeCompare(b.name));
  }

  async function bankNamed(code: string): Promise<string> {
    const list = await bankList();
    const bank = list.find((b) => b.code === code);
    if (!bank) throw fieldError('bankCode', 'is not a bank we can pay out to');
    return bank.name;
  }

  /** The account's name at the bank, after the shape and check digit; 400 when the bank knows no such account. */
  async function resolve(bankCode: string, accountNumber: string): Promise<{ accountName: string; bankName: string }> {
    const bankName = await bankNamed(bankCode);
    if (!isValidNuban(bankCode, accountNumber)) throw fieldError('accountNumber', `is not a valid ${bankName} account number`);
    let resolved: { accountName: string } | null;
    try {
      resolved = await provider().resolveAccount(accountNumber, bankCode);
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new HttpError(503, 'The bank cannot be asked right now. Try again in a minute.');
      throw error;
    }
    if (!resolved) throw fieldError('accountNumber', `is not an account at ${bankName}`);
    return { accountName: resolved.accountName, bankName };
  }

  async function assertPayoutsAllowed(wallet: Wallet) {
    if (!capsOf(deps.tiers, wallet).payouts)
      throw new HttpError(403, 'Verify your identity (wallet settings → Verification) before adding bank accounts or paying out.');
  }

  /** Tells the wallet's owners about a payout. */
  async function announce(tx: Db, walletId: string, title: string, body: string) {
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, walletId));
    if (!wallet) return;
    await tell(tx, deps, await deps.wallets.owners(tx, wallet), { kind: 'wallet.payout', title, body, link: '/wallet/payouts' });
  }

  /**
   * Ends a payout still on its way, once (the row is locked and moved by one conditional update):
   * success posts the hold; failed, abandoned or reversed voids it, and the money is back. A
   * reversal after success returns the money with a transfer of its own.
   */
  async function settle(payoutId: string, outcome: 'success' | 'failed' | 'reversed', reason: string | null): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
      if (!row) return false;
      const at = deps.clock();
      const reference = payoutReference(row.id);
      const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, row.walletId));
      if (!wallet) return false;
      if (row.status === 'succeeded' && outcome === 'reversed') {
        await createTransfers(
          tx,
          [
            {
              id: payoutTransferId(row.id, 'reverse'),
              kind: 'single',
              debitAccountId: platformAccount('payouts_in_flight'),
              creditAccountId: wallet.ledgerAccountId,
              amount: row.amount,
              code: 'reversal',
              reference,
            },
          ],
          at,
        );
        await tx
          .update(payouts)
          .set({ status: 'reversed', reason: reason ?? 'The bank returned the payout.', updatedAt: at, completedAt: at })
          .where(eq(payouts.id, row.id));
        await announce(
          tx,
          row.walletId,
          `Payout ${reference} reversed`,
          `The bank returned ${formatMoney(row.amount)}; it is back in your wallet.`,
        );
        return true;
      }
      if (row.status !== 'processing') return false;
      if (outcome === 'success') {
        await createTransfers(
          tx,
          [{ id: payoutTransferId(row.id, 'post'), kind: 'post', pendingId: row.holdId, code: 'payout', reference }],
          at,
        );
        await tx.update(payouts).set({ status: 'succeeded', updatedAt: at, completedAt: at }).where(eq(payouts.id, row.id));
        await announce(tx, row.walletId, `Payout ${reference} sent`, `${formatMoney(row.amount)} was paid out to your bank account.`);
      } else {
        await createTransfers(
          tx,
          [{ id: payoutTransferId(row.id, 'void'), kind: 'void', pendingId: row.holdId, code: 'payout', reference }],
          at,
        );
        const why = reason ?? (outcome === 'reversed' ? 'The bank returned the payout.' : 'The bank could not complete the payout.');
        await tx.update(payouts).set({ status: outcome, reason: why, updatedAt: at, completedAt: at }).where(eq(payouts.id, row.id));
        await announce(tx, row.walletId, `Payout ${reference} failed`, `${why} ${formatMoney(row.amount)} is back in your wallet.`);
      }
      return true;
    });
  }

  /** Applies what the provider says of a transfer: final states settle the payout; others wait. */
  async function apply(payoutId: string, state: TransferState): Promise<void> {
    if (state.transferCode)
      await db
        .update(payouts)
        .set({ transferCode: state.transferCode })
        .where(and(eq(payouts.id, payoutId), isNull(payouts.transferCode)));
    if (state.status === 'success') await settle(payoutId, 'success', null);
    else if (state.status === 'failed' || state.status === 'abandoned') await settle(payoutId, 'failed', state.reason);
    else if (state.status === 'reversed') await settle(payoutId, 'reversed', state.reason);
  }

  const service = {
    beneficiaryView,
    payoutView,

    async banks() {
      if (!deps.provider) throw new HttpError(503, UNAVAILABLE);
      return bankList();
    },

    /** The `banks.refresh` job: the provider's list, daily. */
    async refreshBanks(): Promise<void> {
      if (deps.provider) await refreshBanks();
    },

    /** The name an account has at its bank, and whether it matches the wallet's verified name. */
    async resolveAccount(member: Member, body: { bankCode: string; accountNumber: string }) {
      const wallet = await ownWallet(member);
      await assertPayoutsAllowed(wallet);
      // Guessable: account numbers are ten digits. Enough for a person adding a few accounts.
      await deps.limiter.enforce(
        `resolve-account:${wallet.id}`,
        { limit: 20, windowSeconds: 600 },
        'Too many account look-ups. Wait a few minutes.',
      );
      const resolved = await resolve(body.bankCode, body.accountNumber);
      return {
        ...resolved,
        nameMatches: wallet.verifiedName !== null && namesMatch(resolved.accountName, wallet.verifiedName, verifiedKind(wallet)),
      };
    },

    async listBeneficiaries(member: Member): Promise<BeneficiaryView[]> {
      const wallet = await ownWallet(member);
      const rows = await db
        .select()
        .from(beneficiaries)
        .where(and(eq(beneficiaries.walletId, wallet.id), isNull(beneficiaries.deletedAt)))
        .orderBy(desc(beneficiaries.createdAt));
      return rows.map(beneficiaryView);
    },

    /**
     * Adds a bank account to pay out to: the PIN, a one-time code, an account the bank resolves.
     * A name that does not match the wallet's verified name waits for an operator.
     */
    async addBeneficiary(
      member: Member,
      body: { bankCode: string; accountNumber: string; pin: string; otpId: string },
    ): Promise<BeneficiaryView> {
      const wallet = await ownWallet(member);
      await assertPayoutsAllowed(wallet);
      await deps.wallets.checkPin(wallet, body.pin);
      await deps.limiter.enforce(
        `resolve-account:${wallet.id}`,
        { limit: 20, windowSeconds: 600 },
        'Too many account look-ups. Wait a few minutes.',
      );
      const { accountName, bankName } = await resolve(body.bankCode, body.accountNumber);
      const matches = wallet.verifiedName !== null && namesMatch(accountName, wallet.verifiedName, verifiedKind(wallet));
      const at = deps.clock();
      const row = await db.transaction(async (tx) => {
        await deps.codes.consume(tx, member.userId, body.otpId, 'add-beneficiary');
        const [inserted] = await tx
          .insert(beneficiaries)
          .values({
            id: uuidv7(),
            walletId: wallet.id,
            bankCode: body.bankCode,
            bankName,
            accountNumber: body.accountNumber,
            accountName,
            status: matches ? 'active' : 'in_review',
            coolingOffUntil: new Date(at.getTime() + deps.settings.coolingOffMs),
            createdBy: member.userId,
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new HttpError(409, `${bankName} ${body.accountNumber} is already one of your bank accounts.`);
        await tell(tx, deps, await deps.wallets.owners(tx, wallet), {
          kind: 'wallet.beneficiary',
          title: 'A bank account was added to your wallet',
          body: `${accountName}, ${bankName} ${body.accountNumber}${matches ? '' : ': its name differs from your verified name, so our team reviews it before payouts can go to it'}. If this was not you or your team, change your PIN now.`,
          link: '/wallet/payouts',
        });
        return inserted;
      });
      return beneficiaryView(row);
    },

    async deleteBeneficiary(member: Member, id: string): Promise<void> {
      const wallet = await ownWallet(member);
      const [gone] = await db
        .update(beneficiaries)
        .set({ deletedAt: deps.clock() })
        .where(and(eq(beneficiaries.id, id), eq(beneficiaries.walletId, wallet.id), isNull(beneficiaries.deletedAt)))
        .returning({ id: beneficiaries.id });
      if (!gone) throw notFound('No such bank account.');
    },

    async listPayouts(member: Member, query: { pageNumber: number; pageSize: number; status?: PayoutStatus | undefined }) {
      const wallet = await ownWallet(member);
      const where = and(eq(payouts.walletId, wallet.id), query.status ? eq(payouts.status, query.status) : undefined);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(payouts)
          .where(where)
          .orderBy(desc(payouts.createdAt), desc(payouts.id))
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(payouts).where(where),
      ]);
      return { items: await Promise.all(rows.map(payoutView)), total: count?.total ?? 0 };
    },

    async getPayout(member: Member, id: string): Promise<PayoutView> {
      const wallet = await ownWallet(member);
      const [row] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, id), eq(payouts.walletId, wallet.id)));
      if (!row) throw notFound('No such payout.');
      return payoutView(row);
    },

    /**
     * A payout: the PIN, the tier and the wallet's limits (a one-time code above the warning limit),
     * the cooling-off cap of a new account; the amount held in the same transaction.
     */
    async requestPayout(
      member: Member,
      body: { beneficiaryId: string; amount: number; pin: string; otpId?: string | undefined; confirmLarge?: boolean | undefined },
    ): Promise<PayoutView> {
      const wallet = await ownWallet(member);
      await assertPayoutsAllowed(wallet);
      if (!deps.provider) throw new HttpError(503, UNAVAILABLE);
      const [beneficiary] = await db
        .select()
        .from(beneficiaries)
        .where(and(eq(beneficiaries.id, body.beneficiaryId), eq(beneficiaries.walletId, wallet.id), isNull(beneficiaries.deletedAt)));
      if (!beneficiary) throw notFound('No such bank account.');
      if (beneficiary.status === 'in_review')
        throw new HttpError(409, 'This bank account is waiting for our review of its name. You will be told when it is ready.');
      if (beneficiary.status === 'rejected')
        throw new HttpError(409, `This bank account was not accepted: ${beneficiary.reason ?? 'its name does not match'}.`);
      if (body.amount < 100_00) throw fieldError('amount', 'must be at least ₦100');
      await deps.wallets.checkPin(wallet, body.pin);
      const id = uuidv7();
      const at = deps.clock();
      const row = await db.transaction(async (tx) => {
        // The wallet's row is locked from here: the sums below cannot race another payout.
        await deps.wallets.authorizeOutflow(tx, wallet, member.userId, body);
        const live = sql`${payouts.status} not in ('failed', 'reversed', 'rejected')`;
        if (beneficiary.coolingOffUntil > at) {
          // The cap holds for everything paid to the new account while it cools off, not per payout.
          const [sent] = await tx
            .select({ sum: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
            .from(payouts)
            .where(and(eq(payouts.beneficiaryId, beneficiary.id), live));
          const left = Math.max(0, deps.settings.coolingOffCap - Number(sent?.sum ?? 0));
          if (body.amount > left)
            throw new HttpError(
              422,
              `This bank account was added recently: until ${beneficiary.coolingOffUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC at most ${formatMoney(deps.settings.coolingOffCap)} in all can be paid out to it (${formatMoney(left)} left).`,
              { amount: [`is above the ${formatMoney(left)} left for a newly added account`] },
            );
        }
        // Above the threshold within a day, split or not, an operator approves.
        const [recent] = await tx
          .select({ sum: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
          .from(payouts)
          .where(
            and(
              eq(payouts.walletId, wallet.id),
              live,
              sql`${payouts.createdAt} > ${new Date(at.getTime() - 24 * 3600_000).toISOString()}::timestamptz`,
            ),
          );
        const waits = Number(recent?.sum ?? 0) + body.amount > deps.settings.approvalAbove;
        const holdId = payoutTransferId(id, 'hold');
        const [inserted] = await tx
          .insert(payouts)
          .values({
            id,
            walletId: wallet.id,
            beneficiaryId: beneficiary.id,
            amount: body.amount,
            status: waits ? 'awaiting_approval' : 'processing',
            holdId,
            requestedBy: member.userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await createTransfers(
          tx,
          [
            {
              id: holdId,
              kind: 'pending',
              debitAccountId: wallet.ledgerAccountId,
              creditAccountId: platformAccount('payouts_in_flight'),
              amount: body.amount,
              code: 'payout',
              reference: payoutReference(id),
            },
          ],
          at,
        );
        if (!waits) await deps.jobs?.send('payouts.send', { payoutId: id }, { db: tx, singletonKey: id });
        return inserted!;
      });
      return payoutView(row);
    },

    /**
     * The `payouts.send` job: the transfer recipient (once per beneficiary), then the transfer with
     * the payout's id as reference. Throws when the provider cannot be asked, so the job retries.
     */
    async send(payoutId: string): Promise<void> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
      if (row?.status !== 'processing') return;
      const transfers = deps.provider;
      if (!transfers) throw new ProviderUnavailable('no transfer provider is configured');
      const [beneficiary] = await db.select().from(beneficiaries).where(eq(beneficiaries.id, row.beneficiaryId));
      if (!beneficiary) return;
      let recipient = beneficiary.recipientCode;
      if (!recipient) {
        recipient = await transfers.createRecipient({
          name: beneficiary.accountName,
          accountNumber: beneficiary.accountNumber,
          bankCode: beneficiary.bankCode,
        });
        await db.update(beneficiaries).set({ recipientCode: recipient }).where(eq(beneficiaries.id, beneficiary.id));
      }
      const state = await transfers.initiateTransfer({
        amount: row.amount,
        recipientCode: recipient,
        reference: row.id,
        reason: `Payout ${payoutReference(row.id)}`,
      });
      await db
        .update(payouts)
        .set({ sentAt: row.sentAt ?? deps.clock(), checkedAt: deps.clock() })
        .where(eq(payouts.id, row.id));
      await apply(row.id, state);
    },

    /**
     * The `payouts.check` job: payouts on their way that heard nothing for ten minutes are asked
     * about; one never handed over (its send job gave up) is sent again.
     */
    async checkSilent(): Promise<number> {
      if (!deps.provider) return 0;
      const quietSince = new Date(deps.clock().getTime() - PAYOUT_SILENCE_MS);
      const rows = await db
        .select()
        .from(payouts)
        .where(
          and(
            eq(payouts.status, 'processing'),
            lt(payouts.updatedAt, quietSince),
            or(isNull(payouts.checkedAt), lt(payouts.checkedAt, quietSince)),
          ),
        )
        .limit(100);
      for (const row of rows) {
        await db.update(payouts).set({ checkedAt: deps.clock() }).where(eq(payouts.id, row.id));
        try {
          const state = await deps.provider.verifyTransfer(row.id);
          if (state) await apply(row.id, state);
          else await service.send(row.id);
        } catch (error) {
          if (!(error instanceof ProviderUnavailable)) throw error;
        }
      }
      return rows.length;
    },

    /** A transfer webhook (transfer.success, transfer.failed, transfer.reversed), signature already checked. */
    async transferEvent(event: string, data: Record<string, unknown>): Promise<boolean> {
      const reference = typeof data.reference === 'string' ? data.reference : null;
      if (!reference || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(reference)) return false;
      const outcome =
        event === 'transfer.success'
          ? 'success'
          : event === 'transfer.failed'
            ? 'failed'
            : event === 'transfer.reversed'
              ? 'reversed'
              : null;
      if (!outcome) return false;
      // Paystack's explanation is `gateway_response`; `reason` is the narration we sent.
      const reason = outcome !== 'success' && typeof data.gateway_response === 'string' ? data.gateway_response : null;
      if (typeof data.transfer_code === 'string')
        await db
          .update(payouts)
          .set({ transferCode: data.transfer_code })
          .where(and(eq(payouts.id, reference), isNull(payouts.transferCode)));
      return settle(reference, outcome, reason && reason.length < 300 ? reason : null);
    },

    /**
     * An operator's decision on a payout waiting for approval: approved goes to the provider;
     * declined voids the hold. One conditional move (409 when someone decided first).
     */
    async decide(tx: Db, operatorId: string, id: string, decision: { approve: true } | { approve: false; reason: string }) {
      const [before] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!before) throw notFound('No such payout.');
      if (before.status !== 'awaiting_approval') throw new HttpError(409, 'This payout was already decided.');
      const at = deps.clock();
      const reference = payoutReference(id);
      if (!decision.approve)
        await createTransfers(
          tx,
          [{ id: payoutTransferId(id, 'void'), kind: 'void', pendingId: before.holdId, code: 'payout', reference }],
          at,
        );
      const [after] = await tx
        .update(payouts)
        .set(
          decision.approve
            ? { status: 'processing', decidedBy: operatorId, updatedAt: at }
            : { status: 'rejected', reason: decision.reason, decidedBy: operatorId, updatedAt: at, completedAt: at },
        )
        .where(and(eq(payouts.id, id), eq(payouts.status, 'awaiting_approval')))
        .returning();
      if (!after) throw new HttpError(409, 'This payout was already decided.');
      if (decision.approve) await deps.jobs?.send('payouts.send', { payoutId: id }, { db: tx, singletonKey: id });
      else
        await announce(
          tx,
          before.walletId,
          `Payout ${reference} declined`,
          `${decision.reason} ${formatMoney(before.amount)} is back in your wallet.`,
        );
      return { before, after };
    },

    /** An operator's decision on a beneficiary whose name did not match. */
    async decideBeneficiary(tx: Db, id: string, decision: { approve: true } | { approve: false; reason: string }) {
      const [before] = await tx.select().from(beneficiaries).where(eq(beneficiaries.id, id)).for('update');
      if (!before || before.deletedAt) throw notFound('No such bank account.');
      if (before.status !== 'in_review') throw new HttpError(409, 'This bank account was already decided.');
      const [after] = await tx
        .update(beneficiaries)
        .set(decision.approve ? { status: 'active', reason: null } : { status: 'rejected', reason: decision.reason })
        .where(and(eq(beneficiaries.id, id), eq(beneficiaries.status, 'in_review')))
        .returning();
      if (!after) throw new HttpError(409, 'This bank account was already decided.');
      const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, before.walletId));
      if (wallet)
        await tell(tx, deps, await deps.wallets.owners(tx, wallet), {
          kind: 'wallet.beneficiary',
          title: decision.approve ? 'Bank account ready for payouts' : 'Bank account not accepted',
          body: decision.approve
            ? `${before.accountName}, ${before.bankName} ${before.accountNumber} can now receive payouts.`
            : `${before.bankName} ${before.accountNumber}: ${decision.reason}`,
          link: '/wallet/payouts',
        });
      return { before, after };
    },
  };
  return service;
}

export type PayoutsService = ReturnType<typeof createPayouts>;
