/**
 * The kinds of request the request pages show, per side: what they and their statuses are called,
 * and what each side may do (the gateway lists the allowed steps in `actions`).
 */
import type { RequestTab } from '../../../../contracts/requests.ts';
import type { RequestKindName, Side, StepBody } from './api.ts';

/** How a step asks before it goes: a confirmation, a note, or a form of its own. */
export type Prompt =
  | { type: 'confirm'; title: string; text: string; submit: string }
  | { type: 'note'; field: 'note' | 'trackingNote'; title: string; text: string; label: string; required: boolean; submit: string }
  | { type: 'answer' | 'accept' | 'fulfil' };

export interface RequestAction {
  /** As the gateway lists it in `actions`; also the path segment of the call. */
  name: string;
  label: string;
  tone: 'primary' | 'secondary' | 'danger';
  prompt: Prompt;
}

/** Sends a step's body; resolves when done (its dialog then closes), rejects with the gateway's error for the dialog to show. */
export type Perform = (body?: StepBody) => Promise<void>;

export interface RequestKind {
  tab: RequestKindName;
  label: string;
  /** "quote", "sample request": used in sentences. */
  noun: string;
  statuses: Record<string, string>;
  actions: Record<Side, RequestAction[]>;
}

const withdraw = (noun: string): RequestAction => ({
  name: 'cancel',
  label: 'Withdraw',
  tone: 'danger',
  prompt: {
    type: 'confirm',
    title: `Withdraw this ${noun}?`,
    text: 'The seller is told that you no longer need it. This cannot be undone.',
    submit: 'Yes, withdraw it',
  },
});

const decline = (noun: string): RequestAction => ({
  name: 'decline',
  label: 'Decline',
  tone: 'danger',
  prompt: {
    type: 'note',
    field: 'note',
    title: `Decline this ${noun}`,
    text: 'The buyer is told, with your note if you write one.',
    label: 'Note to the buyer (optional)',
    required: false,
    submit: 'Decline',
  },
});

export const KINDS: Record<RequestKindName, RequestKind> = {
  quotes: {
    tab: 'quotes',
    label: 'Quotes',
    noun: 'request for quote',
    statuses: { open: 'Waiting for an answer', answered: 'Answered', accepted: 'Accepted', declined: 'Declined', cancelled: 'Withdrawn' },
    actions: {
      buyer: [{ name: 'accept', label: 'Accept and order', tone: 'primary', prompt: { type: 'accept' } }, withdraw('request for quote')],
      seller: [{ name: 'answer', label: 'Answer with a price', tone: 'primary', prompt: { type: 'answer' } }, decline('request for quote')],
    },
  },
  samples: {
    tab: 'samples',
    label: 'Samples',
    noun: 'sample request',
    statuses: { pending: 'Waiting for the seller', approved: 'Approved', shipped: 'Shipped', declined: 'Declined', cancelled: 'Withdrawn' },
    actions: {
      buyer: [withdraw('sample request')],
      seller: [
        {
          name: 'approve',
          label: 'Approve',
          tone: 'primary',
          prompt: {
            type: 'note',
            field: 'note',
            title: 'Approve this sample request',
            text: 'The buyer is told you will send the sample.',
            label: 'Note to the buyer (optional)',
            required: false,
            submit: 'Approve',
          },
        },
        {
          name: 'ship',
          label: 'Mark shipped',
          tone: 'primary',
          prompt: {
            type: 'note',
            field: 'trackingNote',
            title: 'Mark the sample shipped',
            text: 'Say how it travels, so the buyer can follow it.',
            label: 'Tracking note',
            required: true,
            submit: 'Mark shipped',
          },
        },
        decline('sample request'),
      ],
    },
  },
  documents: {
    tab: 'documents',
    label: 'Documents',
    noun: 'document request',
    statuses: { pending: 'Waiting for the seller', fulfilled: 'Sent', declined: 'Declined', cancelled: 'Withdrawn' },
    actions: {
      buyer: [withdraw('document request')],
      seller: [{ name: 'fulfil', label: 'Send the document', tone: 'primary', prompt: { type: 'fulfil' } }, decline('document request')],
    },
  },
};

/** The tabs' names, and what each side sees: product requests are the buyer's own. */
export const TAB_LABEL: Record<RequestTab, string> = {
  quotes: 'Quotes',
  samples: 'Samples',
  documents: 'Documents',
  products: 'Product requests',
};

/** Badge tones by status: the word carries the meaning, the colour only helps. */
export function statusTone(status: string): string {
  if (['accepted', 'shipped', 'fulfilled'].includes(status)) return 'verified';
  if (['declined', 'cancelled'].includes(status)) return 'danger';
  if (['answered', 'approved'].includes(status)) return 'info';
  return 'warning';
}
