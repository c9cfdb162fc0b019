/**
 * Checkout under load on PostgreSQL: `buyers` signed-in buyers purchase for `seconds` seconds, `runs`
 * times, each purchase with its own Idempotency-Key, against a small set of packages so that row
 * locks are contended: most hold enough stock for every run, a few run out early (so refusals for
 * stock are part of the load). Afterwards stock and order totals are checked against what was sold.
 * The same purchases are paid by bank transfer and from the buyers' wallets (each buyer's own, funded
 * and at the business tier), one after the other in each run: paying from a wallet adds the PIN check,
 * the limits and the ledger hold to the same purchase. The baseline is GET /api/health driven by the
 * same loop, before each run. Beside them, the CPU time of one wallet PIN check (a keyed hash) and of
 * one argon2id check, which PINs were before.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { signAccessToken } from '../../src/gateway/platform/auth/access-token.ts';
import { hashPassword, verifyPassword } from '../../src/gateway/platform/auth/passwords.ts';
import { checkPinHash, hashPin, pinKeysFrom } from '../../src/gateway/platform/auth/pin-keys.ts';
import { openDatabase } from '../../src/gateway/db/client.ts';
import { createTransfer, openAccount, platformAccount } from '../../src/gateway/ledger/ledger.ts';
import { freePort, scratchDatabase, spread, startGatewayProcess, type Spread } from './gateway.ts';
import { measure } from './process-tree.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PACKAGES = 20;
/** The first SCARCE packages hold SCARCE_STOCK each and run out; the others hold PLENTY. */
const SCARCE = 4;
const SCARCE_STOCK = 40;
const PLENTY = 1_000_000;
const STOCK_AT_START = SCARCE * SCARCE_STOCK + (PACKAGES - SCARCE) * PLENTY;
const BASELINE_SECONDS = 5;
const PIN = '482916';
/** What each buyer's wallet holds at the start: more than any run spends. */
const WALLET_FUNDS = 100_000_000_000_00;
type Method = 'bank-transfer' | 'wallet';

export interface CheckoutFigures {
  table: string[];
}

interface Outcome {
  ms: number;
  kind: 'ok' | 'out-of-stock' | 'error';
  status: number;
}

async function drive(
  seconds: number,
  workers: number,
  request: (worker: number) => Promise<Response>,
  classify: (r: Response) => Promise<Outcome['kind']>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          const response = await request(worker);
          const kind = await classify(response);
          outcomes.push({ ms: performance.now() - started, kind, status: response.status });
        } catch {
          outcomes.push({ ms: performance.now() - started, kind: 'error', status: 0 });
        }
      }
    }),
  );
  return outcomes;
}

const PIN_CHECKS = 200;

/** The CPU time of one PIN check, in microseconds: the keyed hash now, argon2id before. */
async function pinCheckCost(keys: ReturnType<typeof pinKeysFrom>): Promise<{ keyed: number; argon2: number }> {
  const cpu = async (check: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < PIN_CHECKS; i++) {
      const before = process.cpuUsage();
      await check();
      const used = process.cpuUsage(before);
      times.push(used.user + used.system);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  };
  const walletId = randomUUID();
  const keyed = hashPin(keys, walletId, PIN);
  const argon2 = await hashPassword(PIN);
  return {
    keyed: await cpu(() => checkPinHash(keys, walletId, keyed, '604187')),
    argon2: await cpu(() => verifyPassword(argon2, '604187')),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
}

export async function benchCheckout(options: {
  adminUrl: string;
  seconds: number;
  buyers: number;
  runs: number;
  scratch: string;
}): Promise<CheckoutFigures> {
  const database = await scratchDatabase(options.adminUrl, 'bench_checkout');
  const secret = `bench-${randomUUID()}-${randomUUID()}`;
  const pinKey = `bench-pin-${randomUUID()}-${randomUUID()}`;
  const pinKeys = pinKeysFrom(pinKey);
  const dataDir = join(options.scratch, 'checkout-side');
  const client = new pg.Client({ connectionString: database.url });
  // The buyers' wallets are opened and funded through the ledger, its one writer.
  let ledger: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    await measure(process.execPath, [join(ROOT, 'scripts', 'seed.ts'), '--products', '1000'], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir },
    });
    await client.connect();
    ledger = await openDatabase({ databaseUrl: database.url, dataDir: '', poolSize: 1 });
    // Buyers: personal accounts (they may buy) with one shipping address each.
    const buyers: { token: string; addressId: string }[] = [];
    for (let i = 0; i < options.buyers; i++) {
      const userId = randomUUID();
      const addressId = randomUUID();
      await client.query(
        `insert into users (id, email, full_name, account_type, business_user_type, email_verified_at, onboarded_at)
        values ($1, $2, $3, 'personal', 'buyer', now(), now())`,
        [userId, `buyer${i}@bench.test`, `Buyer ${i}`],
      );
      await client.query(
        `insert into shipping_addresses (id, user_id, label, recipient_name, phone, line1, city, country, is_default)
        values ($1, $2, 'Plant', $3, '+234 800 000 0000', '1 Factory Road', 'Lagos', 'NG', true)`,
        [addressId, userId, `Buyer ${i}`],
      );
      // Their own wallet, at the business tier, funded from the card settlement account, with a PIN.
      const accountId = (await openAccount(ledger.db, 'wallet')).id;
      const walletId = randomUUID();
      await client.query(
        `insert into wallets (id, ledger_account_id, owner_user_id, opened_by, pin_hash, tier, verified_name) values ($1, $2, $3, $3, $4, 2, $5)`,
        [walletId, accountId, userId, hashPin(pinKeys, walletId, PIN), `Buyer ${i}`],
      );
      await createTransfer(ledger.db, {
        id: randomUUID(),
        kind: 'single',
        debitAccountId: platformAccount('card_settlement'),
        creditAccountId: accountId,
        amount: WALLET_FUNDS,
        code: 'topup',
        reference: `bench-${i}`,
      });
      const token = await signAccessToken(
        { userId, roles: ['personal'], businessUserType: 'buyer', accountType: 'personal', companyId: null },
        new TextEncoder().encode(secret),
      );
      buyers.push({ token, addressId });
    }
    // The contended packages: one package each of the first published products whose MOQ is one package.
    const { rows: packs } = await client.query<{ id: number }>(`
      select k.id from packages k join products p on p.id = k.product_id
      where p.status = 'published' and (p.moq_unit <> k.unit or p.moq <= k.size)
      order by k.id limit ${PACKAGES}`);
    const packageIds = packs.map((p) => p.id);
    await client.query(`update packages set stock = case when id = any($1) then ${SCARCE_STOCK} else ${PLENTY} end where id = any($2)`, [
      packageIds.slice(0, SCARCE),
      packageIds,
    ]);

    const port = await freePort();
    const server = await startGatewayProcess(
      {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        WALLET_PIN_KEY: pinKey,
        DATABASE_POOL_SIZE: '20',
        // No buyer reaches a limit: the benchmark measures paying, not refusals.
        WALLET_MAX_PER_TRANSACTION_NAIRA: '1000000000000',
        WALLET_MAX_DAILY_NAIRA: '1000000000000',
      },
      port,
    );
    const url = `http://127.0.0.1:${port}`;
    const purchase = (method: Method) => (worker: number) => {
      const buyer = buyers[worker]!;
      const packageId = packageIds[Math.floor(Math.random() * packageIds.length)]!;
      return fetch(`${url}/api/v1/shoppingcart/confirm-purchase`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': `bench-${randomUUID()}` },
        body: JSON.stringify({
          items: [{ packageId, quantity: 1 + Math.floor(Math.random() * 3) }],
          shippingAddressId: buyer.addressId,
          paymentMethod: method,
          ...(method === 'wallet' ? { walletPin: PIN } : {}),
        }),
      });
    };
    const classify = async (r: Response): Promise<Outcome['kind']> => {
      const body = (await r.json().catch(() => null)) as { message?: string } | null;
      if (r.ok) return 'ok';
      return r.status === 409 && /left|stock/i.test(body?.message ?? JSON.stringify(body)) ? 'out-of-stock' : 'error';
    };
    const runs: { purchases: Outcome[]; wallet: Outcome[]; baseline: Outcome[] }[] = [];
    try {
      for (let run = 0; run < options.runs; run++) {
        const baseline = await drive(
          BASELINE_SECONDS,
          options.buyers,
          () => fetch(`${url}/api/health`),
          async (r) => {
            await r.arrayBuffer();
            return r.ok ? 'ok' : 'error';
          },
        );
        const purchases = await drive(options.seconds, options.buyers, purchase('bank-transfer'), classify);
        const wallet = await drive(options.seconds, options.buyers, purchase('wallet'), classify);
        runs.push({ purchases, wallet, baseline });
        for (const [name, outcomes] of [
          ['bank transfer', purchases],
          ['wallet', wallet],
        ] as const) {
          const ok = outcomes.filter((o) => o.kind === 'ok').length;
          console.log(
            `  run ${run + 1}, ${name}: ${ok} orders (${(ok / options.seconds).toFixed(1)}/s), ${outcomes.length - ok} refused or failed`,
          );
        }
      }
    } finally {
      await server.stop();
    }
    const purchases = runs.flatMap((r) => [...r.purchases, ...r.wallet]);
    const baseline = runs.flatMap((r) => r.baseline);

    // What the database says afterwards.
    const {
      rows: [check],
    } = await client.query<{ stock: string; sold: string; negative: string; orders: string; subtotal: string; lines: string }>(
      `
      select (select sum(stock) from packages where id = any($1)) as stock,
             (select coalesce(sum(quantity), 0) from order_lines where package_id = any($1)) as sold,
             (select count(*) from packages where stock < 0) as negative,
             (select count(*) from orders) as orders,
             (select coalesce(sum(subtotal_minor), 0) from orders) as subtotal,
             (select coalesce(sum(line_total_minor), 0) from order_lines) as lines`,
      [packageIds],
    );
    const ok = purchases.filter((o) => o.kind === 'ok');
    const outOfStock = purchases.filter((o) => o.kind === 'out-of-stock').length;
    const errors = purchases.filter((o) => o.kind === 'error');
    /** Per run: successful purchases' latency percentiles, and rates. */
    const okMs = (outcomes: Outcome[]) =>
      outcomes
        .filter((o) => o.kind === 'ok')
        .map((o) => o.ms)
        .sort((a, b) => a - b);
    const perRun = (f: (r: (typeof runs)[number]) => number): Spread => spread(runs.map(f));
    const orderRate = perRun((r) => r.purchases.filter((o) => o.kind === 'ok').length / options.seconds);
    const requestRate = perRun((r) => r.purchases.length / options.seconds);
    const walletOrderRate = perRun((r) => r.wallet.filter((o) => o.kind === 'ok').length / options.seconds);
    const walletRequestRate = perRun((r) => r.wallet.length / options.seconds);
    const walletP50 = perRun((r) => percentile(okMs(r.wallet), 50));
    const walletP99 = perRun((r) => percentile(okMs(r.wallet), 99));
    const pinCost = pinCheckCost(pinKeys);
    const baseRate = perRun((r) => r.baseline.length / BASELINE_SECONDS);
    const p50 = perRun((r) => percentile(okMs(r.purchases), 50));
    const p99 = perRun((r) => percentile(okMs(r.purchases), 99));
    const baseP50 = perRun((r) => percentile(okMs(r.baseline), 50));
    const baseP99 = perRun((r) => percentile(okMs(r.baseline), 99));
    const stockHolds = Number(check!.stock) + Number(check!.sold) === STOCK_AT_START && Number(check!.negative) === 0;
    const totalsHold = Number(check!.orders) === ok.length && check!.subtotal === check!.lines;
    console.log(
      `  ${ok.length} orders, ${outOfStock} out of stock, ${errors.length} errors; stock ${stockHolds ? 'holds' : 'BROKEN'}, totals ${totalsHold ? 'hold' : 'BROKEN'}`,
    );
    if (errors.length) console.log(`  error statuses: ${[...new Set(errors.map((e) => e.status))].join(', ')}`);
    const show = (s: Spread) => `${s.median.toFixed(1)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`;
    return {
      table: [
        `PostgreSQL, ${options.buyers} buyers in parallel for ${options.seconds} s, median of ${options.runs} runs (min–max). Each purchase is 1–3 packages of one of ${PACKAGES} packages, so the same rows are locked by many: ${PACKAGES - SCARCE} hold stock for every run, ${SCARCE} hold ${SCARCE_STOCK} each and run out early.`,
        '',
        "The same purchases are paid by bank transfer, then from the buyers' wallets (each its own, with its PIN), in every run.",
        '',
        '| Figure | Bank transfer | Wallet (PIN, limits, hold) | Baseline (GET /api/health, same loop) |',
        '| --- | ---: | ---: | ---: |',
        `| Requests (all runs) | ${runs.flatMap((r) => r.purchases).length} | ${runs.flatMap((r) => r.wallet).length} | ${baseline.length} |`,
        `| Orders placed per second | ${show(orderRate)} | ${show(walletOrderRate)} | — |`,
        `| Requests per second | ${show(requestRate)} | ${show(walletRequestRate)} | ${show(baseRate)} |`,
        `| p50 of successful purchases (ms) | ${show(p50)} | ${show(walletP50)} | ${show(baseP50)} |`,
        `| p99 of successful purchases (ms) | ${show(p99)} | ${show(walletP99)} | ${show(baseP99)} |`,
        `| Wallet against bank transfer: orders per second, p99 | — | ${((walletOrderRate.median / orderRate.median) * 100).toFixed(0)} %, ${(walletP99.median / p99.median).toFixed(2)} × | — |`,
        `| Refused: out of stock (all runs) | ${outOfStock} | — | — |`,
        `| Errors, anything else (all runs) | ${errors.length} | — | ${baseline.filter((o) => o.kind === 'error').length} |`,
        `| Stock left + sold = stock at start, none below 0 | ${stockHolds ? 'yes' : '**no**'} (${check!.stock} + ${check!.sold} = ${STOCK_AT_START}) | — | — |`,
        `| Orders = successful purchases, order totals = sum of lines | ${totalsHold ? 'yes' : '**no**'} (${check!.orders} orders) | — | — |`,
        '',
        `CPU time of one PIN check (median of ${PIN_CHECKS} on one core): keyed hash (HMAC-SHA-256) ${(await pinCost).keyed.toFixed(1)} µs; argon2id (19 MiB, 2 passes), as PINs were checked before, ${((await pinCost).argon2 / 1000).toFixed(1)} ms.`,
      ],
    };
  } finally {
    await ledger?.close().catch(() => {});
    await client.end().catch(() => {});
    await database.drop();
  }
}
