/**
 * `npm run dev`: the gateway on GATEWAY_URL's port (default 4322) and Astro's dev server on PORT,
 * which proxies /api and /media to the gateway. Pages re-render from the live catalog on each load.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildApp } from '../src/gateway/app.ts';
import { loadConfig } from '../src/gateway/config.ts';
import { openDatabase } from '../src/gateway/db/client.ts';
import { catalogIsEmpty, seedCatalog } from '../src/gateway/seed/catalog-seed.ts';
import { serveMedia } from './start/serve-site.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const gatewayPort = Number(new URL(process.env.GATEWAY_URL || 'http://127.0.0.1:4322').port);

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
const mediaDir = join(config.dataDir, 'media');
if (await catalogIsEmpty(database.db)) await seedCatalog(database.db, { products: config.SEED_PRODUCTS, mediaDir });
const app = await buildApp({
  db: database.db,
  logger: { level: config.LOG_LEVEL },
  extend: async (a) => {
    await a.register(fastifyStatic, { root: mediaDir, serve: false });
    await serveMedia(a, mediaDir);
  },
});
await app.listen({ port: gatewayPort, host: '127.0.0.1' });

const astro = spawn(process.execPath, [join(import.meta.dirname, '..', 'node_modules', 'astro', 'bin', 'astro.mjs'), 'dev', '--port', String(config.PORT)], {
  stdio: 'inherit',
  env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
});
const stop = async () => {
  astro.kill('SIGTERM');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
