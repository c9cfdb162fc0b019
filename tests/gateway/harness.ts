/**
 * Gateway tests run in-process through the app factory on a real database: PGlite always, and
 * PostgreSQL too when TEST_DATABASE_URL is set. Each PostgreSQL suite creates a database of its
 * own and drops it afterwards, so runs never see each other's rows.
 */
import { pinKeysFrom } from '../../src/gateway/platform/auth/pin-keys.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/gateway/app.ts';
import { openDatabase, type Database } from '../../src/gateway/db/client.ts';
import { seedCatalog } from '../../src/gateway/seed/catalog-seed.ts';

export type Backend = 'pglite' | 'postgres';

export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestGateway {
  app: FastifyInstance;
  database: Database;
  mediaDir: string;
  close(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** A directory of the test's own, removed with the database. */
  dir: string;
  /** The PostgreSQL URL, when the backend is PostgreSQL. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** A fresh, migrated database of the given kind: PGlite in a directory of its own, or a new PostgreSQL database. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (backend === 'postgres') {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`create database ${name}`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
  }
  const database = await openDatabase({ databaseUrl, dataDir: join(dir, 'db') });
  await database.migrate();
  return {
    database,
    dir,
    databaseUrl,
    async close() {
      await database.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database of the given kind, migrated, with `products` generated products. */
/** The PIN key of every test gateway, so a demo history seeded beside one has PINs it can check. */
export const TEST_PIN_KEYS = pinKeysFrom('test-wallet-pin-key-not-a-secret-anywhere');

export async function startGateway(backend: Backend, products = 300, options: Omit<AppOptions, 'db'> = {}): Promise<TestGateway> {
  const { database, dir, close } = await openTestDatabase(backend);
  const mediaDir = join(dir, 'media');
  await seedCatalog(database.db, { products, mediaDir });
  const app = await buildApp({ pinKeys: TEST_PIN_KEYS, ...options, db: database.db });
  await app.ready();
  return {
    app,
    database,
    mediaDir,
    async close() {
      await app.close();
      await close();
    },
  };
}

/** Sends a request and returns the parsed envelope with the status. */
export async function call<T = any>(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as T & { succeeded: boolean; message: string | null; errors: Record<string, string[]> | null },
  };
}

/** A confirmed personal account with a session, straight through the services. */
export async function signedInUser(gw: TestGateway, email: string, fullName = 'Test Person', passwordHash: string | null = null) {
  const user = await gw.app.services.accounts.createUser(gw.database.db, {
    email,
    fullName,
    passwordHash,
    accountType: 'personal',
    businessUserType: 'buyer',
    verified: true,
  });
  const session = await gw.app.services.sessions.issue(user.id, '127.0.0.1');
  return { id: user.id, token: session.jwToken, refreshToken: session.refreshToken, auth: { authorization: `Bearer ${session.jwToken}` } };
}
