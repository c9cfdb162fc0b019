/**
 * /wallet/transactions: every line of the wallet, newest first. Filters (type, status, dates, a
 * reference or order number) and the page live in the address; "Download CSV" saves what the
 * filters select; "Statement (PDF)" the gateway's statement of the dates chosen (this month so far
 * when none are). Each line links to its order or top-up.
 */
import { useEffect, useState } from 'react';
import { WALLET_TRANSACTION_STATUSES, WALLET_TRANSACTION_TYPES } from '../../../../contracts/wallet-transaction-kinds.ts';
import { formatIsoDate, isIsoDate } from '../../../shared/data/iso-date.ts';
import { DownloadButton, useDownload } from '../../../shared/ui/DownloadButtons.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { pageParam, type UrlView, useUrlState } from '../../../shared/data/use-url-state.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { downloadStatement, downloadTransactions, loadTransactions, transactionsKey } from './api.ts';
import { DateFilter } from '../../../shared/ui/DateFilter.tsx';
import { TransactionLines } from './TransactionLines.tsx';
import walletStyles from './wallet.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';
import { WalletPageHead } from './WalletPageHead.tsx';

await areaStyles(walletStyles);

const PATH = '/wallet/transactions';
type View = { page: number; type: string | null; status: string | null; from: string | null; to: string | null; search: string | null };

/** The statement's first day when the filters name none: the first of this month. */
const monthStart = () => formatIsoDate(new Date(new Date().getFullYear(), new Date().getMonth(), 1));

const pick = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : null);
const isDate = (value: string | null) => (isIsoDate(value) ? value : null);

const view: UrlView<View> = {
  read: (params) => ({
    page: pageParam(params),
    type: pick(params.get('type'), WALLET_TRANSACTION_TYPES),
    status: pick(params.get('status'), WALLET_TRANSACTION_STATUSES),
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    search: params.get('search')?.trim().slice(0, 100) || null,
  }),
  defaults: { page: 1, type: null, status: null, from: null, to: null, search: null },
};

const TYPE_LABEL: Record<string, string> = {
  topup: 'Top-ups',
  payment: 'Payments',
  settlement: 'Proceeds of sales',
  refund: 'Refunds',
  payout: 'Payouts',
  commission: 'Commission',
  financing: 'Financing',
  reversal: 'Reversals',
};

export default function WalletTransactions({ title }: { title: string; params: Record<string, string> }) {
  const { view: filters, go } = useUrlState(PATH, view);
  const lines = useQuery(transactionsKey(filters), (signal) => loadTransactions(filters, signal));
  const [search, setSearch] = useState(filters.search ?? '');
  const download = useDownload();
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);
  const filtered = Boolean(filters.type || filters.status || filters.from || filters.to || filters.search);

  return (
    <section className="wallet-area" aria-labelledby="area-title">
      <WalletPageHead title={title}>
        <DownloadButton download={download} what="The transactions" save={() => downloadTransactions(filters)}>
          Download CSV
        </DownloadButton>
        <DownloadButton
          download={download}
          what="The statement"
          save={() => downloadStatement(filters.from ?? monthStart(), filters.to ?? formatIsoDate(new Date()))}
        >
          Statement (PDF)
        </DownloadButton>
      </WalletPageHead>
      <FormMessage error={download.problem} />
      <form
        className="card wallet-filters"
        role="search"
        aria-label="Filter transactions"
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: search.trim() || null, page: 1 });
        }}
      >
        <div className="field">
          <label htmlFor="filter-type">Type</label>
          <select
            id="filter-type"
            className="input"
            value={filters.type ?? ''}
            onChange={(e) => go({ type: e.target.value || null, page: 1 })}
          >
            <option value="">All types</option>
            {WALLET_TRANSACTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select
            id="filter-status"
            className="input"
            value={filters.status ?? ''}
            onChange={(e) => go({ status: e.target.value || null, page: 1 })}
          >
            <option value="">Any status</option>
            <option value="completed">Completed</option>
            <option value="held">Held</option>
            <option value="released">Released</option>
          </select>
        </div>
        <DateFilter
          id="filter-from"
          label="From"
          value={filters.from}
          max={filters.to ?? undefined}
          onApply={(from) => go({ from, page: 1 })}
        />
        <DateFilter id="filter-to" label="To" value={filters.to} min={filters.from ?? undefined} onApply={(to) => go({ to, page: 1 })} />
        <div className="field search-field">
          <label htmlFor="filter-search">Reference or order number</label>
          <div className="search-row">
            <input
              id="filter-search"
              className="input"
              type="search"
              placeholder="MC-100042"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <button type="submit" className="button compact">
              Search
            </button>
          </div>
        </div>
        {filtered && (
          <button type="button" className="link-button small" onClick={() => go(view.defaults)}>
            Clear the filters
          </button>
        )}
      </form>
      {lines.data ? (
        lines.data.data.length ? (
          <div aria-busy={lines.loading}>
            <p className="small muted" role="status">
              {lines.data.totalRecords} {lines.data.totalRecords === 1 ? 'line' : 'lines'}
              {filtered ? ' match' : ''}
            </p>
            <TransactionLines lines={lines.data.data} caption="Wallet transactions" />
            <Pager
              label="Transactions pages"
              page={lines.data.pageNumber}
              totalPages={lines.data.totalPages}
              onPage={(page) => go({ page })}
            />
          </div>
        ) : (
          <p className="card empty-note">
            {filtered
              ? 'No transaction matches these filters.'
              : 'No transactions yet: top-ups, payments and proceeds of your sales will show here.'}
          </p>
        )
      ) : (
        <QueryStatus
          query={lines}
          what="the wallet's transactions"
          notFound={
            <p>
              Open your wallet first, on the <a href="/wallet/home">wallet page</a>.
            </p>
          }
        />
      )}
    </section>
  );
}
