/**
 * Traces as a collector receives them, read from an in-memory exporter: a purchase paid from a
 * wallet is one trace, from its route through the handler to each database statement (PGlite's as
 * spans of their own, PostgreSQL's from the pg instrumentation), and every log line the request
 * wrote carries that trace's id. Tracing starts before anything loads `pg`, as scripts/telemetry.ts
 * does in the servers, so the modules that load it are imported after.
 */
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, stopTracing } from '../../src/gateway/platform/observability/tracing.ts';

const exporter = new InMemorySpanExporter();
startTracing({ exporter });
const { backends, startGateway } = await import('./harness.ts');
const { packagesOfSuppliers, purchase, stockUp, walletBuyer } = await import('./commerce-fixtures.ts');

const ROUTE = '/api/v1/shoppingcart/confirm-purchase';

afterAll(() => stopTracing());

describe.each(backends)('traces on %s', (backend) => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    gw = await startGateway(backend, 20, {
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
  });
  afterAll(() => gw?.close());

  it('follows a purchase paid from a wallet as one trace, from its route through its database statements, into its log lines', async () => {
    const [pack] = await packagesOfSuppliers(gw, 1);
    await stockUp(gw, pack!, 100);
    const buyer = await walletBuyer(gw, `traced-${backend}@tracing.test`, 50_000_000);
    exporter.reset();
    lines.length = 0;

    const paid = await purchase(gw, buyer.auth, {
      items: [{ packageId: pack!.id, quantity: 1 }],
      shippingAddressId: buyer.address,
      paymentMethod: 'wallet',
      walletPin: '482916',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const spans = exporter.getFinishedSpans();
    const requests = spans.filter((s) => s.kind === SpanKind.SERVER && s.attributes['http.route'] === ROUTE);
    expect(requests.map((s) => s.name)).toEqual([`POST ${ROUTE}`]);
    const request = requests[0]!;
    const traceId = request.spanContext().traceId;
    const trace = spans.filter((s) => s.spanContext().traceId === traceId);
    const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
    /** A span's ancestors, nearest first, within the trace. */
    const ancestors = (span: ReadableSpan) => {
      const chain: ReadableSpan[] = [];
      for (let at = byId.get(span.parentSpanContext?.spanId ?? ''); at; at = byId.get(at.parentSpanContext?.spanId ?? '')) chain.push(at);
      return chain;
    };

    // The request's span is the root; the handler's is its child.
    expect(request.parentSpanContext).toBeUndefined();
    const handler = trace.find((s) => s.name.startsWith('handler'));
    expect(handler && ancestors(handler)[0]).toBe(request);

    // Its statements, each inside the request: the wallet's hold goes through the ledger's function.
    const statements = trace.filter((s) =>
      backend === 'pglite' ? s.attributes['db.namespace'] === 'pglite' : s.instrumentationScope.name.includes('pg'),
    );
    const text = (s: ReadableSpan) => String(s.attributes['db.query.text'] ?? s.attributes['db.statement'] ?? '');
    expect(statements.length).toBeGreaterThan(10);
    for (const statement of statements) expect(ancestors(statement)).toContain(request);
    expect(statements.some((s) => /ledger_create_transfers/.test(text(s)))).toBe(true);
    expect(statements.some((s) => /^insert into "orders"/i.test(text(s)))).toBe(true);
    // Statements carry their text with placeholders, never the values sent with it.
    expect(statements.some((s) => text(s).includes('482916'))).toBe(false);
    // Nothing of the purchase landed in another trace.
    expect(spans.filter((s) => s.spanContext().traceId !== traceId && s.attributes['http.route'] === ROUTE)).toEqual([]);
    expect(trace.filter((s) => s.name.startsWith('handler'))).toHaveLength(1);

    // The request's log lines carry its trace id.
    const own = lines.filter((line) => line.traceId === traceId);
    expect(own.map((line) => line.msg)).toContain('request');
    expect(own.every((line) => typeof line.spanId === 'string')).toBe(true);
    expect(lines.filter((line) => line.msg === 'request' && (line as { url?: string }).url === ROUTE).map((l) => l.traceId)).toEqual([
      traceId,
    ]);
  });

  it('makes no trace of the load balancers’ and Prometheus’s polling', async () => {
    exporter.reset();
    for (const url of ['/api/health', '/api/health/ready', '/metrics'])
      expect((await gw.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
