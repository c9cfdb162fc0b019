/**
 * Liveness and readiness as a load balancer sees them: GET /api/health answers while the process
 * runs; GET /api/health/ready answers 200 only once the search index is built and while every
 * migration is applied and the gateway is not stopping, and otherwise 503 naming what is not ready.
 * A draining gateway still serves everything else.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/gateway/db/rows.ts';
import { backends, call, startGateway, type TestGateway } from './harness.ts';

describe.each(backends)('liveness and readiness on %s', (backend) => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startGateway(backend, 10);
  });
  afterAll(() => gw?.close());

  const ready = () => call(gw.app, 'GET', '/api/health/ready');

  it('is ready once its search index is built, and says so without caching', async () => {
    await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe(200);
    const answer = await ready();
    expect(answer.body).toEqual({ succeeded: true, message: null, errors: null, data: { status: 'ready' } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration this code knows is missing from the database', async () => {
    const db = gw.database.db;
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(
        sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      // Probes within half a second share one reading of the database.
      await expect.poll(async () => (await ready()).status, { timeout: 5_000 }).toBe(503);
      const answer = await ready();
      expect(answer.body.errors).toEqual({ database: [expect.stringMatching(/^migrations not applied: \d{4}_\w+$/)] });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    await expect.poll(async () => (await ready()).status, { timeout: 5_000 }).toBe(200);
  });

  it('says not ready once it drains, and goes on serving everything else', async () => {
    gw.app.readiness.drain();
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      succeeded: false,
      message: 'Not ready to take traffic.',
      errors: { draining: ['the gateway is stopping'] },
    });
    expect((await call(gw.app, 'GET', '/api/health')).status).toBe(200);
    expect((await call(gw.app, 'GET', '/api/v1/marketplace/getmarkets')).status).toBe(200);
  });
});
