/**
 * /checkout/proforma?checkout={id}: the proforma invoice of a bank-transfer purchase: the account to
 * pay into, a payment reference per order, totals and the due date; ?order={id}: that of one order
 * placed outside checkout (an awarded offer, an accepted quote). It prints on its own (print styles
 * hide the site around it).
 */
import { useStore } from '@nanostores/react';
import { formatDate } from '../../contracts/format.ts';
import { formatMoney } from '../../contracts/money.ts';
import { $timezone } from '../../lib/session.ts';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { useLocation } from '../shared/data/location.ts';
import { useQuery } from '../shared/data/use-query.ts';
import { AddressLines } from '../shared/commerce/AddressLines.tsx';
import type { ProformaOf } from '../../contracts/payments.ts';
import { fetchProforma, proformaKey } from './purchase-api.ts';
import { InvoiceOrder } from './InvoiceOrder.tsx';
import { useSignedIn } from './use-signed-in.ts';
import '../shared/commerce/cart-page.css';
import './checkout.css';

function Proforma() {
  const user = useSignedIn(() => `${location.pathname}${location.search}`);
  const timeZone = useStore($timezone);
  const params = new URLSearchParams(useLocation().search);
  const checkoutId = params.get('checkout');
  const orderId = params.get('order');
  const of: ProformaOf | null = checkoutId ? { checkoutId } : orderId ? { orderId } : null;
  const proforma = useQuery(user && of ? proformaKey(of) : null, (signal) => fetchProforma(of!, signal));

  if (!user) return <p className="muted">Taking you to sign in…</p>;
  if (!of) {
    return (
      <div className="card cart-message">
        <p>
          This address does not name a purchase. Your orders are in <a href="/procurement/my-orders">My orders</a>.
        </p>
      </div>
    );
  }
  if (proforma.error && !proforma.data) {
    return (
      <div className="card cart-message" role="alert">
        <p>We could not load the proforma invoice: {proforma.error.message}</p>
        <button type="button" className="button secondary" onClick={proforma.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (!proforma.data) {
    return (
      <div className="card cart-skeleton" aria-busy="true">
        <span className="visually-hidden">Loading the proforma invoice…</span>
      </div>
    );
  }

  const invoice = proforma.data;
  const date = (iso: string) => formatDate(iso, timeZone);
  const { buyer, bank } = invoice;

  return (
    <>
      <div className="proforma-tools no-print">
        {invoice.checkoutId ? (
          <a href={`/order-success?checkout=${encodeURIComponent(invoice.checkoutId)}`}>Back to your purchase</a>
        ) : (
          <a href={`/procurement/my-orders?order=${encodeURIComponent(invoice.orders[0]!.orderId)}`}>Back to your order</a>
        )}
        <button type="button" className="button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
      </div>
      <article className="card invoice" aria-labelledby="invoice-title">
        <header className="invoice-head">
          <div>
            <p className="muted small">ChemMarket Africa</p>
            <h2 id="invoice-title">Proforma invoice</h2>
          </div>
          <dl className="facts">
            <dt>Issued</dt>
            <dd>{date(invoice.issuedAt)}</dd>
            <dt>Pay by</dt>
            <dd>
              <strong>{date(invoice.dueAt)}</strong>
            </dd>
            <dt>Payment</dt>
            <dd>Bank transfer</dd>
            {invoice.checkoutId && (
              <>
                <dt>Purchase</dt>
                <dd className="small">{invoice.checkoutId}</dd>
              </>
            )}
          </dl>
        </header>

        <div className="invoice-parties">
          <section aria-labelledby="bill-to">
            <h3 id="bill-to">Bill to</h3>
            {buyer.companyName && (
              <p>
                <strong>{buyer.companyName}</strong>
              </p>
            )}
            <p>{buyer.name}</p>
            <p className="muted">{buyer.email}</p>
          </section>
          <section aria-labelledby="ship-to">
            <h3 id="ship-to">Deliver to</h3>
            <AddressLines address={invoice.shippingAddress} />
          </section>
        </div>

        <section className="invoice-bank" aria-labelledby="pay-into">
          <h3 id="pay-into">Pay into</h3>
          <dl className="facts">
            <dt>Account name</dt>
            <dd>{bank.accountName}</dd>
            <dt>Bank</dt>
            <dd>{bank.bankName}</dd>
            <dt>Account number</dt>
            <dd>
              <strong className="order-number">{bank.accountNumber}</strong>
            </dd>
            <dt>Amount due</dt>
            <dd>
              <strong className="money">{formatMoney(invoice.amountDueMinor, invoice.currency)}</strong>
            </dd>
          </dl>
          <p className="small">
            Make one transfer per order and write its payment reference in the transfer&rsquo;s description, so each seller can match your
            money.
          </p>
        </section>

        {invoice.orders.map((order) => (
          <InvoiceOrder key={order.orderId} order={order} />
        ))}

        <div>
          <p className="invoice-total">
            <span>Total</span> <span className="money">{formatMoney(invoice.totalMinor, invoice.currency)}</span>
          </p>
          {invoice.amountDueMinor !== invoice.totalMinor && (
            <p className="invoice-total small-total">
              <span>Still to pay</span> <span className="money">{formatMoney(invoice.amountDueMinor, invoice.currency)}</span>
            </p>
          )}
        </div>

        <footer className="invoice-notes">
          <p>This proforma invoice is a request for payment, not a tax invoice. Each seller issues their own invoice with the goods.</p>
          <p>Prices exclude VAT and delivery unless the seller confirmed them with the order. Payment is due by {date(invoice.dueAt)}.</p>
        </footer>
      </article>
    </>
  );
}

export default withErrorBoundary(Proforma);
