/**
 * `npm run seed -- --products N`: replaces the catalog with a generated one of N products
 * (1 to 100000). It replaces the catalog and the companies linked to its suppliers. Stop the server
 * first when it uses the embedded database.
 * `--if-empty` is the demo seed: only into a database with no catalog yet, with the demo accounts and
 * their 90 days of history (seed/demo-history.ts). Without it the catalog is bare (benchmarks).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/gateway/platform/config.ts';
import type { Db } from '../src/gateway/db/client.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';
import { catalogIsEmpty, clearCatalog, seedCatalog } from '../src/gateway/seed/catalog-seed.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, seedDemoAccounts } from '../src/gateway/seed/demo-accounts.ts';
import { createDiskStorage } from '../src/gateway/platform/files/disk-storage.ts';
import { loadSecrets } from '../src/gateway/platform/auth/secrets.ts';
import { demoSecrets, seedDemoHistory } from '../src/gateway/seed/demo-history.ts';
import { progressReporter } from './start/progress.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const { values } = parseArgs({ options: { products: { type: 'string' }, seed: { type: 'string' }, 'if-empty': { type: 'boolean' } } });
const config = loadConfig();
const count = Number(values.products ?? config.SEED_PRODUCTS);
if (!Number.isInteger(count) || count < 1 || count > 100_000) {
  console.error('--products must be a whole number from 1 to 100000');
  process.exit(2);
}

const database = await openConfiguredDatabase(config);
const started = performance.now();
try {
  await database.migrate();
  if (values['if-empty'] && !(await catalogIsEmpty(database.db))) {
    console.log('The catalog is already seeded.');
  } else {
    await seed(database.db);
    if (values['if-empty']) {
      await seedDemoAccounts(database.db, config.DEMO_PASSWORD);
      await seedDemoHistory(database.db, {
        ...demoSecrets(loadSecrets(config.dataDir)),
        storage: createDiskStorage(join(config.dataDir, 'uploads')),
        claimWindowDays: config.ORDER_CLAIM_WINDOW_DAYS,
      });
      console.log(`Demo accounts: ${[...DEMO_ACCOUNTS, DEMO_OPERATOR].map((a) => a.email).join(', ')}, password ${config.DEMO_PASSWORD}`);
    }
  }
} finally {
  await database.close();
}

async function seed(db: Db) {
  await clearCatalog(db);
  const progress = progressReporter('Seeding');
  await seedCatalog(db, {
    products: count,
    mediaDir: join(config.dataDir, 'media'),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    onProgress: progress.update,
  });
  progress.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Seeded ${count} products in ${seconds.toFixed(1)} s (peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB).`);
}
