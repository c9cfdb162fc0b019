/**
 * The list half of an order page: search, status tabs, the page of orders with its loading, error
 * and empty states, and paging.
 */
import { useEffect, useState, type Ref } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { OrdersSide } from './order-sides.ts';
import { STATUS_LABEL } from './order-text.ts';
import { OrdersTable } from './OrdersTable.tsx';
import { ORDERS_PANEL_ID, StatusTabs, tabId } from './StatusTabs.tsx';
import type { Loaded } from './use-orders.ts';
import type { OrdersView } from './use-orders-url.ts';

interface OrdersListProps {
  title: string;
  side: OrdersSide;
  view: OrdersView;
  list: Loaded<PagedEnvelope<Order>>;
  go: (changes: Partial<OrdersView>) => void;
  href: (changes: Partial<OrdersView>) => string;
  retry: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

export function OrdersList({ title, side, view, list, go, href, retry, headingRef }: OrdersListProps) {
  const page = list.status === 'done' ? list.value : list.last;
  const filtered = view.status !== null || view.q !== '';
  return (
    <section className="list-area orders-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" ref={headingRef} tabIndex={-1}>{title}</h1>
      </div>
      <OrderSearch value={view.q} onSearch={(q) => go({ q, page: 1 })} />
      <StatusTabs current={view.status} onChoose={(status) => go({ status, page: 1 })} />
      <div role="tabpanel" id={ORDERS_PANEL_ID} aria-labelledby={tabId(view.status)} className="orders-panel" aria-busy={list.status === 'loading'}>
        <p className="visually-hidden" role="status">{list.status === 'done' ? `${list.value.totalRecords} ${list.value.totalRecords === 1 ? 'order' : 'orders'} found.` : ''}</p>
        {list.status === 'error' && (
          <div className="card notice-block" role="alert">
            <p>We could not load the orders: {list.message}</p>
            {list.code !== 403 && <button type="button" className="button secondary" onClick={retry}>Try again</button>}
          </div>
        )}
        {!page && list.status === 'loading' && <div className="card notice-block">Loading orders…</div>}
        {page && page.data.length === 0 && (
          <div className="card notice-block empty-list">
            {page.totalRecords > 0 ? (
              <><h2>No orders on this page</h2><p><a href={href({ page: 1 })}>Go to the first page</a></p></>
            ) : filtered ? (
              <>
                <h2>No {view.status ? `${STATUS_LABEL[view.status].toLowerCase()} ` : ''}orders{view.q ? ` match “${view.q}”` : ''}</h2>
                <p><a href={href({ status: null, q: '', page: 1 })}>Show all orders</a></p>
              </>
            ) : side.kind === 'buyer' ? (
              <><h2>No orders yet</h2><p className="muted">Orders you place show here, with their status and tracking. <a href="/markets">Browse the markets</a> to find what you need.</p></>
            ) : (
              <><h2>No orders yet</h2><p className="muted">When a buyer orders from your storefront, the order shows here for you to accept and ship.</p></>
            )}
          </div>
        )}
        {page && page.data.length > 0 && (
          <>
            <p className="muted small">
              Showing {(page.pageNumber - 1) * page.pageSize + 1}–{(page.pageNumber - 1) * page.pageSize + page.data.length} of {page.totalRecords}
              {list.status === 'loading' && ' · updating…'}
            </p>
            <div className="orders-list">
              <OrdersTable orders={page.data} side={side} openHref={(order) => href({ order })} />
            </div>
            {page.totalPages > 1 && (
              <nav className="pager" aria-label="Pages of orders">
                <button type="button" className="button secondary compact" disabled={view.page <= 1} onClick={() => go({ page: view.page - 1 })}>Previous</button>
                <span>Page {page.pageNumber} of {page.totalPages}</span>
                <button type="button" className="button secondary compact" disabled={view.page >= page.totalPages} onClick={() => go({ page: view.page + 1 })}>Next</button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function OrderSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form role="search" className="orders-search" aria-label="Search orders" onSubmit={(event) => { event.preventDefault(); onSearch(text.trim()); }}>
      <label htmlFor="orders-search">Search by order number or product</label>
      <div className="orders-search-row">
        <input id="orders-search" type="search" className="input" value={text} maxLength={100} placeholder="MC-100042 or glycerine"
          onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button secondary">Search</button>
        {value && <button type="button" className="button secondary" onClick={() => onSearch('')}>Clear</button>}
      </div>
    </form>
  );
}
