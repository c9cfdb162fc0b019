/**
 * What payouts' parts share (docs/decisions/017-verification-and-payouts.md): the settings and
 * dependencies, a payout's transfer ids and the reference people read, how a payout and a bank
 * account read, and the news to the wallet's owners.
 */
import { eq } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import type { BeneficiaryView, PayoutView } from '../../contracts/verification.ts';
import type { Db } from '../db/client.ts';
import { type Beneficiary, type Payout, beneficiaries } from '../db/schema/payouts.ts';
import { HttpError } from '../platform/errors.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import type { BankDirectory, Transfers } from '../providers/ports.ts';
import { capsOf, type OneTimeCodes, type TierTable, type Wallets } from '../wallet/index.ts';
import type { Wallet } from '../db/schema/wallet.ts';

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

export const UNAVAILABLE = 'Payouts to bank accounts are not available on this server yet.';
/** Payouts that heard nothing from the provider for this long are asked about. */
export const PAYOUT_SILENCE_MS = 10 * 60_000;

/** How a bank account reads to its wallet's owners. */
export function beneficiaryView(deps: Pick<PayoutDeps, 'clock' | 'settings'>, row: Beneficiary): BeneficiaryView {
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

/** How a payout reads to its wallet's owners: with the bank account it went to. */
export async function payoutView(db: Db, row: Payout): Promise<PayoutView> {
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

/** 403 until the wallet's tier allows payouts (a verified person at least). */
export function assertPayoutsAllowed(deps: Pick<PayoutDeps, 'tiers'>, wallet: Wallet) {
  if (!capsOf(deps.tiers, wallet).payouts)
    throw new HttpError(403, 'Verify your identity (wallet settings → Verification) before adding bank accounts or paying out.');
}

/** Tells the wallet's owners about a payout. */
export async function announce(tx: Db, deps: Pick<PayoutDeps, 'wallets'>, walletId: string, title: string, body: string) {
  await deps.wallets.tellOwners(tx, walletId, { kind: 'wallet.payout', title, body, link: '/wallet/payouts' });
}
