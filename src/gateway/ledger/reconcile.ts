/**
 * The business reconciled with the ledger (part of `npm run ledger:check`): every record that says
 * money moved is compared, in SQL over the real tables, with the transfers its code makes (ids,
 * `pending_id`, `code` and `reference` as src/gateway/wallet/order-money.ts and top-ups.ts,
 * src/gateway/payouts/ (send-payout.ts, payout-outcomes.ts, review.ts) and src/gateway/financing/
 * (money.ts, repayments.ts) write them), and campaigns' recorded spend with their orders' discounts.
 * One set-based query per kind of record, at most 50 problems each, each naming its record. The
 * only part of the ledger that reads the domains' tables: comparing the two is its purpose.
 */
import { sql } from 'drizzle-orm';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { platformAccount } from './ledger.ts';
import { rowsOf } from '../db/rows.ts';

const naira = (kobo: string | number | null) => formatMoney(Number(kobo ?? 0));

/** How many records of each kind were compared with their transfers. */
export interface Reconciled {
  orders: number;
  topUps: number;
  payouts: number;
  financing: number;
  campaigns: number;
}

/** A hold's state as people say it: the resolution's kind, or none yet. */
const holdState = (resolved: string | null) => (resolved === 'post' ? 'posted' : resolved === 'void' ? 'voided' : 'still pending');

/**
 * The short reference a payout's or a financing request's transfers carry, as SQL over its id:
 * payoutReference (PO-) and financingReference (FN-), the last 8 hex digits of the id, upper-case.
 * An order's is orderNumber: MC- and its number.
 */
const shortRef = (prefix: 'PO' | 'FN', id: ReturnType<typeof sql>) =>
  sql`${sql.raw(`'${prefix}-'`)} || upper(right(replace(${id}::text, '-', ''), 8))`;

export async function reconcileBusiness(db: Db): Promise<{ reconciled: Reconciled; problems: string[] }> {
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  const escrow = platformAccount('escrow');
  const inFlight = platformAccount('payouts_in_flight');
  const pool = platformAccount('financing');
  const problems: string[] = [];

  const [counts] = await query<Reconciled>(sql`select
    (select count(*)::int from orders) as orders,
    (select count(*)::int from payments where wallet_id is not null) as "topUps",
    (select count(*)::int from payouts) as payouts,
    (select count(*)::int from financing_requests) as financing,
    (select count(*)::int from campaigns) as campaigns`);

  // Orders, by their total (goods, VAT, delivery). Paid from a wallet (or a financing line): one hold
  // buyer → escrow of the total at placement; pending while open; voided on cancellation (the order
  // then `refunded` whole); posted on settlement, or by a first partial refund for what was left.
  // Paid by card or bank transfer: one transfer settlement → escrow of the total once paid. What the
  // order records as refunded equals what its hold released plus what escrow paid back (to the
  // account the hold came from, or the buyer's wallet). Delivered, the money waits as it was while
  // the claim window runs and any claim is open (docs/decisions/042-claims-and-settlement-window.md).
  // Settled: the hold posted (voided when refunded whole), and escrow pays the seller's wallet,
  // the commission and the VAT on it, together what is left of the total, once; the commission and
  // its VAT as the order records them.
  const orders = await query<{
    number: string;
    status: string;
    payment: string;
    problem: string;
    amount: string;
    refunded: string;
    held: string | null;
    resolved: string | null;
    released: string;
    back: string;
    received: string;
    receivedN: number;
    settled: string;
    settledN: number;
  }>(sql`
    with legs as (
      select reference,
        count(*) filter (where code = 'payment' and kind = 'single')::int as received_n,
        coalesce(sum(amount) filter (where code = 'payment' and kind = 'single'), 0) as received,
        bool_and(credit_account_id = ${escrow}::uuid) filter (where code = 'payment' and kind = 'single') as received_in_escrow,
        coalesce(sum(amount) filter (where code = 'refund' and kind = 'single'), 0) as back,
        bool_and(debit_account_id = ${escrow}::uuid) filter (where code = 'refund' and kind = 'single') as back_from_escrow,
        array_agg(distinct credit_account_id) filter (where code = 'refund' and kind = 'single') as back_to,
        count(*) filter (where code = 'settlement')::int as settled_n,
        count(*) filter (where code in ('settlement', 'commission', 'commission-vat'))::int as settled_legs,
        coalesce(sum(amount) filter (where code in ('settlement', 'commission', 'commission-vat')), 0) as settled,
        coalesce(sum(amount) filter (where code = 'commission'), 0) as commission,
        coalesce(sum(amount) filter (where code = 'commission-vat'), 0) as commission_vat,
        (array_agg(credit_account_id) filter (where code = 'settlement'))[1] as settled_to
      from ledger_transfers where reference like 'MC-%' group by reference),
    o as (
      select o.number, o.status, o.payment_status, o.payment_method, o.total_minor as amount, o.refunded_minor as refunded,
        o.commission_minor, o.commission_vat_minor, o.settled_at, o.wallet_hold_id,
        h.kind as hold_kind, h.amount as held, h.credit_account_id = ${escrow}::uuid as held_in_escrow, r.kind as resolved,
        case r.kind when 'void' then h.amount when 'post' then h.amount - r.amount else 0 end as released,
        coalesce(l.back, 0) as back, coalesce(l.back_from_escrow, true) as back_from_escrow,
        coalesce(l.back_to <@ array[case when o.wallet_hold_id is not null then h.debit_account_id else bw.ledger_account_id end], true) as back_to_payer,
        coalesce(l.received_n, 0) as received_n, coalesce(l.received, 0) as received, coalesce(l.received_in_escrow, true) as received_in_escrow,
        coalesce(l.settled_n, 0) as settled_n, coalesce(l.settled_legs, 0) as settled_legs, coalesce(l.settled, 0) as settled,
        coalesce(l.commission, 0) as commission, coalesce(l.commission_vat, 0) as commission_vat, l.settled_to,
        sw.ledger_account_id as seller_account
      from orders o
      left join ledger_transfers h on h.id = o.wallet_hold_id
      left join ledger_transfers r on r.pending_id = o.wallet_hold_id
      left join legs l on l.reference = 'MC-' || o.number
      left join companies c on c.supplier_id = o.supplier_id
      left join wallets sw on sw.company_id = c.id
      left join wallets bw on case when o.buyer_company_id is not null then bw.company_id = o.buyer_company_id
        else bw.owner_user_id = o.buyer_user_id end),
    judged as (
      select *, case
        when wallet_hold_id is null and payment_method in ('wallet', 'financing') and payment_status <> 'unpaid' then 'no-hold'
        when wallet_hold_id is not null and hold_kind is distinct from 'pending' then 'hold-missing'
        when wallet_hold_id is not null and (held <> amount or not held_in_escrow) then 'hold-amount'
        when wallet_hold_id is not null and payment_status = 'unpaid' then 'hold-unpaid'
        when wallet_hold_id is not null and settled_at is not null and resolved is distinct from 'post' and not (resolved = 'void' and refunded = amount) then 'hold-state'
        when wallet_hold_id is not null and status = 'cancelled' and resolved is null then 'hold-state'
        when wallet_hold_id is not null and status <> 'cancelled' and settled_at is null and (resolved = 'void' or (resolved = 'post' and refunded = 0)) then 'hold-state'
        when wallet_hold_id is not null and status = 'cancelled' and payment_status <> 'refunded' then 'not-refunded'
        when wallet_hold_id is not null and status = 'cancelled' and refunded <> amount then 'refunds'
        when wallet_hold_id is null and payment_status <> 'unpaid' and (received_n <> 1 or received <> amount or not received_in_escrow) then 'received'
        when (wallet_hold_id is not null or payment_status = 'unpaid') and received_n > 0 then 'received'
        when refunded <> released + back then 'refunds'
        when back > 0 and not (back_from_escrow and back_to_payer) then 'refund-account'
        when settled_at is not null and (settled_n > 1 or settled <> amount - refunded) then 'settled'
        when settled_at is not null and (commission <> commission_minor or commission_vat <> commission_vat_minor) then 'commission'
        when settled_at is not null and settled_n > 0 and settled_to is distinct from seller_account then 'wrong-seller'
        when settled_at is null and settled_legs > 0 then 'settled'
      end as problem
      from o)
    select number::text, status, payment_status as payment, problem, amount::text, refunded::text, held::text, resolved,
      released::text, back::text, received::text, received_n as "receivedN", settled::text, settled_n as "settledN"
    from judged where problem is not null order by number limit 50`);
  for (const o of orders) {
    const why = {
      'no-hold': `paid from a wallet (${o.payment}) but it has no hold`,
      'hold-missing': 'its hold is not in the ledger',
      'hold-amount': `its hold of ${naira(o.held)} into escrow does not match its total of ${naira(o.amount)}`,
      'hold-unpaid': 'its buyer’s money is held but the order is marked unpaid',
      'hold-state': `${o.status}${Number(o.refunded) > 0 ? ` with ${naira(o.refunded)} refunded` : ''} but its hold is ${holdState(o.resolved)}`,
      'not-refunded': `cancelled and its hold resolved, but its payment is ${o.payment}, not refunded`,
      refunds: `records ${naira(o.refunded)} refunded of ${naira(o.amount)} but its hold released ${naira(o.released)} and escrow paid back ${naira(o.back)}`,
      'refund-account': 'money refunded on it went to an account that is not the one it was paid from',
      received: `${o.payment} for ${naira(o.amount)} but escrow received ${naira(o.received)} in ${o.receivedN} transfer(s)`,
      settled: `${o.status} and its seller, commission and VAT on it were paid ${naira(o.settled)} in ${o.settledN} settlement(s) for an order of ${naira(o.amount)} with ${naira(o.refunded)} refunded`,
      commission: 'the commission or its VAT paid from escrow is not what the order records',
      'wrong-seller': 'its proceeds went to a wallet that is not its seller’s',
    }[o.problem];
    problems.push(`order MC-${o.number}: ${why ?? o.problem}`);
  }

  // Top-ups: a payment for a wallet is credited once, settlement → that wallet, for the amount the
  // provider paid, when it succeeded; never while pending or after it failed. No top-up credit
  // names a payment that does not exist.
  const topUps = await query<{
    reference: string;
    status: string | null;
    amount: string | null;
    credited: string;
    n: number;
    own: boolean;
  }>(sql`
    with credits as (
      select reference, count(*)::int as n, sum(amount) as amount, array_agg(credit_account_id) as accounts
      from ledger_transfers where code = 'topup' and reference is not null group by reference)
    select p.reference, p.status, p.amount_minor::text as amount, coalesce(c.amount, 0)::text as credited, coalesce(c.n, 0) as n,
      coalesce(w.ledger_account_id = all(c.accounts), true) as own
    from payments p join wallets w on w.id = p.wallet_id left join credits c on c.reference = p.reference
    where case when p.status = 'succeeded' then coalesce(c.n, 0) <> 1 or c.amount <> p.amount_minor or not (w.ledger_account_id = all(c.accounts))
               else c.n is not null end
    union all
    select c.reference, null, null, c.amount::text, c.n, true from credits c
    where not exists (select 1 from payments p where p.reference = c.reference and p.wallet_id is not null)
    limit 50`);
  for (const t of topUps) {
    const why =
      t.status === null
        ? `${naira(t.credited)} credited in ${t.n} transfer(s) but no top-up has this reference`
        : t.status !== 'succeeded'
          ? `${t.status} but ${naira(t.credited)} was credited`
          : !t.own
            ? 'credited to a wallet that is not the one topped up'
            : `succeeded for ${naira(t.amount)} but credited ${naira(t.credited)} in ${t.n} transfer(s)`;
    problems.push(`top-up ${t.reference}: ${why}`);
  }

  // Payouts: held wallet → payouts in flight when requested; the hold pending while it waits for an
  // operator or the bank, posted when paid, voided when failed or rejected; reversed either before
  // (voided) or after it was paid (posted, and one transfer back of its amount).
  const payouts = await query<{
    reference: string;
    status: string;
    problem: string;
    amount: string;
    held: string | null;
    resolved: string | null;
    reversals: number;
  }>(sql`
    with reversals as (
      select reference, count(*)::int as n, sum(amount) as amount from ledger_transfers where code = 'reversal' group by reference),
    p as (
      select p.id, p.status, p.amount, h.kind as hold_kind, h.amount as held,
        h.debit_account_id = w.ledger_account_id and h.credit_account_id = ${inFlight}::uuid as hold_accounts,
        r.kind as resolved, coalesce(v.n, 0) as reversals, coalesce(v.amount, 0) as reversed
      from payouts p join wallets w on w.id = p.wallet_id
      left join ledger_transfers h on h.id = p.hold_id
      left join ledger_transfers r on r.pending_id = p.hold_id
      left join reversals v on v.reference = ${shortRef('PO', sql`p.id`)}),
    judged as (
      select *, case
        when hold_kind is distinct from 'pending' then 'hold-missing'
        when held <> amount or not hold_accounts then 'hold-amount'
        when case status
          when 'awaiting_approval' then resolved is null and reversals = 0
          when 'processing' then resolved is null and reversals = 0
          when 'succeeded' then resolved = 'post' and reversals = 0
          when 'failed' then resolved = 'void' and reversals = 0
          when 'rejected' then resolved = 'void' and reversals = 0
          when 'reversed' then (resolved = 'void' and reversals = 0) or (resolved = 'post' and reversals = 1 and reversed = amount)
          else false end then null
        else 'state'
      end as problem
      from p)
    select ${shortRef('PO', sql`id`)} as reference, status, problem, amount::text, held::text, resolved, reversals
    from judged where problem is not null order by id limit 50`);
  for (const p of payouts) {
    const why = {
      'hold-missing': `${p.status} but its hold is not in the ledger`,
      'hold-amount': `its hold of ${naira(p.held)} does not move ${naira(p.amount)} from its wallet to payouts in flight`,
      state: `${p.status} but its hold is ${holdState(p.resolved)}${p.reversals > 0 ? ` and ${p.reversals} reversal(s) returned money` : ''}`,
    }[p.problem];
    problems.push(`payout ${p.reference}: ${why ?? p.problem}`);
  }

  // Financing. Import and manufacturing: disbursed once, pool → the company's wallet, for what was
  // drawn. Procurement: what the pool put into escrow for the orders it paid and that were not
  // cancelled (a hold, or the part a partial refund posted less what escrow paid back) adds up to
  // what was drawn. Repayments: what the instalments record as paid equals what the
  // wallet paid into the pool, less what went back to it for cancelled orders. An instalment marked
  // paid owes nothing.
  const financing = await query<{
    reference: string;
    problem: string;
    seq: number | null;
    drawn: string;
    moved: string;
    movedN: number;
    paid: string;
    repaid: string;
  }>(sql`
    with moves as (
      select reference,
        coalesce(sum(amount) filter (where credit_account_id = ${pool}::uuid), 0) as collected,
        coalesce(sum(amount) filter (where debit_account_id = ${pool}::uuid), 0) as paid_out,
        count(*) filter (where debit_account_id = ${pool}::uuid)::int as paid_out_n
      from ledger_transfers where code = 'financing' group by reference),
    instalments as (select request_id, sum(paid) as paid from financing_instalments group by request_id),
    back as (
      select reference, sum(amount) as amount from ledger_transfers
      where code = 'refund' and kind = 'single' and credit_account_id = ${pool}::uuid group by reference),
    holds as (
      select f.id,
        coalesce(sum(case when r.kind = 'void' then 0 when r.kind = 'post' then r.amount - coalesce(b.amount, 0) else h.amount end), 0) as held,
        count(*)::int as n
      from financing_requests f cross join lateral jsonb_array_elements_text(f.order_ids) as paid_order(id)
      join orders o on o.id = paid_order.id::uuid
      left join ledger_transfers h on h.id = o.wallet_hold_id and h.kind = 'pending' and h.debit_account_id = ${pool}::uuid
      left join ledger_transfers r on r.pending_id = h.id
      left join back b on b.reference = 'MC-' || o.number
      where f.type = 'procurement' group by f.id),
    f as (
      select f.id, f.type, f.drawn, f.disbursed_at, coalesce(m.collected, 0) as collected, coalesce(m.paid_out, 0) as paid_out,
        coalesce(m.paid_out_n, 0) as paid_out_n, coalesce(i.paid, 0) as paid, coalesce(hd.held, 0) as held, coalesce(hd.n, 0) as held_n
      from financing_requests f
      left join moves m on m.reference = ${shortRef('FN', sql`f.id`)}
      left join instalments i on i.request_id = f.id
      left join holds hd on hd.id = f.id)
    select * from (
      select ${shortRef('FN', sql`id`)} as reference, case
          when type <> 'procurement' and (paid_out_n <> (disbursed_at is not null)::int or paid_out <> drawn) then 'disbursed'
          when type = 'procurement' and held <> drawn then 'drawn'
          when paid <> collected - case when type = 'procurement' then paid_out else 0 end then 'repaid'
        end as problem, null::int as seq, drawn::text,
        (case when type = 'procurement' then held else paid_out end)::text as moved,
        case when type = 'procurement' then held_n else paid_out_n end as "movedN",
        paid::text, (collected - case when type = 'procurement' then paid_out else 0 end)::text as repaid
      from f) judged where problem is not null
    union all
    select ${shortRef('FN', sql`request_id`)}, 'instalment', seq, null, null, null,
      paid::text, (principal + interest + fee + late_fee - waived)::text
    from financing_instalments where status = 'paid' and paid <> principal + interest + fee + late_fee - waived
    limit 50`);
  for (const f of financing) {
    const why = {
      disbursed: `${naira(f.drawn)} drawn but ${naira(f.moved)} was paid into the wallet in ${f.movedN} transfer(s)`,
      drawn: `${naira(f.drawn)} drawn but the holds of its orders not cancelled add up to ${naira(f.moved)}`,
      repaid: `its instalments record ${naira(f.paid)} repaid but the wallet paid ${naira(f.repaid)} into the financing pool`,
      instalment: `instalment ${f.seq} is marked paid with ${naira(f.paid)} of ${naira(f.repaid)} paid`,
    }[f.problem];
    problems.push(`financing ${f.reference}: ${why ?? f.problem}`);
  }

  // Campaigns: the spend recorded (what the budget is checked against) equals the discounts on the
  // order lines bought at the campaign's price; cancelled orders included, as spend is never returned.
  const campaigns = await query<{ name: string | null; id: string; spent: string; given: string }>(sql`
    select c.name, c.id::text, c.spent_minor::text as spent, coalesce(l.given, 0)::text as given
    from campaigns c left join (select campaign_id, sum(discount_minor) as given from order_lines where campaign_id is not null group by campaign_id) l
      on l.campaign_id = c.id
    where c.spent_minor <> coalesce(l.given, 0)
    union all
    select null, l.campaign_id::text, '0', sum(l.discount_minor)::text from order_lines l
    where l.campaign_id is not null and not exists (select 1 from campaigns c where c.id = l.campaign_id) group by l.campaign_id
    limit 50`);
  for (const c of campaigns)
    problems.push(
      c.name === null
        ? `campaign ${c.id}: order lines got ${naira(c.given)} of its discount but no such campaign exists`
        : `campaign "${c.name}" (${c.id}): records ${naira(c.spent)} of discount spent but its orders' lines got ${naira(c.given)}`,
    );

  return { reconciled: counts!, problems };
}
