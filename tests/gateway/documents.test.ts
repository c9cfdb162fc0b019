/**
 * Trade documents over real HTTP calls on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), with the local stand-ins of Paystack (wallet top-ups) and of the
 * e-invoicing service: what is issued when an order is paid, cancelled, refunded in part and settled,
 * numbers under a burst of concurrent payments, the database refusing to change an issued document,
 * the PDF read back as text, the UBL checked against the OASIS UBL 2.1 schemas with xmllint, who may
 * see what, the ZIP export, the wallet statement as PDF, and clearance refused, retried and cleared.
 * After every test the ledger's invariants hold.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentContent } from '../../src/contracts/documents.ts';
import { marketToday } from '../../src/contracts/requests.ts';
import { orderLines, orders } from '../../src/gateway/db/schema/commerce.ts';
import { documentClearances, issuedDocuments } from '../../src/gateway/db/schema/documents.ts';
import { taxProfiles } from '../../src/gateway/db/schema/taxes.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { pdfMoney } from '../../src/gateway/platform/pdf/pdf-document.ts';
import { type EInvoiceServer, startEInvoiceServer } from '../../src/gateway/providers/local/einvoice-server.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import { createMbs } from '../../src/gateway/providers/mbs.ts';
import { commissionOf } from '../../src/gateway/wallet/order-money.ts';
import {
  type Auth,
  addAddress,
  asBusinessVerified,
  db,
  member,
  packagesOfSuppliers,
  purchase,
  seller,
  send,
  stockUp,
  type TestPackage,
} from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { pdfText } from './pdf-text.ts';

const SECRET = 'sk_test_documents_secret';
const PIN = '482916';
const SCHEMAS = join(import.meta.dirname, '../fixtures/ubl-2.1/maindoc');
const SELLER_TIN = '12345678-0001';

/** Validates UBL against the OASIS schema of its root element; throws xmllint's complaint. */
function validateUbl(xml: string): void {
  const root = /<(Invoice|CreditNote) /.exec(xml)?.[1];
  expect(root).toBeDefined();
  const file = join(mkdtempSync(join(tmpdir(), 'ubl-')), 'document.xml');
  writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', '--schema', join(SCHEMAS, `UBL-${root}-2.1.xsd`), file], { stdio: 'pipe' });
}

describe.each(backends)('trade documents on %s', (backend) => {
  let gw: TestGateway;
  let paystack: PaystackServer;
  let einvoice: EInvoiceServer;
  let webhookUrl = '';
  let offset = 0;
  let pack: TestPackage;
  let otherPack: TestPackage;
  let vendor: Awaited<ReturnType<typeof seller>>;
  let otherVendor: Awaited<ReturnType<typeof seller>>;
  let people = 0;

  beforeAll(async () => {
    paystack = await startPaystackServer(SECRET);
    einvoice = await startEInvoiceServer();
    gw = await startGateway(backend, 30, {
      // Delivery pays the seller at once here; the claim window before it is tests/gateway/claims.test.ts's.
      claims: { windowDays: 0 },
      payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, publicKey: 'pk_test_public' },
      clock: () => new Date(Date.now() + offset),
      logger: { level: 'error' },
      einvoicing: createMbs({
        baseUrl: einvoice.url,
        apiKey: einvoice.apiKey,
        apiSecret: einvoice.apiSecret,
        businessId: einvoice.businessId,
        serviceId: einvoice.serviceId,
        publicKey: einvoice.publicKey,
        certificate: einvoice.certificate,
      }),
      platformParty: {
        name: 'ChemMarket Africa',
        legalName: 'ChemMarket Africa Ltd',
        tin: '10000001-0001',
        address: ['1 Marina', 'Lagos'],
        country: 'NG',
        email: 'billing@chemmarket.test',
      },
    });
    await gw.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/payments/paystack/webhook`;
    [pack, otherPack] = (await packagesOfSuppliers(gw, 2)) as [TestPackage, TestPackage];
    await stockUp(gw, pack, 100_000);
    await stockUp(gw, otherPack, 100_000);
    vendor = await seller(gw, 'vendor@documents.test', pack.supplierId);
    otherVendor = await seller(gw, 'other-vendor@documents.test', otherPack.supplierId);
    await db(gw).insert(taxProfiles).values({ companyId: vendor.companyId, tin: SELLER_TIN, vatRegistered: true });
  });
  afterAll(async () => {
    await gw.close();
    await paystack.close();
    await einvoice.close();
  });
  afterEach(async () => {
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  /** A buying company's owner with a shipping address; a wallet with money when `funds` is given. */
  async function buyingCompany(name: string, funds = 0) {
    const person = await member(gw, `${name.toLowerCase().replaceAll(' ', '-')}-${++people}@documents.test`, 'owner', {
      companyName: name,
    });
    const address = await addAddress(gw, person.auth, { city: 'Kano', state: 'Kano' });
    if (funds) {
      expect((await send(gw, 'POST', '/v1/wallet/new', person.auth)).status).toBe(200);
      expect((await send(gw, 'POST', '/v1/wallet/set-pin', person.auth, { pin: PIN })).status).toBe(200);
      await asBusinessVerified(gw, person.companyId);
      const started = await send(gw, 'POST', '/v1/wallet/top-up', person.auth, { amount: funds });
      paystack.complete(started.body.data.reference);
      expect((await paystack.sendWebhook(webhookUrl, paystack.chargeSuccessBody(started.body.data.reference))).status).toBe(200);
    }
    return { ...person, address };
  }

  const buy = async (
    who: { auth: Auth; address: string },
    of: TestPackage,
    quantity: number,
    paymentMethod: 'wallet' | 'bank-transfer',
  ) => {
    const placed = await purchase(gw, who.auth, {
      items: [{ packageId: of.id, quantity }],
      shippingAddressId: who.address,
      paymentMethod,
      ...(paymentMethod === 'wallet' ? { walletPin: PIN } : {}),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data.orders[0] as { id: string; number: string; documents: { id: string; kind: string; number: string }[] };
  };

  /** The order's trade documents, oldest first (its dangerous goods transport document has a test of its own). */
  const documentsOf = async (orderId: string) =>
    (await db(gw)
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.orderId, orderId), ne(issuedDocuments.kind, 'transport-document')))
      .orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.id))) as (typeof issuedDocuments.$inferSelect & {
      content: DocumentContent;
    })[];

  const download = async (auth: Auth, url: string) => {
    const response = await gw.app.inject({ method: 'GET', url, headers: auth });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, text: response.body };
  };

  it('issues the tax invoice and the receipt when a wallet order is paid, and shows them on the order to both sides', async () => {
    const buyer = await buyingCompany('Okafor Paints', 2_000_000_00);
    const order = await buy(buyer, pack, 2, 'wallet');
    expect(order.documents.map((d) => d.kind)).toEqual(['tax-invoice', 'receipt']);
    const year = marketToday().slice(0, 4);
    expect(order.documents[0]!.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(order.documents[1]!.number).toMatch(new RegExp(`^RCT-${year}-\\d{6}$`));

    const [row] = await db(gw).select().from(orders).where(eq(orders.id, order.id));
    const [invoice, receipt] = await documentsOf(order.id);
    // The invoice is the order to the kobo: its lines, their VAT and the delivery.
    expect(Number(invoice!.totalMinor)).toBe(Number(row!.totalMinor));
    expect(Number(invoice!.netMinor)).toBe(Number(row!.subtotalMinor) + Number(row!.deliveryMinor));
    expect(Number(invoice!.vatMinor)).toBe(Number(row!.goodsVatMinor) + Number(row!.deliveryVatMinor));
    expect(invoice!.content.lines.reduce((sum, l) => sum + l.netMinor + l.vatMinor, 0)).toBe(Number(row!.totalMinor));
    expect(invoice!.content.issuer).toMatchObject({ tin: SELLER_TIN, vatRegistered: true });
    expect(invoice!.content.customer.name).toBe('Okafor Paints');
    expect(receipt).toMatchObject({ issuer: 'platform', correctsId: invoice!.id, totalMinor: row!.totalMinor });

    const mine = await send(gw, 'GET', `/v1/procurement/documents?OrderId=${order.id}`, buyer.auth);
    expect(mine.body.data.map((d: { kind: string }) => d.kind).sort()).toEqual(['receipt', 'tax-invoice']);
    expect(mine.body.data[0].clearance.state).toBe('not-required');
    const theirs = await send(gw, 'GET', `/v1/storefront/documents?Search=${order.number}`, vendor.auth);
    expect(theirs.body.totalRecords).toBe(2);
    const seen = (await send(gw, 'GET', `/v1/storefront/orders/${order.id}`, vendor.auth)).body.data;
    expect(seen.documents).toEqual([
      expect.objectContaining({ id: invoice!.id, kind: 'tax-invoice', number: invoice!.number, clearanceState: 'not-required' }),
      expect.objectContaining({ id: receipt!.id, kind: 'receipt' }),
    ]);
  });

  it('credits exactly the refunded amount when a wallet order is cancelled, and the ledger still balances', async () => {
    const buyer = await buyingCompany('Lagos Resins', 1_000_000_00);
    const order = await buy(buyer, pack, 3, 'wallet');
    const cancelled = await send(gw, 'POST', `/v1/procurement/orders/setascancelled/${order.id}`, buyer.auth, { reason: 'Ordered twice' });
    expect(cancelled.body.data.paymentStatus).toBe('refunded');
    expect(cancelled.body.data.documents.map((d: { kind: string }) => d.kind)).toEqual(['tax-invoice', 'receipt', 'credit-note']);
    const released = (await send(gw, 'GET', '/v1/wallet/transactions?status=released', buyer.auth)).body.data;
    const refunded = released.find((t: { reference: string }) => t.reference === order.number).amount;
    const [invoice, , creditNote] = await documentsOf(order.id);
    expect(Number(creditNote!.totalMinor)).toBe(refunded);
    expect(Number(creditNote!.totalMinor)).toBe(Number(invoice!.totalMinor));
    expect(creditNote!.content.corrects?.number).toBe(invoice!.number);
    expect(creditNote!.content.note).toContain('Ordered twice');
    expect(creditNote!.number).toMatch(/^CRN-/);
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  it('invoices a bank-transfer order on acceptance with its VAT and delivery, receipts the payment, credits a partial refund exactly, and invoices the commission on delivery', async () => {
    const buyer = await buyingCompany('Kano Coatings');
    const order = await buy(buyer, pack, 4, 'bank-transfer');
    expect(order.documents).toEqual([]);
    // VAT at 7.5 % on the goods and a delivery line to Kano, as the pricing writes them on the order.
    const [line] = await db(gw).select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const lineVat = Math.round((Number(line!.lineTotalMinor) * 750) / 10_000);
    const delivery = { net: 45_000_00, vat: 3_375_00 };
    await db(gw).update(orderLines).set({ vatRateBps: 750, vatMinor: lineVat }).where(eq(orderLines.id, line!.id));
    await db(gw)
      .update(orders)
      .set({
        goodsVatMinor: lineVat,
        deliveryMinor: delivery.net,
        deliveryVatMinor: delivery.vat,
        totalMinor: sql`${orders.subtotalMinor} + ${lineVat} + ${delivery.net} + ${delivery.vat}`,
        delivery: { optionId: null, kind: 'zone', label: 'Kano and Kaduna', vatRateBps: 750 },
      })
      .where(eq(orders.id, order.id));
    const total = Number(line!.lineTotalMinor) + lineVat + delivery.net + delivery.vat;

    const accepted = await send(gw, 'POST', `/v1/storefront/orders/accept/${order.id}`, vendor.auth, {});
    expect(accepted.body.data.documents.map((d: { kind: string }) => d.kind)).toEqual(['tax-invoice']);
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({
      totalMinor: total,
      vatMinor: lineVat + delivery.vat,
      netMinor: Number(line!.lineTotalMinor) + delivery.net,
    });
    expect(invoice!.content.vatBreakdown).toEqual([
      { category: 'standard', rateBps: 750, taxableMinor: Number(line!.lineTotalMinor) + delivery.net, vatMinor: lineVat + delivery.vat },
    ]);

    // The PDF, read back by a PDF reader: the seller's TIN, the buyer, each line, the VAT and the total.
    const pdf = await download(buyer.auth, `/api/v1/procurement/documents/${invoice!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(invoice!.number);
    expect(text).toContain(`TIN: ${SELLER_TIN}`);
    expect(text).toContain('Kano Coatings');
    expect(text).toContain(`${line!.productName}, ${line!.packageLabel}`);
    expect(text).toContain('Delivery: Kano and Kaduna');
    expect(text).toContain('Standard 7.5%');
    expect(text).toContain(pdfMoney(lineVat + delivery.vat));
    expect(text).toContain(pdfMoney(total));
    expect(text).toContain(order.number);

    // The UBL invoice, checked against the OASIS UBL 2.1 schema.
    const ubl = await download(buyer.auth, `/api/v1/procurement/documents/${invoice!.id}/ubl`);
    expect(ubl.status).toBe(200);
    expect(ubl.text).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(ubl.text).toContain(`<cbc:PayableAmount currencyID="NGN">${(total / 100).toFixed(2)}</cbc:PayableAmount>`);
    validateUbl(ubl.text);

    const paid = await send(gw, 'POST', `/v1/storefront/orders/confirm-payment/${order.id}`, vendor.auth, {});
    expect(paid.body.data.documents.map((d: { kind: string }) => d.kind)).toEqual(['tax-invoice', 'receipt']);
    const receipt = (await documentsOf(order.id))[1]!;
    expect(receipt).toMatchObject({ kind: 'receipt', totalMinor: total, paymentReference: order.number });
    expect((await download(buyer.auth, `/api/v1/procurement/documents/${receipt.id}/ubl`)).status).toBe(404);

    // A partial refund of one package, with its VAT: a credit note for exactly that.
    const unit = Number(line!.unitPriceMinor);
    const unitVat = Math.round((unit * 750) / 10_000);
    await db(gw).transaction((tx) =>
      gw.app.services.documentIssuer.refunded(tx, order.id, {
        amountMinor: unit + unitVat,
        lines: [{ orderLineId: line!.id, quantity: 1, amountMinor: unit, vatMinor: unitVat }],
        deliveryMinor: 0,
        deliveryVatMinor: 0,
      }),
    );
    const creditNote = (await documentsOf(order.id))[2]!;
    expect(creditNote).toMatchObject({ kind: 'credit-note', totalMinor: unit + unitVat, vatMinor: unitVat, correctsId: invoice!.id });
    expect(creditNote.content.lines).toEqual([
      expect.objectContaining({ orderLineId: line!.id, quantity: 1, netMinor: unit, vatMinor: unitVat }),
    ]);
    validateUbl((await download(buyer.auth, `/api/v1/procurement/documents/${creditNote.id}/ubl`)).text);
    // A refund whose parts do not add up to its amount is refused, and issues nothing.
    await expect(
      db(gw).transaction((tx) =>
        gw.app.services.documentIssuer.refunded(tx, order.id, {
          amountMinor: unit,
          lines: [{ orderLineId: line!.id, quantity: 1, amountMinor: unit, vatMinor: unitVat }],
          deliveryMinor: 0,
          deliveryVatMinor: 0,
        }),
      ),
    ).rejects.toThrow(/not the/);
    expect(await documentsOf(order.id)).toHaveLength(3);

    expect((await send(gw, 'POST', `/v1/storefront/orders/ship/${order.id}`, vendor.auth, { trackingNote: 'Truck KN-22' })).status).toBe(
      200,
    );
    expect((await send(gw, 'POST', `/v1/procurement/orders/delivered/${order.id}`, buyer.auth, {})).status).toBe(200);
    const [settled] = await db(gw).select().from(orders).where(eq(orders.id, order.id));
    const commission = (await documentsOf(order.id)).find((d) => d.kind === 'commission-invoice')!;
    expect(commission).toMatchObject({ issuer: 'platform', buyerUserId: null, buyerCompanyId: null });
    expect(Number(commission.netMinor)).toBe(commissionOf(Number(settled!.subtotalMinor), 150));
    expect(commission.content.customer).toMatchObject({ name: expect.any(String), tin: SELLER_TIN });
    validateUbl((await download(vendor.auth, `/api/v1/storefront/documents/${commission.id}/ubl`)).text);
    // The seller sees its commission invoice; the buyer does not.
    expect((await send(gw, 'GET', `/v1/storefront/documents/${commission.id}`, vendor.auth)).body.data.kind).toBe('commission-invoice');
    expect((await send(gw, 'GET', `/v1/procurement/documents/${commission.id}`, buyer.auth)).status).toBe(404);
    const buyerSees = (await send(gw, 'GET', `/v1/procurement/orders/${order.id}`, buyer.auth)).body.data.documents;
    // The package is the demo catalog's caustic soda, dangerous goods: its shipment has a transport document too.
    expect(buyerSees.map((d: { kind: string }) => d.kind)).toEqual(['tax-invoice', 'receipt', 'credit-note', 'transport-document']);
    // The cancellation of what is left would credit the rest: here the order is delivered, so nothing more is issued.
    expect(await documentsOf(order.id)).toHaveLength(4);
  });

  it("answers 404 for another company's document, on either side", async () => {
    const owner = await buyingCompany('Owner Chemicals');
    const stranger = await buyingCompany('Stranger Chemicals');
    const order = await buy(owner, pack, 1, 'bank-transfer');
    await send(gw, 'POST', `/v1/storefront/orders/accept/${order.id}`, vendor.auth, {});
    const [invoice] = await documentsOf(order.id);
    expect((await send(gw, 'GET', `/v1/procurement/documents/${invoice!.id}`, owner.auth)).status).toBe(200);
    for (const [auth, path] of [
      [stranger.auth, 'procurement'],
      [otherVendor.auth, 'storefront'],
    ] as const) {
      for (const tail of ['', '/pdf', '/ubl']) {
        const answer = await send(gw, 'GET', `/v1/${path}/documents/${invoice!.id}${tail}`, auth);
        expect(answer.status, `${path}${tail}`).toBe(404);
        expect(answer.body.message).toBe('No such document.');
      }
    }
    expect((await send(gw, 'GET', '/v1/procurement/documents/not-an-id', owner.auth)).status).toBe(404);
    expect((await send(gw, 'GET', `/v1/procurement/documents?OrderId=${order.id}`, stranger.auth)).body.data).toEqual([]);
  });

  it('refuses in the database any UPDATE or DELETE of an issued document', async () => {
    const [document] = await db(gw).select().from(issuedDocuments).limit(1);
    /** What the database answered a statement: its error (drizzle wraps the driver's), or that it was carried out. */
    const answer = (statement: Promise<unknown>) =>
      statement.then(
        () => 'carried out',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    const id = document!.id;
    expect(
      await answer(db(gw).execute(sql`update issued_documents set total_minor = 1, net_minor = 1, vat_minor = 0 where id = ${id}`)),
    ).toContain('issued_document_immutable');
    expect(await answer(db(gw).execute(sql`delete from issued_documents where id = ${id}`))).toContain('issued_document_immutable');
    // Its clearance may change: it lives in another table.
    expect(await answer(db(gw).execute(sql`update document_clearances set updated_at = now() where document_id = ${id}`))).toBe(
      'carried out',
    );
    const [still] = await db(gw).select().from(issuedDocuments).where(eq(issuedDocuments.id, document!.id));
    expect(still).toEqual(document);
  });

  it('numbers the invoices of 50 orders paid at once in one run, with no gap and no repeat, and a rolled-back issue takes its number back', async () => {
    const buyer = await buyingCompany('Burst Buyers');
    const placed: { id: string }[] = [];
    for (let i = 0; i < 51; i++) placed.push(await buy(buyer, otherPack, 1, 'bank-transfer'));
    const burst = placed.slice(0, 50);
    const answers = await Promise.all(
      burst.map((o) => send(gw, 'POST', `/v1/storefront/orders/confirm-payment/${o.id}`, otherVendor.auth, {})),
    );
    expect(answers.map((a) => a.status)).toEqual(burst.map(() => 200));
    const issuer = `seller:${otherPack.supplierId}`;
    const invoices = await db(gw)
      .select({ sequence: issuedDocuments.sequence, number: issuedDocuments.number, orderId: issuedDocuments.orderId })
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.issuer, issuer), eq(issuedDocuments.kind, 'tax-invoice')))
      .orderBy(asc(issuedDocuments.sequence));
    expect(invoices.map((i) => i.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.orderId))).toEqual(new Set(burst.map((o) => o.id)));
    // The platform's receipts, every test's included, are one run too.
    const receipts = await db(gw)
      .select({ sequence: issuedDocuments.sequence })
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.issuer, 'platform'), eq(issuedDocuments.kind, 'receipt')))
      .orderBy(asc(issuedDocuments.sequence));
    expect(receipts.map((r) => r.sequence)).toEqual(receipts.map((_, i) => i + 1));

    // An issue whose transaction rolls back leaves no gap: the next invoice takes the same number.
    const last = placed[50]!;
    await expect(
      db(gw).transaction(async (tx) => {
        await tx.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, last.id));
        await gw.app.services.documentIssuer.paid(tx, last.id);
        const [issued] = await tx
          .select()
          .from(issuedDocuments)
          .where(and(eq(issuedDocuments.orderId, last.id), eq(issuedDocuments.kind, 'tax-invoice')));
        expect(issued!.sequence).toBe(51);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await documentsOf(last.id)).toEqual([]);
    await send(gw, 'POST', `/v1/storefront/orders/confirm-payment/${last.id}`, otherVendor.auth, {});
    expect((await documentsOf(last.id)).find((d) => d.kind === 'tax-invoice')!.sequence).toBe(51);
  });

  it("exports a period's documents as a ZIP of PDFs and UBL files, and the wallet statement as PDF", async () => {
    const buyer = await buyingCompany('Zip Buyers', 500_000_00);
    const order = await buy(buyer, pack, 1, 'wallet');
    const cancelled = await buy(buyer, pack, 1, 'wallet');
    await send(gw, 'POST', `/v1/procurement/orders/setascancelled/${cancelled.id}`, buyer.auth, { reason: '' });
    const today = marketToday(new Date(Date.now() + offset));
    const listed = (await send(gw, 'GET', `/v1/procurement/documents?From=${today}&To=${today}&PageSize=50`, buyer.auth)).body.data as {
      kind: string;
      number: string;
    }[];
    expect(listed.map((d) => d.kind).sort()).toEqual(['credit-note', 'receipt', 'receipt', 'tax-invoice', 'tax-invoice']);
    const zip = await download(buyer.auth, `/api/v1/procurement/documents/export.zip?From=${today}&To=${today}`);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    const folder = { 'tax-invoice': 'tax-invoices', receipt: 'receipts', 'credit-note': 'credit-notes' } as Record<string, string>;
    const expected = listed.flatMap((d) => [
      `${folder[d.kind]}/${d.number}.pdf`,
      ...(d.kind === 'receipt' ? [] : [`${folder[d.kind]}/${d.number}.xml`]),
    ]);
    expect(Object.keys(files).sort()).toEqual(expected.sort());
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith('.pdf')) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      else validateUbl(Buffer.from(bytes).toString('utf8'));
    }
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const empty = unzipSync(
      new Uint8Array((await download(buyer.auth, `/api/v1/procurement/documents/export.zip?From=${yesterday}&To=${yesterday}`)).bytes),
    );
    expect(Object.keys(empty)).toEqual([]);
    const statement = await download(buyer.auth, `/api/v1/wallet/statement.pdf?from=${today}&to=${today}`);
    expect(statement.status).toBe(200);
    const text = await pdfText(statement.bytes);
    expect(text).toContain('Wallet statement');
    expect(text).toContain('Zip Buyers');
    expect(text).toContain(`Payment for order ${order.number}`);
    expect(text).toContain('Wallet top-up');
    const malformed = await send(gw, 'GET', `/v1/wallet/statement.pdf?from=${today}&to=tomorrow`, buyer.auth);
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['to']);
  });

  it('clears invoices with the e-invoicing service: one missing a required field is refused, one unanswered is cleared later by the retry job', async () => {
    // A VAT-registered seller whose TIN is missing, selling to a company with a TIN: clearance is due, and refused.
    await db(gw).insert(taxProfiles).values({ companyId: otherVendor.companyId, tin: null, vatRegistered: true });
    const buyer = await buyingCompany('Cleared Buyers');
    await db(gw).insert(taxProfiles).values({ companyId: buyer.companyId, tin: '22222222-0001', vatRegistered: true });
    const clearanceOf = async (documentId: string) =>
      (await db(gw).select().from(documentClearances).where(eq(documentClearances.documentId, documentId)))[0]!;
    const invoiceOf = async (orderId: string) => (await documentsOf(orderId)).find((d) => d.kind === 'tax-invoice')!;

    const refusedOrder = await buy(buyer, otherPack, 1, 'bank-transfer');
    await send(gw, 'POST', `/v1/storefront/orders/confirm-payment/${refusedOrder.id}`, otherVendor.auth, {});
    const refused = await invoiceOf(refusedOrder.id);
    // The receipt is not an e-invoice.
    expect((await clearanceOf((await documentsOf(refusedOrder.id)).find((d) => d.kind === 'receipt')!.id)).state).toBe('not-required');
    await gw.app.jobs.drain('documents.clear');
    await vi.waitFor(async () => expect((await clearanceOf(refused.id)).state).toBe('failed'), { timeout: 10_000 });
    expect((await clearanceOf(refused.id)).lastError).toContain('accounting_supplier_party.tin is required');

    // The seller's TIN is on file now, but the service does not answer.
    await db(gw).update(taxProfiles).set({ tin: '33333333-0001' }).where(eq(taxProfiles.companyId, otherVendor.companyId));
    einvoice.down = true;
    const laterOrder = await buy(buyer, otherPack, 1, 'bank-transfer');
    await send(gw, 'POST', `/v1/storefront/orders/confirm-payment/${laterOrder.id}`, otherVendor.auth, {});
    const unanswered = await invoiceOf(laterOrder.id);
    await gw.app.jobs.drain('documents.clear');
    await vi.waitFor(async () => expect((await clearanceOf(unanswered.id)).attempts).toBe(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await clearanceOf(unanswered.id)).lastError).toContain('503'), { timeout: 10_000 });
    const waiting = (await send(gw, 'GET', `/v1/procurement/documents/${unanswered.id}`, buyer.auth)).body.data.clearance;
    expect(waiting).toMatchObject({ state: 'pending', irn: null, attempts: 1 });
    expect(Date.parse(waiting.nextAttemptAt)).toBeGreaterThan(Date.now());

    // The service is back; once the backoff has passed, the retry job clears it.
    einvoice.down = false;
    offset = 10 * 60_000;
    await gw.app.jobs.send('documents.clearance-retry', {});
    await gw.app.jobs.drain('documents.clearance-retry');
    await vi.waitFor(async () => expect((await clearanceOf(unanswered.id)).state).toBe('cleared'), { timeout: 10_000 });
    const cleared = (await send(gw, 'GET', `/v1/procurement/documents/${unanswered.id}`, buyer.auth)).body.data.clearance;
    const irn = `${unanswered.number.replaceAll('-', '')}-${einvoice.serviceId}-${unanswered.content.issuedAt.slice(0, 10).replaceAll('-', '')}`;
    expect(cleared).toMatchObject({ state: 'cleared', irn, lastError: null, nextAttemptAt: null });
    expect(einvoice.signed.has(irn)).toBe(true);
    const text = await pdfText((await download(buyer.auth, `/api/v1/procurement/documents/${unanswered.id}/pdf`)).bytes);
    expect(text).toContain(`IRN ${irn}`);
    const view = (await send(gw, 'GET', `/v1/procurement/orders/${laterOrder.id}`, buyer.auth)).body.data.documents;
    expect(view.find((d: { kind: string }) => d.kind === 'tax-invoice').clearanceState).toBe('cleared');
    // The refused one was asked again and refused again: its document never changes.
    await vi.waitFor(async () => expect((await clearanceOf(refused.id)).attempts).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect((await clearanceOf(refused.id)).state).toBe('failed');
    const stored = await db(gw)
      .select()
      .from(issuedDocuments)
      .where(inArray(issuedDocuments.id, [refused.id, unanswered.id]));
    expect(stored.find((d) => d.id === refused.id)!.content.issuer.tin).toBeNull();
    expect(stored.find((d) => d.id === unanswered.id)!.content.issuer.tin).toBe('33333333-0001');
    offset = 0;
  });
});
