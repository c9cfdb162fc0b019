/**
 * Checkout's summary: the order each seller gets, the total, where it goes, why the gateway refused
 * (beside the lines it named), and "Place order".
 */
import { useEffect, useRef } from 'react';
import type { PaymentMethodName, PricedCart, ShippingAddress } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { groupBySeller } from '../shared/commerce/group-by-seller.ts';
import { CampaignNote, UnitPrice } from '../shared/commerce/CampaignPrice.tsx';
import type { PlaceFailure } from './use-place-order.ts';

interface CheckoutSummaryProps {
  cart: PricedCart;
  chosen: ShippingAddress | null;
  method: PaymentMethodName;
  placing: boolean;
  failure: PlaceFailure | null;
  onPlace: () => void;
}

export function CheckoutSummary({ cart, chosen, method, placing, failure, onPlace }: CheckoutSummaryProps) {
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const groups = groupBySeller(cart.lines);
  const blocked = cart.lines.some((l) => l.problem || !l.available);

  return (
    <aside className="card checkout-summary" aria-labelledby="order-title">
      <h2 id="order-title">Your order</h2>
      {groups.length > 1 && <p className="small muted">Your cart becomes {groups.length} orders, one for each seller.</p>}
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
          <p className="summary-subtotal small">
            <span>Subtotal</span>{' '}
            <span className="money">
              {formatMoney(
                group.lines.reduce((sum, l) => sum + l.lineTotalMinor, 0),
                cart.currency,
              )}
            </span>
          </p>
        </section>
      ))}
      <p className="summary-grand">
        <span>Total</span> <span className="money">{formatMoney(cart.totalMinor, cart.currency)}</span>
      </p>
      <p className="small muted">Excludes VAT and delivery, which each seller confirms with the order.</p>
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
      {blocked ? (
        <>
          <button type="button" className="button checkout-button" disabled aria-describedby="place-blocked">
            Place order
          </button>
          <p id="place-blocked" className="small line-problem">
            Some lines cannot be ordered as they are. <a href="/cart">Fix them in your cart</a>.
          </p>
        </>
      ) : (
        <button
          type="button"
          className="button checkout-button"
          aria-disabled={placing || undefined}
          aria-busy={placing || undefined}
          onClick={onPlace}
        >
          {placing
            ? 'Placing your order…'
            : method !== 'bank-transfer'
              ? `Place order and pay ${formatMoney(cart.totalMinor, cart.currency)}`
              : 'Place order'}
        </button>
      )}
      <a className="small back-to-cart" href="/cart">
        Back to cart
      </a>
    </aside>
  );
}
