/**
 * An accepted procurement request is a line: what it allows, what is used and left, until when,
 * and how to use it for what was asked: the cart at checkout ("Financing" as the way to pay), or
 * an order waiting for a bank transfer (a quote becomes one when accepted). The orders it paid link to their pages.
 */
import { useState } from 'react';
import type { FinancingDetail } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { PayOrderDialog } from './PayOrderDialog.tsx';
import type { Changed } from './RequestDetail.tsx';

export function CreditLineCard({ request, onChange }: { request: FinancingDetail; onChange: Changed }) {
  const { dateTime } = useAccountDates();
  const [paying, setPaying] = useState(false);
  const amount = request.offeredAmount ?? 0;
  const left = Math.max(0, amount - request.drawn);
  const usable = request.status === 'accepted' && left > 0;

  const source = request.details.source;
  const quoteId = source === 'quote' && typeof request.details.sourceId === 'string' ? request.details.sourceId : null;

  return (
    <section className="card fin-card fin-line" aria-labelledby="fin-line-title">
      <h2 id="fin-line-title">
        {!usable ? 'Your credit line' : source === 'cart' ? 'Pay for your cart with financing at checkout' : 'Pay with your financing line'}
      </h2>
      {usable && (
        <p>
          {source === 'cart' && (
            <>
              At checkout, choose <strong>Financing</strong> as the way to pay, and confirm with your wallet PIN.
            </>
          )}
          {source === 'quote' && (
            <>
              Accept the quote choosing <strong>bank transfer</strong>, then pay the order it becomes here with{' '}
              <strong>Pay an order with financing</strong>.
            </>
          )}
          {source === 'order' && (
            <>
              Pay {request.subject?.label ?? 'your order'} here with <strong>Pay an order with financing</strong>.
            </>
          )}{' '}
          The supplier is paid after delivery, as for every order; you repay the line in instalments.
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
      {!usable && request.drawn > 0 && <p className="muted small">The line paid one purchase; what it left unused has lapsed.</p>}
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
          {source === 'cart' && (
            <a className="button" href="/cart">
              Go to your cart
            </a>
          )}
          {quoteId && (
            <a className="button" href={`/procurement/my-requests?tab=quotes&id=${encodeURIComponent(quoteId)}`}>
              Open the quote
            </a>
          )}
          <button type="button" className={source === 'order' ? 'button' : 'button secondary'} onClick={() => setPaying(true)}>
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
            onChange(paid, 'The order is paid with financing.');
          }}
        />
      )}
    </section>
  );
}
