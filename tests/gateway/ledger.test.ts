/**
 * The ledger on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): transfers,
 * holds, idempotency, balance rules, all-or-none batches, immutability and concurrency. After every
 * test the invariants of `npm run ledger:check` hold.
 */
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { accountBalance, walletBalance } from '../../src/gateway/ledger/balances.ts';
import {
  createTransfer,
  createTransfers,
  foldCredits,
  voidExpiredHolds,
  LedgerError,
  type NewTransfer,
  openAccount,
  platformAccount,
  withBackdating,
} from '../../src/gateway/ledger/ledger.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LedgerError);
  return (error as LedgerError).code;
};

describe.each(backends)('ledger on %s', (backend) => {
  let t: TestDatabase;
  const db = () => t.database.db;
  let card: string;
  let escrow: string;
  let commission: string;

  beforeAll(async () => {
    t = await openTestDatabase(backend);
    card = platformAccount('card_settlement');
    escrow = platformAccount('escrow');
    commission = platformAccount('commission');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect((await checkLedger(db())).problems).toEqual([]);
  });

  const wallet = async (funded = 0) => {
    const account = await openAccount(db(), 'wallet');
    if (funded > 0)
      await createTransfer(db(), {
        id: uuidv7(),
        kind: 'single',
        debitAccountId: card,
        creditAccountId: account.id,
        amount: funded,
        code: 'topup',
      });
    return account.id;
  };
  const available = async (id: string) => walletBalance(await accountBalance(db(), id)).available;

  it('records the database time beside the business time, and refuses a business time in the past unless the demo history backdates', async () => {
    const buyer = await wallet(500_000);
    const seller = await wallet();
    const move = (at: Date) =>
      createTransfer(
        db(),
        { id: uuidv7(), kind: 'single', debitAccountId: buyer, creditAccountId: seller, amount: 100, code: 'payment' },
        at,
      );
    const before = Date.now();
    const now = await move(new Date());
    expect(now.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A caller's clock a day behind: refused, nothing moved.
    const yesterday = new Date(Date.now() - 86_400_000);
    expect(await refusal(move(yesterday))).toBe('backdated');
    expect(await available(seller)).toBe(100);
    // The demo history says it writes the past: the business time is the one it gives, the database's its own.
    const past = await withBackdating(() => move(yesterday));
    expect(past.createdAt.toISOString()).toBe(yesterday.toISOString());
    expect(past.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await available(seller)).toBe(200);
  });

  it('moves money between two accounts and keeps both balances', async () => {
    const buyer = await wallet(500_000);
    const seller = await wallet();
    const [moved] = await createTransfers(db(), [
      {
        id: uuidv7(),
        kind: 'single',
        debitAccountId: buyer,
        creditAccountId: seller,
        amount: 120_050,
        code: 'payment',
        reference: 'ORD-1',
      },
    ]);
    expect(moved).toMatchObject({ kind: 'single', amount: 120_050, reference: 'ORD-1' });
    expect(walletBalance(await accountBalance(db(), buyer))).toEqual({ ledger: 379_950, held: 0, available: 379_950, incoming: 0 });
    expect(await available(seller)).toBe(120_050);
    // The card settlement account keeps no balance row: its balance is summed from its transfers.
    expect((await accountBalance(db(), card)).debitsPosted).toBeGreaterThanOrEqual(500_000);
  });

  it('refuses a payment the wallet cannot afford, and changes nothing', async () => {
    const buyer = await wallet(10_000);
    const seller = await wallet();
    const id = uuidv7();
    expect(
      await refusal(
        createTransfer(db(), { id, kind: 'single', debitAccountId: buyer, creditAccountId: seller, amount: 10_001, code: 'payment' }),
      ),
    ).toBe('insufficient_funds');
    expect(await available(buyer)).toBe(10_000);
    expect(await available(seller)).toBe(0);
    const stored = await db().execute(sql`select count(*)::int as n from ledger_transfers where id = ${id}`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses amounts that are not whole positive kobo below 2^53, and accounts that do not exist', async () => {
    const buyer = await wallet(10_000);
    const seller = await wallet();
    for (const amount of [0, -5, 1.5, 2 ** 53, Number.NaN]) {
      const transfer = { id: uuidv7(), kind: 'single' as const, debitAccountId: buyer, creditAccountId: seller, amount, code: 'payment' };
      expect(await refusal(createTransfer(db(), transfer))).toBe('amount_must_be_positive');
    }
    expect(
      await refusal(
        createTransfer(db(), {
          id: uuidv7(),
          kind: 'single',
          debitAccountId: buyer,
          creditAccountId: uuidv7(),
          amount: 1,
          code: 'payment',
        }),
      ),
    ).toBe('account_not_found');
    expect(
      await refusal(
        createTransfer(db(), { id: uuidv7(), kind: 'single', debitAccountId: buyer, creditAccountId: buyer, amount: 1, code: 'payment' }),
      ),
    ).toBe('accounts_must_differ');
    expect(await available(buyer)).toBe(10_000);
  });

  it('treats a transfer id sent again as the same transfer, and refuses it with other details', async () => {
    const buyer = await wallet(50_000);
    const seller = await wallet();
    const transfer: NewTransfer = {
      id: uuidv7(),
      kind: 'single',
      debitAccountId: buyer,
      creditAccountId: seller,
      amount: 7_000,
      code: 'payment',
    };
    const first = await createTransfer(db(), transfer);
    const again = await createTransfer(db(), transfer);
    expect(again).toEqual(first);
    expect(await available(buyer)).toBe(43_000);
    expect(await refusal(createTransfer(db(), { ...transfer, amount: 7_001 }))).toBe('exists_with_different_fields');
    expect(await refusal(createTransfer(db(), { ...transfer, creditAccountId: escrow }))).toBe('exists_with_different_fields');
    expect(await available(buyer)).toBe(43_000);
  });

  it('creates one transfer when the same id is sent 20 times at once', async () => {
    const buyer = await wallet(50_000);
    const seller = await wallet();
    const transfer: NewTransfer = {
      id: uuidv7(),
      kind: 'single',
      debitAccountId: buyer,
      creditAccountId: seller,
      amount: 2_500,
      code: 'payment',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => createTransfer(db(), transfer)));
    expect(new Set(results.map((r) => r.createdAt.getTime())).size).toBe(1);
    expect(await available(buyer)).toBe(47_500);
    expect(await available(seller)).toBe(2_500);
  });

  it('commits every leg of a batch or none', async () => {
    const buyer = await wallet(100_000);
    const seller = await wallet();
    const legs: NewTransfer[] = [
      { id: uuidv7(), kind: 'single', debitAccountId: buyer, creditAccountId: seller, amount: 60_000, code: 'payment' },
      { id: uuidv7(), kind: 'single', debitAccountId: buyer, creditAccountId: commission, amount: 50_000, code: 'commission' },
    ];
    expect(await refusal(createTransfers(db(), legs))).toBe('insufficient_funds');
    expect(await available(buyer)).toBe(100_000);
    expect(await available(seller)).toBe(0);
    await createTransfers(db(), [legs[0]!, { ...legs[1]!, amount: 900 }]);
    expect(await available(buyer)).toBe(39_100);
  });

  it('holds money, then posts part of it and returns the rest', async () => {
    const buyer = await wallet(100_000);
    const hold = await createTransfer(db(), {
      id: uuidv7(),
      kind: 'pending',
      debitAccountId: buyer,
      creditAccountId: escrow,
      amount: 80_000,
      code: 'payment',
    });
    expect(walletBalance(await accountBalance(db(), buyer))).toEqual({ ledger: 100_000, held: 80_000, available: 20_000, incoming: 0 });
    // Held money cannot be spent twice.
    expect(
      await refusal(
        createTransfer(db(), {
          id: uuidv7(),
          kind: 'single',
          debitAccountId: buyer,
          creditAccountId: escrow,
          amount: 20_001,
          code: 'payment',
        }),
      ),
    ).toBe('insufficient_funds');
    const posted = await createTransfer(db(), { id: uuidv7(), kind: 'post', pendingId: hold.id, amount: 75_000, code: 'payment' });
    expect(posted).toMatchObject({ debitAccountId: buyer, creditAccountId: escrow, amount: 75_000 });
    expect(walletBalance(await accountBalance(db(), buyer))).toEqual({ ledger: 25_000, held: 0, available: 25_000, incoming: 0 });
    expect(await refusal(createTransfer(db(), { id: uuidv7(), kind: 'void', pendingId: hold.id, code: 'payment' }))).toBe(
      'pending_already_resolved',
    );
  });

  it('voids a hold back to the last kobo, once', async () => {
    const buyer = await wallet(30_000);
    const hold = await createTransfer(db(), {
      id: uuidv7(),
      kind: 'pending',
      debitAccountId: buyer,
      creditAccountId: escrow,
      amount: 30_000,
      code: 'payment',
    });
    expect(await available(buyer)).toBe(0);
    await createTransfer(db(), { id: uuidv7(), kind: 'void', pendingId: hold.id, code: 'cancel' });
    expect(walletBalance(await accountBalance(db(), buyer))).toEqual({ ledger: 30_000, held: 0, available: 30_000, incoming: 0 });
    expect(await refusal(createTransfer(db(), { id: uuidv7(), kind: 'post', pendingId: hold.id, code: 'payment' }))).toBe(
      'pending_already_resolved',
    );
    expect(await refusal(createTransfer(db(), { id: uuidv7(), kind: 'post', pendingId: uuidv7(), code: 'payment' }))).toBe(
      'pending_not_found',
    );
    expect(await refusal(createTransfer(db(), { id: uuidv7(), kind: 'post', pendingId: hold.id, amount: 30_001, code: 'payment' }))).toBe(
      'exceeds_pending_amount',
    );
  });

  it('resolves a hold once when a post and a void race', async () => {
    const buyer = await wallet(40_000);
    const hold = await createTransfer(db(), {
      id: uuidv7(),
      kind: 'pending',
      debitAccountId: buyer,
      creditAccountId: escrow,
      amount: 40_000,
      code: 'payment',
    });
    const outcomes = await Promise.allSettled([
      createTransfer(db(), { id: uuidv7(), kind: 'post', pendingId: hold.id, code: 'payment' }),
      createTransfer(db(), { id: uuidv7(), kind: 'void', pendingId: hold.id, code: 'cancel' }),
      createTransfer(db(), { id: uuidv7(), kind: 'post', pendingId: hold.id, code: 'payment' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as LedgerError).code).toBe('pending_already_resolved');
    const balance = walletBalance(await accountBalance(db(), buyer));
    expect(balance.held).toBe(0);
    expect([0, 40_000]).toContain(balance.available);
  });

  it('lets an expired hold be voided but not posted', async () => {
    const buyer = await wallet(5_000);
    const now = new Date();
    const hold = await createTransfer(
      db(),
      {
        id: uuidv7(),
        kind: 'pending',
        debitAccountId: buyer,
        creditAccountId: escrow,
        amount: 5_000,
        code: 'payment',
        timeoutAt: new Date(now.getTime() + 60_000),
      },
      now,
    );
    const later = new Date(now.getTime() + 61_000);
    expect(await refusal(createTransfer(db(), { id: uuidv7(), kind: 'post', pendingId: hold.id, code: 'payment' }, later))).toBe(
      'pending_expired',
    );
    await createTransfer(db(), { id: uuidv7(), kind: 'void', pendingId: hold.id, code: 'expired' }, later);
    expect(await available(buyer)).toBe(5_000);
  });

  it('voids holds whose timeout has passed, once, and leaves the others', async () => {
    const buyer = await wallet(9_000);
    const now = new Date();
    const hold = (minutes: number) =>
      createTransfer(
        db(),
        {
          id: uuidv7(),
          kind: 'pending',
          debitAccountId: buyer,
          creditAccountId: escrow,
          amount: 3_000,
          code: 'payout',
          timeoutAt: new Date(now.getTime() + minutes * 60_000),
        },
        now,
      );
    const [soon, later] = [await hold(5), await hold(60)];
    expect(await available(buyer)).toBe(3_000);
    const at = new Date(now.getTime() + 10 * 60_000);
    expect(await Promise.all([voidExpiredHolds(db(), at), voidExpiredHolds(db(), at)]).then((n) => n[0]! + n[1]!)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await voidExpiredHolds(db(), at)).toBe(0);
    expect(await available(buyer)).toBe(6_000);
    const resolutions = (await db().execute(
      sql`select pending_id from ledger_transfers where pending_id in (${soon.id}, ${later.id})`,
    )) as unknown as { rows: { pending_id: string }[] };
    expect(resolutions.rows).toEqual([{ pending_id: soon.id }]);
  });

  it('lets exactly 10 of 50 concurrent payments through from a wallet that can afford 10', async () => {
    const buyer = await wallet(10 * 25_000);
    const sellers = [await wallet(), await wallet()];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        createTransfers(db(), [
          { id: uuidv7(), kind: 'single', debitAccountId: buyer, creditAccountId: sellers[i % 2]!, amount: 24_625, code: 'payment' },
          { id: uuidv7(), kind: 'single', debitAccountId: buyer, creditAccountId: commission, amount: 375, code: 'commission' },
        ]),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as LedgerError).code).toBe('insufficient_funds');
    expect(walletBalance(await accountBalance(db(), buyer))).toEqual({ ledger: 0, held: 0, available: 0, incoming: 0 });
    expect((await available(sellers[0]!)) + (await available(sellers[1]!))).toBe(10 * 24_625);
  });

  it('refuses in the database to change or remove a transfer, to change a balance by hand, or to remove an account', async () => {
    const buyer = await wallet(1_000);
    const [row] = (
      (await db().execute(sql`select id from ledger_transfers where credit_account_id = ${buyer}`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const attempts = [
      sql`update ledger_transfers set amount = 1 where id = ${row!.id}`,
      sql`delete from ledger_transfers where id = ${row!.id}`,
      sql`truncate ledger_transfers`,
      sql`update ledger_accounts set credits_posted = credits_posted + 100000 where id = ${buyer}`,
      sql`delete from ledger_accounts where id = ${buyer}`,
    ];
    for (const attempt of attempts) await expect(db().execute(attempt)).rejects.toThrow();
    expect(await available(buyer)).toBe(1_000);
  });

  it('lets credits to a wallet wait beside its row, counts them at once, and folds them when it pays or on schedule', async () => {
    const seller = await wallet();
    const buyers = [await wallet(90_000), await wallet(90_000)];
    await Promise.all(
      buyers.map((buyer) =>
        createTransfer(db(), {
          id: uuidv7(),
          kind: 'single',
          debitAccountId: buyer,
          creditAccountId: seller,
          amount: 30_000,
          code: 'payment',
        }),
      ),
    );
    const row = async () =>
      (
        (await db().execute(sql`select credits_posted::int as c from ledger_accounts where id = ${seller}`)) as unknown as {
          rows: { c: number }[];
        }
      ).rows[0]!.c;
    expect(await row()).toBe(0);
    expect(await available(seller)).toBe(60_000);
    // Paying folds what waited, so the whole balance can be spent.
    await createTransfer(db(), {
      id: uuidv7(),
      kind: 'single',
      debitAccountId: seller,
      creditAccountId: commission,
      amount: 60_000,
      code: 'payment',
    });
    expect(await row()).toBe(60_000);
    expect(await available(seller)).toBe(0);
    await createTransfer(db(), {
      id: uuidv7(),
      kind: 'single',
      debitAccountId: buyers[0]!,
      creditAccountId: seller,
      amount: 5_000,
      code: 'payment',
    });
    expect(await foldCredits(db())).toBeGreaterThanOrEqual(1);
    expect(await row()).toBe(65_000);
    // Waiting credits cannot be changed or removed by hand either.
    await createTransfer(db(), {
      id: uuidv7(),
      kind: 'single',
      debitAccountId: buyers[1]!,
      creditAccountId: seller,
      amount: 1_000,
      code: 'payment',
    });
    await expect(db().execute(sql`update ledger_credit_deltas set amount = 999999`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_credit_deltas`)).rejects.toThrow();
    expect(await available(seller)).toBe(6_000);
  });

  it('finds a stored balance that disagrees with its transfers', async () => {
    const buyer = await wallet(1_000);
    // Only a superuser switching the guard off by hand can do this; the check must see it.
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('ledger.writing', 'on', true)`);
        await tx.execute(sql`update ledger_accounts set credits_posted = credits_posted + 1 where id = ${buyer}`);
        const { problems } = await checkLedger(tx as never);
        expect(problems).toEqual([
          expect.stringContaining(`wallet account ${buyer} stores 0/0/0/1001 but its transfers sum to 0/0/0/1000`),
        ]);
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
  });
});
