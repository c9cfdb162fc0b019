/**
 * What every part of financing shares (docs/decisions/018-financing.md): its settings and
 * dependencies, a company's own request and wallet, the one conditional move of a request's status
 * with its timeline event, the transfer ids derived from a request's steps, and the repayment
 * schedule written at disbursement.
 */
import type { OrderDocuments } from '../commerce/index.ts';
import type { TaxSettings } from '../taxes/index.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import { isUuid } from '../../contracts/ids.ts';
import {
  FINANCING_STATUS_LABELS,
  INSTALMENT_DAYS,
  type FinancingStatus,
  financingReference,
  repaymentSchedule,
} from '../../contracts/financing.ts';
import type { Db } from '../db/client.ts';
import {
  type FinancingInstalment,
  type FinancingRequest,
  financingEvents,
  financingInstalments,
  financingRequests,
} from '../db/schema/financing.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import type { Member } from '../platform/auth/members.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import type { OneTimeCodes, OrderMoney, Wallets } from '../wallet/index.ts';

export interface FinancingSettings {
  /** Bounds of a request's amount (kobo). */
  minAmount: number;
  maxAmount: number;
  /** Charged once on what is left of an instalment when its due date passes unpaid (basis points). */
  lateFeeBps: number;
  /** Days an accepted procurement line may be drawn. */
  lineDays: number;
}

export const DEFAULT_FINANCING_SETTINGS: FinancingSettings = {
  minAmount: 100_000_00,
  maxAmount: 100_000_000_00,
  lateFeeBps: 500,
  lineDays: 30,
};

export interface FinancingDeps {
  db: Db;
  wallets: Wallets;
  codes: OneTimeCodes;
  orderMoney: OrderMoney;
  clock: () => Date;
  jobs: JobQueue | null;
  notifications: Notifications;
  mail: Mail;
  siteUrl: string;
  settings: FinancingSettings;
  /** The VAT rates the amounts of carts and quotes to finance are priced with. */
  tax: TaxSettings;
  /** The documents of an order it pays (its tax invoice); absent where none are issued. */
  documents?: Pick<OrderDocuments, 'paid'> | undefined;
}

/** A request of the caller's company; 404 for anyone else's, whatever the case of its id. */
export async function ownRequest(handle: Db, member: Member, id: string): Promise<FinancingRequest> {
  if (!isUuid(id) || !member.companyId) throw notFound('No such financing request.');
  const [row] = await handle
    .select()
    .from(financingRequests)
    .where(and(eq(financingRequests.id, id.toLowerCase()), eq(financingRequests.companyId, member.companyId)));
  if (!row) throw notFound('No such financing request.');
  return row;
}

/** The caller's company's wallet (null when it has none yet); 403 for a personal account. */
export async function companyWallet(deps: Pick<FinancingDeps, 'wallets'>, member: Member) {
  if (!member.companyId) throw new HttpError(403, 'Financing is for companies. Create or join a company to ask for it.');
  return deps.wallets.find(member);
}

export type Actor = { kind: 'customer' | 'operator'; id: string } | { kind: 'system'; id?: null };

/** One code for financing's transfers: the wallet's side (in or out) says which way the money went. */
export const FINANCING_CODE = 'financing';

/** Ids of the transfers of a request's steps: a step retried is the same transfer. */
const FINANCING_TRANSFERS = '0b8f6a2e-3c1d-4e57-a9b0-6f2d8c4e1a73';
export const financingTransferId = (requestId: string, step: string) => uuidv5(`${requestId}:${step}`, FINANCING_TRANSFERS);

/** What is left to pay of an instalment. */
export const owedOn = (i: Pick<FinancingInstalment, 'principal' | 'interest' | 'fee' | 'lateFee' | 'waived' | 'paid'>) =>
  i.principal + i.interest + i.fee + i.lateFee - i.waived - i.paid;

/** Whether an instalment's 30-day period has begun by `now` (its interest is then owed in full). */
export const periodBegun = (i: Pick<FinancingInstalment, 'dueAt'>, now: Date) =>
  i.dueAt.getTime() - INSTALMENT_DAYS * 86_400_000 <= now.getTime();

/** The interest an early repayment in full gives up on an instalment whose period has not begun. */
export const waivableOf = (i: Pick<FinancingInstalment, 'principal' | 'interest' | 'fee' | 'lateFee' | 'waived' | 'paid'>) =>
  Math.max(0, Math.min(i.interest - i.waived, owedOn(i)));

export const requestLink = (row: Pick<FinancingRequest, 'id' | 'type'>) => `/financing/requests/${row.type}?id=${row.id}`;

/** A line of the request's timeline, in the caller's transaction. */
export async function record(
  tx: Db,
  deps: Pick<FinancingDeps, 'clock'>,
  requestId: string,
  event: { status?: FinancingStatus | null; title: string; body?: string | null; actor: Actor },
) {
  await tx.insert(financingEvents).values({
    id: uuidv7(),
    requestId,
    at: deps.clock(),
    status: event.status ?? null,
    title: event.title,
    body: event.body ?? null,
    actorKind: event.actor.kind,
    actorId: event.actor.id ?? null,
  });
}

/**
 * Moves a request from one of `from` to `to` with one conditional update, and writes the event.
 * When another move came first the answer is 409 with the status it found.
 */
export async function move(
  tx: Db,
  deps: Pick<FinancingDeps, 'clock'>,
  id: string,
  from: readonly FinancingStatus[],
  to: FinancingStatus,
  event: { title: string; body?: string | null; actor: Actor },
  set: Partial<typeof financingRequests.$inferInsert> = {},
): Promise<FinancingRequest> {
  const [after] = await tx
    .update(financingRequests)
    .set({ ...set, status: to, updatedAt: deps.clock() })
    .where(and(eq(financingRequests.id, id), inArray(financingRequests.status, [...from])))
    .returning();
  if (!after) {
    const [now] = await tx.select({ status: financingRequests.status }).from(financingRequests).where(eq(financingRequests.id, id));
    throw new HttpError(
      409,
      now
        ? `This request is ${FINANCING_STATUS_LABELS[now.status].toLowerCase()} now, so it cannot be ${verbOf(to)}. Reload to see it.`
        : 'No such financing request.',
    );
  }
  await record(tx, deps, id, { status: to, ...event });
  return after;
}

const verbOf = (to: FinancingStatus) =>
  ({
    submitted: 'submitted',
    in_review: 'taken into review',
    offered: 'offered',
    declined: 'declined',
    accepted: 'accepted',
    expired: 'expired',
    disbursed: 'disbursed',
    repaying: 'repaid',
    overdue: 'marked overdue',
    repaid: 'closed',
    draft: 'reopened',
  })[to];

/** Tells the company's finance people (in-app and by email), in the caller's transaction. */
export async function announce(
  tx: Db,
  deps: Pick<FinancingDeps, 'wallets'>,
  row: Pick<FinancingRequest, 'id' | 'type' | 'walletId'>,
  message: { title: string; body: string },
) {
  await deps.wallets.tellOwners(tx, row.walletId, {
    kind: 'financing',
    title: `${message.title} (${financingReference(row.id)})`,
    body: message.body,
    link: requestLink(row),
  });
}

/** Writes the instalments of `principal` from `start`, on the terms offered. */
export async function writeSchedule(tx: Db, row: FinancingRequest, principal: number, start: Date): Promise<void> {
  const schedule = repaymentSchedule({
    principal,
    rateBps: row.offerRateBps ?? 0,
    tenorDays: row.offerTenorDays ?? 30,
    fee: row.offerFee ?? 0,
    start,
  });
  await tx.insert(financingInstalments).values(
    schedule.map((s) => ({
      id: uuidv7(),
      requestId: row.id,
      seq: s.seq,
      dueAt: new Date(s.dueAt),
      principal: s.principal,
      interest: s.interest,
      fee: s.fee,
    })),
  );
}
