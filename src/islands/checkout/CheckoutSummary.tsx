/**
 * Checkout's summary: the order each seller gets as the gateway priced it (lines with their VAT,
 * the subtotal, VAT by rate, delivery and its VAT, the order's total), the total to pay, where it
 * goes, why the gateway refused (beside the lines it named), and "Place order". Every amount is the
 * gateway's preview; while it comes, the lines show without amounts.
 */
import { useEffect, useRef } from 'react';
import type { CheckoutPreview, PaymentMethodName, PricedCart, ShippingAddress } from '../../contracts/commerce.ts';
import { ratePercent } from '../../contracts/format.ts';
import { formatMoney } from '../../contracts/money.ts';
import { groupBySeller } from '../shared/commerce/group-by-seller.ts';
import { CampaignNote, UnitPrice } from '../shared/commerce/CampaignPrice.tsx';
import type { PlaceFailure } from './use-place-order.ts';

type PreviewSeller = CheckoutPreview['sellers'][number];

interface CheckoutSummaryProps {
  cart: PricedCart;
  /** The gateway's pricing for the chosen address and delivery; undefined while it comes. */
  preview: CheckoutPreview | undefined;
  /** The gateway is pricing a change (an address, a delivery option, the cart): the button waits for it. */
  pricing: boolean;
  chosen: ShippingAddress | null;
  method: PaymentMethodName;
  placing: boolean;
  failure: PlaceFailure | null;
  onPlace: () => void;
}

/** The VAT of a seller's goods by rate: the gateway's own figure when one rate applies, its lines' VAT gathered by rate when several do. */
function vatByRate(seller: PreviewSeller): { rateBps: number; vatMinor: number }[] {
  const rates = [...new Set(seller.lines.map((l) => l.vatRateBps))].sort((a, b) => b - a);
  if (rates.length <= 1) return [{ rateBps: rates[0] ?? 0, vatMinor: seller.goodsVatMinor }];
  return rates.map((rateBps) => ({
    rateBps,
    vatMinor: seller.lines.filter((l) => l.vatRateBps === rateBps).reduce((sum, l) => sum + l.vatMinor, 0),
  }));
}

const VAT_WORD: Record<string, string> = { 'zero-rated': 'zero-rated', exempt: 'VAT exempt' };

function SellerTotals({ seller }: { seller: PreviewSeller }) {
  const money = (minor: number) => formatMoney(minor, seller.currency);
  return (
    <dl className="summary-totals small">
      <div>
        <dt>Subtotal</dt>
        <dd className="money">{money(seller.subtotalMinor)}</dd>
      </div>
      {vatByRate(seller).map((v) => (
        <div key={v.rateBps}>
          <dt>VAT {ratePercent(v.rateBps)}</dt>
          <dd className="money">{money(v.vatMinor)}</dd>
        </div>
      ))}
      {seller.delivery && (
        <div>
          <dt>
            Delivery <span className="muted">· {seller.delivery.label}</span>
          </dt>
          <dd className="money">{seller.delivery.kind === 'quoted' ? 'Quoted later' : money(seller.deliveryMinor)}</dd>
        </div>
      )}
      {seller.deliveryVatMinor > 0 && (
        <div>
          <dt>VAT on delivery {ratePercent(seller.delivery?.vatRateBps ?? 0)}</dt>
          <dd className="money">{money(seller.deliveryVatMinor)}</dd>
        </div>
      )}
      <div className="summary-order-total">
        <dt>Order total</dt>
        <dd className="money">{money(seller.totalMinor)}</dd>
      </div>
    </dl>
  );
}

export function CheckoutSummary({ cart, preview, pricing, chosen, method, placing, failure, onPlace }: CheckoutSummaryProps) {
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const groups = groupBySeller(cart.lines);
  const blocked = cart.lines.some((l) => l.problem || !l.available);
  const sellerProblem = preview?.sellers.find((s) => s.problem)?.problem ?? null;
  const sellerOf = (id: number) => preview?.sellers.find((s) => s.supplier.id === id);
  /** A line's VAT as the gateway priced it: its rate and amount, or how the product is treated. */
  const vatOf = (packageId: number) => {
    const seller = preview?.sellers.find((s) => s.lines.some((l) => l.packageId === packageId));
    const line = seller?.lines.find((l) => l.packageId === packageId);
    if (!seller || !line) return null;
    return (
      <span className="summary-line-vat small muted">
        {line.vatTreatment === 'standard' && line.vatRateBps > 0
          ? `+ VAT ${ratePercent(line.vatRateBps)} ${formatMoney(line.vatMinor, seller.currency)}`
          : (VAT_WORD[line.vatTreatment] ?? 'No VAT')}
      </span>
    );
  };

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
                  {vatOf(line.packageId)}
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
          {sellerOf(group.supplier.id) ? (
            <SellerTotals seller={sellerOf(group.supplier.id)!} />
          ) : (
            <p className="small muted">Pricing VAT and delivery…</p>
          )}
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
