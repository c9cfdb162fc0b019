/**
 * An order page of the dashboard, for either side: the list, or the order named by `?order=` in
 * the address. The list stays loaded while an order is open, so Back returns to it at once.
 */
import { lazy, Suspense } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import { Loading, QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import { fetchOrder, fetchOrders, orderKey, ordersKey } from './api.ts';
import type { OrdersSide } from './order-sides.ts';
import { OrdersList } from './OrdersList.tsx';
import { ORDERS_VIEW } from './orders-view.ts';
import { useOrderAction } from './use-order-action.ts';
import { useOrderFocus } from '../../../shared/ui/use-order-focus.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import ordersStyles from '../../../shared/commerce/orders.css?url';
import claimsStyles from '../../../shared/commerce/claims.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

// The buyer's order opens claims there (claims/OrderClaim.tsx).
await areaStyles(ordersStyles, claimsStyles);

/** One order, its actions and documents: loaded when an order is opened, not with the list. */
const OrderDetail = lazy(() => import('./OrderDetail.tsx').then((m) => ({ default: m.OrderDetail })));

export function OrdersArea({ title, side }: { title: string; side: OrdersSide }) {
  const { view, go, href } = useUrlState(side.page, ORDERS_VIEW);
  const list = useQuery(ordersKey(side.kind, view), (signal) => fetchOrders(side.kind, view, signal));
  const detail = useQuery(view.order ? orderKey(side.kind, view.order) : null, (signal) => fetchOrder(side.kind, view.order!, signal));
  const focus = useOrderFocus(view.order);
  // The query keeps the last order on screen while the next loads: only the one asked for is shown.
  const shown: Order | undefined = detail.data?.id === view.order ? detail.data : undefined;
  const { run, conflict } = useOrderAction({
    side,
    order: shown,
    show: (order) => detail.setData(() => order),
    onSettled: focus.focusDetail,
  });

  if (!view.order) {
    return <OrdersList title={title} side={side} view={view} list={list} go={go} href={href} headingRef={focus.listHeading} />;
  }
  return (
    <div className="orders-area">
      <p className="back-row">
        <a href={href({ order: null })}>
          <span aria-hidden="true">←</span> Back to {title.toLowerCase()}
        </a>
      </p>
      {shown ? (
        <Suspense fallback={<Loading what="the order" />}>
          <OrderDetail order={shown} side={side} run={run} headingRef={focus.detailHeading} conflict={conflict} />
        </Suspense>
      ) : (
        <QueryStatus query={{ ...detail, data: undefined }} what="the order" notFound={<OrderNotFound />} />
      )}
    </div>
  );
}

function OrderNotFound() {
  return (
    <div className="card notice-block" role="alert">
      <h1>Order not found</h1>
      <p>There is no such order among yours. It may belong to another account.</p>
    </div>
  );
}
