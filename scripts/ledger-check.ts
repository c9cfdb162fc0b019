/**
 * `npm run ledger:check`: proves on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR: stop the server first) that the ledger holds together and that the business agrees
 * with it (src/gateway/ledger/check.ts, reconcile.ts). The ledger: debits equal credits, every
 * stored balance equals its transfers, no wallet below zero, every hold resolved at most once and by
 * no more than it held. The business: every order's hold, payment and settlement as its status
 * says; every top-up credited once for what the provider paid, and none that did not succeed; every
 * payout's hold pending, posted, voided or reversed as its state says; financing disbursed once for
 * what was drawn, and instalments paid exactly as much as the wallet repaid; every campaign's spend
 * equal to the discounts on its orders. Exits 1 and lists what is wrong, naming each record.
 * The check reads one snapshot (the gateways may go on writing) and its result is stored, for the
 * gateways' metrics (ledger/check-runs.ts).
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/gateway/platform/config.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';
import { runLedgerCheck } from '../src/gateway/ledger/check-runs.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();

const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const { accounts, transfers, reconciled, problems, tookMs } = await runLedgerCheck(database.db, 'command');
  const took = `${tookMs} ms`;
  if (problems.length > 0) {
    console.error(`Ledger check FAILED (${accounts} accounts, ${transfers} transfers, ${took}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
  } else {
    const { orders, topUps, payouts, financing, campaigns } = reconciled;
    console.log(
      `Ledger check passed in ${took}: ${accounts} accounts, ${transfers} transfers; debits equal credits, every balance equals its transfers, no wallet below zero, every hold resolved at most once.`,
    );
    console.log(
      `Reconciled with the ledger: ${orders} orders (holds, payments and settlements as their status says), ${topUps} top-ups (credited once, for what was paid), ${payouts} payouts (held, paid, voided or reversed as their state says), ${financing} financing requests (disbursements, draws and repaid instalments), ${campaigns} campaigns (spend equals their orders' discounts).`,
    );
  }
} finally {
  await database.close();
}
