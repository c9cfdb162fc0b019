/**
 * Every job the gateway runs, in one place: its queue name, the data its handler receives, and how
 * it is retried. A new job adds a line to `JobData` and one to `queueSettings`, then its domain
 * defines the handler (and a periodic job its schedule) in its module.ts (platform/http/module.ts).
 * The file named beside each job below does its work.
 */
import type { QueuePolicy } from 'pg-boss';

export interface JobData {
  /** Delivers one outbox message over SMTP (platform/mail/mailer.ts). */
  'email.deliver': { outboxId: string };
  /** Removes expired codes and links from stored messages, and messages past their retention (platform/mail/mailer.ts); every ten minutes. */
  'outbox.prune': Record<string, never>;
  /** Removes uploads nothing refers to, a day after upload (platform/files/uploads.ts); hourly. */
  'uploads.sweep': Record<string, never>;
  /** Marks orders delivered that were shipped long enough ago, settling them to the seller's wallet (commerce/auto-delivery.ts); every 15 minutes. */
  'orders.auto-deliver': Record<string, never>;
  /** Pays the sellers of delivered orders whose claim window has passed and that no claim holds (commerce/order-settlement.ts); every 15 minutes. */
  'orders.settle-due': Record<string, never>;
  /** Sends claims the seller left unsettled past their time to an operator (claims/claims.ts); every 15 minutes. */
  'claims.escalate': Record<string, never>;
  /** Folds credits waiting in ledger_credit_deltas into their accounts' rows (ledger/ledger.ts); every minute. */
  'ledger.fold-credits': Record<string, never>;
  /** Voids ledger holds whose timeout has passed (ledger/ledger.ts); every minute. */
  'ledger.expire-holds': Record<string, never>;
  /** Checks the ledger in one snapshot and stores the result the metrics report (ledger/check-runs.ts); nightly. */
  'ledger.check': Record<string, never>;
  /** Asks the payment provider for a wallet's dedicated account number (wallet/wallets.ts). */
  'wallet.dedicated-account': { walletId: string };
  /** Asks the identity provider again about a submission it could not answer (verification/verification.ts). */
  'verification.check': { verificationId: string };
  /** Hands a payout to the provider, with the payout's id as the transfer reference (payouts/payouts.ts). */
  'payouts.send': { payoutId: string };
  /** Asks the provider about a payment its webhook reported, when it could not be asked at once (payments/payment-webhook.ts). */
  'payments.confirm': { reference: string };
  /** Asks the provider about payouts that heard nothing for ten minutes (payouts/payouts.ts); every minute. */
  'payouts.check': Record<string, never>;
  /** Refreshes the cached list of banks (payouts/payouts.ts); daily. */
  'banks.refresh': Record<string, never>;
  /** Financing's clockwork (financing/financing.ts): offers and lines that lapsed, reminders, instalments collected; every 15 minutes. */
  'financing.tick': Record<string, never>;
  /** Asks the e-invoicing service to clear one issued document (documents/clearance.ts). */
  'documents.clear': { documentId: string };
  /** Asks again about clearances that failed or went unanswered, once their backoff has passed (documents/clearance.ts); every minute. */
  'documents.clearance-retry': Record<string, never>;
  /** Publishes campaigns' status changes that come with time or a spent budget (campaigns/campaign-publishing.ts); every minute. */
  'campaigns.tick': Record<string, never>;
  /** Emails each side of a conversation once about messages left unread for a while (conversations/unread-mail.ts); every minute. */
  'conversations.unread-mail': Record<string, never>;
  /** Closes requests for quotation whose closing time has passed and tells their buyers (rfq/rfqs.ts); every minute. */
  'rfq.close-due': Record<string, never>;
}

export type JobName = keyof JobData;

export interface QueueSettings {
  /** Retries after the first attempt; past them the job goes to the dead-letter queue. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each later one. */
  retryDelaySeconds: number;
  /** Longest wait between retries, in seconds. */
  retryDelayMaxSeconds?: number;
  /** An attempt still running after this long counts as failed (and is retried), heartbeat or not. */
  expireInSeconds: number;
  /** pg-boss queue policy; `standard` unless a job must never run twice at once. */
  policy?: QueuePolicy;
}

/**
 * A running job's worker writes a heartbeat every HEARTBEAT_SECONDS / 2; a job whose heartbeat is
 * older than this counts as failed (and is retried on another gateway) at the next supervision,
 * at most SUPERVISE_SECONDS later. A gateway killed mid-job so holds its jobs for about 10–20 s,
 * not for their whole expiry (up to 30 minutes) plus a minute. 10 is pg-boss's smallest heartbeat.
 */
export const HEARTBEAT_SECONDS = 10;
/** How often some gateway fails jobs whose heartbeat or expiry has passed (once across gateways). */
export const SUPERVISE_SECONDS = 10;

/** Where jobs go once their retries are spent, kept for inspection and redrive. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

export const queueSettings: { [N in JobName]: QueueSettings } = {
  // Eight attempts over about 21 minutes, as the outbox worker did before (5 s doubling).
  'email.deliver': { retryLimit: 7, retryDelaySeconds: 5, retryDelayMaxSeconds: 3600, expireInSeconds: 120 },
  // Idempotent: the next run does what a missed one left.
  'outbox.prune': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 300, policy: 'singleton' },
  // Missing one run costs nothing: the next hour's run removes the same files.
  'uploads.sweep': { retryLimit: 1, retryDelaySeconds: 300, expireInSeconds: 1800, policy: 'singleton' },
  // Each order moves in its own transaction and only from shipped: a run repeated or cut short is harmless.
  'orders.auto-deliver': { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 900, policy: 'singleton' },
  'orders.settle-due': { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 900, policy: 'singleton' },
  'claims.escalate': { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 900, policy: 'singleton' },
  // Folding is idempotent and the next minute's run catches up: no retries needed beyond one.
  'ledger.fold-credits': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300, policy: 'singleton' },
  'ledger.expire-holds': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300, policy: 'singleton' },
  // A check that found problems has done its work (its result is stored); one that could not run tries once more.
  'ledger.check': { retryLimit: 1, retryDelaySeconds: 600, expireInSeconds: 3600, policy: 'singleton' },
  // The provider may be down for a while: keep asking, up to about a day.
  'wallet.dedicated-account': { retryLimit: 12, retryDelaySeconds: 30, retryDelayMaxSeconds: 3600, expireInSeconds: 120 },
  // A submission waits for the provider as long as it takes: about three days of retries, then the dead-letter queue.
  'verification.check': { retryLimit: 30, retryDelaySeconds: 30, retryDelayMaxSeconds: 3 * 3600, expireInSeconds: 120 },
  // The reference makes a repeated send the same transfer; payouts.check picks up one whose retries ran out.
  'payouts.send': { retryLimit: 10, retryDelaySeconds: 15, retryDelayMaxSeconds: 1800, expireInSeconds: 120 },
  // The provider may be down for a while: keep asking, up to about a day; nothing is credited meanwhile.
  'payments.confirm': { retryLimit: 12, retryDelaySeconds: 30, retryDelayMaxSeconds: 3600, expireInSeconds: 120 },
  'payouts.check': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300, policy: 'singleton' },
  'banks.refresh': { retryLimit: 5, retryDelaySeconds: 300, expireInSeconds: 300, policy: 'singleton' },
  // Each request moves in its own transaction, by transfer ids derived from what was paid before: a run repeated is harmless.
  'financing.tick': { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 900, policy: 'singleton' },
  // One attempt per job: a failure is written on the clearance, and documents.clearance-retry tries again with its own backoff.
  'documents.clear': { retryLimit: 0, retryDelaySeconds: 30, expireInSeconds: 120 },
  'documents.clearance-retry': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300, policy: 'singleton' },
  // Publishing is idempotent (the status is compared with what was published): the next minute catches up.
  'campaigns.tick': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300, policy: 'singleton' },
  // A thread's reminder is noted with its emails in one transaction: a run repeated sends nothing twice.
  'conversations.unread-mail': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300, policy: 'singleton' },
  // One conditional UPDATE of due requests: a run repeated closes nothing twice.
  'rfq.close-due': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300, policy: 'singleton' },
};
