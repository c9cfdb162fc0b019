/**
 * `npm run gateway`: the gateway alone, as production runs it (the site lives on a CDN): migrate,
 * serve /api and /media on PORT, stop cleanly on SIGINT/SIGTERM.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildApp } from '../src/gateway/app.ts';
import { appOptionsFromConfig } from '../src/gateway/app-options.ts';
import { loadConfig } from '../src/gateway/config.ts';
import { openDatabase } from '../src/gateway/db/client.ts';
import { DataDirLockedError } from '../src/gateway/db/data-dir-lock.ts';
import { serveMedia } from './start/serve-site.ts';

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
