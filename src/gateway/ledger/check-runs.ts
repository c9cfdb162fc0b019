/**
 * The ledger's check as something that ran: `npm run ledger:check` and the nightly `ledger.check`
 * job check the ledger in one snapshot (a read-only repeatable-read transaction, so transfers
 * written meanwhile by the gateways cannot make it disagree with itself) and store the result in
 * ledger_check_runs, where every gateway's metrics read the last one (docs/decisions/037).
 */
import { desc, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerCheckRuns } from '../db/schema/ledger.ts';
import { checkLedger, type LedgerCheck } from './check.ts';

/** Runs kept; older ones are removed when a new one is stored. */
const KEPT_RUNS = 100;
/** Problems stored with a run, as the command prints them; the count is stored whole. */
const KEPT_FINDINGS = 20;

export interface LedgerCheckRun {
  ranBy: 'command' | 'job';
  startedAt: Date;
  tookMs: number;
  accounts: number;
  transfers: number;
  problems: number;
}

/** Checks the ledger in one snapshot and stores the run; answers the check. */
export async function runLedgerCheck(db: Db, ranBy: LedgerCheckRun['ranBy']): Promise<LedgerCheck & { tookMs: number }> {
  const startedAt = new Date();
  const started = performance.now();
  const result = await db.transaction((tx) => checkLedger(tx as unknown as Db), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const tookMs = Math.round(performance.now() - started);
  await db.transaction(async (tx) => {
    const [run] = await tx
      .insert(ledgerCheckRuns)
      .values({
        ranBy,
        startedAt,
        tookMs,
        accounts: result.accounts,
        transfers: result.transfers,
        problems: result.problems.length,
        findings: result.problems.slice(0, KEPT_FINDINGS),
      })
      .returning({ id: ledgerCheckRuns.id });
    await tx.delete(ledgerCheckRuns).where(lt(ledgerCheckRuns.id, run!.id - KEPT_RUNS + 1));
  });
  return { ...result, tookMs };
}

/** The last stored run, or null when the ledger was never checked here. */
export async function lastLedgerCheck(db: Db): Promise<LedgerCheckRun | null> {
  const [run] = await db
    .select({
      ranBy: ledgerCheckRuns.ranBy,
      startedAt: ledgerCheckRuns.startedAt,
      tookMs: ledgerCheckRuns.tookMs,
      accounts: ledgerCheckRuns.accounts,
      transfers: ledgerCheckRuns.transfers,
      problems: ledgerCheckRuns.problems,
    })
    .from(ledgerCheckRuns)
    .orderBy(desc(ledgerCheckRuns.id))
    .limit(1);
  return run ?? null;
}
