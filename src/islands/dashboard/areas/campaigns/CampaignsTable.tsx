/** The storefront's campaigns: name, dates and products, status, discount, budget, sales (revenue and orders), and what can be done. */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { $timezone } from '../../../../lib/session.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { BudgetMeter } from './BudgetMeter.tsx';
import { discountText, periodText } from './campaign-text.ts';
import { transactionsPath } from './campaign-view.ts';
import { StatusBadge } from './StatusBadge.tsx';

export function CampaignsTable({ campaigns, actions }: { campaigns: readonly CampaignView[]; actions: (c: CampaignView) => ReactNode }) {
  const timeZone = useStore($timezone);
  const columns: TableColumn<CampaignView>[] = [
    {
      id: 'name',
      header: 'Campaign',
      rowHeader: true,
      className: 'campaign-name-cell',
      cell: (c) => (
        <>
          <a className="campaign-name" href={transactionsPath(c.id)}>
            {c.name}
          </a>
          <span className="campaign-sub">{periodText(c.startsAt, c.endsAt, timeZone)}</span>
          <span className="campaign-sub">
            {c.products.length} {c.products.length === 1 ? 'product' : 'products'}
          </span>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
    { id: 'discount', header: 'Discount', className: 'campaign-discount-cell', cell: (c) => discountText(c) },
    { id: 'budget', header: 'Budget spent', cell: (c) => <BudgetMeter campaign={c} /> },
    {
      id: 'sales',
      header: 'Sales',
      className: 'num',
      cell: (c) => (
        <>
          <span className="nowrap">{formatMoney(c.revenueMinor)}</span>
          <span className="campaign-sub nowrap">
            {formatNumber(c.orders)} {c.orders === 1 ? 'order' : 'orders'}
          </span>
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      className: 'campaign-actions-cell',
      cell: actions,
    },
  ];
  return (
    <div className="table-frame">
      <Table caption="Your campaigns" columns={columns} rows={campaigns} rowKey={(c) => c.id} className="campaigns-table" />
    </div>
  );
}
