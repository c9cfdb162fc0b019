/**
 * What each queue's decisions are called and what they lead to, said once for the buttons, the
 * dialogs and the line that confirms a decision. Payouts are declined rather than rejected: the
 * money goes back to the wallet (src/contracts/verification.ts, PAYOUT_STATUS_LABELS). Financing
 * has steps of its own rather than approve and reject (src/contracts/financing.ts).
 */
import type { DecisionQueue } from './api.ts';

export type Decision = 'approve' | 'reject';

export interface DecisionWords {
  /** The button and the dialog's verb. */
  action: string;
  /** What follows, under the dialog's title. */
  intro: string;
  /** The confirmation, before the subject: "Approved: …". */
  done: string;
}

export const DECISION_WORDS: Record<DecisionQueue, Record<Decision, DecisionWords>> = {
  verifications: {
    approve: { action: 'Approve', intro: 'The customer reaches this verification tier and its limits.', done: 'Approved' },
    reject: { action: 'Reject', intro: 'The tier is not granted; the customer reads your reason and may submit again.', done: 'Rejected' },
  },
  beneficiaries: {
    approve: {
      action: 'Accept the account',
      intro: 'Payouts to this bank account become possible, under its cooling-off cap at first.',
      done: 'Accepted',
    },
    reject: { action: 'Reject', intro: 'No payout can go to this account; the customer reads your reason.', done: 'Rejected' },
  },
  payouts: {
    approve: { action: 'Approve the payout', intro: 'The money is sent to the bank account.', done: 'Approved' },
    reject: { action: 'Decline', intro: 'The money goes back to the wallet; the customer reads your reason.', done: 'Declined' },
  },
  'message-reports': {
    approve: {
      action: 'Remove the message',
      intro: 'The message is removed from the conversation for everyone; the one who reported it is told.',
      done: 'Removed',
    },
    reject: { action: 'Keep it', intro: 'The message stays; the one who reported it reads your reason.', done: 'Kept' },
  },
};

export type FinancingStep = 'review' | 'offer' | 'decline' | 'disburse';

export const FINANCING_WORDS: Record<FinancingStep, DecisionWords> = {
  review: { action: 'Take into review', intro: 'The company sees that its request is being reviewed.', done: 'Taken into review' },
  offer: {
    action: 'Make offer',
    intro: 'The company reads the offer and accepts it with its PIN and a one-time code, or declines it, before it expires.',
    done: 'Offer made',
  },
  decline: { action: 'Decline', intro: 'The request is closed; the company reads your reason and may apply again.', done: 'Declined' },
  disburse: {
    action: 'Disburse',
    intro: 'The money goes from the financing pool to the company’s wallet now; the first instalment falls due 30 days later.',
    done: 'Disbursed',
  },
};
