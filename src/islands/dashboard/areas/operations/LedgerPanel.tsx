/**
 * The ledger, read-only: its invariant check, the platform's own accounts (escrow, commission,
 * the bank's side of top-ups and payouts) with their posted and pending sums, and the newest
 * transfers. Operators read it; nothing here moves money.
 */
import type { z } from 'zod';
import { formatMoney } from '../../../../contracts/money.ts';
import type { ledgerAccountRow, ledgerTransferRow } from '../../../../contracts/operations.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { ledgerKey, loadLedger, recheckLedger } from './api.ts';
import { LedgerStatus } from './LedgerStatus.tsx';

type AccountRow = z.infer<typeof ledgerAccountRow>;
type TransferRow = z.infer<typeof ledgerTransferRow>;

/** Two-phase transfers (DESIGN.md "Money"): a hold, then its post or void; a single-phase one needs no word. */
const PHASE: Record<string, string> = { single: '', pending: 'hold', post: 'hold posted', void: 'hold released' };

const money = (minor: number) => <span className="amount">{formatMoney(minor)}</span>;

const accountColumns: TableColumn<AccountRow>[] = [
  {
    id: 'name',
    header: 'Account',
    rowHeader: true,
    cell: (a) => (
      <>
        {a.name} <span className="muted small ledger-kind">{a.kind}</span>
      </>
    ),
  },
  { id: 'debits', header: 'Debits', label: 'Debits posted', className: 'num', cell: (a) => money(a.debitsPosted) },
  { id: 'credits', header: 'Credits', label: 'Credits posted', className: 'num', cell: (a) => money(a.creditsPosted) },
  { id: 'net', header: 'Credits − debits', className: 'num', cell: (a) => money(a.creditsPosted - a.debitsPosted) },
  { id: 'pending-debits', header: 'Pending debits', className: 'num', cell: (a) => money(a.debitsPending) },
  { id: 'pending-credits', header: 'Pending credits', className: 'num', cell: (a) => money(a.creditsPending) },
];

function transferColumns(dateTime: (iso: string) => string): TableColumn<TransferRow>[] {
  return [
    {
      id: 'what',
      header: 'Transfer',
      rowHeader: true,
      cell: (t) => (
        <>
          <span className="capitalize">{t.code}</span>
          {PHASE[t.kind] !== '' && <span className="muted small"> · {PHASE[t.kind] ?? t.kind}</span>}
          {t.reference && <span className="muted small ledger-reference">{t.reference}</span>}
        </>
      ),
    },
    { id: 'when', header: 'When', className: 'nowrap', cell: (t) => <time dateTime={t.createdAt}>{dateTime(t.createdAt)}</time> },
    { id: 'debit', header: 'Debit', cell: (t) => t.debit },
    { id: 'credit', header: 'Credit', cell: (t) => t.credit },
    { id: 'amount', header: 'Amount', className: 'num', cell: (t) => money(t.amount) },
  ];
}

export function LedgerPanel() {
  const ledger = useQuery(ledgerKey(), loadLedger);
  const { dateTime } = useAccountDates();
  const data = ledger.data;
  if (!data) return <QueryStatus query={ledger} what="the ledger" />;
  return (
    <div className="ledger-panel" aria-busy={ledger.loading}>
      <QueryStatus query={ledger} what="the ledger" />
      {/* The header says whether it balances; a failed check's problems are repeated here, beside the sums. */}
      {!data.check.ok && <LedgerStatus check={data.check} />}
      <div className="ledger-refresh">
        <p className="muted small">Read-only: transfers are never edited; a mistake is corrected by a reversing transfer.</p>
        <button type="button" className="button secondary compact" disabled={ledger.loading} onClick={recheckLedger}>
          {ledger.loading ? 'Checking…' : 'Check again'}
        </button>
      </div>
      <section className="ledger-section" aria-labelledby="platform-accounts-title">
        <h2 id="platform-accounts-title">Platform accounts</h2>
        <div className="table-frame">
          <Table caption="Platform accounts and their sums" columns={accountColumns} rows={data.platformAccounts} rowKey={(a) => a.id} />
        </div>
      </section>
      <section className="ledger-section" aria-labelledby="transfers-title">
        <h2 id="transfers-title">Newest transfers</h2>
        {data.transfers.length ? (
          <div className="table-frame">
            <Table
              caption="Newest transfers, newest first"
              columns={transferColumns(dateTime)}
              rows={data.transfers}
              rowKey={(t) => t.id}
            />
          </div>
        ) : (
          <p className="card empty-state muted">No transfers yet.</p>
        )}
      </section>
    </div>
  );
}
