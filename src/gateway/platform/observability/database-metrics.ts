/**
 * What the database reports of its statements (db/query-reports.ts), as metrics and, for PGlite,
 * as spans: PostgreSQL's statements are traced by OpenTelemetry's pg instrumentation, PGlite has no
 * driver it could patch. A statement is traced only inside a trace (a request's), as the
 * pg instrumentation is set to, so the job queue's polling makes no traces of its own.
 */
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { databaseUse, type QueryReport, queryChannel } from '../../db/query-reports.ts';
import { dbConnections, dbPoolMax, dbPoolWaiting, dbQueryDuration } from './metrics.ts';

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'begin', 'commit', 'rollback']);

/** The statement's kind, from its first word ("with" counts as other: it may write). */
export function operationOf(text: string): string {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}

interface Running {
  startedAt: number;
  span: Span | null;
}

const tracer = trace.getTracer('chemmarket-db');
let listening = false;

/** Listens to the statements of every database the process opens; once per process. */
export function listenToDatabase(): void {
  if (listening) return;
  listening = true;
  const running = new WeakMap<QueryReport, Running>();
  const finish = (report: QueryReport & { error?: unknown }) => {
    const run = running.get(report);
    if (!run) return;
    running.delete(report);
    const operation = operationOf(report.text);
    dbQueryDuration.observe({ database: report.database, operation }, (performance.now() - run.startedAt) / 1000);
    if (run.span) {
      if (report.error) run.span.setStatus({ code: SpanStatusCode.ERROR, message: (report.error as Error).message });
      run.span.end();
    }
  };
  queryChannel.subscribe({
    start(report) {
      const parent = trace.getSpan(context.active());
      const span =
        report.database === 'pglite' && parent?.isRecording()
          ? tracer.startSpan(
              operationOf(report.text),
              {
                kind: SpanKind.CLIENT,
                attributes: {
                  'db.system.name': 'postgresql',
                  'db.namespace': 'pglite',
                  'db.operation.name': operationOf(report.text),
                  'db.query.text': report.text.slice(0, 2000),
                },
              },
              context.active(),
            )
          : null;
      running.set(report, { startedAt: performance.now(), span });
    },
    // A statement that throws at once ends here (its error is already set); any other at asyncEnd.
    end(report) {
      if ('error' in report) finish(report);
    },
    asyncStart() {},
    asyncEnd: finish,
    error() {},
  });
}

/** The pool's use now, for the scrape. */
export function readPoolUse(client: unknown): void {
  const use = databaseUse(client);
  if (!use) return;
  dbPoolMax.set(use.max);
  dbConnections.set({ state: 'in_use' }, use.inUse);
  dbConnections.set({ state: 'idle' }, use.idle);
  dbPoolWaiting.set(use.waiting);
}
