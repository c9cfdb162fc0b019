/**
 * `npm run seed -- --products N`: replaces the catalog with a generated one of N products
 * (1 to 100000). Stop the server first when it uses the embedded database.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/gateway/config.ts';
import { openDatabase } from '../src/gateway/db/client.ts';
import { DataDirLockedError } from '../src/gateway/db/data-dir-lock.ts';
import { clearCatalog, seedCatalog } from '../src/gateway/seed/catalog-seed.ts';
import { progressReporter } from './start/progress.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const { values } = parseArgs({ options: { products: { type: 'string' }, seed: { type: 'string' } } });
const config = loadConfig();
const count = Number(values.products ?? config.SEED_PRODUCTS);
if (!Number.isInteger(count) || count < 1 || count > 100_000) {
  console.error('--products must be a whole number from 1 to 100000');
  process.exit(2);
}

let database;
try {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const started = performance.now();
try {
  await database.migrate();
  await clearCatalog(database.db);
  const progress = progressReporter('Seeding');
  await seedCatalog(database.db, {
    products: count,
    mediaDir: join(config.dataDir, 'media'),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    onProgress: progress.update,
  });
  progress.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Seeded ${count} products in ${seconds.toFixed(1)} s (peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB).`);
} finally {
  await database.close();
}
