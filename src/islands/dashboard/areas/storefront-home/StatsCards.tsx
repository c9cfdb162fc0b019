/** The storefront's numbers for the chosen period, as cards that lead to where each can be acted on. */
import type { StorefrontStats } from '../../../../contracts/storefront-stats.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import type { ReactNode } from 'react';
import { PendingFigure } from '../../../shared/ui/QueryStatus.tsx';

/** The cards for `days`; without `stats` (still on their way) each figure's place is held. */
export function StatsCards({ stats, days, busy = false }: { stats?: StorefrontStats | undefined; days: number; busy?: boolean }) {
  const figure = (value: (stats: StorefrontStats) => string) => (stats ? value(stats) : <PendingFigure />);
  // While another period loads, the cards on screen still say the period their figures are for.
  const period = stats?.days ?? days;
  const cards: { label: string; value: ReactNode; note: string; href?: string }[] = [
    {
      label: 'Orders',
      value: figure((s) => formatNumber(s.orders)),
      note: `placed in the last ${period} days`,
      href: '/storefront/orders',
    },
    { label: 'Revenue', value: figure((s) => formatMoney(s.revenueMinor, s.currency)), note: 'of those orders, cancelled ones left out' },
    {
      label: 'Open requests',
      value: figure((s) => formatNumber(s.openRequests)),
      note: 'quotes, samples and documents waiting for you',
      href: '/storefront/requests',
    },
    {
      label: 'Product views',
      value: figure((s) => formatNumber(s.productViews)),
      note: `of your product pages in the last ${period} days`,
    },
    { label: 'Products', value: figure((s) => formatNumber(s.products)), note: 'on sale now', href: '/storefront/products' },
  ];
  return (
    <ul className="stats-cards" aria-busy={busy || !stats}>
      {cards.map((card) => (
        <li key={card.label} className="card stat-card">
          <p className="stat-label">{card.href ? <a href={card.href}>{card.label}</a> : card.label}</p>
          <p className="stat-value">{card.value}</p>
          <p className="muted small stat-note">{card.note}</p>
        </li>
      ))}
    </ul>
  );
}
