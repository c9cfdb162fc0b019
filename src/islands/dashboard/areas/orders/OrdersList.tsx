/**
 * The list half of an order page: search, status tabs, the page of orders with its loading, error
 * and empty states, and paging.
 */
import type { Ref } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import type { Query } from '../../../shared/data/use-query.ts';
import { EmptyOrders } from './EmptyOrders.tsx';
import type { OrdersSide } from './order-sides.ts';
import { STATUS_TABS } from './order-text.ts';
import { OrderSearch } from './OrderSearch.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import type { OrdersView } from './orders-view.ts';

interface OrdersListProps {
  title: string;
  side: OrdersSide;
  view: OrdersView;
  list: Query<PagedEnvelope<Order>>;
  go: (changes: Partial<OrdersView>) => void;
  href: (changes: Partial<OrdersView>) => string;
  headingRef: Ref<HTMLHeadingElement>;
}

export function OrdersList({ title, side, view, list, go, href, headingRef }: OrdersListProps) {
  const page = list.data;
  return (
    <section className="list-area orders-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
      </div>
      <OrderSearch value={view.q} onSearch={(q) => go({ q, page: 1 })} />
      <Tabs
        label="Show orders by status"
        tabs={STATUS_TABS}
        value={view.status ?? 'all'}
        idPrefix="orders"
        panelClassName="orders-panel"
        busy={list.loading}
        onChange={(tab) => go({ status: tab === 'all' ? null : tab, page: 1 })}
      >
        <p className="visually-hidden" role="status">
          {page && !list.loading && !list.error ? `${page.totalRecords} ${page.totalRecords === 1 ? 'order' : 'orders'} found.` : ''}
        </p>
        {/* A failed reload is said too, above the page still on screen. */}
        <QueryStatus query={{ ...list, data: list.error ? undefined : page }} what="orders" />
        {page && page.data.length === 0 && <EmptyOrders side={side} view={view} page={page} href={href} />}
        {page && page.data.length > 0 && (
          <>
            <p className="muted small">
              Showing {(page.pageNumber - 1) * page.pageSize + 1}–{(page.pageNumber - 1) * page.pageSize + page.data.length} of{' '}
              {page.totalRecords}
              {list.loading && ' · updating…'}
            </p>
            <OrdersTable orders={page.data} side={side} openHref={(order) => href({ order })} />
            <Pager label="Pages of orders" page={view.page} totalPages={page.totalPages} onPage={(n) => go({ page: n })} />
          </>
        )}
      </Tabs>
    </section>
  );
}
