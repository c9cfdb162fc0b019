/**
 * How a gateway hears the conversations' NOTIFY (docs/decisions/039-conversations.md): on
 * PostgreSQL a connection of its own, opened with the pool's settings and kept out of the pool (a
 * pooled connection goes back to the pool and stops listening), reconnected with backoff when it
 * drops; on PGlite the embedded instance's own `listen`, in the same process. Either way a
 * notice arrives only once the transaction that sent it commits.
 */
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { loggableError } from '../platform/loggable-error.ts';

export interface NoticeListener {
  stop(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onNotice: (payload: string) => void;
  /** After the connection came back: notices sent meanwhile were missed. */
  onReconnect: () => void;
  log: FastifyBaseLogger;
}

export async function listenForNotices(db: Db, options: ListenOptions): Promise<NoticeListener> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(options.channel, options.onNotice);
    return { stop: () => (client.closed ? Promise.resolve() : unlisten()) };
  }
  if (client instanceof pg.Pool) return listenOnPostgres((client as unknown as { options: pg.ClientConfig }).options, options);
  throw new Error('Conversations need a PGlite or node-postgres database.');
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

async function listenOnPostgres(config: pg.ClientConfig, options: ListenOptions): Promise<NoticeListener> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ ...config, application_name: 'chemmarket-conversations-listener' });
    connection.on('notification', (notice) => {
      if (notice.channel === options.channel && notice.payload) options.onNotice(notice.payload);
    });
    // An error ends the connection; 'end' then schedules the next one.
    connection.on('error', (error) => options.log.warn({ err: loggableError(error) }, 'conversations: the listening connection failed'));
    connection.on('end', () => {
      if (current === connection) current = null;
      if (!stopped) schedule();
    });
    try {
      await connection.connect();
      await connection.query(`listen ${options.channel}`);
    } catch (error) {
      await connection.end().catch(() => {});
      throw error;
    }
    current = connection;
  };

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(async () => {
      timer = null;
      try {
        await connect();
        retryMs = FIRST_RETRY_MS;
        options.log.info('conversations: listening again');
        options.onReconnect();
      } catch (error) {
        options.log.warn({ err: loggableError(error), retryMs }, 'conversations: could not listen yet');
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        schedule();
      }
    }, retryMs);
    timer.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const connection = current;
      current = null;
      await connection?.end().catch(() => {});
    },
  };
}
