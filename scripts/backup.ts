/**
 * `npm run backup [-- <folder>]`: a consistent copy of the configured database and of the uploads
 * and pictures it refers to, taken while the gateways run, into a new folder under BACKUP_DIR (or
 * the folder given). PostgreSQL: pg_dump's custom format. The embedded database: a snapshot of its
 * data directory, which the running gateway takes when asked (src/gateway/platform/backup/).
 * Every write acknowledged before the command started is in the copy. Exits 1 when it fails, and
 * leaves no half-written backup.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/gateway/platform/config.ts';
import { backUp } from '../src/gateway/platform/backup/backup.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const root = resolve(process.argv[2] ?? config.BACKUP_DIR);
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const started = performance.now();
  const { dir, manifest, databaseBytes, takenBy, took } = await backUp(
    { dataDir: config.dataDir, databaseUrl: config.DATABASE_URL },
    root,
    version,
  );
  const { uploads, media } = manifest.files;
  const how = { pg_dump: 'pg_dump', gateway: 'the running gateway’s snapshot', here: 'a snapshot' }[takenBy];
  console.log(`Backup written to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`  the database (${manifest.database}, ${how}): ${mb(databaseBytes)} in ${seconds(took.database)}`);
  console.log(`  ${uploads.count} uploads (${mb(uploads.bytes)}), ${media.count} pictures (${mb(media.bytes)}) in ${seconds(took.files)}`);
  console.log('It holds every write acknowledged before the backup started, at', manifest.startedAt);
  console.log('The keys are not in it (JWT_SECRET, WALLET_PIN_KEY, or DATA_DIR/secrets.json and wallet-pin-key.json): keep them apart.');
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
