/**
 * The figures of an order as the gateway's preview priced it: a seller's subtotal, VAT by rate,
 * delivery and its VAT and the order's total, and a line's VAT. Loaded with the first preview.
 */
import type { CheckoutPreview } from '../../contracts/commerce.ts';
import { formatMoney } from '../../contracts/money.ts';
import { ratePercent } from '../../contracts/vat-rate.ts';

type PreviewSeller = CheckoutPreview['sellers'][number];
type PreviewLine = PreviewSeller['lines'][number];

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

export function SellerTotals({ seller }: { seller: PreviewSeller }) {
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
            Delivery{' '}
            <span className="muted">
              · {seller.deliveries.length > 1 ? `${seller.deliveries.length} deliveries` : seller.delivery.label}
            </span>
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

/** A line's VAT: its rate and amount, or how the product is treated. */
export function LineVat({ line, currency }: { line: PreviewLine; currency: string }) {
  return (
    <span className="summary-line-vat small muted">
      {line.vatTreatment === 'standard' && line.vatRateBps > 0
        ? `+ VAT ${ratePercent(line.vatRateBps)} ${formatMoney(line.vatMinor, currency)}`
        : (VAT_WORD[line.vatTreatment] ?? 'No VAT')}
    </span>
  );
}
