/**
 * GET /metrics as Prometheus reads it: to this machine, or with METRICS_TOKEN from elsewhere; every
 * family the README lists is there, and each moves with the traffic that should move it (a search,
 * a purchase paid from a wallet, an email the mail server refuses and then takes, a ledger check,
 * a publish, a live stream).
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../../src/gateway/catalog/catalog-version.ts';
import type { Db } from '../../src/gateway/db/client.ts';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import { runLedgerCheck } from '../../src/gateway/ledger/check-runs.ts';
import { openEventStream } from '../../scripts/bench/event-stream.ts';
import { recordPublish } from '../../src/gateway/platform/observability/publish-metrics.ts';
import { packagesOfSuppliers, purchase, send, stockUp, walletBuyer } from './commerce-fixtures.ts';
import { backends, call, startGateway, type TestGateway } from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const OUTSIDE = '203.0.113.7';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format. */
function parse(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) continue;
    const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { samples, types };
}

describe.each(backends)('/metrics on %s', (backend) => {
  let gw: TestGateway;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    gw = await startGateway(backend, 30, { smtp: { url: smtp.url, from: 'Market <no-reply@market.test>' }, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await gw?.close();
    await smtp?.close();
  });

  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await gw.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode, response.body).toBe(200);
    return parse(response.body);
  };
  /** The sum of a family's samples that carry `labels`; undefined when none does. */
  const value = (read: { samples: Sample[] }, name: string, labels: Record<string, string> = {}) => {
    const found = read.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
    return found.length ? found.reduce((sum, s) => sum + s.value, 0) : undefined;
  };

  it('answers this machine in the Prometheus text format, and anyone else only with the token', async () => {
    const local = await gw.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.body).toMatch(/^# HELP chemmarket_http_request_duration_seconds /m);

    const outside = await gw.app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE });
    expect(outside.statusCode).toBe(401);
    expect(outside.json()).toMatchObject({ succeeded: false, data: null });
    expect(outside.body).not.toContain('chemmarket_');
    const wrong = await gw.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    // A balancer on this machine forwards a stranger's request from loopback: its X-Forwarded-For tells.
    const forwarded = await gw.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': OUTSIDE } });
    expect(forwarded.statusCode).toBe(401);
    const withToken = await gw.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('chemmarket_ledger_open_holds');
  });

  it('lists every family, and each moves with the traffic that should move it', async () => {
    const db = gw.database.db as Db;
    const [pack] = await packagesOfSuppliers(gw, 1);
    await stockUp(gw, pack!, 1000);
    const buyer = await walletBuyer(gw, `metrics-${backend}@metrics.test`, 100_000_000);
    const search = () => call(gw.app, 'POST', '/api/v2/marketplace/products', { search: pack!.name, pageSize: 5 });
    expect((await search()).status).toBe(200);
    const before = await scrape();

    // A purchase paid from the wallet, then its checkout read back (a route with a parameter).
    const paid = await purchase(gw, buyer.auth, {
      items: [{ packageId: pack!.id, quantity: 1 }],
      shippingAddressId: buyer.address,
      paymentMethod: 'wallet',
      walletPin: '482916',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const held = paid.body.data.totalMinor as number;
    expect((await send(gw, 'GET', `/v1/shoppingcart/checkout/${paid.body.data.checkoutId}`, buyer.auth)).status).toBe(200);
    // Emails the mail server refuses: one retried until its attempts are spent, one waiting in the outbox.
    smtp.refuse('mailbox busy, try later');
    try {
      const hello = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
      await gw.app.services.mail.enqueue(db, hello(`spent-${backend}@metrics.test`));
      // Each retry now rather than after its backoff.
      await expect
        .poll(
          async () => {
            await gw.app.jobs.drain('email.deliver', { includeDeferred: true });
            const [row] = await db
              .select({ status: outbox.status })
              .from(outbox)
              .where(eq(outbox.to, `spent-${backend}@metrics.test`));
            return row?.status;
          },
          { timeout: 20_000 },
        )
        .toBe('failed');
      await gw.app.services.mail.enqueue(db, hello(`waiting-${backend}@metrics.test`));
      const refused = await scrape();
      const pending = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'pending'));
      expect(pending.length).toBeGreaterThanOrEqual(1);
      expect(value(refused, 'chemmarket_outbox_waiting')).toBe(pending.length);
      expect(value(refused, 'chemmarket_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
    } finally {
      smtp.refuse(null);
    }
    // An email whose delivery waits on a slow mail server: its attempt is running meanwhile.
    const release = smtp.hold();
    try {
      await gw.app.services.mail.enqueue(db, { to: `slow-${backend}@metrics.test`, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
      await expect
        .poll(async () => value(await scrape(), 'chemmarket_jobs_running', { job: 'email.deliver' }), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(1);
    } finally {
      release();
    }
    // The catalog moves on: the index is a version behind until the next search.
    await db.transaction((tx) => bumpCatalogVersion(tx as unknown as Db));
    const behind = await scrape();
    expect(value(behind, 'chemmarket_search_index_lag_versions')).toBe(1);
    expect(value(behind, 'chemmarket_catalog_version')).toBe(value(before, 'chemmarket_catalog_version')! + 1);
    expect((await search()).status).toBe(200);
    // A ledger check ran (as `npm run ledger:check` runs it), a publish, a live stream open.
    expect((await runLedgerCheck(db, 'command')).problems).toEqual([]);
    recordPublish({ kind: 'partial', version: 7, paths: 12 }, 2.5);
    // The buyer's live stream of conversations, opened over real HTTP as the messages area opens it.
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const ticket = await send(gw, 'POST', '/v1/conversations/stream-ticket', buyer.auth);
    expect(ticket.status).toBe(200);
    const reader = await openEventStream(
      `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/api/v1/conversations/stream?ticket=${ticket.body.data.ticket}`,
    );
    await reader.next((e) => e.event === 'ready');
    const after = await scrape();
    reader.close();
    await expect.poll(async () => value(await scrape(), 'chemmarket_live_streams_open')).toBe(0);

    const route = { route: '/api/v1/shoppingcart/confirm-purchase', method: 'POST', status: '200' };
    expect(value(after, 'chemmarket_http_request_duration_seconds_count', route)).toBe(
      (value(before, 'chemmarket_http_request_duration_seconds_count', route) ?? 0) + 1,
    );
    // By the route's pattern, never the address asked.
    const byPattern = { route: '/api/v1/shoppingcart/checkout/:checkoutId' };
    expect(value(after, 'chemmarket_http_request_duration_seconds_count', byPattern)).toBe(
      (value(before, 'chemmarket_http_request_duration_seconds_count', byPattern) ?? 0) + 1,
    );
    expect(after.samples.some((s) => s.labels.route?.includes(paid.body.data.checkoutId))).toBe(false);
    expect(value(after, 'chemmarket_http_requests_in_flight')).toBe(2); // the scrape itself and the open stream

    const database = backend === 'pglite' ? 'pglite' : 'postgres';
    expect(value(after, 'chemmarket_db_query_duration_seconds_count', { database, operation: 'insert' })).toBeGreaterThan(
      value(before, 'chemmarket_db_query_duration_seconds_count', { database, operation: 'insert' }) ?? 0,
    );
    expect(value(after, 'chemmarket_db_pool_max')).toBe(backend === 'pglite' ? 1 : 10);
    expect(value(after, 'chemmarket_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(value(after, 'chemmarket_db_pool_waiting')).toBeGreaterThanOrEqual(0);

    const email = { job: 'email.deliver' };
    // Eight attempts (the first and seven retries) for the message whose retries were spent, at least.
    const failed = { ...email, outcome: 'failed' };
    expect(
      value(after, 'chemmarket_job_duration_seconds_count', failed)! -
        (value(before, 'chemmarket_job_duration_seconds_count', failed) ?? 0),
    ).toBeGreaterThanOrEqual(8);
    expect(
      value(after, 'chemmarket_job_retries_total', email)! - (value(before, 'chemmarket_job_retries_total', email) ?? 0),
    ).toBeGreaterThanOrEqual(7);
    expect(value(after, 'chemmarket_jobs_running', email)).toBeGreaterThanOrEqual(0);
    for (const family of ['chemmarket_jobs_queued', 'chemmarket_jobs_active', 'chemmarket_jobs_failed'])
      expect(value(after, family, email), family).toBeGreaterThanOrEqual(0);

    expect(value(after, 'chemmarket_ledger_transfers')).toBeGreaterThan(value(before, 'chemmarket_ledger_transfers')!);
    expect(value(after, 'chemmarket_ledger_open_holds')).toBe(value(before, 'chemmarket_ledger_open_holds')! + 1);
    expect(value(after, 'chemmarket_ledger_open_holds_kobo')).toBe(value(before, 'chemmarket_ledger_open_holds_kobo')! + held);
    expect(value(before, 'chemmarket_ledger_check_passed')).toBeUndefined();
    expect(value(after, 'chemmarket_ledger_check_passed')).toBe(1);
    expect(value(after, 'chemmarket_ledger_check_problems')).toBe(0);
    expect(value(after, 'chemmarket_ledger_check_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(value(after, 'chemmarket_ledger_check_duration_seconds')).toBeGreaterThanOrEqual(0);

    expect(value(before, 'chemmarket_outbox_waiting')).toBeGreaterThanOrEqual(0);

    expect(value(after, 'chemmarket_search_index_catalog_version')).toBe(value(after, 'chemmarket_catalog_version'));
    expect(value(after, 'chemmarket_search_index_lag_versions')).toBe(0);

    expect(value(after, 'chemmarket_publish_duration_seconds_count', { kind: 'partial' })).toBe(
      (value(before, 'chemmarket_publish_duration_seconds_count', { kind: 'partial' }) ?? 0) + 1,
    );
    expect(value(after, 'chemmarket_publish_paths_changed_total')).toBe(value(before, 'chemmarket_publish_paths_changed_total')! + 12);
    expect(value(after, 'chemmarket_publish_catalog_version')).toBe(7);
    expect(value(before, 'chemmarket_live_streams_open')).toBe(0);
    expect(value(after, 'chemmarket_live_streams_open')).toBe(1);
    for (const part of ['ledger', 'ledger_check', 'outbox', 'jobs', 'search'])
      expect(value(after, 'chemmarket_metrics_state_up', { part }), part).toBe(1);
    // Node's own, beside them.
    expect(after.types.get('process_cpu_seconds_total')).toBe('counter');
    expect(after.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });
});
