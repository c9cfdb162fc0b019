/**
 * Backups that restore. The real gateway (`node scripts/gateway.ts`) takes wallet payments and
 * uploads over HTTP; `npm run backup` runs in the middle of that load (for PGlite the gateway itself
 * takes the snapshot, as it holds the data directory); the load stops; `npm run restore` puts the
 * backup into a fresh place (a new DATA_DIR, or a new PostgreSQL database). There every write
 * answered before the backup started is present, `npm run ledger:check` passes, and a gateway
 * started on it serves the uploads. A restore into a place that is not empty is refused.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/gateway/app.ts';
import { type Database, openDatabase } from '../../src/gateway/db/client.ts';
import { pinKeysFrom } from '../../src/gateway/platform/auth/pin-keys.ts';
import { seedCatalog } from '../../src/gateway/seed/catalog-seed.ts';
import { type Auth, packagesOfSuppliers, stockUp, type TestPackage, walletBuyer } from './commerce-fixtures.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PIN = '482916';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
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

/** Runs a script of scripts/ with the given environment and arguments, from a directory without a .env file. */
function run(script: string, env: Record<string, string>, cwd: string, args: string[] = []): Child {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

describe.each(backends)('npm run backup and npm run restore on %s', (backend) => {
  let testDb: TestDatabase;
  let env: Record<string, string>;
  const children: Child[] = [];
  let buyer: { auth: Auth; address: string };
  let pack: TestPackage;
  const backups = () => join(testDb.dir, 'backups');
  /** The fresh place the backup is restored into. */
  let restored: { env: Record<string, string>; dataDir: string; databaseUrl: string | undefined; drop: () => Promise<void> };

  /** Starts the gateway with `env` and waits until it says it is ready to take traffic. */
  async function startServer(serverEnv: Record<string, string>): Promise<Child & { base: string }> {
    const port = await freePort();
    const child = run('gateway.ts', { ...serverEnv, PORT: String(port) }, testDb.dir);
    children.push(child);
    const base = `http://127.0.0.1:${port}/api`;
    let exitCode: number | null | undefined;
    void child.exited.then((code) => {
      exitCode = code;
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`the gateway exited with ${exitCode} before it was ready:\n${child.output()}`);
      if (Date.now() > deadline) throw new Error(`the gateway was not ready within 60 s:\n${child.output()}`);
      const ready = await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return { ...child, base };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stopServer(server: Child): Promise<void> {
    server.process.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  }

  /** The database of a place, opened here (PGlite: its server must be stopped). */
  async function inspect<T>(
    place: { dataDir: string; databaseUrl: string | undefined },
    read: (db: Database['db']) => Promise<T>,
  ): Promise<T> {
    const database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    const dataDir = join(testDb.dir, 'db');
    const jwtSecret = randomBytes(32).toString('base64url');
    const pinKey = randomBytes(32).toString('base64url');
    env = {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      WALLET_PIN_KEY: pinKey,
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: '0',
      UPLOADS_PER_10_MINUTES: '10000',
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    };
    const { db } = testDb.database;
    await seedCatalog(db, { products: 20, mediaDir: join(dataDir, 'media') });
    const app = await buildApp({ db, jwtSecret: new TextEncoder().encode(jwtSecret), pinKeys: pinKeysFrom(pinKey), logger: false });
    await app.ready();
    try {
      const gw = { app, database: testDb.database, mediaDir: join(dataDir, 'media'), close: async () => {} };
      pack = (await packagesOfSuppliers(gw, 1))[0]!;
      await stockUp(gw, pack, 100_000);
      buyer = await walletBuyer(gw, `backup-${backend}@backup.test`, 1_000_000 * pack.priceMinor, PIN);
    } finally {
      await app.close();
    }
    // PGlite's directory is the server's from here on.
    if (backend === 'pglite') await testDb.database.close();

    // The fresh place: an empty DATA_DIR, and for PostgreSQL an empty database.
    const freshDir = join(testDb.dir, 'restored');
    let databaseUrl: string | undefined;
    let drop = async () => {};
    if (backend === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `restored_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      databaseUrl = url.href;
      drop = async () => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      };
    }
    restored = {
      env: { ...env, DATA_DIR: freshDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      dataDir: freshDir,
      databaseUrl,
      drop,
    };
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      await child.exited;
    }
    await restored?.drop();
    await testDb?.close();
  });

  /** Payments and uploads the server answered, with the instant each answer arrived. */
  const payments: { key: string; checkoutId: string; at: number }[] = [];
  const uploads: { id: string; bytes: string; at: number }[] = [];
  let backupStartedAt = 0;
  let backupDir = '';

  it('takes a backup while payments and uploads keep arriving', async () => {
    const server = await startServer(env);
    const refused: string[] = [];
    let running = true;
    let n = 0;
    const pay = async () => {
      const key = `backup-${backend}-${n++}-${randomBytes(4).toString('hex')}`;
      const response = await fetch(`${server.base}/v1/shoppingcart/confirm-purchase`, {
        method: 'POST',
        headers: { ...buyer.auth, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          items: [{ packageId: pack.id, quantity: 1 }],
          shippingAddressId: buyer.address,
          paymentMethod: 'wallet',
          walletPin: PIN,
        }),
      });
      const body = await response.json();
      if (response.status === 200) payments.push({ key, checkoutId: body.data.checkoutId, at: Date.now() });
      else refused.push(`${response.status} ${JSON.stringify(body)}`);
    };
    const upload = async () => {
      const bytes = `${PDF}% ${randomBytes(8).toString('hex')}\n`;
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'sheet.pdf');
      const response = await fetch(`${server.base}/v1/fileupload/document`, { method: 'POST', headers: buyer.auth, body: form });
      const body = await response.json();
      if (response.status === 200) uploads.push({ id: body.data.id, bytes, at: Date.now() });
      else refused.push(`${response.status} ${JSON.stringify(body)}`);
    };
    const load = Array.from({ length: 4 }, async (_, i) => {
      while (running) await (i % 2 ? upload() : pay());
    });
    try {
      while (payments.length < 10 || uploads.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
      backupStartedAt = Date.now();
      const backup = run('backup.ts', env, testDb.dir, [backups()]);
      const code = await backup.exited;
      expect(code, backup.output()).toBe(0);
      console.log(backup.output().trim().replace(/^/gm, '  '));
      expect(backup.output()).toMatch(/^Backup written to /m);
      // The load went on while the backup ran.
      const during = payments.filter((p) => p.at > backupStartedAt).length + uploads.filter((u) => u.at > backupStartedAt).length;
      expect(during).toBeGreaterThan(0);
    } finally {
      running = false;
      await Promise.all(load);
    }
    expect(refused).toEqual([]);
    await stopServer(server);

    const folders = readdirSync(backups());
    expect(folders).toHaveLength(1);
    expect(folders[0]).toMatch(/^chemmarket-\d{8}T\d{6}Z$/);
    backupDir = join(backups(), folders[0]!);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, database: backend });
    expect(manifest.files.uploads.count).toBeGreaterThanOrEqual(uploads.filter((u) => u.at < backupStartedAt).length);
    expect(manifest.files.media.count).toBeGreaterThan(0);
    console.log(
      `  ${backend}: backup taken under load (${payments.length} payments and ${uploads.length} uploads answered in all, the backup started after ${payments.filter((p) => p.at < backupStartedAt).length} and ${uploads.filter((u) => u.at < backupStartedAt).length})`,
    );
  }, 180_000);

  it('refuses to restore into a place that is not empty, and changes nothing there', async () => {
    const files = () => readdirSync(join(env.DATA_DIR!, 'uploads')).sort();
    const before = files();
    const into = run('restore.ts', env, testDb.dir, [backupDir]);
    expect(await into.exited).toBe(1);
    expect(into.output()).toMatch(/^Not restored: .*not empty/m);
    expect(files()).toEqual(before);
  }, 60_000);

  it('restores into a fresh place: every write answered before the backup started is there, the ledger checks out, uploads open', async () => {
    const restore = run('restore.ts', restored.env, testDb.dir, [backupDir]);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(restore.output()).toMatch(/^Restored the backup of /m);
    // Once restored, the place is not empty: a second restore is refused.
    const again = run('restore.ts', restored.env, testDb.dir, [backupDir]);
    expect(await again.exited).toBe(1);
    expect(again.output()).toMatch(/^Not restored: /m);

    const check = run('ledger-check.ts', restored.env, testDb.dir);
    expect(await check.exited, check.output()).toBe(0);
    expect(check.output()).toMatch(/^Ledger check passed/m);

    const before = { payments: payments.filter((p) => p.at < backupStartedAt), uploads: uploads.filter((u) => u.at < backupStartedAt) };
    expect(before.payments.length).toBeGreaterThanOrEqual(10);
    await inspect(restored, async (db) => {
      const checkouts = rowsOf<{ id: string; key: string; orders: number }>(
        await db.execute(
          sql`select c.id, c.idempotency_key as key, (select count(*)::int from orders o where o.checkout_id = c.id) as orders from checkouts c`,
        ),
      );
      const byKey = new Map(checkouts.map((c) => [c.key, c]));
      for (const payment of before.payments)
        expect(byKey.get(payment.key), payment.key).toMatchObject({ id: payment.checkoutId, orders: 1 });
      const files = rowsOf<{ id: string }>(await db.execute(sql`select id from files`)).map((f) => f.id);
      expect(files).toEqual(expect.arrayContaining(before.uploads.map((u) => u.id)));
    });

    // A gateway on the restored place serves the uploads, byte for byte.
    const server = await startServer(restored.env);
    try {
      for (const upload of before.uploads) {
        const response = await fetch(`${server.base}/v1/files/${upload.id}`);
        expect(response.status, upload.id).toBe(200);
        expect(await response.text()).toBe(upload.bytes);
      }
    } finally {
      await stopServer(server);
    }
    // The catalog's pictures came back too.
    expect(readdirSync(join(restored.dataDir, 'media'), { recursive: true }).length).toBe(
      readdirSync(join(env.DATA_DIR!, 'media'), { recursive: true }).length,
    );
  }, 180_000);
});
