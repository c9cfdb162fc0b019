/**
 * The wallet survives a crash: the real gateway (`node scripts/gateway.ts`) takes a load of wallet
 * payments over HTTP and is killed with SIGKILL while they run; restarted on the same data (PGlite's
 * directory on disk, or the PostgreSQL database), every payment that was answered 2xx is there with
 * its orders and their holds, retried keys place nothing twice, and `npm run ledger:check` passes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/gateway/app.ts';
import { pinKeysFrom } from '../../src/gateway/platform/auth/pin-keys.ts';
import { type Database, openDatabase } from '../../src/gateway/db/client.ts';
import { payments } from '../../src/gateway/db/schema/payments.ts';
import { seedCatalog } from '../../src/gateway/seed/catalog-seed.ts';
import {
  type Auth,
  addAddress,
  asBusinessVerified,
  member,
  packagesOfSuppliers,
  send,
  stockUp,
  type TestPackage,
} from './commerce-fixtures.ts';
import { backends, openTestDatabase, type TestDatabase, type TestGateway } from './harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PIN = '482916';
const PAYMENTS = 60;
/** SIGKILL once this many payments have been answered. */
const KILL_AFTER = 10;
const STOCK = 100_000;
/** How long a start may take before the test gives up on it: a loaded machine of 2 cores opens PGlite slowly. */
const STARTUP_MS = 90_000;
/** A test that starts the gateway: its start, then its work. */
const WITH_START_MS = STARTUP_MS + 60_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a script of scripts/ with the given environment, from a directory without a .env file. */
function run(script: string, env: Record<string, string>, cwd: string): Child {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', script)], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

describe.each(backends)('wallet payments killed with SIGKILL on %s', (backend) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  const children: Child[] = [];
  let buyer: { auth: Auth; address: string; walletId: string; walletAccountId: string };
  let packs: TestPackage[];
  let funded = 0;
  let base = '';
  const body = () => ({
    items: packs.map((p) => ({ packageId: p.id, quantity: 1 })),
    shippingAddressId: buyer.address,
    paymentMethod: 'wallet',
    walletPin: PIN,
  });

  /** Starts the gateway on the test's data and waits until it answers /api/health. */
  async function startServer(): Promise<Child> {
    const port = await freePort();
    const child = run('gateway.ts', { ...env, PORT: String(port) }, testDb.dir);
    children.push(child);
    base = `http://127.0.0.1:${port}/api`;
    const deadline = Date.now() + STARTUP_MS;
    let exitCode: number | null | undefined;
    void child.exited.then((code) => {
      exitCode = code;
    });
    for (;;) {
      if (exitCode !== undefined) throw new Error(`the gateway exited with ${exitCode} before answering:\n${child.output()}`);
      if (Date.now() > deadline) {
        // Not left running: it would hold the data directory the next start and the ledger check need.
        child.process.kill('SIGKILL');
        await child.exited;
        throw new Error(`the gateway did not answer /api/health within ${STARTUP_MS / 1000} s:\n${child.output()}`);
      }
      const healthy = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return child;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** One wallet payment over HTTP: its answer, or null when the connection was cut. */
  async function pay(key: string): Promise<{ status: number; body: any } | null> {
    try {
      const response = await fetch(`${base}/v1/shoppingcart/confirm-purchase`, {
        method: 'POST',
        headers: { ...buyer.auth, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body()),
      });
      return { status: response.status, body: await response.json() };
    } catch {
      return null;
    }
  }

  /** The database opened in this process, for reading what the server left (PGlite: the server must be stopped). */
  async function inspect<T>(read: (db: Database['db']) => Promise<T>): Promise<T> {
    const database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir });
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    dataDir = join(testDb.dir, 'db');
    const jwtSecret = randomBytes(32).toString('base64url');
    // The PIN set here is checked by the gateway process: both hash it with one key.
    const pinKey = randomBytes(32).toString('base64url');
    env = {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      WALLET_PIN_KEY: pinKey,
      LOG_LEVEL: 'warn',
      // Stopped with SIGTERM and no load balancer to drain from: close at once.
      DRAIN_SECONDS: '0',
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    };
    const { db } = testDb.database;
    await seedCatalog(db, { products: 20, mediaDir: join(dataDir, 'media') });
    const app: FastifyInstance = await buildApp({
      db,
      jwtSecret: new TextEncoder().encode(jwtSecret),
      pinKeys: pinKeysFrom(pinKey),
      logger: false,
    });
    await app.ready();
    try {
      const gw: TestGateway = { app, database: testDb.database, mediaDir: join(dataDir, 'media'), close: async () => {} };
      packs = await packagesOfSuppliers(gw, 2);
      for (const pack of packs) await stockUp(gw, pack, STOCK);
      const owner = await member(gw, 'crash-buyer@wallet.test', 'owner');
      const opened = await send(gw, 'POST', '/v1/wallet/new', owner.auth);
      expect(opened.status).toBe(200);
      expect((await send(gw, 'POST', '/v1/wallet/set-pin', owner.auth, { pin: PIN })).status).toBe(200);
      await asBusinessVerified(gw, owner.companyId);
      const [wallet] = rowsOf<{ id: string; account: string }>(
        await db.execute(sql`select id, ledger_account_id as account from wallets where id = ${opened.body.data.id}`),
      );
      // Funded as a card top-up is credited: a succeeded payment for the wallet, credited once.
      funded = 4 * PAYMENTS * packs.reduce((sum, p) => sum + p.priceMinor, 0);
      await db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            id: uuidv7(),
            reference: `crash-topup-${randomBytes(6).toString('hex')}`,
            provider: 'paystack',
            walletId: wallet!.id,
            amountMinor: funded,
            status: 'succeeded',
            paidAt: new Date(),
          })
          .returning();
        await app.services.topUps.credit(tx as never, payment!);
      });
      buyer = { auth: owner.auth, address: await addAddress(gw, owner.auth), walletId: wallet!.id, walletAccountId: wallet!.account };
    } finally {
      await app.close();
    }
    // PGlite's directory is the server's from here on; PostgreSQL's pool stays open until the end.
    if (backend === 'pglite') await testDb.database.close();
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      await child.exited;
    }
    await testDb?.close();
  });

  const answered = new Map<string, { checkoutId: string; orderIds: string[] }>();
  const cutOff: string[] = [];
  let answeredBeforeKill = 0;

  it(
    `answers wallet payments until it is killed with SIGKILL after ${KILL_AFTER} answers`,
    async () => {
      const server = await startServer();
      const keys = Array.from({ length: PAYMENTS }, (_, i) => `crash-${backend}-${i}-${randomBytes(4).toString('hex')}`);
      const refused: string[] = [];
      let killed = false;
      await Promise.all(
        keys.map(async (key) => {
          const answer = await pay(key);
          if (!answer) {
            cutOff.push(key);
            return;
          }
          if (answer.status < 200 || answer.status > 299) {
            refused.push(`${answer.status} ${JSON.stringify(answer.body)}`);
            return;
          }
          answered.set(key, {
            checkoutId: answer.body.data.checkoutId,
            orderIds: answer.body.data.orders.map((o: { id: string }) => o.id),
          });
          if (!killed && answered.size >= KILL_AFTER) {
            killed = true;
            server.process.kill('SIGKILL');
          }
        }),
      );
      expect(await server.exited).toBeNull();
      expect(server.process.signalCode).toBe('SIGKILL');
      answeredBeforeKill = answered.size;
      expect(refused).toEqual([]);
      expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(cutOff.length).toBeGreaterThan(0);
      for (const { orderIds } of answered.values()) expect(orderIds).toHaveLength(packs.length);
    },
    WITH_START_MS,
  );

  it(
    'restarted on the same data: answers every answered payment again as it was, and a retried cut-off payment once',
    async () => {
      const server = await startServer();
      let stopped: number | null = null;
      try {
        // The same key answers the same purchase: the first answer was stored before it was sent.
        await Promise.all(
          [...answered].map(async ([key, first]) => {
            const again = await pay(key);
            expect(again?.status, key).toBe(200);
            expect(again!.body.data.checkoutId).toBe(first.checkoutId);
            expect(again!.body.data.orders.map((o: { id: string }) => o.id)).toEqual(first.orderIds);
          }),
        );
        // A client retrying a payment whose answer it never got: twice at once, one purchase.
        const retried = cutOff.slice(0, 8);
        await Promise.all(
          retried.map(async (key) => {
            const [a, b] = await Promise.all([pay(key), pay(key)]);
            expect(a?.status, JSON.stringify(a?.body)).toBe(200);
            expect(b?.status, JSON.stringify(b?.body)).toBe(200);
            expect(a!.body.data.checkoutId).toBe(b!.body.data.checkoutId);
            answered.set(key, { checkoutId: a!.body.data.checkoutId, orderIds: a!.body.data.orders.map((o: { id: string }) => o.id) });
          }),
        );
        const details = await fetch(`${base}/v1/wallet/details`, { headers: buyer.auth }).then((r) => r.json());
        const { balances } = details.data.wallet;
        expect(balances.ledger).toBe(funded);
        expect(balances.available + balances.held).toBe(funded);
      } finally {
        server.process.kill('SIGTERM');
        stopped = await server.exited;
      }
      expect(stopped, server.output()).toBe(0);
    },
    WITH_START_MS,
  );

  it('passes `npm run ledger:check`, and every order paid from the wallet has its hold, once', async () => {
    const check = run('ledger-check.ts', env, testDb.dir);
    const code = await check.exited;
    expect(check.output()).toContain('Ledger check passed');
    expect(code).toBe(0);

    await inspect(async (db) => {
      const checkouts = rowsOf<{ id: string; key: string; total: string; orders: string[] | null }>(
        await db.execute(sql`
          select c.id, c.idempotency_key as key, c.total_minor::text as total,
                 array_agg(o.id order by o.number) filter (where o.id is not null) as orders
          from checkouts c left join orders o on o.checkout_id = c.id
          group by c.id`),
      );
      const byKey = new Map(checkouts.map((c) => [c.key, c]));
      expect(byKey.size).toBe(checkouts.length);
      // Every payment answered 2xx (before the kill, or retried after it) is there as answered.
      for (const [key, { checkoutId, orderIds }] of answered) {
        expect(byKey.get(key)?.id, key).toBe(checkoutId);
        expect(byKey.get(key)!.orders).toEqual(orderIds);
      }
      // Nothing else but cut-off payments that committed before the kill, each complete.
      for (const c of checkouts) {
        expect(answered.has(c.key) || cutOff.includes(c.key), c.key).toBe(true);
        expect(c.orders, c.key).toHaveLength(packs.length);
      }

      // Each order paid from the wallet holds exactly its subtotal, buyer → escrow, in one pending transfer.
      const orders = rowsOf<{
        id: string;
        subtotal: string;
        paymentStatus: string;
        holdKind: string | null;
        holdAmount: string | null;
        debit: string | null;
      }>(
        await db.execute(sql`
          select o.id, o.subtotal_minor::text as subtotal, o.payment_status as "paymentStatus",
                 t.kind as "holdKind", t.amount::text as "holdAmount", t.debit_account_id as debit
          from orders o left join ledger_transfers t on t.id = o.wallet_hold_id
          where o.payment_method = 'wallet'`),
      );
      expect(orders).toHaveLength(checkouts.length * packs.length);
      for (const o of orders)
        expect(o, o.id).toEqual({ ...o, paymentStatus: 'paid', holdKind: 'pending', holdAmount: o.subtotal, debit: buyer.walletAccountId });
      const holds = rowsOf<{ count: number; sum: string }>(
        await db.execute(sql`
          select count(*)::int as count, coalesce(sum(amount), 0)::text as sum from ledger_transfers
          where debit_account_id = ${buyer.walletAccountId} and kind = 'pending'`),
      )[0]!;
      const held = orders.reduce((sum, o) => sum + Number(o.subtotal), 0);
      expect(holds).toEqual({ count: orders.length, sum: String(held) });
      for (const c of checkouts)
        expect(Number(c.total)).toBe(orders.filter((o) => c.orders!.includes(o.id)).reduce((s, o) => s + Number(o.subtotal), 0));

      // The wallet: the funds, less exactly what the orders hold.
      const [account] = rowsOf<Record<string, string>>(
        await db.execute(sql`
          select debits_pending::text as "debitsPending", debits_posted::text as "debitsPosted", credits_posted::text as "creditsPosted"
          from ledger_accounts where id = ${buyer.walletAccountId}`),
      );
      expect(account).toEqual({ debitsPending: String(held), debitsPosted: '0', creditsPosted: String(funded) });

      // Stock: each placed order took one package of each kind, no more and no less.
      const stock = rowsOf<{ id: number; stock: number }>(
        await db.execute(
          sql`select id, stock from packages where id in (${sql.join(
            packs.map((p) => sql`${p.id}`),
            sql`, `,
          )})`,
        ),
      );
      for (const row of stock) expect(row.stock, `package ${row.id}`).toBe(STOCK - checkouts.length);
      console.log(
        `${backend}: ${answeredBeforeKill} of ${PAYMENTS} payments answered before SIGKILL, ${cutOff.length} cut off ` +
          `(${checkouts.length - answered.size} of those not retried had committed); after the restart ${checkouts.length} purchases hold ${held} kobo`,
      );
    });
  });
});
