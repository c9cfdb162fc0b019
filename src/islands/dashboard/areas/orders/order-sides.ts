/**
 * The two sides of an order: the buyer's (/procurement/my-orders) and the seller's
 * (/storefront/orders). Each names its dashboard page and the actions it may take, with their
 * words; which of them show on an order is the gateway's call (`order.actions`, decision 009).
 */
import type { Order } from '../../../../contracts/commerce.ts';
import type { OrderActionName, SideKind } from './api.ts';

/** An action that needs a few words first, asked in a dialog. */
export interface NotePrompt {
  /** The body field the words are sent in. */
  field: 'reason' | 'trackingNote';
  title: (order: Order) => string;
  intro: string;
  /** A consequence worth reading before going on, or null. */
  warning?: (order: Order) => string | null;
  label: string;
  hint?: string;
  required: boolean;
  /** Said when a required note is left empty. */
  missing?: string;
  submit: string;
  keep: string;
}

export interface OrderAction {
  name: OrderActionName;
  label: string;
  busyLabel: string;
  tone: 'primary' | 'secondary' | 'danger';
  /** The toast when the gateway sent no message of its own. */
  done: (order: Order) => string;
  note?: NotePrompt;
}

export interface OrdersSide {
  kind: SideKind;
  /** The dashboard page, for links that open an order. */
  page: string;
  /** In the order the buttons show, the main step first and cancelling last. */
  actions: OrderAction[];
}

const deliver: OrderAction = {
  name: 'deliver',
  label: 'Mark delivered',
  busyLabel: 'Marking delivered…',
  tone: 'primary',
  done: (o) => `Order ${o.number} is marked as delivered.`,
};

/** Cancelling, from either side: the same button and dialog, with what that side is told and asked. */
const cancel = (note: Pick<NotePrompt, 'intro' | 'warning' | 'label' | 'hint' | 'required' | 'missing'>): OrderAction => ({
  name: 'cancel',
  label: 'Cancel order',
  busyLabel: 'Cancelling…',
  tone: 'danger',
  done: (o) => `Order ${o.number} is cancelled.`,
  note: {
    field: 'reason',
    title: (o) => `Cancel order ${o.number}?`,
    ...note,
    submit: 'Cancel the order',
    keep: 'Keep the order',
  },
});

export const BUYER_SIDE: OrdersSide = {
  kind: 'buyer',
  page: '/procurement/my-orders',
  actions: [
    deliver,
    cancel({
      intro: 'The seller has not accepted this order yet, so you can still cancel it. The seller is told at once.',
      warning: (o) =>
        o.paymentStatus === 'paid' ? 'You have paid for this order: the seller owes you a refund once it is cancelled.' : null,
      label: 'Reason (optional)',
      hint: 'Telling the seller why helps them, for example “ordered the wrong grade”.',
      required: false,
    }),
  ],
};

export const SELLER_SIDE: OrdersSide = {
  kind: 'seller',
  page: '/storefront/orders',
  actions: [
    {
      name: 'accept',
      label: 'Accept order',
      busyLabel: 'Accepting…',
      tone: 'primary',
      done: (o) => `Order ${o.number} is accepted.`,
    },
    {
      name: 'confirm-payment',
      label: 'Confirm payment received',
      busyLabel: 'Confirming…',
      tone: 'secondary',
      done: (o) => `Payment for order ${o.number} is confirmed.`,
    },
    {
      name: 'ship',
      label: 'Mark shipped',
      busyLabel: 'Marking shipped…',
      tone: 'primary',
      done: (o) => `Order ${o.number} is marked as shipped.`,
      note: {
        field: 'trackingNote',
        title: (o) => `Mark order ${o.number} as shipped`,
        intro: 'The buyer sees this note with the order and in the message telling them it is on its way.',
        label: 'Tracking note',
        hint: 'The carrier and tracking number, or how and when the goods travel.',
        required: true,
        missing: 'Enter a tracking note so the buyer can follow the delivery.',
        submit: 'Mark shipped',
        keep: 'Not yet',
      },
    },
    deliver,
    cancel({
      intro: 'The buyer is told at once, with your reason.',
      warning: (o) =>
        [
          'Cancelling puts the ordered quantities back in stock.',
          o.paymentStatus === 'paid' ? 'The buyer has paid: the order will be marked refund due, and the refund is yours to send.' : '',
        ]
          .filter(Boolean)
          .join(' '),
      label: 'Reason',
      hint: 'For example “out of stock until next month” or “cannot deliver to this address”.',
      required: true,
      missing: 'Enter the reason: the buyer will read it.',
    }),
  ],
};
