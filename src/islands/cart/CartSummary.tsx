/**
 * The cart's summary beside its lines: packages, sellers and total, and the way to checkout, held
 * back while a line cannot be ordered or prices are still coming.
 */
import { formatNumber } from '../../contracts/format.ts';
import { formatMoney } from '../../contracts/money.ts';
import { linesTotal, type ShownLine } from './shown-lines.ts';

interface CartSummaryProps {
  lines: ShownLine[];
  sellers: number;
  currency: string;
  /** A quantity is on its way to the gateway (or a line is not priced yet). */
  updating: boolean;
}

export function CartSummary({ lines, sellers, currency, updating }: CartSummaryProps) {
  const packages = lines.reduce((sum, l) => sum + l.quantity, 0);
  const problems = lines.filter((l) => l.problem).length;
  return (
    <aside className="card cart-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl className="summary-rows">
        <div>
          <dt>Packages</dt>
          <dd>{formatNumber(packages)}</dd>
        </div>
        <div>
          <dt>Sellers</dt>
          <dd>{sellers}</dd>
        </div>
        <div className="summary-total">
          <dt>Goods before VAT</dt>
          <dd className="money">{formatMoney(linesTotal(lines), currency)}</dd>
        </div>
      </dl>
      <p className="small muted">
        VAT and delivery are priced at checkout for your address, where you choose how each seller delivers. You pay each seller for their
        own order.
      </p>
      {problems > 0 ? (
        <>
          <button type="button" className="button checkout-button" disabled aria-describedby="checkout-blocked">
            Proceed to checkout
          </button>
          <p id="checkout-blocked" className="small line-problem">
            {problems === 1 ? 'One line cannot be ordered as it is' : `${problems} lines cannot be ordered as they are`}: change the
            quantity or remove {problems === 1 ? 'it' : 'them'} first.
          </p>
        </>
      ) : updating ? (
        <button type="button" className="button checkout-button" disabled>
          Updating prices…
        </button>
      ) : (
        <a className="button checkout-button" href="/checkout">
          Proceed to checkout
        </a>
      )}
      <p className="small muted secure-note">
        <svg
          aria-hidden="true"
          focusable="false"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        Secure checkout: pay by bank transfer against a proforma invoice, or by card when offered.
      </p>
    </aside>
  );
}
