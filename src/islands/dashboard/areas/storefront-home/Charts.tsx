/** The period's orders and revenue per day as two charts, or a word on how to get orders when there were none. */
import { useCallback, useMemo } from 'react';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import type { StorefrontCharts } from '../../../../contracts/storefront-stats.ts';
import { DailyChart } from '../../../shared/ui/DailyChart.tsx';

export function Charts({ series }: { series: StorefrontCharts }) {
  const money = useCallback((minor: number) => formatMoney(minor, series.currency), [series.currency]);
  const count = useCallback((n: number) => formatNumber(n), []);
  // Stable between renders, so a chart is drawn again only when its numbers change.
  const orderPoints = useMemo(() => [{ label: 'Orders', points: series.series.map((p) => ({ day: p.day, value: p.orders })) }], [series]);
  const revenuePoints = useMemo(
    () => [{ label: 'Revenue', points: series.series.map((p) => ({ day: p.day, value: p.revenueMinor })) }],
    [series],
  );
  const totalOrders = series.series.reduce((sum, p) => sum + p.orders, 0);
  const totalRevenue = series.series.reduce((sum, p) => sum + p.revenueMinor, 0);
  const busiest = series.series.reduce((best, p) => (p.orders > best.orders ? p : best), series.series[0]!);

  if (totalOrders === 0) {
    return (
      <div className="card charts-empty">
        <h2>No orders in the last {series.days} days</h2>
        <p className="muted">
          When buyers order from your storefront, the orders and revenue of each day show here. Answering{' '}
          <a href="/storefront/requests">requests for quotes</a> quickly and keeping <a href="/storefront/products">your products</a>{' '}
          complete helps them choose you.
        </p>
      </div>
    );
  }
  return (
    <div className="charts">
      <DailyChart
        title="Orders per day"
        type="bar"
        format={count}
        series={orderPoints}
        summary={`Orders per day over the last ${series.days} days: ${totalOrders} in all${busiest && busiest.orders > 0 ? `, most on ${busiest.day} (${busiest.orders})` : ''}.`}
      />
      <DailyChart
        title="Revenue per day"
        type="line"
        format={money}
        series={revenuePoints}
        summary={`Revenue per day over the last ${series.days} days, cancelled orders left out: ${money(totalRevenue)} in all.`}
      />
    </div>
  );
}
