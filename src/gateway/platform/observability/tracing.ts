/**
 * Traces with OpenTelemetry: the Node SDK with the HTTP, Fastify (@fastify/otel) and PostgreSQL
 * (pg) instrumentations, and PGlite's statements as spans of their own (database-metrics.ts).
 * Off unless started: the servers start it, before anything loads `pg` or `http`
 * (scripts/telemetry.ts), only when OTEL_EXPORTER_OTLP_ENDPOINT is set, and then export over OTLP
 * as the standard OTEL_* variables say. Nothing calls out by default, and nothing of the SDK is
 * even loaded: it is required here only when tracing starts.
 *
 * Every log line written inside a traced request carries its trace and span ids (`traceFields`,
 * pino's mixin), so a trace leads to its lines and a line to its trace.
 */
import { createRequire } from 'node:module';
import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

const require = createRequire(import.meta.url);

/** Addresses polled by load balancers and Prometheus: no trace of their own. */
const UNTRACED = /^\/(api\/health|metrics)(\/|\?|$)/i;

let started: { shutdown(): Promise<void>; requestTracing: { plugin(): FastifyPluginCallback } } | null = null;

export interface TracingOptions {
  /** Where finished spans go, each at once (tests); OTLP in batches, as OTEL_* say, when absent. */
  exporter?: SpanExporter;
}

/**
 * Starts the SDK and its instrumentations, once per process; call it before `pg` and `http` are
 * loaded (they are patched as they load). Synchronous on purpose: a module imported first that
 * awaited here would let the modules after it load meanwhile.
 */
export function startTracing(options: TracingOptions = {}): void {
  if (started) return;
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { SimpleSpanProcessor } = require('@opentelemetry/sdk-trace') as typeof import('@opentelemetry/sdk-trace');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel');
  const requestTracing = new FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => UNTRACED.test(url),
    // A span for the request and one for its handler; the hooks' own would be ten more per request.
    instrumentHooks: false,
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`),
  });
  const sdk = new NodeSDK({
    ...(process.env.OTEL_SERVICE_NAME ? {} : { serviceName: 'chemmarket-gateway' }),
    ...(options.exporter ? { spanProcessors: [new SimpleSpanProcessor({ exporter: options.exporter })] } : {}),
    // Traces only: metrics are Prometheus's (/metrics) and logs stay pino's lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      // Statements are traced inside a request's trace only, never with their parameters.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      requestTracing,
    ],
  });
  sdk.start();
  started = { shutdown: () => sdk.shutdown(), requestTracing };
}

/** Starts tracing when the environment names an OTLP endpoint (README, "Operate it"); answers whether it did. */
export function startTracingFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  startTracing();
  return true;
}

/** Sends the spans still buffered and stops; the servers call it last when they stop. */
export async function stopTracing(): Promise<void> {
  const sdk = started;
  started = null;
  await sdk?.shutdown();
}

/**
 * Gives each request its span (named by method and route pattern) and runs it inside it, so the
 * handler's statements and log lines belong to it. Registered first, before any hook: the access
 * check's statements are the request's too. Does nothing when tracing is off.
 */
export async function installRequestTracing(app: FastifyInstance): Promise<void> {
  if (started) await app.register(started.requestTracing.plugin());
}

/** The active trace's ids for a log line (pino's mixin); nothing outside a trace. */
export function traceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getSpan(context.active());
  const ids = span?.spanContext();
  return ids && isSpanContextValid(ids) ? { traceId: ids.traceId, spanId: ids.spanId } : {};
}
