/**
 * /order-success?checkout={id}: the purchase just placed (its order numbers per seller and totals);
 * for a bank transfer, what to do next and the proforma invoice; for a card, where the payment
 * stands (CardPaymentPanel.tsx); paid from the wallet or with financing, that it is paid and where
 * it is followed (PaidPanel.tsx).
 */
import type { CardPayment } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { useLocation } from '../shared/data/location.ts';
import { useQuery } from '../shared/data/use-query.ts';
import { AddressLines } from '../shared/commerce/AddressLines.tsx';
import { fetchPurchase, purchaseKey } from './purchase-api.ts';
import { CardPaymentPanel } from './CardPaymentPanel.tsx';
import { PaidPanel } from './PaidPanel.tsx';
import { PurchasedOrder } from './PurchasedOrder.tsx';
import { useSignedIn } from './use-signed-in.ts';
import '../shared/commerce/cart-page.css';
import './checkout.css';

function OrderSuccess() {
  const user = useSignedIn(() => `${location.pathname}${location.search}`);
  const params = new URLSearchParams(useLocation().search);
  const checkoutId = params.get('checkout') ?? '';
  // Back from the provider's page (it adds reference) or its popup (verify=1).
  const verifyOnArrival = params.has('verify') || params.has('reference') || params.has('trxref');
  const purchase = useQuery(user && checkoutId ? purchaseKey(checkoutId) : null, (signal) => fetchPurchase(checkoutId, signal));

  function onVerified(payment: CardPayment) {
    purchase.setData((current) => ({ ...current, payment }));
    // Paid: the orders' payment badges change too.
    if (payment.status === 'succeeded') purchase.reload();
  }

  if (!user) return <p className="muted">Taking you to sign in…</p>;
  if (!checkoutId) {
    return (
      <div className="card cart-message">
        <p>This page shows a purchase just placed, and this address does not name one.</p>
        <a className="button secondary" href="/procurement/my-orders">
          See my orders
        </a>
      </div>
    );
  }
  if (purchase.error && !purchase.data) {
    return (
      <div className="card cart-message" role="alert">
        <p>We could not load your purchase: {purchase.error.message}</p>
        <div className="button-row">
          <button type="button" className="button secondary" onClick={purchase.reload}>
            Try again
          </button>
          <a className="button secondary" href="/procurement/my-orders">
            See my orders
          </a>
        </div>
      </div>
    );
  }
  if (!purchase.data) {
    return (
      <div className="card cart-skeleton" aria-busy="true">
        <span className="visually-hidden">Loading your purchase…</span>
      </div>
    );
  }

  const { orders, paymentMethod, payment, totalMinor, currency } = purchase.data;
  const several = orders.length > 1;
  const address = orders[0]?.shippingAddress;
  const returnTo = `/order-success?checkout=${encodeURIComponent(checkoutId)}`;

  return (
    <div className="success-app">
      <section className="card success-hero" aria-labelledby="success-title">
        <span className="success-check" aria-hidden="true">
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12l5 5 9-10" />
          </svg>
        </span>
        <h2 id="success-title">{several ? `Thank you: your ${orders.length} orders are placed` : 'Thank you: your order is placed'}</h2>
        <p>
          {several ? 'Your cart became one order for each seller and delivery: ' : 'Your order number is '}
          {orders.map((o, i) => (
            <span key={o.id}>
              {i > 0 && ', '}
              <strong className="order-number">{o.number}</strong>
            </span>
          ))}
          . Total <strong className="money">{formatMoney(totalMinor, currency)}</strong>.
        </p>
        <p className="muted small">You are told in your notifications as each seller moves an order along.</p>
      </section>

      <div className="success-layout">
        <div className="success-orders">
          {orders.map((order) => (
            <PurchasedOrder key={order.id} order={order} />
          ))}
        </div>
        <aside className="success-side">
          {paymentMethod === 'card' ? (
            <CardPaymentPanel payment={payment} returnTo={returnTo} verifyOnArrival={verifyOnArrival} onVerified={onVerified} />
          ) : paymentMethod === 'wallet' || paymentMethod === 'financing' ? (
            <PaidPanel method={paymentMethod} total={totalMinor} currency={currency} />
          ) : (
            <BankTransferSteps proforma={`/checkout/proforma?checkout=${encodeURIComponent(purchase.data.checkoutId)}`} />
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

function BankTransferSteps({ proforma }: { proforma: string }) {
  return (
    <section className="card next-steps-card" aria-labelledby="next-title">
      <h2 id="next-title">Next: pay by bank transfer</h2>
      <ol>
        <li>Open the proforma invoice: it holds the bank details and the amount due for each order.</li>
        <li>Transfer the amount of each order, quoting its order number as the payment reference.</li>
        <li>The seller confirms the money arrived, then ships. You are told at each step.</li>
      </ol>
      <div className="button-row">
        <a className="button" href={proforma}>
          View the proforma invoice
        </a>
        <a className="button secondary" href="/procurement/my-orders">
          My orders
        </a>
      </div>
    </section>
  );
}

export default withErrorBoundary(OrderSuccess);
