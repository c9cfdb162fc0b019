/**
 * The ledger under load on PostgreSQL: `clients` concurrent clients (one connection each, from one
 * pool) post transfers for `seconds` seconds, each from its own funded wallet, either all to one
 * seller's wallet (the hot account: every payment locks the same row) or each to a seller of its own
 * (spread). The baseline is a single-row INSERT into a plain table from the same pool, the cheapest
 * write a transfer could be. Afterwards the ledger's invariants are checked (`ledger:check`).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/gateway/db/client.ts';
import { checkLedger } from '../../src/gateway/ledger/check.ts';
import { createTransfers, openAccount, platformAccount } from '../../src/gateway/ledger/ledger.ts';
import { scratchDatabase, spread, type Spread } from './gateway.ts';

export interface LedgerFigures {
  table: string[];
}

interface Run {
  perSecond: Spread;
  p50: Spread;
  p99: Spread;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `clients` loops of `work` for `seconds`; answers operations per second and latency percentiles. */
async function drive(seconds: number, clients: number, work: (client: number) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await work(client);
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

export async function benchLedger(options: { adminUrl: string; clients: number; seconds: number; runs: number }): Promise<LedgerFigures> {
  const scratch = await scratchDatabase(options.adminUrl, `bench_ledger_${process.pid}`);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: options.clients });
  try {
    await database.migrate();
    const db = database.db;
    const card = platformAccount('card_settlement');
    const buyers: string[] = [];
    const sellers: string[] = [];
    for (let i = 0; i < options.clients; i++) {
      const buyer = (await openAccount(db, 'wallet')).id;
      await createTransfers(db, [
        { id: randomUUID(), kind: 'single', debitAccountId: card, creditAccountId: buyer, amount: 1e12, code: 'topup' },
      ]);
      buyers.push(buyer);
      sellers.push((await openAccount(db, 'wallet')).id);
    }
    await db.execute(
      sql`create table bench_baseline (id uuid primary key, account uuid not null, amount bigint not null, created_at timestamptz not null default now())`,
    );

    const pay = (to: (client: number) => string) => async (client: number) => {
      await createTransfers(db, [
        { id: randomUUID(), kind: 'single', debitAccountId: buyers[client]!, creditAccountId: to(client), amount: 150_00, code: 'payment' },
      ]);
    };
    const cases: [string, (client: number) => Promise<void>][] = [
      [
        'Baseline: single-row INSERT',
        async (client) => {
          await db.execute(sql`insert into bench_baseline (id, account, amount) values (${randomUUID()}, ${buyers[client]!}, 15000)`);
        },
      ],
      ['Transfers, spread accounts (each client to its own seller)', pay((client) => sellers[client]!)],
      ['Transfers, one hot account (every payment to the same seller)', pay(() => sellers[0]!)],
    ];
    const rows: string[] = [];
    for (const [label, work] of cases) {
      const results: Awaited<ReturnType<typeof drive>>[] = [];
      await drive(2, options.clients, work); // warm-up
      for (let run = 0; run < options.runs; run++) results.push(await drive(options.seconds, options.clients, work));
      const figures: Run = {
        perSecond: spread(results.map((r) => r.perSecond)),
        p50: spread(results.map((r) => r.p50)),
        p99: spread(results.map((r) => r.p99)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
      };
      console.log(`  ${label}: ${figures.perSecond.median.toFixed(0)}/s, p99 ${figures.p99.median.toFixed(1)} ms`);
      const show = (s: Spread, digits = 0) => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
      rows.push(`| ${label} | ${show(figures.perSecond)} | ${show(figures.p50, 1)} | ${show(figures.p99, 1)} | ${figures.errors} |`);
    }
    const check = await checkLedger(db);
    return {
      table: [
        `PostgreSQL, ${options.clients} concurrent clients (a pool of ${options.clients} connections), median of ${options.runs} runs of ${options.seconds} s (min–max); one transfer per call of \`ledger_create_transfers\`, committed on its own.`,
        '',
        '| Workload | Per second | p50 (ms) | p99 (ms) | Errors |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
        `Afterwards \`ledger:check\`: ${check.accounts} accounts, ${check.transfers} transfers, ${check.problems.length === 0 ? 'no problem' : check.problems.join('; ')}.`,
      ],
    };
  } finally {
    await database.close();
    await scratch.drop();
  }
}
