/**
 * Claims on delivered orders and the claim window (docs/decisions/042-claims-and-settlement-window.md),
 * over HTTP on a real database with the default window (7 days) and time to answer (5 days), the
 * gateway's clock moved forward instead of waiting: delivery leaves the seller unpaid until the
 * window has passed; a claim keeps the hold past it; the endings (the seller's partial or whole
 * refund with its credit note, the buyer's withdrawal, an operator's decision once the job has moved
 * an unanswered claim to them) each settle the order, split exactly; claims after the window, on a
 * settled order, twice, by the seller or a stranger, or with files not the buyer's are refused with
 * nothing changed. ledger:check passes after every test.
 */
import { refundAmount } from '../../src/contracts/claims.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vatOf } from '../../src/contracts/tax.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { claimEvents, orderClaims } from '../../src/gateway/db/schema/claims.ts';
import { auditLog, platformOperators } from '../../src/gateway/db/schema/operations.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { commissionOf } from '../../src/gateway/wallet/order-money.ts';
import { type Auth, buyer, db, member, purchase, seller, send, uploadPdf, walletBuyer } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const DAY = 86_400_000;
const PIN = '482916';
const UNIT = 1_234_567;

interface OrderView {
  id: string;
  number: string;
  status: string;
  totalMinor: number;
  subtotalMinor: number;
  refundedMinor: number;
  deliveryMinor: number;
  commissionMinor: number;
  commissionVatMinor: number;
  settledAt: string | null;
  lines: { id: string; quantity: number; unitPriceMinor: number; vatRateBps: number }[];
  events: { kind: string; actor: string }[];
  documents: { kind: string; number: string }[];
}

describe.each(backends)('claims and the claim window on %s', (backend) => {
  let gw: TestGateway;
  let storageDir = '';
  /** How far the gateway's clock is ahead of the wall's. */
  let offset = 0;
  let storefront: number;
  let packageId: number;
  let vendor: Awaited<ReturnType<typeof seller>>;
  let payer: Awaited<ReturnType<typeof walletBuyer>>;
  let stranger: Awaited<ReturnType<typeof member>>;
  let operator: Awaited<ReturnType<typeof buyer>>;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'claims-files-'));
    gw = await startGateway(backend, 40, {
      storage: createDiskStorage(storageDir),
      clock: () => new Date(Date.now() + offset),
      logger: { level: 'error' },
    });
    const [pack] = await db(gw)
      .select({ id: packages.id, productId: packages.productId, supplierId: products.supplierId })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(eq(products.status, 'published'))
      .orderBy(asc(packages.id))
      .limit(1);
    packageId = pack!.id;
    storefront = pack!.supplierId;
    await db(gw).update(packages).set({ priceMinor: UNIT, unit: 'kg', size: 25, stock: 1_000_000 }).where(eq(packages.id, pack!.id));
    await db(gw).update(products).set({ moq: 25, moqUnit: 'kg', vatTreatment: 'standard' }).where(eq(products.id, pack!.productId));
    vendor = await seller(gw, 'vendor@claims.test', storefront);
    await send(gw, 'POST', '/v1/company/tax-profile', vendor.auth, {
      tin: '12345678-0001',
      vatRegistered: true,
      vatRegisteredFrom: '2020-01-01',
    });
    payer = await walletBuyer(gw, 'payer@claims.test', 500_000_000_00, PIN);
    stranger = await member(gw, 'owner@stranger.test', 'owner');
    operator = await buyer(gw, 'operator@platform.test', 'Olu Operator');
    await db(gw).insert(platformOperators).values({ userId: operator.id });
  });
  afterAll(async () => {
    await gw?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    expect((await checkLedger(db(gw))).problems).toEqual([]);
  });

  const balances = async (auth: Auth) =>
    (await send(gw, 'GET', '/v1/wallet/details', auth)).body.data.wallet?.balances as { available: number; held: number; ledger: number };
  const sellerLedger = async () => (await balances(vendor.auth))?.ledger ?? 0;
  const orderView = async (id: string) => (await send(gw, 'GET', `/v1/storefront/orders/${id}`, vendor.auth)).body.data as OrderView;
  const openClaim = (auth: Auth, body: Record<string, unknown>) => send(gw, 'POST', '/v1/claims', auth, { kind: 'quality', ...body });
  const claimsOn = async (orderId: string) => db(gw).$count(orderClaims, eq(orderClaims.orderId, orderId));
  const later = (days: number) => {
    offset += days * DAY + 60_000;
  };
  const settleDue = () => gw.app.services.orders.settleDue();

  /** A wallet order of `quantity` packages, paid, shipped and marked delivered by the buyer. */
  async function delivered(quantity = 4): Promise<OrderView> {
    const placed = await purchase(gw, payer.auth, {
      items: [{ packageId, quantity }],
      shippingAddressId: payer.address,
      paymentMethod: 'wallet',
      walletPin: PIN,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.data.orders[0].id as string;
    expect((await send(gw, 'POST', `/v1/storefront/orders/accept/${id}`, vendor.auth)).status).toBe(200);
    expect((await send(gw, 'POST', `/v1/storefront/orders/ship/${id}`, vendor.auth, { trackingNote: 'GIG waybill 1' })).status).toBe(200);
    const done = await send(gw, 'POST', `/v1/procurement/orders/delivered/${id}`, payer.auth);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return orderView(id);
  }

  /** What settling pays the seller: the total less refunds, less the commission on the goods not refunded and its VAT. */
  const proceeds = (order: OrderView, refundedGoods: number, refunded: number) => {
    const commission = commissionOf(order.subtotalMinor - refundedGoods, 150);
    return order.totalMinor - refunded - commission - vatOf(commission, 750);
  };

  it('leaves a delivered order unpaid to the seller until its claim window has passed, then the job pays it once', async () => {
    const sellerBefore = await sellerLedger();
    const heldBefore = (await balances(payer.auth)).held;
    const order = await delivered();
    expect(order).toMatchObject({ status: 'delivered', settledAt: null, commissionMinor: 0 });
    // The buyer's money stays held; the seller has nothing yet, and is told when it comes.
    expect((await balances(payer.auth)).held).toBe(heldBefore + order.totalMinor);
    expect(await sellerLedger()).toBe(sellerBefore);
    const told = (await send(gw, 'GET', '/v1/notifications/get-all', vendor.auth)).body.data as { title: string; body: string }[];
    expect(told.find((n) => n.title === `Order ${order.number} delivered`)?.body).toMatch(
      /reach your wallet, less the commission, on .+ unless the buyer opens a claim/,
    );

    // The job every 15 minutes; run here in place with the clock moved.
    expect(await gw.app.jobs.schedules()).toContainEqual({ name: 'orders.settle-due', cron: '*/15 * * * *', key: '' });
    later(6);
    expect(await settleDue()).toBe(0);
    expect((await orderView(order.id)).settledAt).toBeNull();
    later(1);
    expect(await settleDue()).toBe(1);
    expect(await settleDue()).toBe(0);
    const settled = await orderView(order.id);
    expect(settled.settledAt).not.toBeNull();
    expect(settled.events.at(-1)).toMatchObject({ kind: 'settled', actor: 'system' });
    expect(settled.documents.map((d) => d.kind)).toContain('commission-invoice');
    expect(await sellerLedger()).toBe(sellerBefore + proceeds(order, 0, 0));
    expect((await balances(payer.auth)).held).toBe(heldBefore);
  });

  it('keeps the hold while a claim is open, and splits it exactly when the seller refunds part: a credit note, the rest to the seller', async () => {
    const order = await delivered(4);
    const evidence = await uploadPdf(gw, payer.auth, 'moisture-test.pdf');
    const opened = await openClaim(payer.auth, {
      orderId: order.id,
      reason: 'Two bags are caked: moisture 2.1% against 0.5% on the CoA.',
      fileIds: [evidence],
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const claim = opened.body.data;
    expect(claim).toMatchObject({
      number: expect.stringMatching(/^CL-\d+$/),
      kind: 'quality',
      status: 'open',
      order: { id: order.id, number: order.number },
      evidence: [{ id: evidence, name: 'moisture-test.pdf' }],
      actions: ['withdraw'],
    });
    expect(claim.events.map((e: { kind: string }) => e.kind)).toEqual(['opened']);
    // The seller is told, sees the claim and its evidence, and may refund.
    const notices = (await send(gw, 'GET', '/v1/notifications/get-all', vendor.auth)).body.data as { kind: string; link: string }[];
    expect(notices.some((n) => n.kind === 'claim.opened' && n.link === `/storefront/claims?claim=${claim.id}`)).toBe(true);
    const received = await send(gw, 'GET', `/v1/claims/received/${claim.id}`, vendor.auth);
    expect(received.body.data).toMatchObject({ status: 'open', actions: ['refund'] });
    const file = await gw.app.inject({ url: received.body.data.evidence[0].url, headers: vendor.auth });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    // The conversation opened with the buyer's reason and the evidence, and the platform's note.
    const thread = await send(gw, 'GET', `/v1/conversations/threads/${claim.threadId}/messages`, vendor.auth);
    expect(thread.body.data.messages.map((m: { author: { side: string } }) => m.author.side)).toEqual(['buyer', 'system']);

    // Past the window, the job leaves it: the claim holds the order.
    const sellerBefore = await sellerLedger();
    const payerBefore = await balances(payer.auth);
    later(8);
    await settleDue();
    expect((await orderView(order.id)).settledAt).toBeNull();
    expect(await sellerLedger()).toBe(sellerBefore);
    expect(await balances(payer.auth)).toEqual(payerBefore);

    // The seller refunds one bag: its price and VAT back to the buyer at once, the rest settled now.
    const line = order.lines[0]!;
    const refunded = await send(gw, 'POST', `/v1/claims/refund/${claim.id}`, vendor.auth, {
      lines: [{ orderLineId: line.id, quantity: 1 }],
      reason: 'One bag replaced by a credit: agreed on the phone.',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const back = UNIT + vatOf(UNIT, line.vatRateBps);
    // The dialogs say the amount before sending: the contract's computation from the claim's view gives the same.
    expect(refundAmount(claim.order, { lines: [{ orderLineId: claim.order.lines[0].id, quantity: 1 }], deliveryMinor: 0 })).toBe(back);
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      resolvedBy: 'seller',
      refundedMinor: back,
      creditNote: { number: expect.stringMatching(/^CRN-/) },
      actions: [],
    });
    expect(refunded.body.data.events.map((e: { kind: string; amountMinor: number | null }) => [e.kind, e.amountMinor])).toEqual([
      ['opened', null],
      ['refunded', back],
    ]);
    const after = await orderView(order.id);
    expect(after).toMatchObject({ refundedMinor: back, settledAt: expect.any(String) });
    expect(after.documents.map((d) => d.kind)).toEqual(expect.arrayContaining(['credit-note', 'commission-invoice']));
    const payerAfter = await balances(payer.auth);
    expect(payerAfter.available).toBe(payerBefore.available + back);
    expect(payerAfter.held).toBe(payerBefore.held - order.totalMinor);
    expect(await sellerLedger()).toBe(sellerBefore + proceeds(order, UNIT, back));
    expect(after.commissionMinor).toBe(commissionOf(order.subtotalMinor - UNIT, 150));
    // Ended: nothing more to do on it, and a second refund is refused.
    expect(
      (
        await send(gw, 'POST', `/v1/claims/refund/${claim.id}`, vendor.auth, {
          lines: [{ orderLineId: line.id, quantity: 1 }],
          reason: 'Again',
        })
      ).status,
    ).toBe(409);
    // The buyer's side reads the credit note with the order.
    const docs = await send(gw, 'GET', `/v1/procurement/documents?OrderId=${order.id}&Kind=credit-note`, payer.auth);
    expect(docs.body.data.map((d: { number: string }) => d.number)).toEqual([refunded.body.data.creditNote.number]);
  });

  it('refunds a claim whole when the seller gives everything back: the seller is paid nothing and no commission is taken', async () => {
    const order = await delivered(2);
    const claim = (await openClaim(payer.auth, { orderId: order.id, kind: 'quantity', reason: 'Nothing usable arrived.' })).body.data;
    const payerBefore = await balances(payer.auth);
    const sellerBefore = await sellerLedger();
    // Goods and delivery, each with its VAT: the whole total, as the dialogs compute it from the claim.
    expect(
      refundAmount(claim.order, { lines: [{ orderLineId: order.lines[0]!.id, quantity: 2 }], deliveryMinor: order.deliveryMinor }),
    ).toBe(order.totalMinor);
    const refunded = await send(gw, 'POST', `/v1/claims/refund/${claim.id}`, vendor.auth, {
      lines: [{ orderLineId: order.lines[0]!.id, quantity: 2 }],
      deliveryMinor: order.deliveryMinor,
      reason: 'Everything refunded.',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.refundedMinor).toBe(order.totalMinor);
    expect(await orderView(order.id)).toMatchObject({ refundedMinor: order.totalMinor, commissionMinor: 0, settledAt: expect.any(String) });
    expect((await balances(payer.auth)).available).toBe(payerBefore.available + order.totalMinor);
    expect(await sellerLedger()).toBe(sellerBefore);
  });

  it('pays the seller at once when the buyer withdraws the claim', async () => {
    const order = await delivered(3);
    const claim = (await openClaim(payer.auth, { orderId: order.id, reason: 'Labels look wrong.' })).body.data;
    const sellerBefore = await sellerLedger();
    const withdrawn = await send(gw, 'POST', `/v1/claims/withdraw/${claim.id}`, payer.auth, { reason: 'The labels were right after all.' });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data).toMatchObject({
      status: 'withdrawn',
      resolvedBy: 'buyer',
      resolution: 'The labels were right after all.',
      refundedMinor: 0,
    });
    expect((await orderView(order.id)).settledAt).not.toBeNull();
    expect(await sellerLedger()).toBe(sellerBefore + proceeds(order, 0, 0));
    const notices = (await send(gw, 'GET', '/v1/notifications/get-all', vendor.auth)).body.data as { kind: string }[];
    expect(notices.some((n) => n.kind === 'claim.withdrawn')).toBe(true);
    // Settled: no second claim.
    expect((await openClaim(payer.auth, { orderId: order.id, reason: 'Again.' })).status).toBe(409);
    expect((await send(gw, 'POST', `/v1/claims/withdraw/${claim.id}`, payer.auth, {})).status).toBe(409);
  });

  it('sends a claim the seller left unanswered to an operator, who joins its conversation and decides: a refund, or none', async () => {
    const order = await delivered(3);
    const other = await delivered(2);
    const claim = (await openClaim(payer.auth, { orderId: order.id, reason: 'One bag short.', kind: 'quantity' })).body.data;
    const rejected = (await openClaim(payer.auth, { orderId: other.id, reason: 'The colour is off.' })).body.data;
    const decide = (id: string, body: unknown) => send(gw, 'POST', `/v1/operations/claims/${id}/decide`, operator.auth, body);

    // Still the seller's: not an operator's to decide yet.
    expect((await decide(claim.id, { outcome: 'reject', reason: 'Too early to say anything.' })).status).toBe(409);
    expect(await gw.app.jobs.schedules()).toContainEqual({ name: 'claims.escalate', cron: '*/15 * * * *', key: '' });
    later(4);
    expect(await gw.app.services.claims.escalateDue()).toBe(0);
    later(1);
    expect(await gw.app.services.claims.escalateDue()).toBe(2);
    for (const id of [claim.id, rejected.id])
      expect((await send(gw, 'GET', `/v1/claims/get/${id}`, payer.auth)).body.data).toMatchObject({ status: 'awaiting-operator' });
    const summary = await send(gw, 'GET', '/v1/operations/summary', operator.auth);
    expect(summary.body.data.queues.claims).toBe(2);
    const queue = await send(gw, 'GET', '/v1/operations/claims', operator.auth);
    expect(queue.body.data.map((c: { id: string }) => c.id)).toEqual([claim.id, rejected.id]);
    expect(queue.body.data[0].actions).toEqual(['join', 'decide']);
    for (const who of [payer.auth, vendor.auth]) {
      const notices = (await send(gw, 'GET', '/v1/notifications/get-all', who)).body.data as { kind: string }[];
      expect(notices.filter((n) => n.kind === 'claim.escalated')).toHaveLength(2);
    }

    // The operator joins the conversation and reads it as the platform's side.
    const joined = await send(gw, 'POST', `/v1/operations/claims/${claim.id}/join`, operator.auth);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.actions).toEqual(['decide']);
    expect((await send(gw, 'POST', `/v1/operations/claims/${claim.id}/join`, operator.auth)).status).toBe(409);
    const read = await send(gw, 'GET', `/v1/conversations/threads/${claim.threadId}/messages?side=operator`, operator.auth);
    expect(read.status).toBe(200);
    expect((await send(gw, 'GET', `/v1/conversations/threads/${claim.threadId}/messages`, stranger.auth)).status).toBe(404);

    // The refund decided: the buyer gets it, the seller the rest, all in one.
    const sellerBefore = await sellerLedger();
    const payerBefore = await balances(payer.auth);
    const line = order.lines[0]!;
    const decided = await decide(claim.id, {
      outcome: 'refund',
      lines: [{ orderLineId: line.id, quantity: 1 }],
      reason: 'The waybill shows two bags, not three.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const back = UNIT + vatOf(UNIT, line.vatRateBps);
    expect(decided.body.data).toMatchObject({ status: 'refunded', resolvedBy: 'operator', refundedMinor: back });
    expect((await balances(payer.auth)).available).toBe(payerBefore.available + back);
    const refundedOrder = await orderView(order.id);
    expect(refundedOrder.events.find((e) => e.kind === 'refunded')).toMatchObject({ actor: 'system' });
    // The rejection: no refund, the seller paid the whole.
    expect((await decide(rejected.id, { outcome: 'reject', reason: 'The colour is within the specification.' })).status).toBe(200);
    expect(await sellerLedger()).toBe(sellerBefore + proceeds(order, UNIT, back) + proceeds(other, 0, 0));
    const sellerNotices = (await send(gw, 'GET', '/v1/notifications/get-all', vendor.auth)).body.data as { kind: string }[];
    expect(sellerNotices.filter((n) => n.kind === 'claim.refunded' || n.kind === 'claim.rejected')).toHaveLength(2);

    // Audited: the join and both decisions, with the reasons.
    const audit = await db(gw).select().from(auditLog).where(eq(auditLog.subjectType, 'claim')).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.subjectId, a.reason])).toEqual([
      ['claim.join', claim.id, null],
      ['claim.refund', claim.id, 'The waybill shows two bags, not three.'],
      ['claim.reject', rejected.id, 'The colour is within the specification.'],
    ]);
    expect((await decide(claim.id, { outcome: 'reject', reason: 'Twice is once too many.' })).status).toBe(409);
  });

  it('lets no operator decide a claim of their own company', async () => {
    const order = await delivered(2);
    const claim = (await openClaim(payer.auth, { orderId: order.id, reason: 'Wrong grade.' })).body.data;
    later(6);
    await gw.app.services.claims.escalateDue();
    await db(gw).insert(platformOperators).values({ userId: payer.id });
    const own = await send(gw, 'POST', `/v1/operations/claims/${claim.id}/decide`, payer.auth, {
      outcome: 'reject',
      reason: 'Deciding my own claim.',
    });
    expect(own.status).toBe(403);
    await db(gw).delete(platformOperators).where(eq(platformOperators.userId, payer.id));
    expect(
      (
        await send(gw, 'POST', `/v1/operations/claims/${claim.id}/decide`, operator.auth, {
          outcome: 'reject',
          reason: 'Within the specification.',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses claims after the window, on a settled or undelivered order, by the seller or a stranger, with files not the buyer’s: nothing changes', async () => {
    const order = await delivered(2);
    const evidence = await uploadPdf(gw, stranger.auth, 'not-yours.pdf');
    const before = { seller: await sellerLedger(), payer: await balances(payer.auth), claims: await db(gw).$count(orderClaims) };
    const refused = async (auth: Auth, body: Record<string, unknown>, status: number) => {
      const answer = await openClaim(auth, { orderId: order.id, reason: 'Damaged.', ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.succeeded).toBe(false);
      return answer.body;
    };
    // Another's file, too many files, an unknown order, a stranger's or the seller's own storefront's order.
    expect((await refused(payer.auth, { fileIds: [evidence] }, 400)).errors).toHaveProperty('fileIds');
    await refused(payer.auth, { fileIds: Array.from({ length: 6 }, () => evidence) }, 400);
    await refused(payer.auth, { orderId: '01900000-0000-7000-8000-000000000000' }, 404);
    await refused(stranger.auth, {}, 404);
    await refused(vendor.auth, {}, 404);
    await refused(payer.auth, { kind: 'price' }, 400);
    // A file over the upload limit is refused by the upload itself.
    const big = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/fileupload/document',
      payload: `--b\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n${'0'.repeat(10 * 1024 * 1024)}\r\n--b--\r\n`,
      headers: { ...payer.auth, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(big.statusCode).toBe(413);
    // A shipped order is not delivered yet.
    const placed = await purchase(gw, payer.auth, {
      items: [{ packageId, quantity: 1 }],
      shippingAddressId: payer.address,
      paymentMethod: 'wallet',
      walletPin: PIN,
    });
    const shipped = placed.body.data.orders[0].id as string;
    await send(gw, 'POST', `/v1/storefront/orders/accept/${shipped}`, vendor.auth);
    await send(gw, 'POST', `/v1/storefront/orders/ship/${shipped}`, vendor.auth, { trackingNote: 'On its way' });
    expect((await openClaim(payer.auth, { orderId: shipped, reason: 'Late.' })).status).toBe(409);
    // Past the window (not settled yet: the job has not run), and once settled.
    later(7);
    expect((await refused(payer.auth, {}, 409)).message).toMatch(/claim window of order MC-\d+ closed on/);
    expect(await settleDue()).toBeGreaterThanOrEqual(1);
    expect((await refused(payer.auth, {}, 409)).message).toMatch(/is settled/);
    // Nothing was stored, nothing moved but the settlement of what was due.
    expect(await db(gw).$count(orderClaims)).toBe(before.claims);
    expect(await claimsOn(order.id)).toBe(0);
    expect((await send(gw, 'POST', `/v1/storefront/orders/delivered/${shipped}`, vendor.auth)).status).toBe(200);
  });

  it('opens exactly one claim when the buyer sends many at once', async () => {
    const order = await delivered(2);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => openClaim(payer.auth, { orderId: order.id, reason: `Caked bags, try ${i + 1}.` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await claimsOn(order.id)).toBe(1);
    const [opened] = await db(gw).select().from(orderClaims).where(eq(orderClaims.orderId, order.id));
    expect(await db(gw).$count(claimEvents, eq(claimEvents.claimId, opened!.id))).toBe(1);
    // The seller and a stranger cannot end it; the buyer's other people can see it.
    expect(
      (await send(gw, 'POST', `/v1/claims/refund/${opened!.id}`, stranger.auth, { lines: [], deliveryMinor: 1, reason: 'x' })).status,
    ).toBe(403);
    expect((await send(gw, 'POST', `/v1/claims/withdraw/${opened!.id}`, stranger.auth, {})).status).toBe(404);
    expect((await send(gw, 'GET', `/v1/claims/get/${opened!.id}`, vendor.auth)).status).toBe(404);
    expect((await send(gw, 'POST', `/v1/claims/withdraw/${opened!.id}`, payer.auth, {})).status).toBe(200);
  });

  it('keeps a claim’s steps as they happened: the database refuses to change them', async () => {
    const [event] = await db(gw).select().from(claimEvents).limit(1);
    await expect(db(gw).update(claimEvents).set({ note: 'rewritten' }).where(eq(claimEvents.id, event!.id))).rejects.toThrow();
    await expect(db(gw).delete(claimEvents).where(eq(claimEvents.id, event!.id))).rejects.toThrow();
    const [kept] = await db(gw).select().from(claimEvents).where(eq(claimEvents.id, event!.id));
    expect(kept).toEqual(event);
  });
});
