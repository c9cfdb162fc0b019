/**
 * /storefront: the storefront's numbers over 7, 30 or 90 days (orders, revenue, open requests,
 * product views, products) and two charts, orders and revenue per day.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Envelope } from '../../../contracts/envelope.ts';
import { STATS_PERIODS, type StatsPeriod, type StorefrontCharts, type StorefrontStats } from '../../../contracts/storefront-stats.ts';
import { formatMoney } from '../../../contracts/money.ts';
import { formatNumber } from '../../../contracts/format.ts';
import { useGateway } from './requests/use-gateway.ts';
import { DailyChart } from './storefront-home/DailyChart.tsx';
import { StatsCards } from './storefront-home/StatsCards.tsx';
import '../../shared/shared.css';
import './storefront-home/storefront-home.css';

export default function StorefrontHome({ title }: { title: string; params: Record<string, string> }) {
  const [days, setDays] = useState<StatsPeriod>(30);
  const stats = useGateway('/v1/storefront/stats', { Days: days }, (answer: Envelope<StorefrontStats>) => answer.data);
  const charts = useGateway('/v1/storefront/charts', { Days: days }, (answer: Envelope<StorefrontCharts>) => answer.data);
  const shownStats = stats.state.status === 'done' ? stats.state.value : stats.state.last;
  const series = charts.state.status === 'done' ? charts.state.value : charts.state.last;
  const error = stats.state.status === 'error' ? stats.state : charts.state.status === 'error' ? charts.state : null;
  const money = useCallback((minor: number) => formatMoney(minor, series?.currency ?? 'NGN'), [series?.currency]);
  const count = useCallback((n: number) => formatNumber(n), []);

  // Stable between renders, so a chart is drawn again only when its numbers change.
  const orderPoints = useMemo(() => series?.series.map((p) => ({ day: p.day, value: p.orders })) ?? [], [series]);
  const revenuePoints = useMemo(() => series?.series.map((p) => ({ day: p.day, value: p.revenueMinor })) ?? [], [series]);
  const totalOrders = series?.series.reduce((sum, p) => sum + p.orders, 0) ?? 0;
  const totalRevenue = series?.series.reduce((sum, p) => sum + p.revenueMinor, 0) ?? 0;
  const busiest = series?.series.reduce((best, p) => (p.orders > best.orders ? p : best), series.series[0]!);

  return (
    <section className="storefront-home" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title">{title}</h1>
        <div className="period-switch" role="group" aria-label="Period">
          {STATS_PERIODS.map((period) => (
            <button key={period} type="button" aria-pressed={period === days} onClick={() => setDays(period)}>{period} days</button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">{stats.state.status === 'done' ? `Showing the last ${days} days.` : ''}</p>
      {error && (
        <div className="card notice-block" role="alert">
          <p>We could not load your storefront's numbers: {error.message}</p>
          {error.code !== 403 && <button type="button" className="button secondary" onClick={() => { stats.reload(); charts.reload(); }}>Try again</button>}
        </div>
      )}
      {!shownStats && !error && <div className="card notice-block" aria-busy="true">Loading your numbers…</div>}
      {shownStats && <div aria-busy={stats.state.status === 'loading'}><StatsCards stats={shownStats} /></div>}
      {series && totalOrders === 0 && (
        <div className="card charts-empty">
          <h2>No orders in the last {series.days} days</h2>
          <p className="muted">When buyers order from your storefront, the orders and revenue of each day show here.
            Answering <a href="/storefront/requests">requests for quotes</a> quickly and keeping <a href="/storefront/products">your products</a> complete helps them choose you.</p>
        </div>
      )}
      {series && totalOrders > 0 && (
        <div className="charts">
          <DailyChart title="Orders per day" type="bar" valueLabel="Orders" format={count}
            points={orderPoints}
            summary={`Orders per day over the last ${series.days} days: ${totalOrders} in all${busiest && busiest.orders > 0 ? `, most on ${busiest.day} (${busiest.orders})` : ''}.`} />
          <DailyChart title="Revenue per day" type="line" valueLabel="Revenue" format={money}
            points={revenuePoints}
            summary={`Revenue per day over the last ${series.days} days, cancelled orders left out: ${money(totalRevenue)} in all.`} />
        </div>
      )}
    </section>
  );
}
