/**
 * `npm run gateway`: the gateway alone, as production runs it (the site lives on a CDN): migrate,
 * serve /api and /media on PORT, stop cleanly on SIGINT/SIGTERM. Any number of them may run on one
 * PostgreSQL database behind a load balancer (README, "Scale out").
 */
// First: tracing must be set up before anything loads `pg` or `http` (scripts/telemetry.ts).
import './telemetry.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildApp } from '../src/gateway/app.ts';
import { appOptionsFromConfig } from '../src/gateway/app-options.ts';
import { loadConfig } from '../src/gateway/platform/config.ts';
import { openDatabase } from '../src/gateway/db/client.ts';
import { DataDirLockedError } from '../src/gateway/db/data-dir-lock.ts';
import { serveMedia } from '../src/publisher/serve-site.ts';
import { stopTracing } from '../src/gateway/platform/observability/tracing.ts';
import { answerBackupRequests } from '../src/gateway/platform/backup/backup-requests.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  poolSize: config.DATABASE_POOL_SIZE,
}).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
await database.migrate();
const mediaDir = join(config.dataDir, 'media');
const app = await buildApp({
  ...appOptionsFromConfig(config),
  db: database.db,
  extend: async (a) => {
    await a.register(fastifyStatic, { root: mediaDir, serve: false });
    await serveMedia(a, mediaDir);
  },
});
await app.listen({ port: config.PORT, host: config.HOST });
// `npm run backup` asks this process for the embedded database's snapshot (it holds the directory).
const stopAnsweringBackups = answerBackupRequests(database, config.dataDir, app.log);
if (config.DATABASE_URL && !config.JWT_SECRET)
  app.log.warn(
    `JWT_SECRET is not set: sessions are signed with the key in ${join(config.dataDir, 'secrets.json')}. Gateways on other machines sharing this database need the same key: set one JWT_SECRET on every gateway.`,
  );
if (config.DATABASE_URL && !config.WALLET_PIN_KEY)
  app.log.warn(
    `WALLET_PIN_KEY is not set: wallet PINs are checked with the key in ${join(config.dataDir, 'wallet-pin-key.json')}. Gateways on other machines sharing this database need the same key: set one WALLET_PIN_KEY on every gateway, and keep it out of database backups.`,
  );
console.log(`Gateway ready on http://${config.HOST}:${config.PORT}/api`);

/**
 * SIGTERM (a deploy, an orchestrator): the gateway says it is not ready at once and goes on serving
 * for DRAIN_SECONDS, so the load balancer's health checks take it out of rotation before it stops
 * accepting connections; then requests in flight finish, running jobs get 10 seconds, the database
 * closes. SIGINT (Ctrl-C), or a second signal during the drain, closes at once.
 */
let stopping = false;
let endDrain: (() => void) | null = null;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) {
    endDrain?.();
    return;
  }
  stopping = true;
  if (signal === 'SIGTERM' && config.DRAIN_SECONDS > 0) {
    app.readiness.drain();
    app.log.info(`SIGTERM: not ready from now on; closing in ${config.DRAIN_SECONDS} s`);
    await new Promise<void>((resolve) => {
      endDrain = resolve;
      setTimeout(resolve, config.DRAIN_SECONDS * 1000);
    });
  }
  await app.close();
  stopAnsweringBackups();
  await database.close();
  await stopTracing();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
