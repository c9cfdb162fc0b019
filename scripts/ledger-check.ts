/**
 * `npm run ledger:check`: proves the ledger's invariants on the configured database (DATABASE_URL,
 * or the embedded one in DATA_DIR: stop the server first). Exits 1 and lists what is wrong if any
 * fails: debits ≠ credits, a stored balance that disagrees with its transfers, a wallet below zero,
 * a hold resolved twice or by more than it held.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/gateway/config.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';
import { checkLedger } from '../src/gateway/ledger/check.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();

const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const { accounts, transfers, problems } = await checkLedger(database.db);
  if (problems.length > 0) {
    console.error(`Ledger check FAILED (${accounts} accounts, ${transfers} transfers):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Ledger check passed: ${accounts} accounts, ${transfers} transfers; debits equal credits, every balance equals its transfers, no wallet below zero, every hold resolved at most once.`,
    );
  }
} finally {
  await database.close();
}
