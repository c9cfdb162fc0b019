/**
 * /checkout: a signed-out buyer goes to sign in first (and comes back here). Then: where to
 * deliver (saved addresses, the default chosen, or a new one added here), how to pay (bank transfer,
 * or card when the gateway offers it), the order per seller, and "Place order", which sends
 * confirm-purchase once per attempt (the same Idempotency-Key on a retry).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { PaymentMethodName, PurchaseResult, ShippingAddress } from '../../contracts/commerce.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { $serverCart, adoptPrices, forgetCart, loadServerCart, type PriceChange } from '../../lib/cart.ts';
import { formatMoney } from '../../contracts/money.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { $loggedUser } from '../../lib/session.ts';
import { groupBySeller } from '../cart/group-by-seller.ts';
import { PriceNotices } from '../cart/PriceNotices.tsx';
import { AddressForm } from './AddressForm.tsx';
import { AddressLines } from './AddressLines.tsx';
import type { PaymentsConfig } from '../../contracts/payments.ts';
import { payByCard } from './card-payment.ts';
import { checkoutAttemptKey, endCheckoutAttempt } from './idempotency-key.ts';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';
import '../cart/cart-page.css';
import './checkout.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/**
 * The gateway's field errors: `items.{index}.{field}` names a line of the cart that was bought (in
 * cart order) and goes beside it; anything else is listed under the message, unless it repeats it.
 */
function splitErrors(error: unknown, packageIds: number[], message: string): { byLine: Map<number, string[]>; general: string[] } {
  const fields = (error as { data?: { errors?: Record<string, string[]> | null } }).data?.errors ?? {};
  const byLine = new Map<number, string[]>();
  const general: string[] = [];
  for (const [key, messages] of Object.entries(fields)) {
    const index = /^items\.(\d+)\./.exec(key)?.[1];
    const id = index === undefined ? undefined : packageIds[Number(index)];
    if (id !== undefined) byLine.set(id, [...(byLine.get(id) ?? []), ...messages]);
    else general.push(...messages.filter((m) => !message.toLowerCase().includes(m.toLowerCase())));
  }
  return { byLine, general };
}

function CheckoutApp() {
  const user = useStore($loggedUser);
  const cart = useStore($serverCart);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [addresses, setAddresses] = useState<ShippingAddress[]>([]);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [config, setConfig] = useState<PaymentsConfig | null>(null);
  const [method, setMethod] = useState<PaymentMethodName>('bank-transfer');
  const [changes, setChanges] = useState<PriceChange[]>([]);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<{ message: string; general: string[]; byLine: Map<number, string[]> } | null>(null);
  const [status, setStatus] = useState('');
  const failureRef = useRef<HTMLDivElement>(null);
  const addressSection = useRef<HTMLElement>(null);

  // spec §2: checkout asks a signed-out buyer to sign in and brings them back here.
  useEffect(() => {
    if (!$loggedUser.get()) location.replace(loginAddress({ redirectedFrom: '/checkout' }));
  }, []);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setLoad({ status: 'loading' });
    Promise.all([
      loadServerCart(),
      api<Envelope<ShippingAddress[]>>('/v1/shippingaddress/get-all'),
      api<Envelope<PaymentsConfig>>('/v1/payments/config').then((r) => r.data, () => ({ cardEnabled: false, publicKey: null })),
    ]).then(([, saved, payments]) => {
      if (!live) return;
      setAddresses(saved.data);
      setAddressId((current) => current ?? (saved.data.find((a) => a.isDefault) ?? saved.data[0])?.id ?? null);
      setAdding(saved.data.length === 0);
      setConfig(payments);
      setLoad({ status: 'ready' });
    }, (error) => { if (live) setLoad({ status: 'error', message: errorMessage(error) }); });
    return () => { live = false; };
  }, [user?.id, attempt]);

  useEffect(() => {
    if (!cart) return;
    const fresh = adoptPrices(cart);
    if (fresh.length) setChanges((known) => [...known.filter((k) => !fresh.some((f) => f.packageId === k.packageId)), ...fresh]);
  }, [cart]);

  useEffect(() => { if (failure) failureRef.current?.focus(); }, [failure]);

  if (!user) return <p className="muted">Taking you to sign in…</p>;
  if (load.status === 'error') {
    return (
      <div className="card cart-message" role="alert">
        <p>We could not prepare your checkout: {load.message}</p>
        <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
      </div>
    );
  }
  if (load.status === 'loading' || !cart) {
    return (
      <div className="checkout-layout" aria-busy="true">
        <p className="visually-hidden">Preparing your checkout…</p>
        <div className="checkout-steps"><div className="card cart-skeleton" /><div className="card cart-skeleton" /></div>
        <div className="card cart-skeleton short" />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="card cart-empty">
        <h2>Your cart is empty</h2>
        <p className="muted">There is nothing to check out yet. Add packages from any product page.</p>
        <a className="button" href="/markets">Browse markets</a>
      </div>
    );
  }

  const groups = groupBySeller(cart.lines);
  const problems = cart.lines.filter((l) => l.problem || !l.available);
  const chosen = addresses.find((a) => a.id === addressId) ?? null;

  function onAddressSaved(address: ShippingAddress) {
    setAddresses((list) => [address, ...list.filter((a) => a.id !== address.id).map((a) => (address.isDefault ? { ...a, isDefault: false } : a))]);
    setAddressId(address.id);
    setAdding(false);
    setStatus(`Saved ${address.label}; your order goes there.`);
  }

  async function placeOrder() {
    if (placing) return;
    if (!chosen) {
      setFailure({ message: 'Choose where to deliver the order, or add an address.', general: [], byLine: new Map() });
      addressSection.current?.focus();
      return;
    }
    setPlacing(true);
    setFailure(null);
    try {
      const response = await api<Envelope<PurchaseResult>>('/v1/shoppingcart/confirm-purchase', {
        method: 'POST',
        headers: { 'Idempotency-Key': checkoutAttemptKey() },
        body: { shippingAddressId: chosen.id, paymentMethod: method },
      });
      endCheckoutAttempt();
      forgetCart();
      const result = response.data;
      const next = `/order-success?checkout=${encodeURIComponent(result.checkoutId)}`;
      if (result.paymentMethod === 'card' && result.payment) await payByCard(result.payment, config, next);
      else location.assign(next);
    } catch (error) {
      const message = errorMessage(error);
      const { byLine, general } = splitErrors(error, cart!.lines.map((l) => l.packageId), message);
      setFailure({ message, general, byLine });
      setPlacing(false);
      // The cart as it stands now: stock, prices and minimums may have moved.
      void loadServerCart().catch(() => {});
    }
  }

  return (
    <div className="checkout-app">
      <p className="visually-hidden" role="status">{status}</p>
      <PriceNotices changes={changes} onDismiss={() => setChanges([])} />
      <div className="checkout-layout">
        <div className="checkout-steps">
          <section className="card checkout-step" aria-labelledby="address-title" ref={addressSection} tabIndex={-1}>
            <h2 id="address-title"><span className="step-number" aria-hidden="true">1</span> Delivery address</h2>
            {addresses.length > 0 && (
              <fieldset className="choice-cards">
                <legend className="visually-hidden">Deliver to</legend>
                {addresses.map((address) => (
                  <label key={address.id} className="choice-card">
                    <input type="radio" name="shipping-address" value={address.id} checked={address.id === addressId}
                      onChange={() => setAddressId(address.id)} />
                    <span className="choice-body">
                      <span className="choice-title">{address.label} {address.isDefault && <span className="badge">Default</span>}</span>
                      <AddressLines address={address} />
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            {adding ? (
              <div className="inline-address">
                <h3>{addresses.length ? 'New address' : 'Where should the sellers deliver?'}</h3>
                <AddressForm idPrefix="checkout-address" defaultChecked={addresses.length === 0} submitLabel="Save and deliver here"
                  onSaved={onAddressSaved} {...(addresses.length ? { onCancel: () => setAdding(false) } : {})} />
              </div>
            ) : (
              <button type="button" className="button secondary compact" onClick={() => setAdding(true)}>Add a new address</button>
            )}
          </section>

          <section className="card checkout-step" aria-labelledby="payment-title">
            <h2 id="payment-title"><span className="step-number" aria-hidden="true">2</span> Payment</h2>
            <fieldset className="choice-cards">
              <legend className="visually-hidden">Pay by</legend>
              <label className="choice-card">
                <input type="radio" name="payment-method" value="bank-transfer" checked={method === 'bank-transfer'} onChange={() => setMethod('bank-transfer')} />
                <span className="choice-body">
                  <span className="choice-title">Bank transfer</span>
                  <span className="small muted">You get a proforma invoice with the bank details and a reference for each order. The seller ships once the money arrives.</span>
                </span>
              </label>
              {config?.cardEnabled && (
                <label className="choice-card">
                  <input type="radio" name="payment-method" value="card" checked={method === 'card'} onChange={() => setMethod('card')} />
                  <span className="choice-body">
                    <span className="choice-title">Card</span>
                    <span className="small muted">Pay now with a debit or credit card through Paystack. Your card details never reach us.</span>
                  </span>
                </label>
              )}
            </fieldset>
          </section>
        </div>

        <aside className="card checkout-summary" aria-labelledby="order-title">
          <h2 id="order-title">Your order</h2>
          {groups.length > 1 && <p className="small muted">Your cart becomes {groups.length} orders, one for each seller.</p>}
          {groups.map((group, index) => {
            const subtotal = group.lines.reduce((sum, l) => sum + l.lineTotalMinor, 0);
            return (
              <section key={group.supplier.id} className="summary-order" aria-label={`Order ${index + 1}: ${group.supplier.name}`}>
                <h3 className="small">Sold by {group.supplier.name}</h3>
                <ul className="summary-lines">
                  {group.lines.map((line) => {
                    const lineErrors = failure?.byLine.get(line.packageId) ?? [];
                    const problem = line.problem ?? (line.available ? null : 'No longer sold');
                    return (
                      <li key={line.packageId}>
                        <span className="summary-line-name">{line.productName}<span className="muted small"> · {line.packageLabel} × {line.quantity}</span></span>
                        <span className="money">{formatMoney(line.lineTotalMinor, line.currency)}</span>
                        {(problem || lineErrors.length > 0) && (
                          <span className="line-problem small">{[...new Set([problem, ...lineErrors].filter(Boolean))].join(" ")}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <p className="summary-subtotal small"><span>Subtotal</span> <span className="money">{formatMoney(subtotal, cart.currency)}</span></p>
              </section>
            );
          })}
          <p className="summary-grand"><span>Total</span> <span className="money">{formatMoney(cart.totalMinor, cart.currency)}</span></p>
          <p className="small muted">Excludes VAT and delivery, which each seller confirms with the order.</p>
          {chosen && <p className="small deliver-to">Delivering to <strong>{chosen.label}</strong>, {chosen.city}</p>}
          {failure && (
            <div className="cart-alert" role="alert" tabIndex={-1} ref={failureRef}>
              <p>{failure.message}</p>
              {failure.general.length > 0 && <ul>{failure.general.map((m) => <li key={m}>{m}</li>)}</ul>}
            </div>
          )}
          {problems.length > 0 ? (
            <>
              <button type="button" className="button checkout-button" disabled aria-describedby="place-blocked">Place order</button>
              <p id="place-blocked" className="small line-problem">Some lines cannot be ordered as they are. <a href="/cart">Fix them in your cart</a>.</p>
            </>
          ) : (
            <button type="button" className="button checkout-button" aria-disabled={placing || undefined} aria-busy={placing || undefined}
              onClick={() => void placeOrder()}>
              {placing ? 'Placing your order…' : method === 'card' ? `Place order and pay ${formatMoney(cart.totalMinor, cart.currency)}` : 'Place order'}
            </button>
          )}
          <a className="small back-to-cart" href="/cart">Back to cart</a>
        </aside>
      </div>
    </div>
  );
}

export default withErrorBoundary(CheckoutApp);
