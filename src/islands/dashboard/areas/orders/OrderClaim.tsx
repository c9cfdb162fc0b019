/**
 * A claim on the buyer's order page: while a delivered order is not settled (its claim window, or a
 * claim holding it), the open claim if there is one, else "Open a claim". The order view does not
 * say whether the window is still open, so the gateway says it in the dialog when it has passed.
 */
import { useState } from 'react';
import { buyerClaimLink } from '../../../../contracts/claims.ts';
import type { Order } from '../../../../contracts/commerce.ts';
import { toast } from '../../../../lib/toast.ts';
import { navigate } from '../../../shared/data/location.ts';
import { invalidate, useQuery } from '../../../shared/data/use-query.ts';
import { CLAIMS_KEY, openClaim, openClaimOn, orderClaimKey } from '../../../shared/commerce/claims-api.ts';
import { STATUS_LABEL } from '../../../shared/commerce/claim-text.ts';
import { OpenClaimDialog } from './OpenClaimDialog.tsx';

export function OrderClaim({ order }: { order: Order }) {
  const claimable = order.status === 'delivered' && !order.settledAt;
  const claim = useQuery(claimable ? orderClaimKey(order.id) : null, (signal) => openClaimOn(order.id, signal));
  const [asking, setAsking] = useState(false);
  if (!claimable || claim.data === undefined) return null;

  if (claim.data) {
    return (
      <p className="card notice-block order-claim">
        <strong>
          Claim {claim.data.number} is {STATUS_LABEL[claim.data.status].toLowerCase()}.
        </strong>{' '}
        The seller is not paid for this order until it ends. <a href={buyerClaimLink(claim.data.id)}>See claim {claim.data.number}</a>
      </p>
    );
  }
  return (
    <div className="order-claim-action">
      <button type="button" className="button secondary" aria-haspopup="dialog" onClick={() => setAsking(true)}>
        Open a claim
      </button>
      <p className="muted small">Something wrong with the delivery? You can claim until the seller is paid for it.</p>
      {asking && (
        <OpenClaimDialog
          order={order}
          onClose={() => setAsking(false)}
          onSubmit={async (body) => {
            const answer = await openClaim(body);
            invalidate(CLAIMS_KEY);
            toast(answer.message ?? `Claim ${answer.data.number} is open.`);
            navigate(buyerClaimLink(answer.data.id));
          }}
        />
      )}
    </div>
  );
}
