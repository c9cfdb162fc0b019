/**
 * The all-in-one server of `npm start`: migrate, seed an empty catalog, start the gateway, build
 * the site against it when the catalog or the site changed, serve both on one port, and rebuild the
 * site when the catalog changes while it runs (rebuild-watcher.ts).
 */
import { join } from 'node:path';
import { createDiskStorage } from '../../src/gateway/services/disk-storage.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/gateway/app.ts';
import { appOptionsFromConfig } from '../../src/gateway/app-options.ts';
import type { Config } from '../../src/gateway/config.ts';
import { openDatabase, type Database } from '../../src/gateway/db/client.ts';
import { catalogIsEmpty, seedCatalog } from '../../src/gateway/seed/catalog-seed.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, seedDemoAccounts } from '../../src/gateway/seed/demo-accounts.ts';
import { seedDemoHistory } from '../../src/gateway/seed/demo-history.ts';
import { readCatalogVersion } from '../../src/gateway/services/catalog-version.ts';
import { buildSite, isBuildCurrent, siteStamp } from './build-site.ts';
import { progressReporter } from './progress.ts';
import { watchCatalog } from './rebuild-watcher.ts';
import { serveSite } from './serve-site.ts';
import { currentProductPath } from '../../src/gateway/services/product-rows.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** Settles when the site is built (or found current). */
  siteReady: Promise<void>;
  close(): Promise<void>;
}

export async function startAllInOne(config: Config, say: (line: string) => void = console.log): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: config.DATABASE_POOL_SIZE });
  try {
    await database.migrate();
    const mediaDir = join(config.dataDir, 'media');
    if (await catalogIsEmpty(database.db)) {
      say(`Seeding a demo catalog of ${config.SEED_PRODUCTS} products…`);
      const progress = progressReporter('Seeding');
      await seedCatalog(database.db, { products: config.SEED_PRODUCTS, mediaDir, onProgress: progress.update });
      progress.stop();
      await seedDemoAccounts(database.db, config.DEMO_PASSWORD);
      const started = Date.now();
      const history = await seedDemoHistory(database.db, { storage: createDiskStorage(join(config.dataDir, 'uploads')) });
      say(`Demo accounts: ${[...DEMO_ACCOUNTS, DEMO_OPERATOR].map((a) => a.email).join(', ')}, password ${config.DEMO_PASSWORD}`);
      say(
        `Demo history: ${history.orders} orders with requests, views and notifications over 90 days, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }

    let building = false;
    const app = await buildApp({
      ...appOptionsFromConfig(config),
      db: database.db,
      extend: (a) =>
        serveSite(a, {
          siteDir: config.siteDir,
          mediaDir,
          isBuilding: () => building,
          productPath: (id) => currentProductPath(database.db, id),
        }),
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;

    /** Builds the site for a catalog version into a new folder and swaps it in when it succeeds. */
    const builds = new AbortController();
    const build = async (version: number) => {
      building = true;
      try {
        await buildSite({
          siteDir: config.siteDir,
          gatewayUrl: `http://127.0.0.1:${port}`,
          siteUrl: config.PUBLIC_SITE_URL,
          stamp: siteStamp(version, config.PUBLIC_SITE_URL),
          signal: builds.signal,
          log: (line) => {
            if (/error|warn|generating static routes|pages? built|Complete/i.test(line)) say(`  ${line.trim()}`);
          },
        });
      } finally {
        building = false;
      }
    };

    const version = await readCatalogVersion(database.db);
    let siteReady = Promise.resolve();
    if (!isBuildCurrent(config.siteDir, siteStamp(version, config.PUBLIC_SITE_URL))) {
      say('Building the site from the catalog…');
      const started = Date.now();
      siteReady = build(version).then(() => say(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s.`));
    }
    // Products published, changed or withdrawn while it runs reach the site by a rebuild.
    const watcher = watchCatalog({
      readVersion: () => readCatalogVersion(database.db),
      builtVersion: version,
      ready: siteReady,
      build,
      say,
    });

    return {
      app,
      database,
      url,
      siteReady,
      async close() {
        builds.abort(); // a build in progress is stopped; the site being served stays
        await watcher.stop();
        await app.close(); // stops accepting, lets in-flight requests finish
        await database.close(); // PGlite checkpoints here
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
