/**
 * `npm run gateway`: the gateway alone, as production runs it (the site lives on a CDN): migrate,
 * serve /api and /media on PORT, stop cleanly on SIGINT/SIGTERM. Any number of them may run on one
 * PostgreSQL database behind a load balancer (README, "Scale out").
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildApp } from '../src/gateway/app.ts';
import { appOptionsFromConfig } from '../src/gateway/app-options.ts';
import { loadConfig } from '../src/gateway/platform/config.ts';
import { openDatabase } from '../src/gateway/db/client.ts';
import { DataDirLockedError } from '../src/gateway/db/data-dir-lock.ts';
import { serveMedia } from '../src/publisher/serve-site.ts';

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
if (config.DATABASE_URL && !config.JWT_SECRET)
  app.log.warn(
    `JWT_SECRET is not set: sessions are signed with the key in ${join(config.dataDir, 'secrets.json')}. Gateways on other machines sharing this database need the same key: set one JWT_SECRET on every gateway.`,
  );
if (config.DATABASE_URL && !config.WALLET_PIN_KEY)
  app.log.warn(
    `WALLET_PIN_KEY is not set: wallet PINs are checked with the key in ${join(config.dataDir, 'wallet-pin-key.json')}. Gateways on other machines sharing this database need the same key: set one WALLET_PIN_KEY on every gateway, and keep it out of database backups.`,
  );
console.log(`Gateway ready on http://${config.HOST}:${config.PORT}/api`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
