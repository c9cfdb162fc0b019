/**
 * An accepted procurement request is a line: what it allows, what is used and left, until when;
 * paid from at checkout ("Pay with financing"), or for an order already placed that waits for a
 * bank transfer. The orders it paid link to their pages.
 */
import { useState } from 'react';
import type { FinancingDetail } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/use-account-dates.ts';
import { PayOrderDialog } from './PayOrderDialog.tsx';

export function CreditLineCard({ request, onChange }: { request: FinancingDetail; onChange: (request: FinancingDetail) => void }) {
  const { dateTime } = useAccountDates();
  const [paying, setPaying] = useState(false);
  const amount = request.offeredAmount ?? 0;
  const left = Math.max(0, amount - request.drawn);
  const usable = request.status === 'accepted' && left > 0;

  return (
    <section className="card fin-card fin-line" aria-labelledby="fin-line-title">
      <h2 id="fin-line-title">{usable ? 'Pay for your cart with financing at checkout' : 'Your credit line'}</h2>
      {usable && (
        <p>
          At checkout, choose <strong>Financing</strong> as the way to pay, and confirm with your wallet PIN. The supplier is paid on
          delivery, as for every order; you repay the line in instalments.
          {request.offer && (
            <>
              {' '}
              Use it by <time dateTime={request.offer.expiresAt}>{dateTime(request.offer.expiresAt)}</time>: it pays one purchase, and what
              that leaves unused lapses.
            </>
          )}
        </p>
      )}
      <dl className="fin-totals">
        <div>
          <dt>Credit line</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
        <div>
          <dt>Used</dt>
          <dd>{formatMoney(request.drawn)}</dd>
        </div>
        {usable && (
          <div className="total">
            <dt>Left to use</dt>
            <dd data-testid="line-left">{formatMoney(left)}</dd>
          </div>
        )}
      </dl>
      {request.orders.length > 0 && (
        <ul className="fin-orders" aria-label="Orders paid with this line">
          {request.orders.map((order) => (
            <li key={order.id}>
              <a href={`/procurement/my-orders?order=${encodeURIComponent(order.id)}`}>Order {order.number}</a>
              <span className="fin-money">{formatMoney(order.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {usable && (
        <div className="fin-actions">
          <a className="button" href="/cart">
            Go to your cart
          </a>
          <button type="button" className="button secondary" onClick={() => setPaying(true)}>
            Pay an order with financing
          </button>
        </div>
      )}
      {paying && (
        <PayOrderDialog
          request={request}
          left={left}
          onClose={() => setPaying(false)}
          onPaid={(paid) => {
            setPaying(false);
            onChange(paid);
          }}
        />
      )}
    </section>
  );
}
