/**
 * One order in full: its lines, its dangerous goods, where it goes, how it is paid, the tracking note, its history, and
 * the actions the signed-in person may take (the buyer's claim on a delivered order among them). Used by the buyer's and the seller's order pages.
 */
import type { Ref } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import { countryName } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { PAYMENT_METHOD_LABEL } from '../../../shared/commerce/order-labels.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { OrderClaim } from './OrderClaim.tsx';
import { OrderActions, type ActionRunner } from './OrderActions.tsx';
import { OrderDangerousGoods } from './OrderDangerousGoods.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import { OrderLines } from './OrderLines.tsx';
import type { OrdersSide } from './order-sides.ts';
import { PaymentBadge, StatusBadge } from './StatusBadge.tsx';
import { Timeline } from './Timeline.tsx';

interface OrderDetailProps {
  order: Order;
  side: OrdersSide;
  run: ActionRunner;
  headingRef: Ref<HTMLHeadingElement>;
  /** Someone else changed the order first (a 409): what the gateway said. */
  conflict: string | null;
}

export function OrderDetail({ order, side, run, headingRef, conflict }: OrderDetailProps) {
  const { dateTime } = useAccountDates();
  const address = order.shippingAddress;
  const awaitingTransfer = order.paymentMethod === 'bank-transfer' && order.paymentStatus === 'unpaid' && order.status !== 'cancelled';
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <header className="order-head">
        <h1 id="order-title" ref={headingRef} tabIndex={-1}>
          Order {order.number}
        </h1>
        <p className="order-badges">
          <span className="visually-hidden">Status: </span>
          <StatusBadge status={order.status} />
          <span className="visually-hidden">, payment: </span>
          <PaymentBadge status={order.paymentStatus} />
        </p>
        <p className="muted small">
          Placed <time dateTime={order.placedAt}>{dateTime(order.placedAt)}</time>
          {order.updatedAt !== order.placedAt && (
            <>
              {' '}
              · updated <time dateTime={order.updatedAt}>{dateTime(order.updatedAt)}</time>
            </>
          )}
        </p>
      </header>

      {conflict && (
        <div className="card notice-block order-conflict" role="alert">
          <strong>This order changed before your action went through.</strong> {conflict}
        </div>
      )}
      {order.status === 'cancelled' && (
        <div className="card notice-block order-cancelled">
          <strong>Cancelled{order.cancelledBy ? ` by the ${order.cancelledBy}` : ''}.</strong>{' '}
          {order.cancelReason ? <>Reason: {order.cancelReason}</> : <span className="muted">No reason was given.</span>}
        </div>
      )}
      <OrderActions order={order} side={side} run={run} />
      {side.kind === 'buyer' && <OrderClaim order={order} />}
      {side.kind === 'seller' && order.status === 'accepted' && order.paymentStatus === 'unpaid' && (
        <p className="muted small order-hint">You can mark this order shipped once its payment is confirmed.</p>
      )}

      <div className="order-grid">
        <section className="card order-section order-lines" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">Items</h2>
          <OrderLines order={order} />
        </section>
        {order.dangerousGoods && <OrderDangerousGoods order={order} goods={order.dangerousGoods} />}

        <section className="card order-section" aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title">Delivery</h2>
          <address className="order-address">
            <strong>{address.recipientName}</strong>
            <br />
            {address.line1}
            <br />
            {address.line2 && (
              <>
                {address.line2}
                <br />
              </>
            )}
            {[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}
            <br />
            {countryName(address.country)}
            <br />
            <span className="muted">Phone:</span> {address.phone}
          </address>
          <h3>Tracking</h3>
          {order.trackingNote ? (
            <p className="tracking-note">{order.trackingNote}</p>
          ) : (
            <p className="muted">
              {order.status === 'cancelled' ? 'This order was not shipped.' : 'The seller adds a tracking note when the order ships.'}
            </p>
          )}
        </section>

        <section className="card order-section" aria-labelledby="order-payment-title">
          <h2 id="order-payment-title">Payment</h2>
          <dl className="facts">
            <dt>Method</dt>
            <dd>{PAYMENT_METHOD_LABEL[order.paymentMethod]}</dd>
            <dt>Payment</dt>
            <dd>
              <PaymentBadge status={order.paymentStatus} />
            </dd>
            <dt>Amount</dt>
            <dd>{formatMoney(order.totalMinor, order.currency)}</dd>
          </dl>
          {awaitingTransfer && side.kind === 'buyer' && (
            <p className="order-hint">
              Pay by bank transfer with the details on the proforma invoice; the seller confirms when the money arrives.{' '}
              <a
                href={
                  order.checkoutId
                    ? `/checkout/proforma?checkout=${encodeURIComponent(order.checkoutId)}`
                    : `/checkout/proforma?order=${encodeURIComponent(order.id)}`
                }
              >
                Open the proforma invoice
              </a>
            </p>
          )}
          {awaitingTransfer && side.kind === 'seller' && (
            <p className="order-hint">The buyer pays by bank transfer. Confirm the payment once the money shows in your account.</p>
          )}
        </section>

        <section className="card order-section" aria-labelledby="order-party-title">
          <h2 id="order-party-title">{side.kind === 'buyer' ? 'Seller' : 'Buyer'}</h2>
          {side.kind === 'buyer' ? (
            <p>
              <a href={`/suppliers/${encodeURIComponent(order.supplier.slug)}`}>{order.supplier.name}</a>
            </p>
          ) : (
            <dl className="facts">
              {order.buyer.companyName && (
                <>
                  <dt>Company</dt>
                  <dd>{order.buyer.companyName}</dd>
                </>
              )}
              <dt>Name</dt>
              <dd>{order.buyer.name}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${order.buyer.email}`}>{order.buyer.email}</a>
              </dd>
            </dl>
          )}
          {/* A conversation about the order, in the messages area of the side reading it. */}
          <p>
            <a href={`/${side.kind === 'buyer' ? 'procurement' : 'storefront'}/messages?new=order&orderId=${encodeURIComponent(order.id)}`}>
              Message the {side.kind === 'buyer' ? 'seller' : 'buyer'} about this order
            </a>
          </p>
        </section>

        <OrderDocuments order={order} side={side.kind} />

        <section className="card order-section order-history" aria-labelledby="order-history-title">
          <h2 id="order-history-title">History</h2>
          <Timeline events={order.events} />
        </section>
      </div>
    </article>
  );
}
