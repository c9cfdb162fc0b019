/**
 * Checkout's summary: the order each seller gets as the gateway priced it (lines with their VAT,
 * the subtotal, VAT by rate, delivery and its VAT, the order's total), the total to pay, where it
 * goes, why the gateway refused (beside the lines it named), and "Place order". Every amount is the
 * gateway's preview; while it comes, the lines show without amounts.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { CheckoutPreview, PaymentMethodName, PricedCart, ShippingAddress } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { groupBySeller } from '../shared/commerce/group-by-seller.ts';
import { CampaignNote, UnitPrice } from '../shared/commerce/CampaignPrice.tsx';
import type { PlaceFailure } from './use-place-order.ts';

interface CheckoutSummaryProps {
  cart: PricedCart;
  /** The gateway's pricing for the chosen address and delivery; undefined while it comes. */
  preview: CheckoutPreview | undefined;
  /** The gateway is pricing a change (an address, a delivery option, the cart): the button waits for it. */
  pricing: boolean;
  /** Why the gateway will not price the purchase as it stands (the delivery step says what to do), or null. */
  refused: string | null;
  chosen: ShippingAddress | null;
  method: PaymentMethodName;
  placing: boolean;
  failure: PlaceFailure | null;
  onPlace: () => void;
}

// The figures of a priced order load with the first preview: until it comes there are none to show.
const SellerTotals = lazy(() => import('./PricedFigures.tsx').then((m) => ({ default: m.SellerTotals })));
const LineVat = lazy(() => import('./PricedFigures.tsx').then((m) => ({ default: m.LineVat })));

export function CheckoutSummary({ cart, preview, pricing, refused, chosen, method, placing, failure, onPlace }: CheckoutSummaryProps) {
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const groups = groupBySeller(cart.lines);
  const blocked = cart.lines.some((l) => l.problem || !l.available);
  const sellerProblem = refused ?? preview?.sellers.find((s) => s.problem)?.problem ?? null;
  const orders = preview ? preview.sellers.reduce((sum, s) => sum + Math.max(1, s.deliveries.length), 0) : groups.length;
  const sellerOf = (id: number) => preview?.sellers.find((s) => s.supplier.id === id);
  /** A line's VAT as the gateway priced it, once it has. */
  const vatOf = (packageId: number) => {
    const seller = preview?.sellers.find((s) => s.lines.some((l) => l.packageId === packageId));
    const line = seller?.lines.find((l) => l.packageId === packageId);
    return seller && line ? <LineVat line={line} currency={seller.currency} /> : null;
  };

  return (
    <aside className="card checkout-summary" aria-labelledby="order-title">
      <h2 id="order-title">Your order</h2>
      {orders > 1 && (
        <p className="small muted">
          Your cart becomes {orders} orders, one for each {orders > groups.length ? 'delivery' : 'seller'}.
        </p>
      )}
      {groups.map((group, index) => (
        <section key={group.supplier.id} className="summary-order" aria-label={`Order ${index + 1}: ${group.supplier.name}`}>
          <h3 className="small">Sold by {group.supplier.name}</h3>
          <ul className="summary-lines">
            {group.lines.map((line) => {
              const problems = [
                line.problem ?? (line.available ? null : 'No longer sold'),
                ...(failure?.byLine.get(line.packageId) ?? []),
              ].filter(Boolean);
              return (
                <li key={line.packageId}>
                  <span className="summary-line-name">
                    {line.productName}
                    <span className="muted small">
                      {' '}
                      · {line.packageLabel} × {line.quantity}
                    </span>
                  </span>
                  <span className="money">{formatMoney(line.lineTotalMinor, line.currency)}</span>
                  <Suspense fallback={null}>{vatOf(line.packageId)}</Suspense>
                  {line.campaign && line.listUnitPriceMinor > line.unitPriceMinor && (
                    <span className="summary-line-campaign small">
                      <UnitPrice priceMinor={line.unitPriceMinor} listMinor={line.listUnitPriceMinor} currency={line.currency} /> each{' '}
                      <CampaignNote campaign={line.campaign} />
                    </span>
                  )}
                  {problems.length > 0 && <span className="line-problem small">{[...new Set(problems)].join(' ')}</span>}
                </li>
              );
            })}
          </ul>
          <Suspense fallback={<p className="small muted">Pricing VAT and delivery…</p>}>
            {sellerOf(group.supplier.id) ? (
              <SellerTotals seller={sellerOf(group.supplier.id)!} />
            ) : (
              <p className="small muted">Pricing VAT and delivery…</p>
            )}
          </Suspense>
        </section>
      ))}
      <p className="summary-grand">
        <span>Total to pay</span>{' '}
        <span className="money" data-testid="checkout-total">
          {preview ? formatMoney(preview.totalMinor, preview.currency) : '…'}
        </span>
      </p>
      <p className="small muted">Including VAT and delivery, as each seller's invoice will show them.</p>
      {chosen && (
        <p className="small deliver-to">
          Delivering to <strong>{chosen.label}</strong>, {chosen.city}
        </p>
      )}
      {failure && (
        <div className="cart-alert" role="alert" tabIndex={-1} ref={failureRef}>
          <p>{failure.message}</p>
          {failure.general.length > 0 && (
            <ul>
              {failure.general.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {blocked || sellerProblem ? (
        <>
          <button type="button" className="button checkout-button" disabled aria-describedby="place-blocked">
            Place order
          </button>
          <p id="place-blocked" className="small line-problem">
            {blocked ? (
              <>
                Some lines cannot be ordered as they are. <a href="/cart">Fix them in your cart</a>.
              </>
            ) : (
              sellerProblem
            )}
          </p>
        </>
      ) : (
        <button
          type="button"
          className="button checkout-button"
          aria-disabled={placing || undefined}
          disabled={chosen !== null && (!preview || pricing)}
          aria-busy={placing || undefined}
          onClick={onPlace}
        >
          {placing
            ? 'Placing your order…'
            : !preview
              ? chosen
                ? 'Pricing your order…'
                : 'Place order'
              : method !== 'bank-transfer'
                ? `Place order and pay ${formatMoney(preview.totalMinor, preview.currency)}`
                : `Place order · ${formatMoney(preview.totalMinor, preview.currency)}`}
        </button>
      )}
      <a className="small back-to-cart" href="/cart">
        Back to cart
      </a>
    </aside>
  );
}
