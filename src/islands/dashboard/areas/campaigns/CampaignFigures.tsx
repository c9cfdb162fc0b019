/** What a campaign did over the period: views, orders, revenue, discount given and conversion, as figures and two daily charts. */
import { useMemo } from 'react';
import type { CampaignStats } from '../../../../contracts/campaigns.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { DailyChart } from '../../../shared/ui/DailyChart.tsx';

/** Module-level, so the charts see the same functions each render and are not drawn again. */
const count = (n: number) => formatNumber(n);
const money = (minor: number) => formatMoney(minor);

export function CampaignFigures({ stats }: { stats: CampaignStats }) {
  const figures = [
    { label: 'Views', value: formatNumber(stats.views), note: 'of its products' },
    { label: 'Orders', value: formatNumber(stats.orders), note: 'at the campaign price' },
    { label: 'Revenue', value: formatMoney(stats.revenueMinor), note: 'of those orders' },
    { label: 'Discount given', value: formatMoney(stats.discountMinor), note: 'off the list prices' },
    { label: 'Conversion', value: `${stats.conversionPercent.toFixed(1)} %`, note: 'orders per 100 views' },
  ];
  return (
    <ul className="campaign-figures" aria-label="Figures">
      {figures.map((f) => (
        <li key={f.label} className="card campaign-figure">
          <p className="campaign-figure-label">{f.label}</p>
          <p className="campaign-figure-value">{f.value}</p>
          <p className="small muted">{f.note}</p>
        </li>
      ))}
    </ul>
  );
}

export function CampaignCharts({ stats, days }: { stats: CampaignStats; days: number }) {
  // Stable between renders, so a chart is drawn again only when its numbers change.
  const traffic = useMemo(
    () => [
      { label: 'Views', points: stats.daily.map((d) => ({ day: d.day, value: d.views })) },
      { label: 'Orders', points: stats.daily.map((d) => ({ day: d.day, value: d.orders })) },
    ],
    [stats],
  );
  const sales = useMemo(
    () => [
      { label: 'Revenue', points: stats.daily.map((d) => ({ day: d.day, value: d.revenueMinor })) },
      { label: 'Discount given', points: stats.daily.map((d) => ({ day: d.day, value: d.discountMinor })) },
    ],
    [stats],
  );
  if (!stats.daily.length) return null;
  return (
    <div className="campaign-charts">
      <DailyChart
        title="Views and orders per day"
        type="line"
        format={count}
        series={traffic}
        summary={`Views and orders per day over the last ${days} days: ${formatNumber(stats.views)} views and ${formatNumber(stats.orders)} orders in all.`}
      />
      <DailyChart
        title="Revenue and discount per day"
        type="line"
        format={money}
        series={sales}
        summary={`Revenue and discount given per day over the last ${days} days: ${formatMoney(stats.revenueMinor)} of revenue for ${formatMoney(stats.discountMinor)} of discount.`}
      />
    </div>
  );
}
