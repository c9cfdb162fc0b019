/** The storefront's numbers for the chosen period, as cards that lead to where each can be acted on. */
import type { StorefrontStats } from '../../../../contracts/storefront-stats.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { formatNumber } from '../../../../contracts/format.ts';

export function StatsCards({ stats }: { stats: StorefrontStats }) {
  const cards: { label: string; value: string; note: string; href?: string }[] = [
    { label: 'Orders', value: formatNumber(stats.orders), note: `placed in the last ${stats.days} days`, href: '/storefront/orders' },
    { label: 'Revenue', value: formatMoney(stats.revenueMinor, stats.currency), note: 'of those orders, cancelled ones left out' },
    {
      label: 'Open requests',
      value: formatNumber(stats.openRequests),
      note: 'quotes, samples and documents waiting for you',
      href: '/storefront/requests',
    },
    { label: 'Product views', value: formatNumber(stats.productViews), note: `of your product pages in the last ${stats.days} days` },
    { label: 'Products', value: formatNumber(stats.products), note: 'on sale now', href: '/storefront/products' },
  ];
  return (
    <ul className="stats-cards">
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
