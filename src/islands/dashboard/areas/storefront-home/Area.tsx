/**
 * /storefront: the storefront's numbers over 7, 30 or 90 days (orders, revenue, open requests,
 * product views, products) and two charts, orders and revenue per day.
 */
import { useState } from 'react';
import type { StatsPeriod } from '../../../../contracts/storefront-stats.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { chartsKey, loadCharts, loadStats, statsKey } from './api.ts';
import { Charts } from './Charts.tsx';
import { StatsCards } from './StatsCards.tsx';
import { FIRST_PERIOD, StorefrontHomeScreen } from './Screen.tsx';
import storefrontHomeStyles from './storefront-home.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(storefrontHomeStyles);

export default function Area({ title }: { title: string; params: Record<string, string> }) {
  const [days, setDays] = useState<StatsPeriod>(FIRST_PERIOD);
  const stats = useQuery(statsKey(days), (signal) => loadStats(days, signal));
  const charts = useQuery(chartsKey(days), (signal) => loadCharts(days, signal));
  // A failure stays on screen until the next try starts, as a loading line replaces it.
  const error = (stats.loading ? null : stats.error) ?? (charts.loading ? null : charts.error);
  const retry = () => {
    stats.reload();
    charts.reload();
  };

  return (
    <StorefrontHomeScreen title={title} days={days} onDays={setDays}>
      <p className="visually-hidden" role="status">
        {stats.data && !stats.loading && !stats.error ? `Showing the last ${days} days.` : ''}
      </p>
      {/* Both queries in one message; a 403 (no storefront) is not worth another try. */}
      {error && (
        <div className="card notice-block" role="alert">
          <p>We could not load your storefront's numbers: {error.message}</p>
          {error.status !== 403 && (
            <button type="button" className="button secondary" onClick={retry}>
              Try again
            </button>
          )}
        </div>
      )}
      {/* Before the first answer the cards hold their figures' places, as the page's HTML drew them. */}
      {(stats.data || !error) && <StatsCards stats={stats.data} days={days} busy={stats.loading} />}
      {charts.data && <Charts series={charts.data} />}
    </StorefrontHomeScreen>
  );
}
