/**
 * /cart: the cart as the gateway prices it now (POST /v1/shoppingcart/price for a visitor, the
 * server cart when signed in), grouped by seller. Quantities change at once and are priced again;
 * a changed price is said out loud and stored; a line that cannot be bought as it is says why and
 * holds back the checkout.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { PricedCart } from '../../contracts/commerce.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { supplierPath } from '../../contracts/urls.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import {
  $cart, $serverCart, adoptPrices, cartIsSaving, clearCart, loadServerCart, removeFromCart, updateQuantity, withoutLine, type PriceChange,
} from '../../lib/cart.ts';
import { formatMoney } from '../../contracts/money.ts';
import { formatNumber } from '../../contracts/format.ts';
import { $loggedUser } from '../../lib/session.ts';
import { groupBySeller } from './group-by-seller.ts';
import { PriceNotices } from './PriceNotices.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';
import './cart.css';
import './cart-page.css';

const EMPTY: PricedCart = { lines: [], totalMinor: 0, currency: 'NGN', count: 0 };
const REPRICE_DELAY_MS = 300;

/** Keeps the first "from" and the latest "to" of each package. */
function mergeChanges(known: PriceChange[], fresh: PriceChange[]): PriceChange[] {
  const merged = new Map(known.map((c) => [c.packageId, c]));
  for (const change of fresh) {
    const before = merged.get(change.packageId);
    merged.set(change.packageId, before ? { ...change, from: before.from } : change);
  }
  return [...merged.values()].filter((c) => c.from !== c.to);
}

function CartApp() {
  const user = useStore($loggedUser);
  const items = useStore($cart);
  const server = useStore($serverCart);
  const [visitorCart, setVisitorCart] = useState<PricedCart | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [changes, setChanges] = useState<PriceChange[]>([]);
  const [dropped, setDropped] = useState(0);
  const [status, setStatus] = useState('');
  const [confirmingClear, setConfirmingClear] = useState(false);
  const focusNext = useRef<string | null>(null);

  const signedIn = user !== null;
  const quantityKey = items.map((i) => `${i.packageId}x${i.quantity}`).join(',');
  const idKey = items.map((i) => i.packageId).sort((a, b) => a - b).join(',');

  // Signed in: the server cart (merged with this browser's cart the first time after sign-in).
  useEffect(() => {
    if (!signedIn) return;
    setFailure(null);
    loadServerCart().catch((error) => setFailure(errorMessage(error)));
  }, [signedIn, attempt]);

  // Signed in: another tab changed the cart; read the server cart again once nothing is on its way.
  useEffect(() => {
    if (!signedIn || !server) return;
    const serverIds = server.lines.map((l) => l.packageId).sort((a, b) => a - b).join(',');
    if (serverIds === idKey) return;
    const timer = setTimeout(() => { if (!cartIsSaving()) void loadServerCart().catch(() => {}); }, REPRICE_DELAY_MS * 2);
    return () => clearTimeout(timer);
  }, [signedIn, server, idKey]);

  // Signed out: price the browser cart after each change of lines or quantities (a burst of
  // clicks is priced once).
  useEffect(() => {
    if (signedIn) return;
    const lines = $cart.get().map(({ packageId, quantity }) => ({ packageId, quantity }));
    if (lines.length === 0) {
      setVisitorCart(EMPTY);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<Envelope<PricedCart>>('/v1/shoppingcart/price', { method: 'POST', body: { items: lines }, signal: controller.signal }).then(
        (response) => {
          const priced = response.data;
          const known = new Set(priced.lines.map((l) => l.packageId));
          const gone = $cart.get().filter((item) => !known.has(item.packageId));
          if (gone.length) {
            $cart.set(gone.reduce((rest, item) => withoutLine(rest, item.packageId), $cart.get()));
            setDropped((n) => n + gone.length);
          }
          setFailure(null);
          setVisitorCart(priced);
        },
        (error) => { if (!controller.signal.aborted) setFailure(errorMessage(error)); },
      );
    }, visitorCart ? REPRICE_DELAY_MS : 0);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [signedIn, quantityKey, attempt]);

  const priced = signedIn ? server : visitorCart;

  // Whatever the gateway answered: prices that changed are stored and said.
  useEffect(() => {
    if (!priced) return;
    const fresh = adoptPrices(priced);
    if (fresh.length) setChanges((known) => mergeChanges(known, fresh));
  }, [priced]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const quantities = new Map(items.map((i) => [i.packageId, i.quantity]));
  const lines = (priced?.lines ?? []).filter((l) => quantities.has(l.packageId)).map((l) => {
    const quantity = quantities.get(l.packageId)!;
    const settled = quantity === l.quantity;
    return { ...l, quantity, settled, lineTotalMinor: l.unitPriceMinor * quantity, problem: settled ? l.problem ?? (l.available ? null : 'No longer sold') : null };
  });
  const currency = priced?.currency ?? 'NGN';
  const total = lines.reduce((sum, l) => sum + (l.available ? l.lineTotalMinor : 0), 0);
  const packages = lines.reduce((sum, l) => sum + l.quantity, 0);
  const updating = lines.some((l) => !l.settled) || lines.length < items.length;
  const problems = lines.filter((l) => l.problem).length;

  async function changeQuantity(packageId: number, name: string, quantity: number) {
    setStatus(`${name}: ${formatNumber(quantity)} ${quantity === 1 ? 'package' : 'packages'}.`);
    await updateQuantity(packageId, quantity);
  }

  async function remove(packageId: number, name: string) {
    const index = lines.findIndex((l) => l.packageId === packageId);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    focusNext.current = neighbour ? `qty-${neighbour.packageId}` : 'cart-title';
    setStatus(`Removed ${name} from your cart.`);
    await removeFromCart(packageId);
  }

  async function emptyCart() {
    setConfirmingClear(false);
    focusNext.current = 'cart-title';
    setStatus('Your cart is now empty.');
    await clearCart();
  }

  const live = <p className="visually-hidden" role="status" aria-live="polite">{status}</p>;

  if (failure && !priced) {
    return (
      <div className="cart-app">
        {live}
        <div className="card cart-message" role="alert">
          <p>We could not load your cart: {failure}</p>
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
        </div>
      </div>
    );
  }

  if (!priced || (lines.length === 0 && items.length > 0)) {
    return (
      <div className="cart-app" aria-busy="true">
        {live}
        <p className="visually-hidden">Loading your cart…</p>
        <div className="cart-layout">
          <div className="cart-groups">{[0, 1].map((n) => <div key={n} className="card cart-skeleton" />)}</div>
          <div className="card cart-skeleton short" />
        </div>
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="cart-app">
        {live}
        <PriceNotices changes={[]} dropped={dropped} onDismiss={() => setDropped(0)} />
        <div className="card cart-empty">
          <svg aria-hidden="true" focusable="false" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round"><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /><path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.4-1.1L22 7H6.2" /></svg>
          <h2>Your cart is empty</h2>
          <p className="muted">Find chemicals and raw materials by market, compare packages and prices, and add what you need.</p>
          <a className="button" href="/markets">Browse markets</a>
        </div>
      </div>
    );
  }

  return (
    <div className="cart-app">
      {live}
      <PriceNotices changes={changes} dropped={dropped} onDismiss={() => { setChanges([]); setDropped(0); }} />
      {failure && <div className="cart-alert" role="alert">The cart could not be brought up to date: {failure} <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>Try again</button></div>}
      <div className="cart-layout">
        <div className="cart-groups">
          {groupBySeller(lines).map((group) => {
            const subtotal = group.lines.reduce((sum, l) => sum + (l.available ? l.lineTotalMinor : 0), 0);
            return (
              <section key={group.supplier.id} className="card cart-group" aria-labelledby={`seller-${group.supplier.id}`}>
                <header className="cart-group-head">
                  <h2 id={`seller-${group.supplier.id}`}><span className="muted small">Sold by</span> <a href={supplierPath(group.supplier.slug)}>{group.supplier.name}</a></h2>
                  <p className="small muted">Subtotal <strong className="money">{formatMoney(subtotal, currency)}</strong></p>
                </header>
                <ul className="cart-lines">
                  {group.lines.map((line) => {
                    const name = `${line.productName}, ${line.packageLabel}`;
                    const problemId = `problem-${line.packageId}`;
                    return (
                      <li key={line.packageId} className={`cart-line${line.problem ? ' has-problem' : ''}`}>
                        <div className="line-media">
                          {line.imageUrl ? <img src={line.imageUrl} alt="" width="72" height="72" loading="lazy" /> : <span className="line-placeholder" aria-hidden="true" />}
                        </div>
                        <div className="line-info">
                          <h3 className="line-name"><a href={line.productUrl}>{line.productName}</a></h3>
                          <p className="small muted">{line.packageLabel} · {formatMoney(line.unitPriceMinor, line.currency)} per package</p>
                          {line.problem && <p id={problemId} className="line-problem small"><span className="badge danger">Cannot be ordered</span> {line.problem}</p>}
                        </div>
                        <div className="line-quantity">
                          <QuantityStepper id={`qty-${line.packageId}`} name={name} value={line.quantity}
                            min={Math.min(line.minQuantity, line.quantity)} max={Math.max(line.stock, 1)} disabled={!line.available || line.stock < 1}
                            describedBy={line.problem ? problemId : undefined}
                            onChange={(quantity) => void changeQuantity(line.packageId, name, quantity)} />
                          {line.minQuantity > 1 && <p className="small muted">Minimum {line.minQuantity}</p>}
                        </div>
                        <p className="line-total money"><span className="visually-hidden">Line total: </span>{formatMoney(line.lineTotalMinor, line.currency)}</p>
                        <button type="button" className="link-button line-remove" onClick={() => void remove(line.packageId, name)}>
                          Remove<span className="visually-hidden">: {name}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
          <div className="cart-tools">
            <a href="/markets">Continue shopping</a>
            {confirmingClear ? (
              <span className="confirm-clear" role="group" aria-label="Empty the cart">
                <span>Remove every package?</span>
                <button type="button" className="button secondary compact" onClick={() => void emptyCart()}>Yes, empty the cart</button>
                <button type="button" className="button secondary compact" onClick={() => setConfirmingClear(false)}>Keep them</button>
              </span>
            ) : (
              <button type="button" className="link-button" onClick={() => setConfirmingClear(true)}>Empty the cart</button>
            )}
          </div>
        </div>

        <aside className="card cart-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">Order summary</h2>
          <dl className="summary-rows">
            <div><dt>Packages</dt><dd>{formatNumber(packages)}</dd></div>
            <div><dt>Sellers</dt><dd>{groupBySeller(lines).length}</dd></div>
            <div className="summary-total"><dt>Total</dt><dd className="money">{formatMoney(total, currency)}</dd></div>
          </dl>
          <p className="small muted">Prices exclude VAT and delivery, which each seller confirms with the order. You pay each seller for their own order.</p>
          {problems > 0 ? (
            <>
              <button type="button" className="button checkout-button" disabled aria-describedby="checkout-blocked">Proceed to checkout</button>
              <p id="checkout-blocked" className="small line-problem">{problems === 1 ? 'One line cannot be ordered as it is' : `${problems} lines cannot be ordered as they are`}: change the quantity or remove {problems === 1 ? 'it' : 'them'} first.</p>
            </>
          ) : updating ? (
            <button type="button" className="button checkout-button" disabled>Updating prices…</button>
          ) : (
            <a className="button checkout-button" href="/checkout">Proceed to checkout</a>
          )}
          <p className="small muted secure-note">
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><rect x="4" y="11" width="16" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></svg>
            Secure checkout: pay by bank transfer against a proforma invoice, or by card when offered.
          </p>
        </aside>
      </div>
    </div>
  );
}

export default withErrorBoundary(CartApp);
