/**
 * /campaign/transactions/:id: one campaign's page: its status and terms, what it did over 7, 30 or
 * 90 days (figures and daily charts), and the orders that bought at its prices, a page at a time,
 * with their totals and a CSV of them all. The page and the period live in the address.
 */
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { STATS_PERIODS } from '../../../../contracts/stats-periods.ts';
import { DownloadButton, useDownload } from '../../../shared/ui/DownloadButtons.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PeriodSwitch } from '../../../shared/ui/PeriodSwitch.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { campaignKey, downloadTransactions, loadCampaign, loadStats, loadTransactions, statsKey, transactionsKey } from './api.ts';
import { CampaignFacts } from './CampaignFacts.tsx';
import { CampaignCharts, CampaignFigures } from './CampaignFigures.tsx';
import { discountText } from './campaign-text.ts';
import { editAddress, TRANSACTIONS_VIEW, transactionsPath } from './campaign-view.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TransactionsTable } from './TransactionsTable.tsx';
import campaignStyles from './campaigns.css?url';
import { Back, NotFound } from './CampaignNav.tsx';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(campaignStyles);

function Campaign({ id }: { id: string }) {
  const { view, go } = useUrlState(transactionsPath(id), TRANSACTIONS_VIEW);
  const { date } = useAccountDates();
  const campaign = useQuery(campaignKey(id), (signal) => loadCampaign(id, signal));
  const stats = useQuery(campaign.data ? statsKey(id, view.days) : null, (signal) => loadStats(id, view.days, signal));
  const orders = useQuery(campaign.data ? transactionsKey(id, view.page) : null, (signal) => loadTransactions(id, view.page, signal));
  const download = useDownload();

  const c = campaign.data;
  if (!c)
    return (
      <section className="campaign-area" aria-labelledby="area-title">
        <Back />
        <h1 id="area-title" tabIndex={-1}>
          Campaign
        </h1>
        <QueryStatus query={campaign} what="the campaign" notFound={<NotFound />} />
      </section>
    );

  return (
    <section className="campaign-area" aria-labelledby="area-title">
      <Back />
      <div className="campaign-head">
        <div>
          <h1 id="area-title" tabIndex={-1}>
            {c.name}
          </h1>
          <p className="campaign-head-meta">
            <StatusBadge status={c.status} />
            <span>{discountText(c)}</span>
            <span className="muted">
              {date(c.startsAt)} – {date(c.endsAt)}
            </span>
          </p>
        </div>
        <div className="campaign-actions-row">
          {c.status !== 'ended' && (
            <a className="button secondary compact" href={editAddress(c.id)}>
              Edit
            </a>
          )}
          <DownloadButton download={download} what="The orders" save={() => downloadTransactions(id, c.name)}>
            Download CSV
          </DownloadButton>
        </div>
      </div>
      <QueryStatus query={campaign} what="the campaign" />
      <FormMessage error={download.problem} />

      <CampaignFacts campaign={c} />
      <section className="campaign-stats" aria-labelledby="campaign-stats-title">
        <div className="campaign-section-head">
          <h2 id="campaign-stats-title">Results</h2>
          <PeriodSwitch periods={STATS_PERIODS} days={view.days} onChange={(days) => go({ days }, { replace: true })} />
        </div>
        {stats.data ? (
          <div aria-busy={stats.loading}>
            <QueryStatus query={stats} what="the campaign's results" />
            <CampaignFigures stats={stats.data} />
          </div>
        ) : (
          <QueryStatus query={stats} what="the campaign's results" />
        )}
        {stats.data && <CampaignCharts stats={stats.data} days={view.days} />}
      </section>

      <section className="campaign-orders-section" aria-labelledby="campaign-orders-title">
        <div className="campaign-section-head">
          <h2 id="campaign-orders-title">Orders</h2>
          <p className="campaign-totals">
            <span>
              <strong>{formatNumber(c.orders)}</strong> {c.orders === 1 ? 'order' : 'orders'}
            </span>
            <span>
              <strong>{formatMoney(c.revenueMinor)}</strong> revenue
            </span>
            <span>
              <strong>{formatMoney(c.spentMinor)}</strong> discount given
            </span>
            <span>(in all; cancelled orders left out)</span>
          </p>
        </div>
        {orders.data ? (
          orders.data.data.length ? (
            <div aria-busy={orders.loading}>
              <QueryStatus query={orders} what="the campaign's orders" />
              <TransactionsTable transactions={orders.data.data} />
              <Pager label="Pages of orders" page={view.page} totalPages={orders.data.totalPages} onPage={(page) => go({ page })} />
            </div>
          ) : (
            <p className="card campaign-none">
              {c.status === 'scheduled'
                ? 'No orders yet: the campaign has not started.'
                : 'No orders at the campaign’s prices yet. Orders show here as soon as buyers place them.'}
            </p>
          )
        ) : (
          <QueryStatus query={orders} what="the campaign's orders" />
        )}
      </section>
    </section>
  );
}

export default function TransactionsArea({ params }: { title: string; params: Record<string, string> }) {
  const id = params.id ?? '';
  return <Campaign key={id} id={id} />;
}
