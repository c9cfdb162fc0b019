/** The demo history (src/gateway/seed/demo-history.ts): what a newcomer signed in as a demo account sees. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTO_DELIVER_DAYS } from '../../src/contracts/commerce.ts';
import { CLAIM_WINDOW_DAYS } from '../../src/contracts/claims.ts';
import { DEMO_OPERATOR, seedDemoAccounts } from '../../src/gateway/seed/demo-accounts.ts';
import { seedDemoHistory } from '../../src/gateway/seed/demo-history.ts';
import { DEMO_PEOPLE, demoIdentityProvider } from '../../src/gateway/seed/demo-identities.ts';
import { DEMO_EMERGENCY_PHONE } from '../../src/gateway/seed/history-trade-terms.ts';
import { gradePercent } from '../../src/contracts/dangerous-goods.ts';
import { suggestClassification } from '../../src/gateway/dangerous-goods/index.ts';
import { pdfText } from './pdf-text.ts';
import { member, send } from './commerce-fixtures.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { backends, call, startGateway, TEST_PIN_KEYS, type TestGateway } from './harness.ts';

const PASSWORD = 'Demo-Password-1';
/** The gateway's secret, as loadSecrets gives it: the seed hashes identities with it too. */
const SECRET = new TextEncoder().encode('demo-history-test-secret-0123456789');

async function signIn(gw: TestGateway, email: string) {
  const { body } = await call<{ data: { jwToken: string } }>(gw.app, 'POST', '/api/v1/Account/authenticate', { email, password: PASSWORD });
  expect(body.succeeded).toBe(true);
  return { authorization: `Bearer ${body.data.jwToken}` };
}

async function get<T = any>(gw: TestGateway, url: string, headers: Record<string, string>): Promise<T> {
  const response = await gw.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return (response.json() as { data: T }).data;
}

/** What the history holds, without ids and seconds: the same seed must give the same rows. */
async function snapshot(gw: TestGateway) {
  const rows = async (query: ReturnType<typeof sql>) => ((await gw.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    orders: await rows(sql`select o.number, o.status, o.payment_status, o.subtotal_minor::text, o.total_minor::text, o.buyer_name,
        to_char(o.placed_at at time zone 'Africa/Lagos', 'YYYY-MM-DD HH24') as placed,
        to_char(o.delivered_at at time zone 'Africa/Lagos', 'YYYY-MM-DD HH24') as delivered,
        (select string_agg(l.product_name || ' x' || l.quantity, '; ' order by l.product_name) from order_lines l where l.order_id = o.id) as lines
      from orders o order by o.number`),
    events: await rows(
      sql`select o.number, e.kind, e.actor, to_char(e.created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD HH24') as at from order_events e join orders o on o.id = e.order_id order by 1, 4, 2`,
    ),
    stock: await rows(sql`select id, stock from packages order by id`),
    quotes: await rows(
      sql`select status, quantity, quoted_unit_price_minor, to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as at from quotes order by created_at`,
    ),
    samples: await rows(
      sql`select status, to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as at from sample_requests order by created_at`,
    ),
    documents: await rows(
      sql`select status, kind, to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as at from document_requests order by created_at`,
    ),
    notifications:
      await rows(sql`select u.email, n.kind, regexp_replace(n.title, '(PO|FN)-[0-9A-F]{8}', '\1-…', 'g') as title, n.read_at is null as unread, to_char(n.created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as at
      from notifications n join users u on u.id = n.user_id order by 5, 1, 2, 3`),
    views: await rows(sql`select product_id, day::text, views from product_views order by product_id, day`),
    rfqs: await rows(sql`select r.title, r.status, (select string_agg(rr.status, ',' order by rr.status) from rfq_recipients rr where rr.rfq_id = r.id) as recipients,
        to_char(r.created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as at from rfqs r order by r.created_at`),
    messages: await rows(sql`select t.subject_kind, t.subject_title, m.author_side, m.body,
        to_char(m.created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD HH24:MI') as at
      from conversation_messages m join conversation_threads t on t.id = m.thread_id order by m.seq`),
    ledger: await rows(
      sql`select kind, code, amount::text, case when code in ('topup', 'payout', 'financing') then null else reference end as reference, to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD HH24') as at from ledger_transfers order by created_at, code, amount, kind`,
    ),
  };
}

describe.each(backends)('the demo history on %s', (backend) => {
  const gateways: TestGateway[] = [];
  let gw: TestGateway;
  let seller: Record<string, string>;
  let buyer: Record<string, string>;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await gw.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /**
   * The orders that shipped dangerous goods: a line whose package is classified dangerous, or whose
   * product is and the package has no classification of its own.
   */
  const shippedDangerousGoods = async () =>
    new Set(
      (
        await rowsOf<{ id: string }>(sql`select distinct o.id from orders o join order_lines l on l.order_id = o.id
          join transport_classifications t on t.product_id = l.product_id and t.dangerous
            and (t.package_id = l.package_id or (t.package_id is null and not exists (
              select 1 from transport_classifications own where own.product_id = l.product_id and own.package_id = l.package_id)))
          where o.shipped_at is not null`)
      ).map((r) => r.id),
    );

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      // The identity provider answers the demo's records, as the local stand-in does under LOCAL_PROVIDERS.
      const g = await startGateway(backend, 240, { jwtSecret: SECRET, identity: demoIdentityProvider(() => 'Demo seller') });
      gateways.push(g);
      await seedDemoAccounts(g.database.db, PASSWORD);
      await seedDemoHistory(g.database.db, { secret: SECRET, pinKeys: TEST_PIN_KEYS });
    }
    gw = gateways[0]!;
    seller = await signIn(gw, 'seller@example.com');
    buyer = await signIn(gw, 'buyer@example.com');
  }, 300_000);
  afterAll(async () => {
    for (const g of gateways) await g.close();
  });

  it('shows the seller orders, revenue and views over 90 days, spread over many days', async () => {
    const stats = await get(gw, '/api/v1/storefront/stats?Days=90', seller);
    expect(stats.orders).toBeGreaterThanOrEqual(20);
    expect(stats.revenueMinor).toBeGreaterThan(0);
    expect(stats.productViews).toBeGreaterThan(100);
    expect(stats.openRequests).toBeGreaterThan(0);
    const week = await get(gw, '/api/v1/storefront/stats?Days=7', seller);
    expect(week.orders).toBeGreaterThan(0);
    expect(week.orders).toBeLessThan(stats.orders);
    const charts = await get<{ series: { day: string; orders: number; revenueMinor: number }[] }>(
      gw,
      '/api/v1/storefront/charts?Days=90',
      seller,
    );
    expect(charts.series).toHaveLength(90);
    const days = charts.series.filter((d) => d.orders > 0);
    expect(days.length).toBeGreaterThanOrEqual(20);
    expect(days.some((d) => d.day < charts.series[30]!.day)).toBe(true);
    expect(days.some((d) => d.day > charts.series[60]!.day)).toBe(true);
  });

  it('lists seller orders in every status, from several buyers', async () => {
    const orders = await get<{ status: string; paymentStatus: string; buyer?: { name: string } }[]>(
      gw,
      '/api/v1/storefront/orders?PageSize=200',
      seller,
    );
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['placed', 'accepted', 'shipped', 'delivered', 'cancelled']));
    expect(orders.some((o) => o.paymentStatus === 'refund-due')).toBe(true);
    expect(orders.some((o) => o.status === 'accepted' && o.paymentStatus === 'paid')).toBe(true);
    const buyers = (
      (await gw.database.db.execute(sql`select count(distinct buyer_company_id)::int as n from orders`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
    expect(buyers).toBeGreaterThanOrEqual(3);
  });

  it('has the demo seller registered for VAT with its TIN, a zero-rated product, delivery options on every storefront, and orders that carry VAT and delivery', async () => {
    expect(await get(gw, '/api/v1/company/tax-profile', seller)).toMatchObject({
      tin: '12345678-0001',
      vatRegistered: true,
      chargesVat: true,
      standardRateBps: 750,
    });
    const options = await get<{ kind: string; label: string; states: string[]; feePerTonneMinor: number }[]>(
      gw,
      '/api/v1/storefront/delivery-options',
      seller,
    );
    expect(options.map((o) => o.kind)).toEqual(['pickup', 'zone', 'zone', 'quoted']);
    expect(options.find((o) => o.states.includes('Kano'))).toMatchObject({ states: expect.arrayContaining(['Sokoto', 'Kaduna']) });
    expect(options.find((o) => o.states.includes('Kano'))!.feePerTonneMinor).toBeGreaterThan(0);
    const storefronts = await gw.database.db.execute(
      sql`select count(distinct supplier_id)::int as n, (select count(*)::int from suppliers) as all from delivery_options`,
    );
    const counted = (storefronts as unknown as { rows: { n: number; all: number }[] }).rows[0]!;
    expect(counted.n).toBe(counted.all);

    const orders = await get<
      {
        subtotalMinor: number;
        goodsVatMinor: number;
        deliveryMinor: number;
        deliveryVatMinor: number;
        totalMinor: number;
        delivery: { kind: string; states?: string[] | null } | null;
        sellerTax: { tin: string | null; vatRegistered: boolean } | null;
        refundedMinor: number;
        lines: { vatTreatment: string; vatMinor: number; lineTotalMinor: number; refundedQuantity: number }[];
      }[]
    >(gw, '/api/v1/storefront/orders?PageSize=200', seller);
    for (const o of orders) {
      expect(o.totalMinor).toBe(o.subtotalMinor + o.goodsVatMinor + o.deliveryMinor + o.deliveryVatMinor);
      expect(o.goodsVatMinor).toBe(o.lines.reduce((sum, l) => sum + l.vatMinor, 0));
      expect(o.sellerTax).toEqual({ tin: '12345678-0001', vatRegistered: true, country: 'NG' });
    }
    expect(orders.some((o) => o.goodsVatMinor > 0)).toBe(true);
    expect(orders.some((o) => o.delivery?.kind === 'zone' && o.delivery.states?.includes('Kano') && o.deliveryMinor > 0)).toBe(true);
    expect(orders.some((o) => o.delivery?.kind === 'pickup' && o.deliveryMinor === 0)).toBe(true);
    expect(orders.some((o) => o.lines.some((l) => l.vatTreatment === 'zero-rated' && l.vatMinor === 0))).toBe(true);
    expect(orders.some((o) => o.refundedMinor > 0 && o.lines.some((l) => l.refundedQuantity > 0))).toBe(true);
  });

  it('gives every paid, delivered or cancelled demo order its documents, issued on the days they happened', async () => {
    type Doc = { kind: string; number: string; issuedAt: string };
    const orders = await get<
      {
        id: string;
        status: string;
        paymentStatus: string;
        paymentMethod: string;
        placedAt: string;
        deliveredAt: string | null;
        settledAt: string | null;
        refundedMinor: number;
        documents: Doc[];
      }[]
    >(gw, '/api/v1/storefront/orders?PageSize=200', seller);
    const kinds = (o: { documents: Doc[] }) => o.documents.map((d) => d.kind);
    const dangerous = await shippedDangerousGoods();
    const wrong: string[] = [];
    for (const order of orders) {
      const has = kinds(order);
      const paid = order.paymentStatus !== 'unpaid';
      const invoiced =
        paid || (order.paymentMethod === 'bank-transfer' && order.status !== 'placed' && !(order.status === 'cancelled' && !has.length));
      const expected = [
        ...(invoiced ? ['tax-invoice'] : []),
        ...(paid ? ['receipt'] : []),
        // A credit note for a cancellation, and one for each partial refund before it.
        ...((order.status === 'cancelled' && invoiced) || order.refundedMinor > 0 ? ['credit-note'] : []),
        ...(order.settledAt ? ['commission-invoice'] : []),
        ...(dangerous.has(order.id) ? ['transport-document'] : []),
      ];
      if (JSON.stringify([...new Set(has)].sort()) !== JSON.stringify(expected.sort()))
        wrong.push(`${order.status}/${order.paymentStatus}: ${has.join(', ')}`);
      // To the minute: during a step the history's clock stands still while the rows it writes are moved back.
      for (const d of order.documents)
        if (d.issuedAt.slice(0, 16) < order.placedAt.slice(0, 16)) wrong.push(`${d.number} issued before its order`);
    }
    expect(wrong).toEqual([]);
    // Delivered orders are settled once their claim window has passed; those of the last week still wait.
    const waiting = orders.filter((o) => o.status === 'delivered' && !o.settledAt);
    expect(waiting.every((o) => Date.parse(o.deliveredAt!) > Date.now() - CLAIM_WINDOW_DAYS * 86_400_000)).toBe(true);
    expect(orders.filter((o) => o.settledAt).every((o) => kinds(o).includes('commission-invoice'))).toBe(true);
    const listed = await get<{ kind: string }[]>(gw, '/api/v1/procurement/documents?PageSize=200', buyer);
    expect(listed.map((d) => d.kind)).toEqual(expect.arrayContaining(['tax-invoice', 'receipt']));
    expect(listed.map((d) => d.kind)).not.toContain('commission-invoice');
  });

  it('gives every paid, delivered or cancelled order of the history its documents, whoever sold it', async () => {
    const orders = (
      (await gw.database.db.execute(sql`select o.number, o.status, o.payment_status as "paymentStatus", o.payment_method as "paymentMethod",
          o.refunded_minor::bigint > 0 as "partlyRefunded", o.settled_at is not null as settled,
          o.delivered_at > now() - make_interval(days => ${CLAIM_WINDOW_DAYS}) as "inWindow",
          (select count(*)::int from order_events e where e.order_id = o.id and e.kind = 'refunded') as refunds,
          coalesce((select array_agg(d.kind order by d.kind) from issued_documents d where d.order_id = o.id), '{}') as kinds, o.id
        from orders o order by o.number`)) as unknown as {
        rows: {
          id: string;
          number: number;
          status: string;
          paymentStatus: string;
          paymentMethod: string;
          partlyRefunded: boolean;
          settled: boolean;
          inWindow: boolean;
          refunds: number;
          kinds: string[];
        }[];
      }
    ).rows;
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['placed', 'accepted', 'shipped', 'delivered', 'cancelled']));
    const dangerous = await shippedDangerousGoods();
    const wrong: string[] = [];
    for (const o of orders) {
      const paid = o.paymentStatus !== 'unpaid';
      const invoiced =
        paid || (o.paymentMethod === 'bank-transfer' && o.status !== 'placed' && !(o.status === 'cancelled' && !o.kinds.length));
      const count = (kind: string) => o.kinds.filter((k) => k === kind).length;
      const expected = {
        'tax-invoice': invoiced ? 1 : 0,
        receipt: paid ? 1 : 0,
        // One per partial refund, and one for a cancellation of what its invoice still charged.
        'credit-note': invoiced ? o.refunds + (o.status === 'cancelled' ? 1 : 0) : 0,
        'commission-invoice': o.settled ? 1 : 0,
        'transport-document': dangerous.has(o.id) ? 1 : 0,
      };
      const has = Object.fromEntries(Object.keys(expected).map((k) => [k, count(k)]));
      if (JSON.stringify(has) !== JSON.stringify(expected)) wrong.push(`${o.number} ${o.status}/${o.paymentStatus}: ${o.kinds.join(', ')}`);
      if (o.status === 'delivered' && !o.settled && !o.inWindow) wrong.push(`${o.number} delivered, not settled past its claim window`);
    }
    expect(wrong).toEqual([]);
    // Each kind of step is in the history: settled, refunded in part, cancelled after being invoiced.
    expect(orders.filter((o) => o.settled).length).toBeGreaterThan(5);
    expect(orders.some((o) => o.refunds > 0 && o.kinds.includes('credit-note'))).toBe(true);
    expect(orders.some((o) => o.status === 'cancelled' && o.kinds.includes('credit-note'))).toBe(true);
  });

  it("ships dangerous goods with their transport document: the list's entry for each line and the seller's emergency telephone", async () => {
    const [shipped] = await rowsOf<{ id: string; documentId: string; unNumber: string; shippingName: string }>(sql`
      select o.id, d.id as "documentId", t.un_number as "unNumber", t.proper_shipping_name as "shippingName"
      from orders o join issued_documents d on d.order_id = o.id and d.kind = 'transport-document'
      join order_lines l on l.order_id = o.id join transport_classifications t on t.product_id = l.product_id and t.dangerous
      join companies c on c.supplier_id = o.supplier_id join users u on u.email = 'seller@example.com'
      join company_members m on m.company_id = c.id and m.user_id = u.id
      order by o.number limit 1`);
    expect(shipped, 'a shipped demo order of the demo seller with its transport document').toBeDefined();
    const order = await get<{ documents: { id: string; kind: string }[] }>(gw, `/api/v1/storefront/orders/${shipped!.id}`, seller);
    expect(order.documents.map((d) => d.kind)).toContain('transport-document');
    const pdf = await gw.app.inject({ method: 'GET', url: `/api/v1/storefront/documents/${shipped!.documentId}/pdf`, headers: seller });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Dangerous goods transport document');
    expect(text).toContain(`${shipped!.unNumber} ${shipped!.shippingName}`);
    expect(text).toContain(`Emergency telephone (24 hours): ${DEMO_EMERGENCY_PHONE}`);
    expect((await get(gw, '/api/v1/company/get', seller)).emergencyPhone).toBe(DEMO_EMERGENCY_PHONE);
  });

  it("gives the demo seller's dangerous chemicals the list's classification and a dated safety data sheet, most recent, some due for review", async () => {
    const products = await get<
      { id: number; casNumber: string; physicalForm: string; grade: string; dangerous: boolean | null; warnings: { code: string }[] }[]
    >(gw, '/api/v1/product/get-products?PageSize=200', seller);
    const classified = await rowsOf<{ productId: number; dangerous: boolean; unNumber: string | null; hazardClass: string | null }>(sql`
      select product_id as "productId", dangerous, un_number as "unNumber", hazard_class as "hazardClass"
      from transport_classifications where package_id is null`);
    const byProduct = new Map(classified.map((c) => [c.productId, c]));
    expect(products.some((p) => p.dangerous)).toBe(true);
    for (const p of products) {
      const listed = suggestClassification(p.casNumber, p.physicalForm, gradePercent(p.grade))!.suggested;
      expect(byProduct.get(p.id), `product ${p.id}`).toMatchObject({
        dangerous: listed.dangerous,
        unNumber: listed.unNumber,
        hazardClass: listed.hazardClass,
      });
      expect(p.warnings.map((w) => w.code)).not.toContain('sds-missing');
    }
    expect(products.some((p) => p.warnings.some((w) => w.code === 'sds-outdated'))).toBe(true);
    // Every sheet has its revision date; most are recent, some older than five years.
    const [sheets] = await rowsOf<{ all: number; dated: number; old: number }>(sql`
      select count(*)::int as all, count(issued_at)::int as dated, count(*) filter (where issued_at < now() - interval '5 years')::int as old
      from product_documents where kind = 'SDS'`);
    expect(sheets!.dated).toBe(sheets!.all);
    expect(sheets!.old).toBeGreaterThan(0);
    expect(sheets!.old / sheets!.all).toBeLessThan(0.2);
  });

  it('gives the buyer orders, requests, notifications, a saved search and likes', async () => {
    expect((await get<unknown[]>(gw, '/api/v1/procurement/orders?PageSize=50', buyer)).length).toBeGreaterThan(0);
    expect((await get<unknown[]>(gw, '/api/v1/quotes/get-all?PageSize=50', buyer)).length).toBeGreaterThan(0);
    expect((await get<unknown[]>(gw, '/api/v1/samplerequest/get-all?PageSize=50', buyer)).length).toBeGreaterThan(0);
    expect((await get<unknown[]>(gw, '/api/v1/documentrequest/get-all?PageSize=50', buyer)).length).toBeGreaterThan(0);
    expect((await get<unknown[]>(gw, '/api/v1/quotes/received?PageSize=50', seller)).length).toBeGreaterThan(0);
    const notes = await get<{ readAt?: string | null }[]>(gw, '/api/v1/notifications/get-all?PageSize=100', buyer);
    expect(notes.length).toBeGreaterThan(5);
    expect((await get<unknown[]>(gw, '/api/v1/notifications/get-all?PageSize=100', seller)).length).toBeGreaterThan(5);
    expect((await get<unknown[]>(gw, '/api/v1/savedsearches/get-all', buyer)).length).toBe(1);
    expect((await get<unknown[]>(gw, '/api/v1/likes/products', buyer)).length).toBe(1);
    expect((await get<unknown[]>(gw, '/api/v1/likes/suppliers', buyer)).length).toBe(1);
    expect((await get<unknown[]>(gw, '/api/v1/likes/producers', buyer)).length).toBe(1);
  });

  it('gives both demo companies a wallet with 90 days of top-ups, payments held until delivery and proceeds less commission', async () => {
    const buyerWallet = (await get<{ wallet: any }>(gw, '/api/v1/wallet/details', buyer)).wallet;
    const sellerWallet = (await get<{ wallet: any }>(gw, '/api/v1/wallet/details', seller)).wallet;
    expect(buyerWallet).toMatchObject({ pinSet: true, owner: { kind: 'company' } });
    expect(buyerWallet.balances.available).toBeGreaterThan(0);
    expect(sellerWallet.pinSet).toBe(true);
    expect(sellerWallet.balances.available).toBeGreaterThan(0);
    const buyerLines = await get<{ type: string; status: string; createdAt: string }[]>(
      gw,
      '/api/v1/wallet/transactions?PageSize=200',
      buyer,
    );
    // A refund too: a package the seller refunded on an order paid by bank transfer comes back to the wallet.
    expect(new Set(buyerLines.map((l) => l.type))).toEqual(new Set(['topup', 'payment', 'financing', 'refund']));
    expect(new Set(buyerLines.map((l) => l.status)).has('completed')).toBe(true);
    expect(new Set(buyerLines.map((l) => l.createdAt.slice(0, 10))).size).toBeGreaterThan(8);
    const sellerLines = await get<{ type: string }[]>(gw, '/api/v1/wallet/transactions?PageSize=200', seller);
    expect(sellerLines.filter((l) => l.type === 'settlement').length).toBeGreaterThan(3);
    const flow = await get<{ points: { in: number; out: number }[] }>(gw, '/api/v1/wallet/flow?days=90', buyer);
    expect(flow.points.filter((p) => p.in + p.out > 0).length).toBeGreaterThan(8);
    expect((await checkLedger(gw.database.db)).problems).toEqual([]);
  });

  it('verifies both demo companies (audited), and leaves a third company and a product request for the operator', async () => {
    for (const who of [buyer, seller]) {
      const state = await get(gw, '/api/v1/wallet/verification', who);
      expect(state.tier).toBe(2);
      expect(state.person.status).toBe('approved');
      expect(state.business.status).toBe('approved');
    }
    const operator = await signIn(gw, 'operator@example.com');
    const summary = await get(gw, '/api/v1/operations/summary', operator);
    expect(summary.queues).toMatchObject({ verifications: 1, productRequests: 1, payouts: 0, beneficiaries: 0, financing: 1 });
    expect(summary.ledger.ok).toBe(true);
    const waiting = await get(gw, '/api/v1/operations/verifications', operator);
    expect(waiting[0].customer.name).toBe('Harbour Coatings Ltd');
    const payouts = await get(gw, '/api/v1/wallet/payouts', seller);
    expect(payouts.map((p: { status: string }) => p.status)).toEqual(['succeeded', 'succeeded']);
    expect((await get(gw, '/api/v1/wallet/beneficiaries', seller))[0].status).toBe('active');
    const audit = await get(gw, '/api/v1/operations/audit', operator);
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'financing.disburse',
      'financing.offer',
      'financing.review',
      'verification.approve',
      'verification.approve',
    ]);
  });

  it('gives the seller a running campaign and an ended one whose orders got its price', async () => {
    const list = await get<{ id: string; name: string; status: string; orders: number }[]>(gw, '/api/v1/campaigns', seller);
    expect(list.map((c) => c.status).sort()).toEqual(['active', 'ended']);
    const ended = list.find((c) => c.status === 'ended')!;
    const orders = await get<{ discountMinor: number }[]>(gw, `/api/v1/campaigns/${ended.id}/transactions?PageSize=50`, seller);
    expect(ended.orders).toBeGreaterThan(0);
    expect(orders.length).toBe(ended.orders);
    for (const o of orders) expect(o.discountMinor).toBeGreaterThan(0);
  });

  it("has the buyer's company repaying an import financing, its first instalment collected on its due date", async () => {
    const requests = await get<{ id: string; type: string; status: string }[]>(gw, '/api/v1/financing/requests', buyer);
    expect(requests.map((r) => [r.type, r.status]).sort()).toEqual([
      ['import', 'repaying'],
      ['manufacturing', 'submitted'],
    ]);
    const imported = await get<{ instalments: { status: string; dueAt: string }[]; drawn: number }>(
      gw,
      `/api/v1/financing/requests/${requests.find((r) => r.type === 'import')!.id}`,
      buyer,
    );
    expect(imported.drawn).toBe(12_400_000_00);
    expect(imported.instalments.map((i) => i.status)).toEqual(['paid', 'scheduled', 'scheduled']);
    expect(new Date(imported.instalments[1]!.dueAt).getTime()).toBeGreaterThan(Date.now());
    const overview = await get<{ owed: number; repayments: { paid: number }[] }>(gw, '/api/v1/financing/overview', buyer);
    expect(overview.owed).toBeGreaterThan(0);
    expect(overview.repayments.some((m) => m.paid > 0)).toBe(true);
  });

  it('dates everything in the last 90 days, the steps of each order in order', async () => {
    const [row] = (
      (await gw.database.db.execute(sql`select
        (select count(*)::int from orders where placed_at < now() - interval '90 days' or greatest(placed_at, accepted_at, paid_at, shipped_at, delivered_at, cancelled_at) > now()) as outside,
        (select count(*)::int from orders where accepted_at < placed_at or (paid_at < accepted_at and payment_method <> 'wallet') or shipped_at < paid_at or delivered_at < shipped_at or cancelled_at < placed_at) as disordered,
        (select count(*)::int from notifications where created_at > now() or created_at < now() - interval '95 days') as notes_outside,
        (select count(distinct (placed_at at time zone 'Africa/Lagos')::time)::int from orders) as times`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    expect(row).toMatchObject({ outside: 0, disordered: 0, notes_outside: 0 });
    expect(row!.times).toBeGreaterThan(10);
  });

  it('gives the demo buyer a claim settled by a partial refund: the evidence, the talk, the credit note, the rest paid to the seller', async () => {
    const claims = await get<
      {
        id: string;
        status: string;
        resolvedBy: string;
        refundedMinor: number;
        creditNote: { number: string } | null;
        evidence: { name: string }[];
        events: { kind: string }[];
        threadId: string;
        order: { id: string };
      }[]
    >(gw, '/api/v1/claims/get-all', buyer);
    expect(claims).toHaveLength(1);
    const [claim] = claims;
    expect(claim).toMatchObject({
      status: 'refunded',
      resolvedBy: 'seller',
      creditNote: { number: expect.stringMatching(/^CRN-/) },
      evidence: [{ name: 'moisture-test-report.pdf' }],
    });
    expect(claim!.refundedMinor).toBeGreaterThan(0);
    expect(claim!.events.map((e) => e.kind)).toEqual(['opened', 'refunded']);
    expect((await get<unknown[]>(gw, '/api/v1/claims/received', seller)).length).toBe(1);
    const talk = await get<{ messages: { author: { side: string } }[] }>(
      gw,
      `/api/v1/conversations/threads/${claim!.threadId}/messages`,
      buyer,
    );
    expect(talk.messages.map((m) => m.author.side)).toEqual(['buyer', 'system', 'seller', 'system']);
    const order = await get<{ settledAt: string | null; refundedMinor: number; documents: { kind: string }[] }>(
      gw,
      `/api/v1/storefront/orders/${claim!.order.id}`,
      seller,
    );
    expect(order.settledAt).not.toBeNull();
    expect(order.refundedMinor).toBe(claim!.refundedMinor);
    expect(order.documents.map((d) => d.kind)).toEqual(expect.arrayContaining(['credit-note', 'commission-invoice']));
  });

  it('gives the buyer and the seller conversations with unread messages, and emails nobody about them', async () => {
    const buyerUnread = await get<{ bySide: { buyer: number } }>(gw, '/api/v1/conversations/unread-count', buyer);
    expect(buyerUnread.bySide.buyer).toBeGreaterThan(0);
    const sellerUnread = await get<{ bySide: { seller: number } }>(gw, '/api/v1/conversations/unread-count', seller);
    expect(sellerUnread.bySide.seller).toBeGreaterThan(0);
    const threads = await get<{ subject: { kind: string }; buyer: { name: string } }[]>(
      gw,
      '/api/v1/conversations/threads?side=seller',
      seller,
    );
    expect(new Set(threads.map((t) => t.subject.kind))).toEqual(new Set(['product', 'order', 'general', 'rfq', 'claim']));
    expect(new Set(threads.map((t) => t.buyer.name)).size).toBeGreaterThanOrEqual(2);
    // Unread for days, and still no email: made-up history is not told about.
    expect(await gw.app.services.conversations.remindUnread(new Date())).toBe(0);
    const [dates] = (
      (await gw.database.db.execute(sql`select
        count(*) filter (where created_at > now() or created_at < now() - interval '90 days')::int as outside,
        count(*)::int as messages from conversation_messages`)) as unknown as { rows: { outside: number; messages: number }[] }
    ).rows;
    expect(dates).toMatchObject({ outside: 0 });
    expect(dates!.messages).toBeGreaterThan(8);
  });

  it('gives the buyer an open request for quotation with two offers in and one declined, and one awarded line by line', async () => {
    const rfqs = await get<any[]>(gw, '/api/v1/rfq/get-all', buyer);
    const open = rfqs.find((r) => r.status === 'open')!;
    expect(open.recipients).toHaveLength(3);
    expect(open.recipients.map((r: { status: string }) => r.status).sort()).toEqual(['declined', 'offered', 'offered']);
    expect(open.offers.filter((o: { superseded: boolean }) => !o.superseded)).toHaveLength(2);
    expect(open.offers.some((o: { superseded: boolean }) => o.superseded)).toBe(true);
    const awarded = rfqs.find((r) => r.status === 'awarded')!;
    expect(new Set(awarded.awards.map((a: { supplierId: number }) => a.supplierId)).size).toBe(2);
    for (const award of awarded.awards) {
      const order = await get(gw, `/api/v1/procurement/orders/${award.orderId}`, buyer);
      const offer = awarded.offers.find((o: any) => !o.superseded && o.supplier.id === award.supplierId);
      const line = offer.lines.find((l: { lineId: string }) => l.lineId === award.lineId);
      expect(order.lines[0].unitPriceMinor).toBe(line.unitPriceMinor);
    }
    const compared = await get(gw, `/api/v1/rfq/compare/${open.id}`, buyer);
    expect(compared.columns).toHaveLength(3);
    // The demo seller sees the open request and its own offer.
    const received = await get<any[]>(gw, '/api/v1/rfq/received', seller);
    expect(received.map((r) => r.id)).toContain(open.id);
  });

  it('leaves no email queued and no request limit used', async () => {
    const left = (
      (await gw.database.db.execute(sql`select (select count(*)::int from outbox) as mails,
      (select count(*)::int from rate_limits where key like 'requests:user:%' or key like 'messages:%' or key like 'threads:new:%') as limits`)) as unknown as {
        rows: { mails: number; limits: number }[];
      }
    ).rows[0]!;
    expect(left).toEqual({ mails: 0, limits: 0 });
  });

  it('leaves no order shipped for longer than the gateway waits before delivering it itself', async () => {
    const rows = async (query: ReturnType<typeof sql>) => ((await gw.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const [counts] = await rows(sql`select count(*) filter (where status = 'shipped')::int as shipped,
        count(*) filter (where status = 'shipped' and shipped_at < now() - make_interval(days => ${AUTO_DELIVER_DAYS}))::int as overdue
      from orders`);
    expect(counts).toMatchObject({ overdue: 0 });
    expect((counts as { shipped: number }).shipped).toBeGreaterThan(0);
  });

  it('is the same on every run, and not seeded twice', async () => {
    expect(await snapshot(gateways[1]!)).toEqual(await snapshot(gw));
    expect(await seedDemoHistory(gw.database.db, { secret: SECRET, pinKeys: TEST_PIN_KEYS })).toEqual({ orders: 0 });
  });

  it('lets the demo buyer’s BVN verify no other wallet: one identity, one wallet', async () => {
    const [demoBuyer] = DEMO_PEOPLE;
    const newcomer = await member(gw, 'newcomer@demo-history.test', 'owner', { companyName: 'Newcomer Chemicals Ltd' });
    expect((await send(gw, 'POST', '/v1/wallet/new', newcomer.auth)).status).toBe(200);
    const answer = await send(gw, 'POST', '/v1/wallet/verification/person', newcomer.auth, {
      idType: 'bvn',
      idNumber: demoBuyer!.bvn,
      dateOfBirth: demoBuyer!.dateOfBirth,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.errors).toEqual({ idNumber: ['is already used by another account'] });
    expect((await send(gw, 'GET', '/v1/wallet/verification', newcomer.auth)).body.data.tier).toBe(0);
  });

  it('shows the operator the demo seller’s bank account as matching its registered name, legal form aside', async () => {
    const operator = await signIn(gw, DEMO_OPERATOR.email);
    const decided = await get<{ accountName: string; verifiedName: string | null; nameMatches: boolean }[]>(
      gw,
      '/api/v1/operations/beneficiaries?state=decided&PageSize=50',
      operator,
    );
    const account = decided.find((b) => b.accountName.endsWith(' LTD'));
    expect(account?.verifiedName).toBeTruthy();
    expect(account).toMatchObject({ accountName: `${account!.verifiedName!.toUpperCase()} LTD`, nameMatches: true });
  });
});
