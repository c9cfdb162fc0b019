/**
 * Every step of an order emails the people it concerns, over real HTTP, a real database (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set) and real SMTP: the buyer when the order is placed, paid,
 * shipped, delivered, cancelled or refunded in part, the seller when an order arrives, is paid and is
 * settled, each once however often a request is repeated, with the trade document the step issued
 * attached as a PDF whose text carries the document's number. The in-app notices stay as they were.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/contracts/money.ts';
import { orders } from '../../src/gateway/db/schema/commerce.ts';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import {
  type Auth,
  addAddress,
  db,
  member,
  newKey,
  packagesOfSuppliers,
  purchase,
  seller,
  send,
  stockUp,
  type TestPackage,
  walletBuyer,
} from './commerce-fixtures.ts';
import type { AddressInfo } from 'node:net';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import { attachmentsOf, decodeQuotedPrintable, type ReceivedMail, startSmtpSink, subjectOf } from './smtp-sink.ts';

const PIN = '482916';
const SECRET = 'sk_test_order_steps';
const FROM = 'ChemMarket Africa <orders@market.test>';

interface OrderView {
  id: string;
  number: string;
  totalMinor: number;
  supplier: { name: string };
  buyer?: { name: string };
  lines: { id: string; quantity: number }[];
  documents: { id: string; kind: string; number: string }[];
}

describe.each(backends)('order emails at every step on %s', (backend) => {
  let gw: TestGateway;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let paystack: PaystackServer;
  let webhookUrl = '';
  /** How far the gateway's clock is ahead, for the days an order waits before it counts as delivered. */
  let offset = 0;
  let pack: TestPackage;
  const vendorEmail = 'vendor@order-steps.test';
  let vendor: Awaited<ReturnType<typeof seller>>;
  let people = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    paystack = await startPaystackServer(SECRET);
    gw = await startGateway(backend, 20, {
      // Delivery pays the seller at once here; the claim window before it is tests/gateway/claims.test.ts's.
      claims: { windowDays: 0 },
      smtp: { url: smtp.url, from: FROM },
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, publicKey: 'pk_test_public' },
      clock: () => new Date(Date.now() + offset),
      logger: { level: 'error' },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    [pack] = (await packagesOfSuppliers(gw, 1)) as [TestPackage];
    await stockUp(gw, pack, 100_000);
    vendor = await seller(gw, vendorEmail, pack.supplierId);
  });
  afterAll(async () => {
    await gw?.close();
    await smtp?.close();
    await paystack?.close();
  });

  const asSeller = (action: string, id: string, body: unknown = {}) =>
    send(gw, 'POST', `/v1/storefront/orders/${action}/${id}`, vendor.auth, body);
  const asBuyer = (auth: Auth, action: string, id: string, body: unknown = {}) =>
    send(gw, 'POST', `/v1/procurement/orders/${action}/${id}`, auth, body);
  const sellerView = async (id: string) => (await send(gw, 'GET', `/v1/storefront/orders/${id}`, vendor.auth)).body.data as OrderView;
  const documentOf = (view: OrderView, kind: string) => view.documents.filter((d) => d.kind === kind);

  /** Every queued email sent (none failed), then the ones to `to` about the order, in subject order. */
  async function mailsAbout(to: string, number: string): Promise<ReceivedMail[]> {
    await expect
      .poll(async () => (await db(gw).select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, 'pending')))[0]!.n, {
        timeout: 30_000,
      })
      .toBe(0);
    expect(await db(gw).select({ to: outbox.to, error: outbox.lastError }).from(outbox).where(eq(outbox.status, 'failed'))).toEqual([]);
    return smtp.received
      .filter((m) => m.to === to && subjectOf(m).includes(number))
      .sort((a, b) => subjectOf(a).localeCompare(subjectOf(b)));
  }
  const subjects = (mails: ReceivedMail[]) => mails.map(subjectOf);
  const mailWith = (mails: ReceivedMail[], subject: string) => {
    const found = mails.filter((m) => subjectOf(m) === subject);
    expect(found, `one email "${subject}"`).toHaveLength(1);
    return found[0]!;
  };
  /** The files attached, by name, each checked to be a PDF carrying the document's number (and any other words given). */
  async function expectFiles(mail: ReceivedMail, files: Record<string, string | string[]>) {
    const attached = attachmentsOf(mail);
    expect(attached.map((a) => a.filename).sort()).toEqual(Object.keys(files).sort());
    for (const file of attached) {
      expect(file.contentType).toBe('application/pdf');
      const text = await pdfText(file.content);
      for (const words of [files[file.filename]!].flat()) expect(text).toContain(words);
    }
  }

  const walletPurchase = async (who: { auth: Auth; address: string }, quantity: number, key = newKey()) => {
    const body = { items: [{ packageId: pack.id, quantity }], shippingAddressId: who.address, paymentMethod: 'wallet', walletPin: PIN };
    const placed = await purchase(gw, who.auth, body, key);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return { order: placed.body.data.orders[0] as OrderView, body, key };
  };
  const newWalletBuyer = () => walletBuyer(gw, `buyer-${++people}@order-steps.test`, 5_000_000_00, PIN);

  it('emails a wallet order from placed to settled: each step once, with the invoice, the receipt and the commission invoice attached', async () => {
    const buyer = await newWalletBuyer();
    const { order, body, key } = await walletPurchase(buyer, 3);
    // The same purchase sent again (a retry with its key) answers the same orders and emails nobody again.
    const again = await purchase(gw, buyer.auth, body, key);
    expect(again.body.data.orders[0].id).toBe(order.id);
    expect((await asSeller('accept', order.id)).status).toBe(200);
    expect((await asSeller('ship', order.id, { trackingNote: 'GIG Logistics, waybill 778812' })).status).toBe(200);
    // Both sides mark it delivered at once: one wins, the other is refused, and nothing is sent twice.
    const [byBuyer, bySeller] = await Promise.all([asBuyer(buyer.auth, 'delivered', order.id), asSeller('delivered', order.id)]);
    expect([byBuyer.status, bySeller.status].sort()).toEqual([200, 409]);
    expect((await asBuyer(buyer.auth, 'delivered', order.id)).status).toBe(409);

    const n = order.number;
    const view = await sellerView(order.id);
    const [invoice] = documentOf(view, 'tax-invoice');
    const [receipt] = documentOf(view, 'receipt');
    const [commission] = documentOf(view, 'commission-invoice');
    // The package is the demo catalog's caustic soda, dangerous goods: its shipment has a transport document.
    const [transport] = documentOf(view, 'transport-document');
    expect([invoice, receipt, commission, transport].every(Boolean)).toBe(true);
    const buyerName = (view as OrderView & { buyer: { name: string } }).buyer.name;

    const toBuyer = await mailsAbout(`buyer-${people}@order-steps.test`, n);
    expect(subjects(toBuyer)).toEqual(
      [`Order ${n} accepted`, `Order ${n} is delivered`, `Order ${n} is on its way`, `Order ${n} placed with ${view.supplier.name}`].sort(
        (a, b) => a.localeCompare(b),
      ),
    );
    const placed = mailWith(toBuyer, `Order ${n} placed with ${view.supplier.name}`);
    expect(decodeQuotedPrintable(placed.raw)).toContain('It is paid from your wallet and held in escrow');
    await expectFiles(placed, { [`tax-invoice-${n}.pdf`]: invoice!.number, [`receipt-${n}.pdf`]: receipt!.number });
    const shipped = mailWith(toBuyer, `Order ${n} is on its way`);
    expect(decodeQuotedPrintable(shipped.raw)).toContain('Tracking: GIG Logistics, waybill 778812');
    await expectFiles(shipped, { [`transport-document-${n}.pdf`]: transport!.number });
    await expectFiles(mailWith(toBuyer, `Order ${n} is delivered`), { [`tax-invoice-${n}.pdf`]: invoice!.number });

    const toSeller = await mailsAbout(vendorEmail, n);
    expect(subjects(toSeller)).toEqual([`New order ${n} from ${buyerName}`, `Order ${n} is settled`, `Transport document for order ${n}`]);
    // The seller's copy of the transport document, for the carrier.
    await expectFiles(mailWith(toSeller, `Transport document for order ${n}`), { [`transport-document-${n}.pdf`]: transport!.number });
    const settled = mailWith(toSeller, `Order ${n} is settled`);
    const [row] = await db(gw).select().from(orders).where(eq(orders.id, order.id));
    expect(decodeQuotedPrintable(settled.raw)).toContain(
      `less the platform's commission of ${formatMoney(Number(row!.commissionMinor), row!.currency)}`,
    );
    await expectFiles(settled, { [`commission-invoice-${n}.pdf`]: commission!.number });
    expect(decodeQuotedPrintable(mailWith(toSeller, `New order ${n} from ${buyerName}`).raw)).toContain(
      'It is paid: the money is held in escrow',
    );

    // The in-app notices are as before: the buyer hears of acceptance and shipping, the seller of the
    // order and its settlement, and the side that did not mark it delivered of the delivery.
    const kinds = async (auth: Auth) =>
      ((await send(gw, 'GET', '/v1/notifications/get-all?PageSize=100', auth)).body.data as { kind: string; title: string }[])
        .filter((x) => x.title.includes(n))
        .map((x) => x.kind)
        .sort();
    const buyerWon = byBuyer.status === 200;
    expect(await kinds(buyer.auth)).toEqual(['order.accepted', ...(buyerWon ? [] : ['order.delivered']), 'order.shipped']);
    expect(await kinds(vendor.auth)).toEqual([...(buyerWon ? ['order.delivered'] : []), 'order.placed', 'wallet.settlement']);
  });

  it('emails the credit note when a wallet order is cancelled, to the buyer who cancelled it', async () => {
    const buyer = await newWalletBuyer();
    const { order } = await walletPurchase(buyer, 2);
    expect((await asBuyer(buyer.auth, 'setascancelled', order.id, { reason: 'Ordered twice' })).status).toBe(200);
    const n = order.number;
    const [creditNote] = documentOf(await sellerView(order.id), 'credit-note');
    expect(creditNote).toBeDefined();

    const toBuyer = await mailsAbout(`buyer-${people}@order-steps.test`, n);
    expect(subjects(toBuyer)).toEqual([`Order ${n} is cancelled`, expect.stringMatching(new RegExp(`^Order ${n} placed with `))]);
    const cancelled = mailWith(toBuyer, `Order ${n} is cancelled`);
    const text = decodeQuotedPrintable(cancelled.raw);
    expect(text).toContain(`is cancelled: Ordered twice`);
    expect(text).toContain(`${formatMoney(order.totalMinor, 'NGN')} is refunded to your wallet; the credit note is attached.`);
    await expectFiles(cancelled, { [`${creditNote!.number}.pdf`]: creditNote!.number });
    // The seller hears of it as before (in-app and the plain email).
    expect(subjects(await mailsAbout(vendorEmail, n))).toEqual([expect.stringMatching(/^New order /), `Order ${n} cancelled by the buyer`]);
  });

  it('emails each partial refund with its own credit note, and the cancellation after it with the last one', async () => {
    const buyer = await newWalletBuyer();
    const { order } = await walletPurchase(buyer, 5);
    const refunded = await asSeller('refund', order.id, {
      lines: [{ orderLineId: order.lines[0]!.id, quantity: 2 }],
      deliveryMinor: 0,
      reason: 'Two bags arrived torn.',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect((await asSeller('cancel', order.id, { reason: 'Out of stock at the depot' })).status).toBe(200);
    const n = order.number;
    const [first, second] = documentOf(await sellerView(order.id), 'credit-note');
    expect(first!.number).not.toBe(second!.number);

    const toBuyer = await mailsAbout(`buyer-${people}@order-steps.test`, n);
    expect(subjects(toBuyer)).toEqual([
      `Order ${n} is cancelled`,
      expect.stringMatching(new RegExp(`^Order ${n} placed with `)),
      `Refund on order ${n}`,
    ]);
    const refund = mailWith(toBuyer, `Refund on order ${n}`);
    expect(decodeQuotedPrintable(refund.raw)).toContain(`${formatMoney(refunded.body.data.refundedMinor, 'NGN')} in all so far`);
    await expectFiles(refund, { [`${first!.number}.pdf`]: first!.number });
    const cancelled = mailWith(toBuyer, `Order ${n} is cancelled`);
    expect(decodeQuotedPrintable(cancelled.raw)).toContain('is cancelled: Out of stock at the depot');
    await expectFiles(cancelled, { [`${second!.number}.pdf`]: second!.number });
  });

  it('emails a bank-transfer order placed with its proforma, the payment with the invoice and the receipt, and the cancellation with what is owed back', async () => {
    const person = await member(gw, `transfer-${++people}@order-steps.test`, 'owner', { companyName: 'Kano Coatings' });
    const address = await addAddress(gw, person.auth);
    const placed = await purchase(gw, person.auth, {
      items: [{ packageId: pack.id, quantity: 1 }],
      shippingAddressId: address,
      paymentMethod: 'bank-transfer',
    });
    expect(placed.status).toBe(200);
    const order = placed.body.data.orders[0] as OrderView;
    expect((await asSeller('accept', order.id)).status).toBe(200);
    expect((await asSeller('confirm-payment', order.id)).status).toBe(200);
    expect((await asSeller('confirm-payment', order.id)).status).toBe(409);
    expect((await asSeller('cancel', order.id, { reason: 'The tanker failed inspection' })).status).toBe(200);
    const n = order.number;
    const view = await sellerView(order.id);
    const [invoice] = documentOf(view, 'tax-invoice');
    const [receipt] = documentOf(view, 'receipt');
    const [creditNote] = documentOf(view, 'credit-note');

    const toBuyer = await mailsAbout(`transfer-${people}@order-steps.test`, n);
    expect(subjects(toBuyer)).toEqual([
      `Order ${n} accepted`,
      `Order ${n} is cancelled`,
      `Order ${n} placed with ${view.supplier.name}`,
      `Payment received for order ${n}`,
    ]);
    // Paid by transfer, then cancelled: the money is owed back, and the credit note says so.
    const cancelled = mailWith(toBuyer, `Order ${n} is cancelled`);
    expect(decodeQuotedPrintable(cancelled.raw)).toContain(
      `You paid for it, so the seller owes you ${formatMoney(order.totalMinor, 'NGN')} back; the credit note is attached.`,
    );
    await expectFiles(cancelled, { [`${creditNote!.number}.pdf`]: creditNote!.number });
    const first = mailWith(toBuyer, `Order ${n} placed with ${view.supplier.name}`);
    expect(decodeQuotedPrintable(first.raw)).toContain(`quoting ${n}; the proforma invoice attached shows the bank details`);
    // The proforma: the marketplace's account (the demo one: no BANK_* settings here), the order and what is still to pay.
    await expectFiles(first, {
      [`proforma-invoice-${n}.pdf`]: ['Proforma invoice', n, 'Demo Bank', 'Account 0000000000', 'Still to pay'],
    });
    await expectFiles(mailWith(toBuyer, `Payment received for order ${n}`), {
      [`tax-invoice-${n}.pdf`]: invoice!.number,
      [`receipt-${n}.pdf`]: receipt!.number,
    });
    // The seller confirmed the transfer itself: its emails are the new order only.
    expect(subjects(await mailsAbout(vendorEmail, n))).toEqual([expect.stringMatching(new RegExp(`^New order ${n} from `))]);
  });

  it('emails a card payment once however often the provider repeats it: the buyer with the invoice and the receipt, the seller to ship', async () => {
    const person = await member(gw, `card-${++people}@order-steps.test`, 'owner', { companyName: 'Aba Plastics' });
    const address = await addAddress(gw, person.auth);
    const placed = await purchase(gw, person.auth, {
      items: [{ packageId: pack.id, quantity: 1 }],
      shippingAddressId: address,
      paymentMethod: 'card',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.orders[0] as OrderView;
    const reference = placed.body.data.payment.reference as string;
    paystack.complete(reference);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(reference))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const n = order.number;
    const view = await sellerView(order.id);
    const [invoice] = documentOf(view, 'tax-invoice');
    const [receipt] = documentOf(view, 'receipt');

    const toBuyer = await mailsAbout(`card-${people}@order-steps.test`, n);
    expect(subjects(toBuyer)).toEqual([`Order ${n} placed with ${view.supplier.name}`, `Payment received for order ${n}`]);
    await expectFiles(mailWith(toBuyer, `Order ${n} placed with ${view.supplier.name}`), {});
    await expectFiles(mailWith(toBuyer, `Payment received for order ${n}`), {
      [`tax-invoice-${n}.pdf`]: invoice!.number,
      [`receipt-${n}.pdf`]: receipt!.number,
    });
    const toSeller = await mailsAbout(vendorEmail, n);
    expect(subjects(toSeller)).toEqual([expect.stringMatching(new RegExp(`^New order ${n} from `)), `Order ${n} is paid`]);
    expect(decodeQuotedPrintable(mailWith(toSeller, `Order ${n} is paid`).raw)).toContain('is held in escrow. Ship it');
  });

  it('emails an order nobody marked delivered when the gateway counts it delivered: the buyer with the invoice, the seller its settlement', async () => {
    const buyer = await newWalletBuyer();
    const { order } = await walletPurchase(buyer, 1);
    expect((await asSeller('accept', order.id)).status).toBe(200);
    expect((await asSeller('ship', order.id, { trackingNote: 'Courier, waybill 5521' })).status).toBe(200);
    try {
      offset = 15 * 86_400_000;
      for (let run = 0; run < 2; run++) {
        await gw.app.jobs.send('orders.auto-deliver', {});
        await gw.app.jobs.drain('orders.auto-deliver');
      }
    } finally {
      offset = 0;
    }
    const n = order.number;
    const view = await sellerView(order.id);
    expect(view).toMatchObject({ status: 'delivered' });
    const [invoice] = documentOf(view, 'tax-invoice');
    const [commission] = documentOf(view, 'commission-invoice');

    const toBuyer = await mailsAbout(`buyer-${people}@order-steps.test`, n);
    expect(subjects(toBuyer)).toEqual([
      `Order ${n} accepted`,
      `Order ${n} is delivered`,
      `Order ${n} is on its way`,
      expect.stringMatching(new RegExp(`^Order ${n} placed with `)),
    ]);
    await expectFiles(mailWith(toBuyer, `Order ${n} is delivered`), { [`tax-invoice-${n}.pdf`]: invoice!.number });
    const toSeller = await mailsAbout(vendorEmail, n);
    expect(subjects(toSeller)).toEqual([
      expect.stringMatching(new RegExp(`^New order ${n} from `)),
      `Order ${n} is settled`,
      `Transport document for order ${n}`,
    ]);
    await expectFiles(mailWith(toSeller, `Order ${n} is settled`), { [`commission-invoice-${n}.pdf`]: commission!.number });
  });
});
