/**
 * The one ledger every naira moves through (docs/decisions/016-ledger.md). Accounts and immutable
 * transfers on TigerBeetle's model, in PostgreSQL: a batch of transfers is one call of the
 * `ledger_create_transfers` function (migration 0005), which locks the accounts that keep a
 * balance in one order, checks every rule and moves the balances, all legs or none.
 *
 * Amounts are integer kobo. Ids are chosen by the caller, so a retried call is the same transfer.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import {
  type LedgerAccount,
  type LedgerAccountKind,
  type LedgerTransfer,
  type LedgerTransferKind,
  ledgerAccounts,
} from '../db/schema/ledger.ts';
import { rowsOf } from '../db/rows.ts';

/** Why a batch was refused; nothing of it was written. */
export const LEDGER_ERRORS = {
  insufficient_funds: 'Insufficient funds',
  exists_with_different_fields: 'A transfer with this id exists with different details',
  pending_not_found: 'The held amount was not found',
  pending_already_resolved: 'The held amount was already released or paid',
  pending_expired: 'The hold has expired',
  exceeds_pending_amount: 'More than the held amount',
  amount_must_be_positive: 'The amount must be more than zero',
  accounts_must_differ: 'A transfer needs two different accounts',
  account_not_found: 'Account not found',
  currencies_must_match: 'Both accounts must hold the same currency',
  invalid_kind: 'Unknown kind of transfer',
  ledger_immutable: 'Ledger records cannot be changed',
  backdated: 'A transfer cannot be dated in the past',
} as const;
export type LedgerErrorCode = keyof typeof LEDGER_ERRORS;

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  /** The transfer the rule stopped, when one did. */
  readonly transferId: string | null;
  constructor(code: LedgerErrorCode, transferId: string | null = null) {
    super(LEDGER_ERRORS[code]);
    this.name = 'LedgerError';
    this.code = code;
    this.transferId = transferId;
  }
}

export interface NewTransfer {
  id: string;
  kind: LedgerTransferKind;
  /** For single and pending transfers. */
  debitAccountId?: string;
  creditAccountId?: string;
  /** Kobo. A post may leave it out to post the whole hold; a void always releases all of it. */
  amount?: number;
  /** For post and void. */
  pendingId?: string;
  /** For pending: after this instant the hold can only be voided. */
  timeoutAt?: Date;
  code: string;
  reference?: string | null;
}

interface TransferRow {
  id: string;
  kind: LedgerTransferKind;
  debit_account_id: string;
  credit_account_id: string;
  amount: string | number;
  pending_id: string | null;
  timeout_at: string | Date | null;
  code: string;
  reference: string | null;
  created_at: string | Date;
  recorded_at: string | Date;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toTransfer(row: TransferRow): LedgerTransfer {
  return {
    id: row.id,
    kind: row.kind,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: Number(row.amount),
    pendingId: row.pending_id,
    timeoutAt: row.timeout_at === null ? null : toDate(row.timeout_at),
    code: row.code,
    reference: row.reference,
    createdAt: toDate(row.created_at),
    recordedAt: toDate(row.recorded_at),
  };
}

/** The database error behind a driver's or Drizzle's wrapper. */
function databaseError(error: unknown): { code?: string; message?: string; detail?: string; constraint?: string } | null {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string') return current as never;
    current = current.cause as typeof current;
  }
  return null;
}

/** Maps a refusal raised by the database to a LedgerError; anything else is rethrown as it is. */
export function asLedgerError(error: unknown): unknown {
  const cause = databaseError(error);
  if (cause?.code === 'LG000' && cause.message && cause.message in LEDGER_ERRORS)
    return new LedgerError(cause.message as LedgerErrorCode, cause.detail ?? null);
  if (cause?.code === '23505' && cause.constraint === 'ledger_transfers_pending_once') return new LedgerError('pending_already_resolved');
  return error;
}

function assertAmount(amount: number | undefined, transferId: string) {
  if (amount === undefined) return;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new LedgerError('amount_must_be_positive', transferId);
}

/** Set while the demo history writes its past (withBackdating). */
const backdating = new AsyncLocalStorage<true>();

/**
 * Runs `work` with transfers allowed to carry a business time in the past. Only the demo history
 * does: anywhere else the ledger refuses a time more than five minutes before the database's clock.
 */
export function withBackdating<T>(work: () => Promise<T>): Promise<T> {
  return backdating.run(true, work);
}

/**
 * Creates the transfers, all or none, and returns them as stored (a transfer whose id exists with
 * the same fields comes back as first written). `at` is the application's clock: the transfers'
 * business time (created_at) and the instant timeouts are judged at; the database records its own
 * time beside it (recorded_at). Runs in the caller's transaction when given one.
 */
export async function createTransfers(db: Db, transfers: NewTransfer[], at: Date = new Date()): Promise<LedgerTransfer[]> {
  if (transfers.length === 0) return [];
  const batch = transfers.map((t) => {
    assertAmount(t.amount, t.id);
    return {
      id: t.id,
      kind: t.kind,
      debitAccountId: t.debitAccountId ?? null,
      creditAccountId: t.creditAccountId ?? null,
      // A string, so amounts stay exact in JSON whatever their size.
      amount: t.amount === undefined ? null : String(t.amount),
      pendingId: t.pendingId ?? null,
      timeoutAt: t.timeoutAt?.toISOString() ?? null,
      code: t.code,
      reference: t.reference ?? null,
    };
  });
  try {
    const result = await db.execute(
      sql`select * from ledger_create_transfers(${JSON.stringify(batch)}::jsonb, ${at.toISOString()}::timestamptz, ${backdating.getStore() === true})`,
    );
    return rowsOf<TransferRow>(result).map(toTransfer);
  } catch (error) {
    throw asLedgerError(error);
  }
}

/** One transfer; see createTransfers. */
export async function createTransfer(db: Db, transfer: NewTransfer, at?: Date): Promise<LedgerTransfer> {
  return (await createTransfers(db, [transfer], at))[0]!;
}

/** Opens an account. A wallet may never go below zero, counting its holds. */
export async function openAccount(db: Db, kind: LedgerAccountKind, currency = 'NGN'): Promise<LedgerAccount> {
  const [account] = await db
    .insert(ledgerAccounts)
    .values({ id: uuidv7(), kind, currency, debitsMustNotExceedCredits: kind === 'wallet' })
    .returning();
  return account!;
}

/** Namespace of the platform accounts' ids, derived from their kind (migration 0008 creates them). */
const PLATFORM_ACCOUNTS = '3f6c1d2a-8e4b-4c7f-a1d9-6b2e5f0c7a84';

/**
 * The id of the platform's NGN account of a kind. Migration 0008 creates each with this id, so
 * naming one costs no query, inside a transaction or not.
 */
export function platformAccount(kind: Exclude<LedgerAccountKind, 'wallet'>): string {
  return uuidv5(`${kind}:NGN`, PLATFORM_ACCOUNTS);
}

/** Namespace of the ids of the voids that end expired holds: one void per hold, however often the job runs. */
const EXPIRED_HOLDS = '5d0f2c8e-4b7a-4e61-9a3d-8c1e7f6b2a90';

/**
 * Voids the holds whose timeout has passed and that nothing has posted or voided (the
 * `ledger.expire-holds` job); each void's id is derived from its hold, so two runs at once void it
 * once. Returns how many it voided.
 */
export async function voidExpiredHolds(db: Db, at: Date = new Date()): Promise<number> {
  const expired = rowsOf<{ id: string }>(
    await db.execute(sql`select t.id from ledger_transfers t
      where t.kind = 'pending' and t.timeout_at <= ${at.toISOString()}::timestamptz
        and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)
      order by t.timeout_at limit 500`),
  );
  let voided = 0;
  for (const { id } of expired) {
    try {
      await createTransfers(db, [{ id: uuidv5(`${id}:expired`, EXPIRED_HOLDS), kind: 'void', pendingId: id, code: 'expired' }], at);
      voided++;
    } catch (error) {
      // Posted or voided meanwhile by someone else: nothing left to do for this hold.
      if (!(error instanceof LedgerError && error.code === 'pending_already_resolved')) throw error;
    }
  }
  return voided;
}

/**
 * Folds the credits waiting in ledger_credit_deltas into their accounts' rows (a scheduled job;
 * a wallet's own are folded whenever it is debited). Returns how many accounts it folded.
 */
export async function foldCredits(db: Db): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(sql`select ledger_fold_credits() as n`))[0]!.n);
}

export type { LedgerAccount, LedgerTransfer };
