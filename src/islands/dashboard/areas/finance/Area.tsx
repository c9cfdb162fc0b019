/**
 * /finance: the company's money and its financing together: the wallet's available balance, the
 * procurement credit line, what is owed and overdue, the repayments coming up, repayments month by
 * month, the history of requests, and the statement as a CSV file. With no financing yet, what it
 * offers and where to start.
 */
import { useDownload } from '../../../shared/ui/DownloadButtons.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/lists.css';
import { loadOverview, overviewKey } from './api.ts';
import { FinanceScreen } from './Screen.tsx';
import { CreditLine } from './CreditLine.tsx';
import { Figures } from './Figures.tsx';
import { History } from './History.tsx';
import { RepaymentsChart } from './RepaymentsChart.tsx';
import { Upcoming } from './Upcoming.tsx';
import financeStyles from './finance.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(financeStyles);

export default function FinanceArea({ title }: { title: string; params: Record<string, string> }) {
  const overview = useQuery(overviewKey(), loadOverview);
  const statement = useDownload();
  const data = overview.data;
  const empty = data !== undefined && data.history.length === 0 && !data.line;

  return (
    <FinanceScreen title={title} statement={empty ? null : statement}>
      <FormMessage error={statement.problem} />
      {/* Before the answer the figures hold their places, as the page's HTML drew them. */}
      {overview.error ? <QueryStatus query={overview} what="your finances" /> : !data && <Figures />}
      {data &&
        (empty ? (
          <div className="card finance-empty">
            <h2>No financing yet</h2>
            <p>
              Pay suppliers now and repay in instalments: financing for a cart, a quote or an order on the marketplace, for imports against
              a proforma invoice and Form M, and working capital for a production run backed by offtake contracts.
            </p>
            <p>Once you have financing, what you owe, what falls due and what you repaid shows here.</p>
            <a className="button" href="/financing/list">
              Start a request
            </a>
          </div>
        ) : (
          <>
            <Figures overview={data} />
            {data.line && <CreditLine line={data.line} />}
            <div className="finance-columns">
              <Upcoming upcoming={data.upcoming} />
              <RepaymentsChart months={data.repayments} />
            </div>
            <History history={data.history} />
          </>
        ))}
    </FinanceScreen>
  );
}
