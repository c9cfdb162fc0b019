/**
 * The all-in-one server of `npm start`: migrate, seed an empty catalog, start the gateway, build
 * the site against it when there is none or its source changed, serve both on one port, and publish
 * catalog changes to the site within seconds while it runs (src/publisher/rebuild-watcher.ts, publish-site.ts).
 */
import { join } from 'node:path';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/gateway/app.ts';
import { appOptionsFromConfig } from '../../src/gateway/app-options.ts';
import type { Config } from '../../src/gateway/platform/config.ts';
import { openDatabase, type Database } from '../../src/gateway/db/client.ts';
import { catalogIsEmpty, seedCatalog } from '../../src/gateway/seed/catalog-seed.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, seedDemoAccounts } from '../../src/gateway/seed/demo-accounts.ts';
import { loadSecrets } from '../../src/gateway/platform/auth/secrets.ts';
import { demoSecrets, seedDemoHistory } from '../../src/gateway/seed/demo-history.ts';
import { readCatalogVersion } from '../../src/gateway/catalog/catalog-version.ts';
import { describePublish, type PublishResult, publishSite } from '../../src/publisher/publish-site.ts';
import { progressReporter } from './progress.ts';
import { watchCatalog } from '../../src/publisher/rebuild-watcher.ts';
import { serveSite } from '../../src/publisher/serve-site.ts';
import { currentProductPath } from '../../src/gateway/catalog/product-rows.ts';
import { listeningUrl, listensElsewhere } from '../../src/gateway/platform/site-address.ts';
import { recordPublish } from '../../src/gateway/platform/observability/publish-metrics.ts';
import { answerBackupRequests } from '../../src/gateway/platform/backup/backup-requests.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** Settles when the site is built (or found current). */
  siteReady: Promise<void>;
  close(): Promise<void>;
}

export interface AllInOneOptions {
  /** Told of each publish (a CDN purge: cdn-purge.ts). */
  onPublished?: (result: PublishResult) => Promise<void> | void;
}

export async function startAllInOne(
  config: Config,
  say: (line: string) => void = console.log,
  options: AllInOneOptions = {},
): Promise<RunningServer> {
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
      const history = await seedDemoHistory(database.db, {
        ...demoSecrets(loadSecrets(config.dataDir)),
        storage: createDiskStorage(join(config.dataDir, 'uploads')),
        claimWindowDays: config.ORDER_CLAIM_WINDOW_DAYS,
      });
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
    // `npm run backup` asks this process for the embedded database's snapshot (it holds the directory).
    const stopAnsweringBackups = answerBackupRequests(database, config.dataDir, app.log);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = listeningUrl(config.HOST, port);
    if (listensElsewhere(config.PUBLIC_SITE_URL, config.HOST, port))
      app.log.warn(
        `PUBLIC_SITE_URL is ${config.PUBLIC_SITE_URL} but the server listens on ${url}: links in emails and card payments' returns lead to PUBLIC_SITE_URL. Set it to the address people open, or leave it unset to use ${url}.`,
      );

    /**
     * Brings the site up to the catalog: the pages a change touches, or the whole site when its
     * source or settings changed (publish-site.ts). The first publish at start builds the site when
     * there is none; until then visitors get the "preparing" page.
     */
    const builds = new AbortController();
    const publish = async () => {
      building = true;
      const started = performance.now();
      try {
        const result = await publishSite({
          siteDir: config.siteDir,
          gatewayUrl: `http://127.0.0.1:${port}`,
          siteUrl: config.PUBLIC_SITE_URL,
          signal: builds.signal,
          log: (line) => {
            if (/error|warn|generating static routes|pages? built|Complete/i.test(line)) say(`  ${line.trim()}`);
          },
        }).catch((error: unknown) => {
          recordPublish({ failed: true }, (performance.now() - started) / 1000);
          throw error;
        });
        // What it took and changed, in the gateway's /metrics.
        recordPublish({ kind: result.kind, version: result.version, paths: result.paths.length }, (performance.now() - started) / 1000);
        await Promise.resolve(options.onPublished?.(result)).catch((error: Error) => say(`After the publish: ${error.message}`));
        return describePublish(result);
      } finally {
        building = false;
      }
    };

    const version = await readCatalogVersion(database.db);
    const started = Date.now();
    const siteReady = publish().then((summary) => {
      if (summary) say(`Site ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${summary}).`);
    });
    // Products published, changed or withdrawn while it runs reach the site within seconds.
    const watcher = watchCatalog({
      readVersion: () => readCatalogVersion(database.db),
      builtVersion: version,
      ready: siteReady,
      build: publish,
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
        stopAnsweringBackups();
        await database.close(); // PGlite checkpoints here
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
