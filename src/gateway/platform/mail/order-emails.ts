/**
 * The emails that go with an order's money and goods: what each party is told, with the order's
 * lines and totals, and the trade document the step issued attached (rendered when sent; see
 * mailer.ts). One table of words per step, so every order email reads alike.
 *
 * To the buyer: placed (with the proforma when paying by bank transfer), payment received or held,
 * shipped (with the tracking note, and the dangerous goods transport document when it holds some),
 * delivered (with the invoice), cancelled or refunded (with the credit note). To the seller: a new
 * order, payment received, shipped with dangerous goods (the transport document, for the carrier),
 * settlement (with the commission invoice).
 */
import { formatMoney } from '../../../contracts/money.ts';
import type { MailAttachment } from '../../db/schema/platform.ts';
import { escapeHtml } from './email-templates.ts';
import type { Email } from './mailer.ts';

export interface OrderMailLine {
  productName: string;
  packageLabel: string;
  quantity: number;
  /** The line's goods before VAT, and its VAT. */
  lineTotalMinor: number;
  vatMinor: number;
}

/** What every order email shows: the order's number, parties, lines and totals as they stand. */
export interface OrderMailSummary {
  /** The number people quote, e.g. "MC-100042". */
  number: string;
  sellerName: string;
  buyerName: string;
  currency: string;
  lines: OrderMailLine[];
  subtotalMinor: number;
  goodsVatMinor: number;
  deliveryMinor: number;
  deliveryVatMinor: number;
  totalMinor: number;
  refundedMinor: number;
  /** The delivery option picked ("Delivery to Kano and the North-West"), when one was. */
  deliveryLabel: string | null;
  paymentMethod: string;
  /** 'unpaid', 'paid', 'refunded' or 'refund-due' (paid by card or transfer, then cancelled); 'paid' when absent. */
  paymentStatus?: string;
  trackingNote: string | null;
  cancelReason: string | null;
}

/** The seller's settlement of one order: what it was paid, and the commission with its VAT. */
export interface SettlementFigures {
  paidOutMinor: number;
  commissionMinor: number;
  commissionVatMinor: number;
}

export const orderMailKinds = [
  'placed',
  'payment-held',
  'payment-received',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'seller-new-order',
  'seller-payment-received',
  'seller-shipped-dangerous-goods',
  'seller-settled',
] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];

/** What a step's email may carry besides the order: the files it attaches, a settlement's figures, a shipment's transport document. */
export interface OrderMailExtra {
  attachments?: MailAttachment[];
  settlement?: SettlementFigures;
  /** The dangerous goods transport document the shipment issued, and the emergency telephone it printed (null: none given). */
  transport?: { number: string; emergencyPhone: string | null };
}

interface Words {
  subject: (o: OrderMailSummary) => string;
  lines: (o: OrderMailSummary, extra: OrderMailExtra) => string[];
  action: string;
}

const money = (minor: number, o: OrderMailSummary) => formatMoney(minor, o.currency);

/** The words of each step. Subjects lead with the order's number, which people search their mail for. */
const WORDS: Record<OrderMailKind, Words> = {
  placed: {
    subject: (o) => `Order ${o.number} placed with ${o.sellerName}`,
    lines: (o, { attachments: files }) => [
      `Thank you: your order ${o.number} with ${o.sellerName} is placed, for ${money(o.totalMinor, o)}.`,
      o.paymentMethod === 'bank-transfer'
        ? `Pay it into the marketplace's account quoting ${o.number}${files?.some((f) => f.source === 'proforma') ? '; the proforma invoice attached shows the bank details' : ''}. The seller ships once your payment arrives.`
        : o.paymentMethod === 'wallet' || o.paymentMethod === 'financing'
          ? `It is paid ${o.paymentMethod === 'wallet' ? 'from your wallet' : 'with your procurement financing'} and held in escrow until you have the goods. Your tax invoice and the receipt are attached.`
          : 'We will write again when it is paid and when the seller ships it.',
    ],
    action: 'See the order',
  },
  'payment-held': {
    subject: (o) => `Payment for order ${o.number} is held safely`,
    lines: (o) => [
      `${money(o.totalMinor, o)} for order ${o.number} is held in escrow: ${o.sellerName} is paid only once you have the goods.`,
      'Your tax invoice and the receipt are attached.',
    ],
    action: 'See the order',
  },
  'payment-received': {
    subject: (o) => `Payment received for order ${o.number}`,
    lines: (o) => [
      `We received your payment of ${money(o.totalMinor, o)} for order ${o.number}. It is held in escrow until you have the goods.`,
      'Your tax invoice and the receipt are attached.',
    ],
    action: 'See the order',
  },
  shipped: {
    subject: (o) => `Order ${o.number} is on its way`,
    lines: (o, { transport }) => [
      `${o.sellerName} has shipped order ${o.number}.`,
      o.trackingNote ? `Tracking: ${o.trackingNote}` : 'The seller gave no tracking note; ask them in the order if you need one.',
      ...(transport
        ? [`It holds dangerous goods: the transport document ${transport.number} that travels with them is attached for your records.`]
        : []),
      'When it arrives, mark it delivered: that releases the payment to the seller.',
    ],
    action: 'Track the order',
  },
  delivered: {
    subject: (o) => `Order ${o.number} is delivered`,
    lines: (o) => [`Order ${o.number} from ${o.sellerName} is delivered. Your tax invoice is attached for your records.`],
    action: 'See the order',
  },
  cancelled: {
    subject: (o) => `Order ${o.number} is cancelled`,
    lines: (o, { attachments: files }) => {
      const note = files?.length ? '; the credit note is attached.' : '.';
      const where = { wallet: ' to your wallet', financing: ' to your financing: that much less is owed' }[o.paymentMethod] ?? '';
      return [
        `Order ${o.number} with ${o.sellerName} is cancelled${o.cancelReason ? `: ${o.cancelReason}` : '.'}`,
        o.paymentStatus === 'refund-due'
          ? `You paid for it, so the seller owes you ${money(o.totalMinor - o.refundedMinor, o)} back${note}`
          : o.refundedMinor > 0
            ? `${money(o.refundedMinor, o)} is refunded${where}${note}`
            : `Nothing was paid, so nothing is owed back${note}`,
      ];
    },
    action: 'See the order',
  },
  refunded: {
    subject: (o) => `Refund on order ${o.number}`,
    lines: (o) => [
      `${o.sellerName} refunded part of order ${o.number}: ${money(o.refundedMinor, o)} in all so far. The credit note is attached.`,
    ],
    action: 'See the order',
  },
  'seller-new-order': {
    subject: (o) => `New order ${o.number} from ${o.buyerName}`,
    lines: (o) => [
      `${o.buyerName} placed order ${o.number} for ${money(o.totalMinor, o)}, paying by ${o.paymentMethod.replace('-', ' ')}.`,
      o.paymentMethod === 'bank-transfer'
        ? 'Accept it to confirm you can supply it; ship once the payment arrives.'
        : o.paymentMethod === 'wallet' || o.paymentMethod === 'financing'
          ? 'It is paid: the money is held in escrow and paid to you after delivery. Accept it, then ship it.'
          : 'Accept it, then ship it once the card payment is confirmed.',
    ],
    action: 'Open the order',
  },
  'seller-payment-received': {
    subject: (o) => `Order ${o.number} is paid`,
    lines: (o) => [
      `${money(o.totalMinor, o)} for order ${o.number} is held in escrow. Ship it: you are paid once the buyer has the goods.`,
    ],
    action: 'Open the order',
  },
  'seller-shipped-dangerous-goods': {
    subject: (o) => `Transport document for order ${o.number}`,
    lines: (o, { transport }) => [
      `Order ${o.number} to ${o.buyerName} is shipped. It holds dangerous goods, so its transport document${transport ? ` ${transport.number}` : ''} is attached.`,
      "Print it, sign the shipper's declaration and hand it to the carrier with the goods: it travels with them.",
      transport?.emergencyPhone
        ? `It gives ${transport.emergencyPhone} as your 24-hour emergency telephone.`
        : 'It says no 24-hour emergency telephone was given: add yours in your company settings, so the carrier and the emergency services can reach someone day and night.',
    ],
    action: 'Open the order',
  },
  'seller-settled': {
    subject: (o) => `Order ${o.number} is settled`,
    lines: (o, { settlement: s }) =>
      s
        ? [
            `Order ${o.number} was delivered. ${money(s.paidOutMinor, o)} is in your wallet: ${money(o.totalMinor - o.refundedMinor, o)} less the platform's commission of ${money(s.commissionMinor, o)} and VAT on it of ${money(s.commissionVatMinor, o)}.`,
            'The commission invoice is attached.',
          ]
        : [`Order ${o.number} was delivered and settled.`],
    action: 'See your wallet',
  },
};

/** The order's lines and totals, as text lines. */
function textSummary(o: OrderMailSummary): string[] {
  const rows = o.lines.map(
    (l) => `  ${l.quantity} × ${l.productName} (${l.packageLabel}): ${money(l.lineTotalMinor, o)} + VAT ${money(l.vatMinor, o)}`,
  );
  return [
    `Order ${o.number}, from ${o.sellerName} to ${o.buyerName}`,
    ...rows,
    `  Goods: ${money(o.subtotalMinor, o)}`,
    `  VAT on goods: ${money(o.goodsVatMinor, o)}`,
    ...(o.deliveryLabel || o.deliveryMinor
      ? [`  Delivery${o.deliveryLabel ? ` (${o.deliveryLabel})` : ''}: ${money(o.deliveryMinor, o)} + VAT ${money(o.deliveryVatMinor, o)}`]
      : []),
    `  Total: ${money(o.totalMinor, o)}`,
    ...(o.refundedMinor ? [`  Refunded: ${money(o.refundedMinor, o)}`] : []),
  ];
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left';
const num = `${cell};text-align:right;white-space:nowrap`;

/** The same, as an HTML table (inline styles: mail clients drop style sheets). */
function htmlSummary(o: OrderMailSummary): string {
  const row = (label: string, amount: number, strong = false) =>
    `<tr><td colspan="3" style="${cell}">${strong ? `<strong>${escapeHtml(label)}</strong>` : escapeHtml(label)}</td><td style="${num}">${strong ? `<strong>${escapeHtml(money(amount, o))}</strong>` : escapeHtml(money(amount, o))}</td></tr>`;
  const lines = o.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.productName)}<br><span style="color:#4b5563">${escapeHtml(l.packageLabel)}</span></td><td style="${num}">${l.quantity}</td><td style="${num}">VAT ${escapeHtml(money(l.vatMinor, o))}</td><td style="${num}">${escapeHtml(money(l.lineTotalMinor, o))}</td></tr>`,
    )
    .join('');
  const delivery =
    o.deliveryLabel || o.deliveryMinor
      ? row(`Delivery${o.deliveryLabel ? `: ${o.deliveryLabel}` : ''}`, o.deliveryMinor) + row('VAT on delivery', o.deliveryVatMinor)
      : '';
  return (
    `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:560px;font-size:14px;margin:12px 0">` +
    `<caption style="text-align:left;font-weight:600;padding:4px 0">Order ${escapeHtml(o.number)} · ${escapeHtml(o.sellerName)}</caption>` +
    `<tr><th style="${cell}">Product</th><th style="${num}">Qty</th><th style="${num}">VAT</th><th style="${num}">Amount</th></tr>` +
    lines +
    row('Goods', o.subtotalMinor) +
    row('VAT on goods', o.goodsVatMinor) +
    delivery +
    row('Total', o.totalMinor, true) +
    (o.refundedMinor ? row('Refunded', o.refundedMinor) : '') +
    `</table>`
  );
}

/** The email of one step of an order, to one person, with the files the step issued attached. */
export function orderMessage(to: string, kind: OrderMailKind, order: OrderMailSummary, url: string, extra: OrderMailExtra = {}): Email {
  const words = WORDS[kind];
  const lines = words.lines(order, extra);
  const text = ['Hello,', '', ...lines, '', ...textSummary(order), '', `${words.action}: ${url}`, '', 'ChemMarket Africa'].join('\n');
  const html =
    `<p>Hello,</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${htmlSummary(order)}` +
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#165EF0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.action)}</a></p>` +
    `<p style="color:#4b5563;font-size:13px">Or open this address: ${escapeHtml(url)}</p><p>ChemMarket Africa</p>`;
  return { to, subject: words.subject(order), text, html, ...(extra.attachments?.length ? { attachments: extra.attachments } : {}) };
}
