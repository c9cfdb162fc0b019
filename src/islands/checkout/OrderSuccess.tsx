/**
 * /order-success?checkout={id}: the purchase just placed (GET /v1/shoppingcart/checkout/{id}): its
 * order numbers per seller and totals; for a bank transfer, what to do next and the proforma
 * invoice; for a card, where the payment stands, with "Verify payment" (and "Pay now" while it waits).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CardPayment, PurchaseResult } from '../../contracts/commerce.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import type { PaymentsConfig } from '../../contracts/payments.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { formatMoney } from '../../contracts/money.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { $loggedUser } from '../../lib/session.ts';
import { PAYMENT_STATUS_LABEL, STATUS_LABEL } from '../dashboard/areas/orders/order-text.ts';
import { AddressLines } from './AddressLines.tsx';
import { payByCard } from './card-payment.ts';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';
import '../cart/cart-page.css';
import './checkout.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; purchase: PurchaseResult };

const PAYMENT_TEXT: Record<CardPayment['status'], string> = {
  pending: 'Waiting for your card payment',
  succeeded: 'Paid by card',
  failed: 'The card payment did not go through',
};

function OrderSuccess() {
  const user = useStore($loggedUser);
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  const checkoutId = params.get('checkout') ?? '';
  // Back from the provider's page (it adds reference) or its popup (verify=1): ask the gateway at once.
  const verifyOnArrival = params.has('verify') || params.has('reference') || params.has('trxref');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [payment, setPayment] = useState<CardPayment | null>(null);
  const [checking, setChecking] = useState(false);
  const [paymentNote, setPaymentNote] = useState<string | null>(null);

  useEffect(() => {
    if (!$loggedUser.get()) location.replace(loginAddress({ redirectedFrom: `${location.pathname}${location.search}` }));
  }, []);

  useEffect(() => {
    if (!user || !checkoutId) return;
    let live = true;
    api<Envelope<PurchaseResult>>(`/v1/shoppingcart/checkout/${encodeURIComponent(checkoutId)}`).then((response) => {
      if (!live) return;
      setLoad({ status: 'done', purchase: response.data });
      setPayment(response.data.payment);
      if (verifyOnArrival && response.data.payment?.status === 'pending') void verify(response.data.payment.reference);
    }, (error) => { if (live) setLoad({ status: 'error', message: errorMessage(error) }); });
    return () => { live = false; };
  }, [user?.id, checkoutId, attempt]);

  async function verify(reference: string) {
    setChecking(true);
    setPaymentNote(null);
    try {
      const response = await api<Envelope<CardPayment>>(`/v1/payments/verify/${encodeURIComponent(reference)}`);
      setPayment(response.data);
      setPaymentNote(response.data.status === 'succeeded' ? 'Your payment is confirmed. The sellers are told.'
        : response.data.status === 'failed' ? 'The payment did not go through. You can try again.'
          : 'The payment is not confirmed yet. If you have just paid, check again in a minute.');
      if (response.data.status === 'succeeded') setAttempt((n) => n + 1);
    } catch (error) {
      setPaymentNote(errorMessage(error));
    } finally {
      setChecking(false);
    }
  }

  async function payNow(reference: string) {
    setChecking(true);
    setPaymentNote(null);
    try {
      const [started, config] = await Promise.all([
        api<Envelope<CardPayment>>(`/v1/payments/initialize/${encodeURIComponent(reference)}`, { method: 'POST' }),
        api<Envelope<PaymentsConfig>>('/v1/payments/config').then((r) => r.data, () => null),
      ]);
      if (!started.data.authorizationUrl && !(config?.publicKey && started.data.accessCode)) {
        setPaymentNote('The card payment could not be started just now. Please try again in a few minutes.');
        return;
      }
      await payByCard(started.data, config, `/order-success?checkout=${encodeURIComponent(checkoutId)}`);
    } catch (error) {
      setPaymentNote(errorMessage(error));
    } finally {
      setChecking(false);
    }
  }

  if (!user) return <p className="muted">Taking you to sign in…</p>;
  if (!checkoutId) {
    return (
      <div className="card cart-message">
        <p>This page shows a purchase just placed, and this address does not name one.</p>
        <a className="button secondary" href="/procurement/my-orders">See my orders</a>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="card cart-message" role="alert">
        <p>We could not load your purchase: {load.message}</p>
        <div className="button-row">
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
          <a className="button secondary" href="/procurement/my-orders">See my orders</a>
        </div>
      </div>
    );
  }
  if (load.status === 'loading') {
    return <div className="card cart-skeleton" aria-busy="true"><span className="visually-hidden">Loading your purchase…</span></div>;
  }

  const { purchase } = load;
  const several = purchase.orders.length > 1;
  const byCard = purchase.paymentMethod === 'card';
  const address = purchase.orders[0]?.shippingAddress;
  const proforma = `/checkout/proforma?checkout=${encodeURIComponent(purchase.checkoutId)}`;

  return (
    <div className="success-app">
      <section className="card success-hero" aria-labelledby="success-title">
        <span className="success-check" aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round"><path d="M5 12l5 5 9-10" /></svg>
        </span>
        <h2 id="success-title">{several ? `Thank you: your ${purchase.orders.length} orders are placed` : 'Thank you: your order is placed'}</h2>
        <p>
          {several ? 'Your cart became one order for each seller: ' : 'Your order number is '}
          {purchase.orders.map((o, i) => <span key={o.id}>{i > 0 && ', '}<strong className="order-number">{o.number}</strong></span>)}.
          {' '}Total <strong className="money">{formatMoney(purchase.totalMinor, purchase.currency)}</strong>.
        </p>
        <p className="muted small">You are told in your notifications as each seller moves an order along.</p>
      </section>

      <div className="success-layout">
        <div className="success-orders">
          {purchase.orders.map((order) => (
            <section key={order.id} className="card order-card" aria-labelledby={`order-${order.id}`}>
              <div className="order-card-head">
                <h3 id={`order-${order.id}`}>Order <span className="order-number">{order.number}</span></h3>
                <p className="payment-state">
                  <span className="badge">{STATUS_LABEL[order.status]}</span>
                  <span className={`badge ${order.paymentStatus === 'paid' ? 'verified' : 'warning'}`}>{PAYMENT_STATUS_LABEL[order.paymentStatus]}</span>
                </p>
              </div>
              <p className="small muted">Sold by <strong>{order.supplier.name}</strong></p>
              <div className="table-scroll">
                <table className="data">
                  <caption className="visually-hidden">Lines of order {order.number}</caption>
                  <thead><tr><th scope="col">Product</th><th scope="col" className="num">Quantity</th><th scope="col" className="num">Unit price</th><th scope="col" className="num">Total</th></tr></thead>
                  <tbody>
                    {order.lines.map((line) => (
                      <tr key={line.packageId}>
                        <th scope="row"><a href={line.productUrl}>{line.productName}</a><br /><span className="muted">{line.packageLabel}</span></th>
                        <td className="num">{line.quantity}</td>
                        <td className="num">{formatMoney(line.unitPriceMinor, order.currency)}</td>
                        <td className="num">{formatMoney(line.lineTotalMinor, order.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot><tr><th scope="row" colSpan={3} className="num">Subtotal</th><td className="num"><strong>{formatMoney(order.subtotalMinor, order.currency)}</strong></td></tr></tfoot>
                </table>
              </div>
              <a className="small" href={`/procurement/my-orders?order=${encodeURIComponent(order.id)}`}>Follow this order<span className="visually-hidden"> {order.number}</span></a>
            </section>
          ))}
        </div>

        <aside className="success-side">
          {byCard ? (
            <section className="card next-steps-card" aria-labelledby="payment-title">
              <h2 id="payment-title">Card payment</h2>
              <p className="payment-state" role="status">
                <span className={`badge ${payment?.status === 'succeeded' ? 'verified' : payment?.status === 'failed' ? 'danger' : 'warning'}`}>
                  {payment ? PAYMENT_TEXT[payment.status] : 'No card payment found'}
                </span>
                {payment && <span className="money">{formatMoney(payment.amountMinor, payment.currency)}</span>}
              </p>
              {paymentNote && <p className="small">{paymentNote}</p>}
              {payment && payment.status !== 'succeeded' && (
                <div className="button-row">
                  <button type="button" className="button" aria-disabled={checking || undefined} onClick={() => { if (!checking) void verify(payment.reference); }}>
                    {checking ? 'Checking…' : 'Verify payment'}
                  </button>
                  <button type="button" className="button secondary" aria-disabled={checking || undefined} onClick={() => { if (!checking) void payNow(payment.reference); }}>
                    {payment.status === 'failed' ? 'Try paying again' : 'Pay now'}
                  </button>
                </div>
              )}
              <p className="small muted">Payment reference {payment?.reference}</p>
            </section>
          ) : (
            <section className="card next-steps-card" aria-labelledby="next-title">
              <h2 id="next-title">Next: pay by bank transfer</h2>
              <ol>
                <li>Open the proforma invoice: it holds the bank details and the amount due for each order.</li>
                <li>Transfer the amount of each order, quoting its order number as the payment reference.</li>
                <li>The seller confirms the money arrived, then ships. You are told at each step.</li>
              </ol>
              <div className="button-row">
                <a className="button" href={proforma}>View the proforma invoice</a>
                <a className="button secondary" href="/procurement/my-orders">My orders</a>
              </div>
            </section>
          )}
          {address && (
            <section className="card next-steps-card" aria-labelledby="ship-title">
              <h2 id="ship-title">Delivering to</h2>
              <AddressLines address={address} />
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}

export default withErrorBoundary(OrderSuccess);
