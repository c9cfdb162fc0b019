/** The storefront's campaigns: name and products, status, discount, dates, budget, what they sold, and what can be done. */
import type { ReactNode } from 'react';
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { Table, type TableColumn } from '../../../shared/Table.tsx';
import { useAccountDates } from '../../../shared/use-account-dates.ts';
import { BudgetMeter } from './BudgetMeter.tsx';
import { discountText } from './campaign-text.ts';
import { transactionsPath } from './campaign-view.ts';
import { StatusBadge } from './StatusBadge.tsx';

export function CampaignsTable({ campaigns, actions }: { campaigns: readonly CampaignView[]; actions: (c: CampaignView) => ReactNode }) {
  const { date } = useAccountDates();
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
          <span className="campaign-sub">
            {c.products.length} {c.products.length === 1 ? 'product' : 'products'}
          </span>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
    { id: 'discount', header: 'Discount', cell: (c) => <span className="nowrap">{discountText(c)}</span> },
    {
      id: 'dates',
      header: 'Dates',
      cell: (c) => (
        <span className="campaign-dates">
          <span className="nowrap">{date(c.startsAt)}</span> <span aria-hidden="true">–</span>
          <span className="visually-hidden">to</span> <span className="nowrap">{date(c.endsAt)}</span>
        </span>
      ),
    },
    { id: 'budget', header: 'Budget spent', cell: (c) => <BudgetMeter campaign={c} /> },
    { id: 'orders', header: 'Orders', className: 'num', cell: (c) => formatNumber(c.orders) },
    { id: 'revenue', header: 'Revenue', className: 'num', cell: (c) => <span className="nowrap">{formatMoney(c.revenueMinor)}</span> },
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
