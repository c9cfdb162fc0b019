/**
 * `npm run restore -- <backup folder>`: puts a backup of `npm run backup` into the configured place,
 * which must be empty: DATA_DIR (the keys excepted) for the embedded database, or the database at
 * DATABASE_URL with DATA_DIR's uploads and pictures. Refuses anything else, changing nothing, and
 * exits 1. Then start the gateway on it (it applies newer migrations) and run `npm run ledger:check`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../src/gateway/platform/config.ts';
import { RestoreRefused, restore } from '../src/gateway/platform/backup/backup.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const from = process.argv[2];
if (!from) {
  console.error('Usage: npm run restore -- <backup folder>   (into an empty DATA_DIR, or an empty database at DATABASE_URL)');
  process.exit(2);
}
const config = loadConfig();

try {
  const started = performance.now();
  const { manifest, files } = await restore({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL }, resolve(from));
  const into = config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname.slice(1) || 'the database' : config.dataDir;
  console.log(
    `Restored the backup of ${manifest.startedAt} (${manifest.database}) into ${into}, with ${files} files, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    'Put the keys back before starting it (JWT_SECRET and WALLET_PIN_KEY, or secrets.json and wallet-pin-key.json in DATA_DIR): without the PIN key no wallet PIN works.',
  );
  console.log('Then prove the ledger: npm run ledger:check');
} catch (error) {
  console.error(error instanceof RestoreRefused ? `Not restored: ${error.message}` : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
