/**
 * The dangerous goods transport document, over real HTTP on a real database (PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set) and real SMTP: a seller lists nitric acid (UN2031, with its 1 L
 * bottle as a limited quantity), zinc oxide under its generic entry (UN3077) and calcium carbonate
 * (not dangerous); a buyer orders all three; when the seller ships, the document is issued once,
 * listed for both sides and the operators, and its PDF names every dangerous line as the UN Model
 * Regulations 5.4.1 ask, the other goods apart, the 24-hour emergency telephone (or says none was
 * given) and the shipper's declaration; the buyer's and the seller's emails carry it. Nobody else
 * reaches it, and an order without dangerous goods gets none.
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../../src/contracts/requests.ts';
import { markets } from '../../src/gateway/db/schema/catalog.ts';
import { platformOperators } from '../../src/gateway/db/schema/operations.ts';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import { SHIPPERS_DECLARATION } from '../../src/gateway/documents/transport-document-pdf.ts';
import { type Auth, db, member, purchase, send, walletBuyer } from './commerce-fixtures.ts';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import { attachmentsOf, decodeQuotedPrintable, type ReceivedMail, startSmtpSink, subjectOf } from './smtp-sink.ts';

const PIN = '482916';
const EMERGENCY = '+234 800 555 0199';

interface OrderView {
  id: string;
  number: string;
  lines: { id: string; productName: string }[];
  documents: { id: string; kind: string; number: string }[];
}

describe.each(backends)('the dangerous goods transport document on %s', (backend) => {
  let gw: TestGateway;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let vendor: Awaited<ReturnType<typeof member>>;
  let otherVendor: Awaited<ReturnType<typeof member>>;
  let operator: Auth;
  /** The seller's packages, by what they are. */
  const pack: Record<'jerrycan' | 'bottle' | 'zinc' | 'chalk', number> = { jerrycan: 0, bottle: 0, zinc: 0, chalk: 0 };
  let nitricId = 0;
  let people = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    gw = await startGateway(backend, 40, { smtp: { url: smtp.url, from: 'Orders <orders@market.test>' }, logger: { level: 'error' } });
    const [market] = await db(gw).select().from(markets).where(isNull(markets.parentId)).orderBy(asc(markets.id)).limit(1);
    vendor = await member(gw, 'vendor@transport-document.test', 'owner', { companyName: 'Onitsha Acids Ltd' });
    otherVendor = await member(gw, 'other@transport-document.test', 'owner', { companyName: 'Kano Minerals' });
    const ops = await signedInUser(gw, 'ops@transport-document.test', 'Ops Person');
    await db(gw).insert(platformOperators).values({ userId: ops.id });
    operator = ops.auth;

    /** A product listed through the seller's own calls: added, given its safety data sheet, published. */
    const list = async (who: Auth, body: Record<string, unknown>) => {
      const added = await send(gw, 'POST', '/v1/product/add-product', who, { marketId: market!.id, moq: 1, ...body });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const { id } = added.body.data;
      const sds = {
        kind: 'SDS',
        title: 'Safety data sheet',
        language: 'en',
        fileUrl: 'https://producer.example/sds.pdf',
        issuedAt: '2025-06-01',
      };
      expect((await send(gw, 'POST', '/v1/product/update-productdocuments', who, { id, documents: [sds] })).status).toBe(200);
      const published = await send(gw, 'POST', '/v1/product/update-product', who, { id, status: 'published' });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      return published.body.data as { id: number; packages: { id: number; label: string }[] };
    };
    const nitric = await list(vendor.auth, {
      name: 'Nitric acid',
      casNumber: '7697-37-2',
      grade: 'Technical 68%',
      physicalForm: 'liquid',
      moqUnit: 'L',
      packages: [
        { label: '25 L jerrycan', unit: 'L', size: 25, priceMinor: 9_500_00, stock: 500 },
        {
          label: '1 L bottle',
          unit: 'L',
          size: 1,
          priceMinor: 650_00,
          stock: 500,
          transport: {
            dangerous: true,
            unNumber: 'UN2031',
            properShippingName: 'NITRIC ACID',
            hazardClass: '8',
            subsidiaryRisks: ['5.1'],
            packingGroup: 'II',
            quantity: 'limited',
          },
        },
      ],
      transport: {
        dangerous: true,
        unNumber: 'UN2031',
        properShippingName: 'NITRIC ACID',
        hazardClass: '8',
        subsidiaryRisks: ['5.1'],
        packingGroup: 'II',
      },
    });
    nitricId = nitric.id;
    // The generic entry's bare name, as the supplier's sheet gives it: the document adds the technical name.
    const zinc = await list(vendor.auth, {
      name: 'Zinc oxide',
      casNumber: '1314-13-2',
      grade: 'Rubber grade 99.5%',
      physicalForm: 'powder',
      moqUnit: 'kg',
      packages: [{ label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 42_000_00, stock: 500 }],
      transport: {
        dangerous: true,
        unNumber: 'UN3077',
        properShippingName: 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, SOLID, N.O.S.',
        hazardClass: '9',
        packingGroup: 'III',
        marinePollutant: true,
        reason: "Section 14 of the supplier's safety data sheet gives the entry's name alone.",
      },
    });
    const chalk = await list(vendor.auth, {
      name: 'Calcium carbonate',
      casNumber: '471-34-1',
      grade: 'Coated 2 micron',
      physicalForm: 'powder',
      moqUnit: 'kg',
      packages: [{ label: '25 kg bag', unit: 'kg', size: 25, priceMinor: 5_200_00, stock: 500 }],
      transport: { dangerous: false },
    });
    pack.jerrycan = nitric.packages.find((p) => p.label === '25 L jerrycan')!.id;
    pack.bottle = nitric.packages.find((p) => p.label === '1 L bottle')!.id;
    pack.zinc = zinc.packages[0]!.id;
    pack.chalk = chalk.packages[0]!.id;
  });
  afterAll(async () => {
    await gw?.close();
    await smtp?.close();
  });

  const asSeller = (action: string, id: string, body: unknown = {}) =>
    send(gw, 'POST', `/v1/storefront/orders/${action}/${id}`, vendor.auth, body);
  const newBuyer = () => walletBuyer(gw, `buyer-${++people}@transport-document.test`, 50_000_000_00, PIN);

  /** A wallet order of the given packages, accepted and shipped by the seller. */
  async function shippedOrder(buyer: Awaited<ReturnType<typeof newBuyer>>, items: [number, number][]): Promise<OrderView> {
    const placed = await purchase(gw, buyer.auth, {
      items: items.map(([packageId, quantity]) => ({ packageId, quantity })),
      shippingAddressId: buyer.address,
      paymentMethod: 'wallet',
      walletPin: PIN,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.orders[0] as OrderView;
    expect((await asSeller('accept', order.id)).status).toBe(200);
    expect((await asSeller('ship', order.id, { trackingNote: 'Red Star Express, waybill RS-88120' })).status).toBe(200);
    return (await send(gw, 'GET', `/v1/storefront/orders/${order.id}`, vendor.auth)).body.data as OrderView;
  }

  const download = async (auth: Auth | null, url: string) => {
    const response = await gw.app.inject({ method: 'GET', url: `/api${url}`, headers: auth ?? {} });
    return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload, body: response.body };
  };

  /** Every queued email sent, then the ones to `to` about the order. */
  async function mailsAbout(to: string, number: string): Promise<ReceivedMail[]> {
    await expect
      .poll(async () => (await db(gw).select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, 'pending')))[0]!.n, {
        timeout: 30_000,
      })
      .toBe(0);
    return smtp.received.filter((m) => m.to === to && subjectOf(m).includes(number));
  }
  const mailWith = (mails: ReceivedMail[], subject: string) => {
    const found = mails.filter((m) => subjectOf(m) === subject);
    expect(found, `one email "${subject}"`).toHaveLength(1);
    return found[0]!;
  };

  it('issues the document when dangerous goods ship without an emergency telephone on file, saying so and asking the seller for one', async () => {
    const buyer = await newBuyer();
    const order = await shippedOrder(buyer, [[pack.jerrycan, 2]]);
    const [document] = order.documents.filter((d) => d.kind === 'transport-document');
    expect(document!.number).toMatch(new RegExp(`^DGD-${marketToday().slice(0, 4)}-\\d{6}$`));
    const pdf = await download(vendor.auth, `/v1/storefront/documents/${document!.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('UN2031 NITRIC ACID, 8 (5.1), PG II');
    expect(text).toContain('Emergency telephone (24 hours): not given by the consignor. In an emergency call the emergency services');

    const toSeller = await mailsAbout('vendor@transport-document.test', order.number);
    const mail = mailWith(toSeller, `Transport document for order ${order.number}`);
    expect(decodeQuotedPrintable(mail.raw)).toContain('no 24-hour emergency telephone was given: add yours in your company settings');
    expect(attachmentsOf(mail).map((a) => a.filename)).toEqual([`transport-document-${order.number}.pdf`]);
  });

  it('names every dangerous line by UN number, shipping name, class, packing group, packages and quantity, lists the other goods apart, and mails it to both sides', async () => {
    const settings = await send(gw, 'POST', '/v1/company/update-settings', vendor.auth, {
      name: 'Onitsha Acids Ltd',
      phone: '+234 803 000 1122',
      emergencyPhone: EMERGENCY,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    // A number nobody can dial is refused with its field, and what was saved stays.
    const wrong = await send(gw, 'POST', '/v1/company/update-settings', vendor.auth, {
      name: 'Onitsha Acids Ltd',
      emergencyPhone: 'ask the gate',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('emergencyPhone');
    expect((await send(gw, 'GET', '/v1/company/get', vendor.auth)).body.data.emergencyPhone).toBe(EMERGENCY);
    const buyer = await newBuyer();
    const order = await shippedOrder(buyer, [
      [pack.jerrycan, 4],
      [pack.bottle, 6],
      [pack.zinc, 2],
      [pack.chalk, 3],
    ]);
    const documents = order.documents.filter((d) => d.kind === 'transport-document');
    expect(documents).toHaveLength(1);
    const document = documents[0]!;

    // The buyer sees it on the order and in its Documents, without a UBL form; the operators too.
    const buyerView = (await send(gw, 'GET', `/v1/procurement/orders/${order.id}`, buyer.auth)).body.data as OrderView;
    expect(buyerView.documents.map((d) => d.kind)).toContain('transport-document');
    const listed = await send(gw, 'GET', `/v1/procurement/documents?Kind=transport-document&OrderId=${order.id}`, buyer.auth);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: document.id,
        kind: 'transport-document',
        totalMinor: 0,
        ublUrl: null,
        issuerName: 'Onitsha Acids Ltd',
      }),
    ]);
    const operations = await send(gw, 'GET', `/v1/operations/documents?OrderId=${order.id}`, operator);
    expect(operations.body.data.map((d: { kind: string }) => d.kind).sort()).toEqual(['receipt', 'tax-invoice', 'transport-document']);
    expect((await download(buyer.auth, `/v1/procurement/documents/${document.id}/ubl`)).status).toBe(404);

    const [fromSeller, fromBuyer, fromOperator] = await Promise.all([
      download(vendor.auth, `/v1/storefront/documents/${document.id}/pdf`),
      download(buyer.auth, `/v1/procurement/documents/${document.id}/pdf`),
      download(operator, `/v1/operations/documents/${document.id}/pdf`),
    ]);
    for (const file of [fromSeller, fromBuyer, fromOperator]) {
      expect(file.status).toBe(200);
      expect(file.type).toBe('application/pdf');
    }
    const text = await pdfText(fromSeller.bytes);
    for (const words of [
      'Dangerous goods transport document',
      document.number,
      order.number,
      'Onitsha Acids Ltd',
      '12 Creek Road',
      // Nitric acid in jerrycans, fully regulated; in bottles as a limited quantity (the package's own classification).
      'UN2031 NITRIC ACID, 8 (5.1), PG II 4 × 25 L jerrycan 100 L',
      'UN2031 NITRIC ACID, 8 (5.1), PG II 6 × 1 L bottle 6 L Limited quantity (LTD QTY)',
      // The generic entry with its technical name, and the marine pollutant mark.
      'UN3077 ENVIRONMENTALLY HAZARDOUS SUBSTANCE, SOLID, N.O.S. (zinc oxide), 9, PG III 2 × 25 kg bag 50 kg MARINE POLLUTANT',
      'Other goods in this consignment (not dangerous goods)',
      'Calcium carbonate, 25 kg bag 3 Not dangerous for transport',
      `Emergency telephone (24 hours): ${EMERGENCY}`,
      'Carrier and waybill, as the consignor gave them: Red Star Express, waybill RS-88120',
      SHIPPERS_DECLARATION,
    ])
      expect(text).toContain(words);
    // The non-dangerous product is not among the dangerous goods.
    expect(text.indexOf('Calcium carbonate')).toBeGreaterThan(text.indexOf('Other goods in this consignment'));
    expect(await pdfText(fromBuyer.bytes)).toBe(text);

    // Both emails carry it: the buyer's "on its way" and the seller's, for the carrier.
    const file = `transport-document-${order.number}.pdf`;
    const shipped = mailWith(
      await mailsAbout(`buyer-${people}@transport-document.test`, order.number),
      `Order ${order.number} is on its way`,
    );
    expect(decodeQuotedPrintable(shipped.raw)).toContain(`It holds dangerous goods: the transport document ${document.number}`);
    const toSeller = mailWith(
      await mailsAbout('vendor@transport-document.test', order.number),
      `Transport document for order ${order.number}`,
    );
    expect(decodeQuotedPrintable(toSeller.raw)).toContain(`It gives ${EMERGENCY} as your 24-hour emergency telephone.`);
    for (const mail of [shipped, toSeller]) {
      const attached = attachmentsOf(mail);
      expect(attached.map((a) => a.filename)).toEqual([file]);
      expect(await pdfText(attached[0]!.content)).toContain('UN2031 NITRIC ACID, 8 (5.1), PG II 4 × 25 L jerrycan 100 L');
    }

    // What was printed stays printed: a later change of the classification changes no issued document.
    const changed = await send(gw, 'POST', '/v1/product/update-product', vendor.auth, {
      id: nitricId,
      transport: {
        dangerous: true,
        unNumber: 'UN2031',
        properShippingName: 'NITRIC ACID',
        hazardClass: '8',
        packingGroup: 'II',
        reason: 'A weaker grade from now on.',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await pdfText((await download(vendor.auth, `/v1/storefront/documents/${document.id}/pdf`)).bytes)).toBe(text);
  });

  it('lets nobody else reach it: another buyer, another seller and a non-operator get 404 or 403, a visitor 401', async () => {
    const buyer = await newBuyer();
    const order = await shippedOrder(buyer, [[pack.zinc, 1]]);
    const [document] = order.documents.filter((d) => d.kind === 'transport-document');
    const stranger = await newBuyer();
    const strangerSeller = await send(gw, 'POST', '/v1/product/add-product', otherVendor.auth, {
      name: 'Talc',
      grade: 'Cosmetic',
      physicalForm: 'powder',
      marketId: (await db(gw).select().from(markets).limit(1))[0]!.id,
    });
    expect(strangerSeller.status).toBe(200);
    expect((await download(stranger.auth, `/v1/procurement/documents/${document!.id}/pdf`)).status).toBe(404);
    expect((await download(stranger.auth, `/v1/procurement/documents/${document!.id}`)).status).toBe(404);
    expect((await download(otherVendor.auth, `/v1/storefront/documents/${document!.id}/pdf`)).status).toBe(404);
    expect((await download(buyer.auth, `/v1/operations/documents/${document!.id}/pdf`)).status).toBe(403);
    expect((await download(null, `/v1/procurement/documents/${document!.id}/pdf`)).status).toBe(401);
    const strangers = await send(gw, 'GET', '/v1/procurement/documents?Kind=transport-document', stranger.auth);
    expect(strangers.body.data).toEqual([]);
  });

  it('prints the classification the goods were sold with, not one the seller gave the product after the order', async () => {
    const sold = {
      dangerous: true,
      unNumber: 'UN2031',
      properShippingName: 'NITRIC ACID',
      hazardClass: '8',
      subsidiaryRisks: ['5.1'],
      packingGroup: 'II',
    };
    const reclassify = (transport: Record<string, unknown>) =>
      send(gw, 'POST', '/v1/product/update-product', vendor.auth, { id: nitricId, transport });
    expect((await reclassify(sold)).status).toBe(200);
    const buyer = await newBuyer();
    const placed = await purchase(gw, buyer.auth, {
      items: [{ packageId: pack.jerrycan, quantity: 1 }],
      shippingAddressId: buyer.address,
      paymentMethod: 'wallet',
      walletPin: PIN,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.orders[0] as OrderView;
    // Between the order and its shipment, the seller states packing group I for the product.
    const changed = await reclassify({ ...sold, packingGroup: 'I', reason: 'The fuming grade: over 70 % acid.' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    try {
      expect((await asSeller('accept', order.id)).status).toBe(200);
      expect((await asSeller('ship', order.id, { trackingNote: 'Own truck' })).status).toBe(200);
      const shipped = (await send(gw, 'GET', `/v1/storefront/orders/${order.id}`, vendor.auth)).body.data as OrderView;
      const [document] = shipped.documents.filter((d) => d.kind === 'transport-document');
      const text = await pdfText((await download(vendor.auth, `/v1/storefront/documents/${document!.id}/pdf`)).bytes);
      expect(text).toContain('UN2031 NITRIC ACID, 8 (5.1), PG II');
      expect(text).not.toContain('PG I,');
    } finally {
      expect((await reclassify(sold)).status).toBe(200);
    }
  });

  it('issues none for an order without dangerous goods, and its shipped email carries no file', async () => {
    const buyer = await newBuyer();
    const order = await shippedOrder(buyer, [[pack.chalk, 2]]);
    expect(order.documents.map((d) => d.kind)).toEqual(['tax-invoice', 'receipt']);
    const mails = await mailsAbout(`buyer-${people}@transport-document.test`, order.number);
    expect(attachmentsOf(mailWith(mails, `Order ${order.number} is on its way`))).toEqual([]);
    expect(mails.map(subjectOf)).not.toContain(`Transport document for order ${order.number}`);
    expect(smtp.received.filter((m) => subjectOf(m) === `Transport document for order ${order.number}`)).toEqual([]);
  });

  it('issues one document however often the seller presses ship at once', async () => {
    const buyer = await newBuyer();
    const placed = await purchase(gw, buyer.auth, {
      items: [{ packageId: pack.jerrycan, quantity: 1 }],
      shippingAddressId: buyer.address,
      paymentMethod: 'wallet',
      walletPin: PIN,
    });
    const order = placed.body.data.orders[0] as OrderView;
    expect((await asSeller('accept', order.id)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => asSeller('ship', order.id, { trackingNote: 'Own truck' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const view = (await send(gw, 'GET', `/v1/storefront/orders/${order.id}`, vendor.auth)).body.data as OrderView;
    expect(view.documents.filter((d) => d.kind === 'transport-document')).toHaveLength(1);
  });
});
