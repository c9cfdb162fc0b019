/**
 * Every order email, through the outbox and over real SMTP: the words of its step, the order's
 * lines and totals in text and HTML, and the trade document it names attached as a file.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailDelivery, createMail } from '../../src/gateway/platform/mail/mailer.ts';
import { orderMailKinds, orderMessage, type OrderMailSummary } from '../../src/gateway/platform/mail/order-emails.ts';
import { openTestDatabase, type TestDatabase } from './harness.ts';
import { decodeQuotedPrintable, startSmtpSink } from './smtp-sink.ts';

const order: OrderMailSummary = {
  number: 'MC-100042',
  sellerName: 'Lagos Chemical Supply',
  buyerName: 'Kano Soap Works',
  currency: 'NGN',
  lines: [
    { productName: 'Caustic soda flakes 99%', packageLabel: '25 kg bag', quantity: 40, lineTotalMinor: 140_000_00, vatMinor: 10_500_00 },
    { productName: 'Soda ash <light>', packageLabel: '50 kg bag', quantity: 2, lineTotalMinor: 9_000_00, vatMinor: 0 },
  ],
  subtotalMinor: 149_000_00,
  goodsVatMinor: 10_500_00,
  deliveryMinor: 45_000_00,
  deliveryVatMinor: 3_375_00,
  totalMinor: 207_875_00,
  refundedMinor: 0,
  deliveryLabel: 'Delivery to Kano and the North-West',
  paymentMethod: 'wallet',
  trackingNote: 'Truck KAN-442-XY, driver 0803 000 0000',
  cancelReason: null,
};

describe('order emails over SMTP', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let delivery: ReturnType<typeof createEmailDelivery>;
  const rendered: string[] = [];

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    smtp = await startSmtpSink();
    delivery = createEmailDelivery({
      db: db.database.db,
      smtpUrl: smtp.url,
      from: 'ChemMarket Africa <orders@market.test>',
      log: pino({ level: 'silent' }),
      attachments: async (a) => {
        rendered.push(a.ref);
        return a.ref === 'gone'
          ? null
          : { filename: 'ignored.pdf', contentType: 'application/pdf', content: Buffer.from(`%PDF-1.7 ${a.ref}`) };
      },
    });
  });
  afterAll(async () => {
    delivery?.close();
    await smtp?.close();
    await db?.close();
  });

  it.each(orderMailKinds)('sends the %s email with its lines, totals and file', async (kind) => {
    const to = `${kind}@orders.test`;
    const mail = createMail(null);
    const message = orderMessage(
      to,
      kind,
      { ...order, refundedMinor: kind === 'cancelled' || kind === 'refunded' ? 50_000_00 : 0 },
      'http://site.test/o/1',
      {
        attachments: [{ source: 'trade-document', ref: `doc-${kind}`, filename: `${kind}-MC-100042.pdf` }],
        settlement: { paidOutMinor: 205_426_00, commissionMinor: 2_235_00, commissionVatMinor: 167_63 },
        transport: { number: 'DGD-2026-000007', emergencyPhone: '+234 809 000 0024' },
      },
    );
    await mail.enqueue(db.database.db, message);
    const [row] = await db.database.db.query.outbox.findMany({ where: (o, { eq }) => eq(o.to, to) });
    expect(row!.attachments).toEqual([{ source: 'trade-document', ref: `doc-${kind}`, filename: `${kind}-MC-100042.pdf` }]);
    await delivery.deliver({ outboxId: row!.id }, { retryCount: 0 } as never);

    const received = await smtp.waitFor(to, /MC-100042/);
    const raw = decodeQuotedPrintable(received.raw);
    expect(raw).toMatch(/^Subject: .*MC-100042/im);
    // Text and HTML both carry every line and the total; the product name's markup is escaped in HTML.
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('40 × Caustic soda flakes 99% (25 kg bag)');
    expect(raw).toContain('Soda ash &lt;light&gt;');
    expect(raw).not.toContain('Soda ash <light></td>');
    expect(raw).toMatch(/Total: ₦207,875\.00/);
    expect(raw).toContain('Delivery (Delivery to Kano and the North-West): ₦45,000.00 + VAT ₦3,375.00');
    expect(raw).toContain(`filename=${kind}-MC-100042.pdf`);
    expect(raw).toContain('Content-Type: application/pdf');
    // The part's body, from the message as sent (base64, not quoted-printable): the lines after its headers, up to the next boundary.
    const part = received.raw
      .split(`filename=${kind}-MC-100042.pdf`)[1]!
      .split(/\r?\n\r?\n/)[1]!
      .split(/\r?\n/);
    const body = part
      .slice(
        0,
        part.findIndex((line) => line.startsWith('--')),
      )
      .join('');
    expect(Buffer.from(body, 'base64').toString()).toBe(`%PDF-1.7 doc-${kind}`);
    if (kind === 'shipped') {
      expect(raw).toContain('Tracking: Truck KAN-442-XY');
      expect(raw).toContain('It holds dangerous goods: the transport document DGD-2026-000007 that travels with them is attached');
    }
    if (kind === 'seller-shipped-dangerous-goods') {
      expect(raw).toContain("Print it, sign the shipper's declaration and hand it to the carrier with the goods");
      expect(raw).toContain('It gives +234 809 000 0024 as your 24-hour emergency telephone.');
    }
    if (kind === 'seller-settled') expect(raw).toContain('₦2,235.00 and VAT on it of ₦167.63');
    if (kind === 'cancelled') expect(raw).toContain('₦50,000.00 is refunded to your wallet; the credit note is attached.');
  });

  it('sends a message whose file is gone without it, rather than not at all', async () => {
    const to = 'gone@orders.test';
    await createMail(null).enqueue(
      db.database.db,
      orderMessage(to, 'delivered', order, 'http://site.test/o/1', {
        attachments: [{ source: 'trade-document', ref: 'gone', filename: 'x.pdf' }],
      }),
    );
    const [row] = await db.database.db.query.outbox.findMany({ where: (o, { eq }) => eq(o.to, to) });
    await delivery.deliver({ outboxId: row!.id }, { retryCount: 0 } as never);
    const raw = decodeQuotedPrintable((await smtp.waitFor(to, /MC-100042/)).raw);
    expect(raw).not.toContain('application/pdf');
    expect(rendered).toContain('gone');
  });
});
