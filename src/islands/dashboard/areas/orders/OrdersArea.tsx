/**
 * An order page of the dashboard, for either side: the list, or the order named by `?order=` in
 * the address. Actions answer with the changed order; a 409 means someone else moved the order
 * first, so the page shows the gateway's message and the order as it is now.
 */
import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { api, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import type { ActionRunner } from './OrderActions.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import type { OrdersSide } from './order-sides.ts';
import { OrdersList } from './OrdersList.tsx';
import { failureStatus, useOrder, useOrderPage } from './use-orders.ts';
import { useOrdersUrl } from './use-orders-url.ts';
import '../../../shared/shared.css';
import './orders.css';

export function OrdersArea({ title, side }: { title: string; side: OrdersSide }) {
  const { view, go, href } = useOrdersUrl(side.page);
  const list = useOrderPage(side.api, view);
  const detail = useOrder(side.api, view.order);
  const [conflict, setConflict] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  /** Where the keyboard goes once the next view has rendered: 'detail', or the order whose link to return to. */
  const focusNext = useRef<{ to: 'detail' } | { to: 'list'; order: string } | null>(null);

  const opened = useRef(view.order);
  useEffect(() => {
    if (opened.current === view.order) return;
    focusNext.current = view.order ? { to: 'detail' } : opened.current ? { to: 'list', order: opened.current } : null;
    opened.current = view.order;
    setConflict(null);
  }, [view.order]);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    if (next.to === 'detail') {
      if (!detailHeading.current) return; // still loading: try after the next render
      detailHeading.current.focus();
    } else {
      (document.getElementById(`order-link-${next.order}`) ?? listHeading.current)?.focus();
    }
    focusNext.current = null;
  });

  const shown: Order | null = detail.state.status === 'done'
    ? detail.state.value
    : detail.state.last?.id === view.order ? detail.state.last : null;

  const run: ActionRunner = async (action, note) => {
    if (!shown) return null;
    try {
      const response = await api<Envelope<Order>>(`${side.api}/${action.path}/${encodeURIComponent(shown.id)}`, {
        method: 'POST', ...(action.note ? { body: { [action.note.field]: note ?? '' } } : {}),
      });
      detail.setState({ status: 'done', value: response.data });
      setConflict(null);
      toast(response.message ?? action.done(response.data));
      list.reload();
      focusNext.current = { to: 'detail' };
      return null;
    } catch (error) {
      if (failureStatus(error) !== 409) return errorMessage(error);
      setConflict(errorMessage(error));
      toast(errorMessage(error), 'error');
      detail.reload();
      list.reload();
      focusNext.current = { to: 'detail' };
      return null;
    }
  };

  if (!view.order) {
    return <OrdersList title={title} side={side} view={view} list={list.state} go={go} href={href} retry={list.reload} headingRef={listHeading} />;
  }
  return (
    <div className="orders-area">
      <p className="back-row"><a href={href({ order: null })}><span aria-hidden="true">←</span> Back to {title.toLowerCase()}</a></p>
      {shown ? (
        <OrderDetail order={shown} side={side} run={run} headingRef={detailHeading} conflict={conflict} />
      ) : detail.state.status === 'error' ? (
        <div className="card notice-block" role="alert">
          <h1>{detail.state.code === 404 ? 'Order not found' : 'We could not load this order'}</h1>
          <p>{detail.state.code === 404 ? 'There is no such order among yours. It may belong to another account.' : detail.state.message}</p>
          {detail.state.code !== 404 && <button type="button" className="button secondary" onClick={detail.reload}>Try again</button>}
        </div>
      ) : (
        <div className="card notice-block" aria-busy="true">Loading the order…</div>
      )}
    </div>
  );
}
