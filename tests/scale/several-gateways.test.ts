/**
 * Three gateway processes (`npm run gateway`) on one PostgreSQL database behind HAProxy, driven as
 * people would through the load balancer: sign-ups confirmed by email, wallets topped up by card,
 * purchases from the cart paid from the wallet or by card (a local Paystack stand-in, its webhooks
 * sent through HAProxy too). In the middle one gateway is killed (SIGKILL) at a chosen moment: while
 * it holds an email half delivered (the SMTP server holds its answer) and purchases that committed
 * but were not yet answered (the card provider holds the call the gateway makes after the commit).
 * Then: every answered purchase exists once (the buyers' retries carried the same Idempotency-Key),
 * every email was sent once (the dead gateway's delivery was taken over, through the job queue's
 * heartbeat), stock, wallets and the ledger add up (`npm run ledger:check` too), and nothing was lost.
 * Then a conversation: a message written through one gateway reaches, within a second, a reader
 * streaming from another and one streaming through HAProxy (PostgreSQL's LISTEN/NOTIFY between them).
 *
 * Needs PostgreSQL (TEST_DATABASE_URL) and haproxy; skipped, saying which is missing, without them.
 * The gateways start together on an empty database (migrations take turns) and share one DATA_DIR
 * without JWT_SECRET (one generated key), as processes on one machine would.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/gateway/db/client.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { seedCatalog } from '../../src/gateway/seed/catalog-seed.ts';
import { type PaystackServer, startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import { type Answer, Client } from './client.ts';
import {
  freePort,
  type GatewayProcess,
  type Haproxy,
  haproxyInstalled,
  startGatewayProcess,
  startHaproxy,
} from '../../scripts/bench/cluster.ts';
import { openEventStream } from '../../scripts/bench/event-stream.ts';
import { startHeldProvider } from './held-provider.ts';
import { startMailSink, unfold } from './mail-sink.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const missing = !adminUrl ? 'TEST_DATABASE_URL is not set (PostgreSQL)' : !haproxyInstalled() ? 'haproxy is not installed' : null;
if (missing) console.log(`\nThe several-gateways test is skipped: ${missing}. .ci/run provides both.\n`);

const BUYERS = 9;
const PURCHASES_PER_BUYER = 6;
/** Sign-ups besides the buyers', from addresses of their own: more than one address may make in an hour. */
const SIGN_UPS = 15;
const BURST = 6;
const PASSWORD = 'Scale-Out-Password-7';
const PIN = '482916';
const SECRET = `sk_test_scale_${randomBytes(8).toString('hex')}`;
const TOP_UP = 5_000_000_00;
const DOMAIN = 'scale.test';

interface Purchase {
  buyer: string;
  key: string;
  checkoutId: string;
  method: 'wallet' | 'card';
  totalMinor: number;
  orderIds: string[];
  tries: number;
  /** The first answer was lost with the gateway, and the retry answered a purchase stored before. */
  replayed?: boolean;
}

interface Buyer {
  email: string;
  client: Client;
  auth: Record<string, string>;
  address: string;
}

const ok = (answer: Answer & { tries?: number }, what: string) => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

describe.skipIf(missing)('three gateways on one PostgreSQL behind HAProxy', () => {
  const started = performance.now();
  let admin: pg.Client;
  let dbName = '';
  let databaseUrl = '';
  let database: Database;
  let query: <T>(text: string, values?: unknown[]) => Promise<T[]>;
  let dataDir = '';
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  let paystack: PaystackServer;
  let provider: Awaited<ReturnType<typeof startHeldProvider>>;
  let gateways: GatewayProcess[] = [];
  let haproxy: Haproxy;
  const clients: Client[] = [];
  let nextAddress = 0;
  /** A client from an address of its own (127.0.x.y). */
  const newClient = () => {
    nextAddress++;
    const client = new Client(haproxy.url, `127.0.${10 + Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    dbName = `scale_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.href;
    dataDir = mkdtempSync(join(tmpdir(), 'several-gateways-'));
    mkdirSync(join(dataDir, 'media'));

    mail = await startMailSink();
    paystack = await startPaystackServer(SECRET);
    provider = await startHeldProvider(paystack.url);

    // Three at once on an empty database: they migrate one after the other.
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '8',
      DATA_DIR: dataDir,
      JWT_SECRET: '',
      WALLET_PIN_KEY: '',
      SMTP_URL: mail.url,
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: provider.url,
      PUBLIC_PAYSTACK_PUBLIC_KEY: '',
      TRUST_PROXY: '1',
      TIER0_MAX_BALANCE_NAIRA: '100000000',
      TIER0_MAX_PER_TRANSACTION_NAIRA: '10000000',
      TIER0_MAX_DAILY_NAIRA: '100000000',
      // Long enough for HAProxy's checks (every 500 ms, two failures) to take a stopping gateway out.
      DRAIN_SECONDS: '3',
    };
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    gateways = await Promise.all(ports.map((port, i) => startGatewayProcess(`gw${i + 1}`, port, env, dataDir)));

    database = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'unused') });
    const client = (database.db as unknown as { $client: pg.Pool }).$client;
    query = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
    await seedCatalog(database.db, { products: 40, mediaDir: join(dataDir, 'media') });

    haproxy = await startHaproxy(gateways.map((g) => ({ name: g.name, port: g.port })));
    await haproxy.waitFor(
      'UP',
      gateways.map((g) => g.name),
    );
    paystack.webhookUrl = `${haproxy.url}/api/v1/payments/paystack/webhook`;
    console.log(`  three gateways and HAProxy up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    mail?.release();
    provider?.release();
    await haproxy?.stop();
    await Promise.all(gateways.map((g) => g.stop()));
    await database?.close();
    await mail?.close();
    await provider?.close();
    await paystack?.close();
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    console.log(`  the several-gateways test took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 60_000);

  it('loses no purchase, sign-up or email, and doubles none, when one gateway is killed mid-flight', async () => {
    // Six packages of different suppliers, one package per order at least, plenty in stock.
    const packs = await query<{ id: number; price: number }>(`
      select distinct on (p.supplier_id) k.id, k.price_minor::int as price
      from packages k join products p on p.id = k.product_id
      where p.status = 'published' and k.price_minor < 5000000
      order by p.supplier_id, k.price_minor limit 6`);
    expect(packs).toHaveLength(6);
    const STOCK = 100_000;
    await query(`update packages set stock = $1 where id = any($2)`, [STOCK, packs.map((p) => p.id)]);
    await query(`update products p set moq = k.size, moq_unit = k.unit from packages k where k.product_id = p.id and k.id = any($1)`, [
      packs.map((p) => p.id),
    ]);

    const purchases: Purchase[] = [];
    /** Card payments whose page was lost with a gateway and started again. */
    const restarted: { given: string; reference: string }[] = [];
    const signUps: string[] = [];
    /** Background work stops at the gate while the kill is staged, so the round robin is known. */
    let gate: Promise<void> | null = null;
    let openGate = () => {};
    let busy = 0;
    const step = async <T>(work: () => Promise<T>): Promise<T> => {
      while (gate) await gate;
      busy++;
      try {
        return await work();
      } finally {
        busy--;
      }
    };

    /** The provider's page is paid and its webhook arrives (through HAProxy; resent while a gateway is lost, as Paystack does). */
    async function payByCard(buyer: Buyer, given: string, authorizationUrl: string | null) {
      let reference = given;
      if (!authorizationUrl) {
        // The answer with the page was lost: the buyer starts the payment from the order (it may get a new reference).
        const started = await buyer.client.retrying('POST', `/api/v1/payments/initialize/${reference}`, {}, buyer.auth);
        reference = ok(started, 'card payment started again').reference;
        restarted.push({ given, reference });
      }
      paystack.complete(reference);
      const body = paystack.chargeSuccessBody(reference);
      for (let tries = 1; ; tries++) {
        const sent = await paystack.sendWebhook(paystack.webhookUrl!, body);
        if (sent.status === 200) return;
        if (tries === 40) throw new Error(`webhook for ${reference}: ${sent.status} ${sent.body}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    async function signUp(email: string, client: Client) {
      const answer = await client.retrying('POST', '/api/v1/Account/register', {
        email,
        password: PASSWORD,
        fullName: `Person ${email.split('@')[0]}`,
        accountType: 'personal',
        businessUserType: 'buyer',
      });
      ok(answer, `sign-up of ${email}`);
      signUps.push(email);
    }

    async function onboard(n: number): Promise<Buyer> {
      const email = `buyer-${n}@${DOMAIN}`;
      const client = newClient();
      await step(() => signUp(email, client));
      const letter = await mail.waitFor(email, /confirm-email\?token=/);
      const token = /confirm-email\?token=([\w-]+)/.exec(unfold(letter.raw))![1]!;
      await step(async () => {
        const confirmed = await client.retrying('POST', '/api/v1/Account/confirm-email', { token });
        // A retry of a confirmation that went through finds the link used.
        if (!(confirmed.status === 200 || (confirmed.tries > 1 && confirmed.status === 400))) ok(confirmed, 'confirm');
      });
      const session = await step(async () =>
        ok(await client.retrying('POST', '/api/v1/Account/authenticate', { email, password: PASSWORD }), 'sign-in'),
      );
      const auth = { authorization: `Bearer ${session.jwToken}` };
      await step(async () => {
        for (const [path, body] of [
          ['/api/v1/wallet/new', {}],
          ['/api/v1/wallet/set-pin', { pin: PIN }],
        ] as const) {
          const answer = await client.retrying('POST', path, body, auth);
          if (!(answer.status === 200 || (answer.tries > 1 && answer.status === 409))) ok(answer, path);
        }
      });
      const address = await step(async () =>
        ok(
          await client.retrying(
            'POST',
            '/api/v1/shippingaddress/add',
            {
              label: 'Warehouse',
              recipientName: `Buyer ${n}`,
              phone: '+234 801 234 5678',
              line1: `${n} Creek Road`,
              line2: '',
              city: 'Apapa',
              state: 'Lagos',
              country: 'ng',
              postalCode: '102272',
            },
            auth,
          ),
          'address',
        ),
      );
      const buyer = { email, client, auth, address: address.id };
      await step(async () => {
        const topUp = ok(await client.retrying('POST', '/api/v1/wallet/top-up', { amount: TOP_UP }, auth), 'top-up');
        await payByCard(buyer, topUp.reference, topUp.authorizationUrl);
      });
      return buyer;
    }

    /** Cart, then checkout of the cart with one Idempotency-Key, sent again while the answer is lost. */
    async function buy(buyer: Buyer, packageId: number, method: 'wallet' | 'card', onSent?: () => void): Promise<Purchase> {
      const added = await buyer.client.retrying('POST', '/api/v1/shoppingcart/create', { packageId, quantity: 1 }, buyer.auth);
      // "Already in cart" after a retry: the first add went through.
      if (!(added.status === 200 || (added.status === 409 && added.tries > 1))) ok(added, 'add to cart');
      const key = `scale-${randomBytes(12).toString('hex')}`;
      const body = { shippingAddressId: buyer.address, paymentMethod: method, ...(method === 'wallet' ? { walletPin: PIN } : {}) };
      const answer = buyer.client.retrying('POST', '/api/v1/shoppingcart/confirm-purchase', body, {
        ...buyer.auth,
        'idempotency-key': key,
      });
      onSent?.();
      const placed = await answer;
      const data = ok(placed, `purchase ${key}`);
      const purchase: Purchase = {
        buyer: buyer.email,
        key,
        checkoutId: data.checkoutId,
        method,
        totalMinor: data.totalMinor,
        orderIds: data.orders.map((o: { id: string }) => o.id),
        tries: placed.tries,
      };
      purchases.push(purchase);
      if (method === 'card') await payByCard(buyer, data.payment.reference, data.payment.authorizationUrl);
      return purchase;
    }

    // ---------------------------------------------------------------- people arrive, buy, sign up
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, n) => onboard(n + 1)));
    console.log(`  ${BUYERS} buyers signed up, confirmed, signed in and topped up by card`);

    let killedAt = 0;
    const loops = buyers.map(async (buyer, n) => {
      for (let i = 0; i < PURCHASES_PER_BUYER; i++) {
        await step(() => buy(buyer, packs[(n + i) % packs.length]!.id, i % 2 ? 'card' : 'wallet'));
      }
    });
    const signUpLoop = (async () => {
      for (let i = 0; i < SIGN_UPS; i++) {
        await step(() => signUp(`person-${i + 1}@${DOMAIN}`, newClient()));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();

    // ---------------------------------------------------------------- the kill, staged
    while (purchases.length < BUYERS * 2) await new Promise((resolve) => setTimeout(resolve, 20));
    gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    while (busy > 0) await new Promise((resolve) => setTimeout(resolve, 10));

    // Every gateway takes one email and waits for the SMTP server's answer.
    mail.hold();
    provider.hold();
    await Promise.all(Array.from({ length: BURST }, (_, i) => signUp(`burst-${i + 1}@${DOMAIN}`, newClient())));
    await until(
      () => mail.inFlight() === 3,
      20_000,
      () => `emails held: ${mail.inFlight()}`,
    );
    // Six purchases, two per gateway in the round robin: each stored, its answer waiting for the card provider.
    const burstBuyers = buyers.slice(0, BURST);
    await Promise.all(
      burstBuyers.map(async (buyer, i) => {
        const added = await buyer.client.retrying(
          'POST',
          '/api/v1/shoppingcart/create',
          { packageId: packs[i]!.id, quantity: 1 },
          buyer.auth,
        );
        ok(added, 'add to cart');
      }),
    );
    const burst = burstBuyers.map((buyer, i) => buyConfirmOnly(buyer, i));
    await until(
      () => provider.waiting() === BURST,
      20_000,
      () => `purchases held: ${provider.waiting()}`,
    );
    const checkoutsBeforeKill = await query<{ idempotency_key: string }>('select idempotency_key from checkouts');

    const victim = gateways[1]!;
    await victim.kill();
    killedAt = Date.now();
    console.log(`  ${victim.name} killed with ${mail.inFlight()} emails and ${provider.waiting()} purchases held mid-flight`);
    // The SMTP server answers once it has seen the dead gateway's connection close: that message was never accepted.
    await until(
      () => mail.inFlightGone() === 1,
      10_000,
      () => `held emails whose sender is gone: ${mail.inFlightGone()}`,
    );
    mail.release();
    provider.release();
    gate = null;
    openGate();

    await Promise.all(burst);
    await haproxy.waitFor('DOWN', [victim.name], 5_000);
    await Promise.all([...loops, signUpLoop]);
    console.log(`  ${purchases.length} purchases and ${signUps.length} sign-ups answered`);

    /** The burst's confirm-purchase, the cart already filled; then paid like any other. */
    async function buyConfirmOnly(buyer: Buyer, i: number) {
      const key = `scale-burst-${i}-${randomBytes(8).toString('hex')}`;
      const placed = await buyer.client.retrying(
        'POST',
        '/api/v1/shoppingcart/confirm-purchase',
        { shippingAddressId: buyer.address, paymentMethod: 'card' },
        { ...buyer.auth, 'idempotency-key': key },
      );
      const data = ok(placed, `burst purchase ${key}`);
      const purchase: Purchase = {
        buyer: buyer.email,
        key,
        checkoutId: data.checkoutId,
        method: 'card',
        totalMinor: data.totalMinor,
        orderIds: data.orders.map((o: { id: string }) => o.id),
        tries: placed.tries,
        replayed: placed.tries > 1 && checkoutsBeforeKill.some((c) => c.idempotency_key === key),
      };
      purchases.push(purchase);
      await payByCard(buyer, data.payment.reference, data.payment.authorizationUrl);
      return purchase;
    }

    // ---------------------------------------------------------------- every email delivered, once
    await until(
      async () => (await query<{ n: number }>(`select count(*)::int as n from outbox where status <> 'sent'`))[0]!.n === 0,
      90_000,
      async () =>
        `emails not sent: ${JSON.stringify(await query(`select status, attempts, last_error from outbox where status <> 'sent'`))}`,
    );
    const outboxIds = (await query<{ id: string }>('select id from outbox')).map((r) => `<${r.id}@chemmarket.example>`);
    const received = new Map<string, number>();
    for (const m of mail.accepted) received.set(m.messageId, (received.get(m.messageId) ?? 0) + 1);
    const twice = [...received].filter(([, n]) => n > 1);
    const strangers = [...received.keys()].filter((id) => !outboxIds.includes(id));
    const missingMail = outboxIds.filter((id) => !received.has(id));
    expect({ twice, strangers, missingMail }).toEqual({ twice: [], strangers: [], missingMail: [] });
    // The email the killed gateway was delivering: abandoned mid-SMTP, then sent by another gateway.
    expect(mail.abandoned).toHaveLength(1);
    const takenOver = mail.accepted.find((m) => m.messageId === mail.abandoned[0])!;
    expect(takenOver, 'the abandoned email arrives later').toBeDefined();
    console.log(
      `  ${outboxIds.length} emails, each received once; the one abandoned by ${victim.name} arrived ${((takenOver.at - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    expect(await query(`select name from pgboss.job where name = 'dead-letter'`)).toEqual([]);

    // ---------------------------------------------------------------- sign-ups: each once, each told once
    expect(signUps).toHaveLength(BUYERS + SIGN_UPS + BURST);
    const users = await query<{ email: string; n: number }>(
      `select email, count(*)::int as n from users where email like $1 group by email`,
      [`%@${DOMAIN}`],
    );
    expect(users.map((u) => u.email).sort()).toEqual([...signUps].sort());
    expect(users.every((u) => u.n === 1)).toBe(true);
    for (const email of signUps) {
      const letters = mail.accepted.filter((m) => m.to === email && /confirm-email\?token=/.test(unfold(m.raw)));
      expect(letters, email).toHaveLength(1);
    }

    // ---------------------------------------------------------------- purchases: each answered one stored once
    expect(purchases).toHaveLength(BUYERS * PURCHASES_PER_BUYER + BURST);
    const stored = await query<{ id: string; idempotency_key: string; total_minor: number; email: string }>(`
      select c.id, c.idempotency_key, c.total_minor::int, u.email from checkouts c join users u on u.id = c.user_id`);
    expect(stored).toHaveLength(purchases.length);
    for (const purchase of purchases) {
      const rows = stored.filter((c) => c.idempotency_key === purchase.key);
      expect(rows, purchase.key).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: purchase.checkoutId, email: purchase.buyer, total_minor: purchase.totalMinor });
    }
    const orders = await query<{ id: string; checkout_id: string; subtotal_minor: number; payment_status: string }>(
      'select id, checkout_id, subtotal_minor::int, payment_status from orders',
    );
    expect(orders.map((o) => o.id).sort()).toEqual(purchases.flatMap((p) => p.orderIds).sort());
    // Card purchases paid once their webhook arrived; wallet purchases paid (held) at placement.
    expect(orders.filter((o) => o.payment_status !== 'paid')).toEqual([]);
    const replayed = purchases.filter((p) => p.replayed);
    console.log(
      `  ${purchases.length} purchases; ${purchases.filter((p) => p.tries > 1).length} were sent again after a lost answer, ${replayed.length} of them answered with the purchase stored before the kill`,
    );
    expect(replayed.length).toBeGreaterThanOrEqual(1);
    // Their card payments reached the provider before the gateway died: each was started again under a new reference.
    console.log(`  ${restarted.length} card payments started again after their page was lost`);
    expect(restarted.length).toBeGreaterThanOrEqual(replayed.length);
    expect(restarted.every((r) => r.reference !== r.given)).toBe(true);

    // Stock moved by exactly what the orders hold.
    const lines = await query<{ package_id: number; sold: number; stock: number }>(
      `select k.id as package_id, coalesce(sum(l.quantity), 0)::int as sold, k.stock
       from packages k left join order_lines l on l.package_id = k.id where k.id = any($1) group by k.id`,
      [packs.map((p) => p.id)],
    );
    for (const line of lines) expect(line.sold + line.stock, `package ${line.package_id}`).toBe(STOCK);

    // Each wallet: the top-up, less its wallet purchases, which are held until delivery.
    for (const buyer of buyers) {
      const spent = purchases.filter((p) => p.buyer === buyer.email && p.method === 'wallet').reduce((sum, p) => sum + p.totalMinor, 0);
      const details = ok(await buyer.client.retrying('GET', '/api/v1/wallet/details', undefined, buyer.auth), 'wallet');
      expect(details.wallet.balances, buyer.email).toEqual({ available: TOP_UP - spent, held: spent, ledger: TOP_UP });
    }
    expect((await checkLedger(database.db)).problems).toEqual([]);
    // And as an operator would check it: npm run ledger:check on the database.
    const ledgerCheck = spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'ledger-check.ts')], {
      cwd: dataDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(ledgerCheck.status, ledgerCheck.stderr).toBe(0);
    expect(ledgerCheck.stdout).toMatch(/^Ledger check passed/m);

    // The gateways that lived through it logged no error.
    const errors = gateways
      .filter((g) => g !== victim)
      .flatMap((g) =>
        g
          .output()
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line))
          .map((line) => `${g.name}: ${line}`),
      );
    expect(errors).toEqual([]);
    const lost = clients.reduce((n, c) => n + c.lost, 0);
    console.log(`  ${lost} requests were answered 502/503 or cut off and sent again by their client`);
  }, 240_000);

  it('delivers a message written through one gateway to readers streaming from another, within a second', async () => {
    const alive = gateways.filter((g) => g.child.exitCode === null && g.child.signalCode === null);
    expect(alive.length).toBeGreaterThanOrEqual(2);
    const [reading, writing] = [alive[0]!, alive.at(-1)!];

    /** A person signed up and in through the balancer, as anyone would be. */
    async function person(email: string) {
      const client = newClient();
      ok(
        await client.retrying('POST', '/api/v1/Account/register', {
          email,
          password: PASSWORD,
          fullName: `Person ${email.split('@')[0]}`,
          accountType: 'personal',
          businessUserType: 'buyer',
        }),
        `sign-up of ${email}`,
      );
      const letter = await mail.waitFor(email, /confirm-email\?token=/);
      const token = /confirm-email\?token=([\w-]+)/.exec(unfold(letter.raw))![1]!;
      ok(await client.retrying('POST', '/api/v1/Account/confirm-email', { token }), 'confirm');
      const session = ok(await client.retrying('POST', '/api/v1/Account/authenticate', { email, password: PASSWORD }), 'sign-in');
      return { client, auth: { authorization: `Bearer ${session.jwToken}` } };
    }
    const seller = await person(`talk-seller@${DOMAIN}`);
    const buyer = await person(`talk-buyer@${DOMAIN}`);
    // The seller's company runs the storefront of a published product (set up in the database, as the seed does).
    const [product] = await query<{ id: number; supplier_id: number }>(
      `select id, supplier_id from products where status = 'published' order by id limit 1`,
    );
    const companyId = randomUUID();
    await query('insert into companies (id, name, supplier_id) values ($1, $2, $3)', [
      companyId,
      'Talking Chemicals',
      product!.supplier_id,
    ]);
    await query(`insert into company_members (company_id, user_id, role) select $1, id, 'owner' from users where email = $2`, [
      companyId,
      `talk-seller@${DOMAIN}`,
    ]);

    /** The seller's stream, from a gateway or through the balancer, opened with a ticket from another gateway. */
    async function streamFrom(base: string) {
      const ticket = ok(await seller.client.send('POST', `${writing.url}/api/v1/conversations/stream-ticket`, {}, seller.auth), 'ticket');
      const reader = await openEventStream(`${base}/api/v1/conversations/stream?ticket=${ticket.ticket}`);
      expect(reader.status).toBe(200);
      await reader.next((e) => e.event === 'ready');
      return reader;
    }
    const direct = await streamFrom(reading.url);
    const balanced = await streamFrom(haproxy.url);

    const text = `Through ${writing.name}: can you deliver 40 drums to Apapa?`;
    const arrived = (e: { event: string; data: string }) => e.event === 'message' && JSON.parse(e.data).text === text;
    const sentAt = performance.now();
    // The wait starts before the message is written: each reader must have it within a second of the send.
    const arrivals = [direct.next(arrived, 1000), balanced.next(arrived, 1000)];
    const answer = await buyer.client.send(
      'POST',
      `${writing.url}/api/v1/conversations/threads`,
      { subject: { kind: 'product', productId: product!.id }, text },
      buyer.auth,
    );
    ok(answer, 'message');
    const [viaReading, viaBalancer] = await Promise.all(arrivals);
    expect(JSON.parse(viaReading!.data)).toMatchObject({ author: { side: 'buyer', mine: false }, threadId: answer.body.data.thread.id });
    console.log(
      `  a message sent through ${writing.name} reached the stream on ${reading.name} ${(viaReading!.at - sentAt).toFixed(0)} ms and the one through HAProxy ${(viaBalancer!.at - sentAt).toFixed(0)} ms after it was sent`,
    );
    direct.close();
    balanced.close();
  }, 60_000);

  it('takes a gateway stopped with SIGTERM out of rotation by its readiness before it closes, and no request fails', async () => {
    const [first, , third] = gateways as [GatewayProcess, GatewayProcess, GatewayProcess];
    await haproxy.waitFor('UP', [first.name, third.name]);
    // Requests as a browser sends them, never sent again: any 502, 503 or cut connection counts as failed.
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const load = Array.from({ length: 6 }, async () => {
      const client = newClient();
      while (running) {
        const answer = await client.send('GET', '/api/v1/marketplace/getmarkets?PageSize=5');
        if (answer.status === 200) answered++;
        else failures.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    });
    const servedBefore = (await haproxy.served())[third.name]!;
    await until(
      () => answered > 50,
      10_000,
      () => `answered: ${answered}`,
    );

    third.child.kill('SIGTERM');
    // At once: not ready, while it still serves what it is sent.
    await until(
      async () => (await fetch(`${third.url}/api/health/ready`).catch(() => null))?.status === 503,
      2_000,
      () => 'readiness still 200',
    );
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    // HAProxy's checks take it out; the process is still running when they do.
    await haproxy.waitFor('DOWN', [third.name], 3_000);
    expect(third.child.exitCode, 'the gateway closed before HAProxy took it out').toBeNull();
    const servedWhenDown = (await haproxy.served())[third.name]!;
    expect(servedWhenDown).toBeGreaterThan(servedBefore);
    // Then it closes, and exits cleanly.
    const exited = await new Promise<number | null>((resolve) =>
      third.child.exitCode !== null ? resolve(third.child.exitCode) : third.child.once('exit', (code) => resolve(code)),
    );
    expect(exited, third.output()).toBe(0);
    const answeredAtExit = answered;
    await until(
      () => answered > answeredAtExit + 50,
      10_000,
      () => `answered after the exit: ${answered - answeredAtExit}`,
    );
    running = false;
    await Promise.all(load);
    // Nothing was sent to it after HAProxy took it out, and not one request failed.
    expect((await haproxy.served())[third.name]).toBe(servedWhenDown);
    expect(failures).toEqual([]);
    console.log(`  ${third.name} drained: ${answered} requests answered around its stop, none failed`);
  });
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, state: () => string | Promise<string>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${await state()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
