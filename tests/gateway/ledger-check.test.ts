/**
 * `ledger:check` reconciles the business with the ledger (src/gateway/ledger/reconcile.ts): on the
 * demo history it finds nothing wrong, and on a copy broken one way at a time it names the record.
 * Each break is made and checked inside a transaction that is rolled back, so the next starts from
 * the same clean data. Transfers cannot be changed, so a break changes a business row or adds a
 * transfer through the ledger's own function.
 */
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingReference } from '../../src/contracts/financing.ts';
import { formatMoney } from '../../src/contracts/money.ts';
import type { Db } from '../../src/gateway/db/client.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { createTransfers, platformAccount } from '../../src/gateway/ledger/ledger.ts';
import { seedDemoAccounts } from '../../src/gateway/seed/demo-accounts.ts';
import { seedDemoHistory } from '../../src/gateway/seed/demo-history.ts';
import { payoutReference } from '../../src/gateway/payouts/payout-state.ts';
import { backends, startGateway, TEST_PIN_KEYS, type TestGateway } from './harness.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(backends)('ledger:check against the business on %s', (backend) => {
  let gw: TestGateway;
  const db = () => gw.database.db;
  const one = async <T>(query: ReturnType<typeof sql>) => {
    const [row] = rowsOf<T>(await db().execute(query));
    expect(row, 'the demo history has such a record').toBeDefined();
    return row!;
  };

  /** What the check says after `change`, made in a transaction rolled back afterwards. */
  async function problemsAfter(change: (tx: Db) => Promise<unknown>): Promise<string[]> {
    let problems: string[] = [];
    await db()
      .transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await change(tx);
        problems = (await checkLedger(tx)).problems;
        transaction.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    return problems;
  }

  beforeAll(async () => {
    gw = await startGateway(backend, 240);
    await seedDemoAccounts(db(), 'Demo-Password-1');
    await seedDemoHistory(db(), { secret: new TextEncoder().encode('ledger-check-test-secret-0123456789'), pinKeys: TEST_PIN_KEYS });
  }, 300_000);
  afterAll(() => gw?.close());

  it('finds nothing wrong in the demo history, and says what it compared', async () => {
    const { problems, reconciled } = await checkLedger(db());
    expect(problems).toEqual([]);
    expect(reconciled.orders).toBeGreaterThan(10);
    expect(reconciled.topUps).toBeGreaterThan(0);
    expect(reconciled.payouts).toBeGreaterThan(0);
    expect(reconciled.financing).toBeGreaterThan(0);
    expect(reconciled.campaigns).toBeGreaterThan(0);
  });

  it('names an order marked settled while its wallet hold is still pending', async () => {
    const order = await one<{ id: string; number: string }>(sql`select o.id, o.number::text from orders o
      where o.wallet_hold_id is not null and o.status = 'accepted'
        and not exists (select 1 from ledger_transfers r where r.pending_id = o.wallet_hold_id) limit 1`);
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update orders set status = 'delivered', delivered_at = now(), settled_at = now() where id = ${order.id}`),
    );
    expect(problems).toEqual([`order MC-${order.number}: delivered but its hold is still pending`]);
  });

  it('takes a delivered order whose claim window runs, its hold still pending, as money waiting', async () => {
    const order = await one<{ id: string }>(sql`select o.id from orders o
      where o.wallet_hold_id is not null and o.status = 'accepted'
        and not exists (select 1 from ledger_transfers r where r.pending_id = o.wallet_hold_id) limit 1`);
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update orders set status = 'delivered', delivered_at = now() where id = ${order.id}`),
    );
    expect(problems).toEqual([]);
  });

  it('names an order cancelled while its hold was never voided', async () => {
    const order = await one<{ id: string; number: string }>(sql`select id, number::text from orders
      where wallet_hold_id is not null and status = 'accepted' limit 1`);
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update orders set status = 'cancelled', payment_status = 'refunded' where id = ${order.id}`),
    );
    expect(problems).toEqual([`order MC-${order.number}: cancelled but its hold is still pending`]);
  });

  it('names an order whose recorded refunds are not what its hold released and escrow paid back', async () => {
    const order = await one<{ id: string; number: string; total: string; refunded: string }>(sql`select id, number::text,
      total_minor::text as total, refunded_minor::text as refunded from orders
      where refunded_minor > 0 and status <> 'cancelled' order by number limit 1`);
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update orders set refunded_minor = refunded_minor + 1 where id = ${order.id}`),
    );
    expect(problems).toEqual([
      expect.stringContaining(
        `order MC-${order.number}: records ${formatMoney(Number(order.refunded) + 1)} refunded of ${formatMoney(Number(order.total))} but its hold released`,
      ),
    ]);
  });

  it('names a partly refunded order whose seller was paid more than what was left of its total', async () => {
    const order = await one<{ number: string; total: string; refunded: string; settled: string; account: string }>(sql`
      select o.number::text, o.total_minor::text as total, o.refunded_minor::text as refunded,
        (o.total_minor - o.refunded_minor)::text as settled, w.ledger_account_id as account
      from orders o join companies c on c.supplier_id = o.supplier_id join wallets w on w.company_id = c.id
      where o.refunded_minor > 0 and o.settled_at is not null order by o.number limit 1`);
    const problems = await problemsAfter((tx) =>
      createTransfers(tx, [
        {
          id: uuidv7(),
          kind: 'single',
          debitAccountId: platformAccount('escrow'),
          creditAccountId: order.account,
          amount: Number(order.refunded),
          code: 'settlement',
          reference: `MC-${order.number}`,
        },
      ]),
    );
    expect(problems).toEqual([
      `order MC-${order.number}: delivered and its seller, commission and VAT on it were paid ${formatMoney(Number(order.settled) + Number(order.refunded))} in 2 settlement(s) for an order of ${formatMoney(Number(order.total))} with ${formatMoney(Number(order.refunded))} refunded`,
    ]);
  });

  it('names a settled order whose commission or the VAT on it is not what escrow paid', async () => {
    const order = await one<{ id: string; number: string }>(sql`select id, number::text from orders
      where settled_at is not null and commission_vat_minor > 0 order by number limit 1`);
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update orders set commission_vat_minor = commission_vat_minor + 1 where id = ${order.id}`),
    );
    expect(problems).toEqual([`order MC-${order.number}: the commission or its VAT paid from escrow is not what the order records`]);
  });

  it('names a top-up credited twice', async () => {
    const topUp = await one<{ reference: string; amount: string; account: string }>(sql`select p.reference, p.amount_minor::text as amount,
      w.ledger_account_id as account from payments p join wallets w on w.id = p.wallet_id where p.status = 'succeeded' limit 1`);
    const amount = Number(topUp.amount);
    const problems = await problemsAfter((tx) =>
      createTransfers(tx, [
        {
          id: uuidv7(),
          kind: 'single',
          debitAccountId: platformAccount('card_settlement'),
          creditAccountId: topUp.account,
          amount,
          code: 'topup',
          reference: topUp.reference,
        },
      ]),
    );
    expect(problems).toEqual([
      `top-up ${topUp.reference}: succeeded for ${formatMoney(amount)} but credited ${formatMoney(2 * amount)} in 2 transfer(s)`,
    ]);
  });

  it('names a top-up credited although its payment failed', async () => {
    const topUp = await one<{ reference: string; amount: string }>(
      sql`select reference, amount_minor::text as amount from payments where wallet_id is not null and status = 'succeeded' limit 1`,
    );
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update payments set status = 'failed' where reference = ${topUp.reference}`),
    );
    expect(problems).toEqual([`top-up ${topUp.reference}: failed but ${formatMoney(Number(topUp.amount))} was credited`]);
  });

  it('names a financing instalment marked paid without a transfer from the wallet', async () => {
    const instalment = await one<{ id: string; requestId: string; seq: number; owed: string; collected: string }>(sql`
      select i.id, i.request_id as "requestId", i.seq, (i.principal + i.interest + i.fee + i.late_fee - i.waived - i.paid)::text as owed,
        (select sum(paid) from financing_instalments where request_id = i.request_id)::text as collected
      from financing_instalments i where i.status = 'scheduled' order by i.seq limit 1`);
    const reference = financingReference(instalment.requestId);
    const recorded = Number(instalment.collected) + Number(instalment.owed);
    const paidInFull = await problemsAfter((tx) =>
      tx.execute(
        sql`update financing_instalments set status = 'paid', paid = principal + interest + fee + late_fee - waived, paid_at = now() where id = ${instalment.id}`,
      ),
    );
    expect(paidInFull).toEqual([
      `financing ${reference}: its instalments record ${formatMoney(recorded)} repaid but the wallet paid ${formatMoney(Number(instalment.collected))} into the financing pool`,
    ]);
    const onlyMarked = await problemsAfter((tx) =>
      tx.execute(sql`update financing_instalments set status = 'paid', paid_at = now() where id = ${instalment.id}`),
    );
    expect(onlyMarked).toEqual([
      `financing ${reference}: instalment ${instalment.seq} is marked paid with ${formatMoney(0)} of ${formatMoney(Number(instalment.owed))} paid`,
    ]);
  });

  it("names a campaign whose recorded spend is one kobo off its orders' discounts", async () => {
    const campaign = await one<{ id: string; name: string; spent: string }>(
      sql`select id, name, spent_minor::text as spent from campaigns where spent_minor > 0 limit 1`,
    );
    const spent = Number(campaign.spent);
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update campaigns set spent_minor = spent_minor + 1 where id = ${campaign.id}`),
    );
    expect(problems).toEqual([
      `campaign "${campaign.name}" (${campaign.id}): records ${formatMoney(spent + 1)} of discount spent but its orders' lines got ${formatMoney(spent)}`,
    ]);
  });

  it('names a payout marked failed although its hold was posted to the bank', async () => {
    const payout = await one<{ id: string }>(sql`select id from payouts where status = 'succeeded' limit 1`);
    const reference = payoutReference(payout.id);
    const problems = await problemsAfter((tx) => tx.execute(sql`update payouts set status = 'failed' where id = ${payout.id}`));
    expect(problems).toEqual([`payout ${reference}: failed but its hold is posted`]);
  });
});
