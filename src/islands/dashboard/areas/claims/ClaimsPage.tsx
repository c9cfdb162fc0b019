/**
 * A claims page of the dashboard, for either side: the list, or the claim named by `?claim=` in the
 * address (the links of emails and notifications). The list stays loaded while a claim is open, so
 * Back returns to it at once. Withdrawing (buyer) and refunding (seller) show the claim the gateway
 * answers with.
 */
import { lazy, Suspense } from 'react';
import type { Claim } from '../../../../contracts/claims.ts';
import { toast } from '../../../../lib/toast.ts';
import { invalidate, useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Loading, QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useOrderFocus } from '../../../shared/ui/use-order-focus.ts';
import {
  CLAIMS_KEY,
  type ClaimSide,
  claimKey,
  claimsKey,
  getClaim,
  listClaims,
  refundClaim,
  withdrawClaim,
} from '../../../shared/commerce/claims-api.ts';
import { ClaimsTable } from './ClaimsTable.tsx';
import { CLAIMS_VIEW } from './url-view.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import ordersStyles from '../../../shared/commerce/orders.css?url';
import claimsStyles from '../../../shared/commerce/claims.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(ordersStyles, claimsStyles);

/** One claim, its answers and its forms: loaded when a claim is opened, not with the list. */
const ClaimDetail = lazy(() => import('./ClaimDetail.tsx').then((m) => ({ default: m.ClaimDetail })));

const PAGE: Record<ClaimSide, string> = { buyer: '/procurement/claims', seller: '/storefront/claims' };

export function ClaimsPage({ title, side }: { title: string; side: ClaimSide }) {
  const { view, go, href } = useUrlState(PAGE[side], CLAIMS_VIEW);
  const list = useQuery(claimsKey(side, view.page), (signal) => listClaims(side, view.page, signal));
  const detail = useQuery(view.claim ? claimKey(side, view.claim) : null, (signal) => getClaim(side, view.claim!, signal));
  const focus = useOrderFocus(view.claim);
  const shown: Claim | undefined = detail.data?.id === view.claim ? detail.data : undefined;

  /** The gateway's answer goes on screen, every list of the area is stale, and the keyboard returns to the claim. */
  async function act(call: () => Promise<{ data: Claim; message?: string | null }>) {
    const answer = await call();
    detail.setData(() => answer.data);
    invalidate(CLAIMS_KEY);
    toast(answer.message ?? `Claim ${answer.data.number} is ${answer.data.status}.`);
    focus.focusDetail();
  }

  if (!view.claim) {
    const page = list.data;
    return (
      <section className="list-area orders-area claims-area" aria-labelledby="area-title">
        <div className="list-head">
          <h1 id="area-title" ref={focus.listHeading} tabIndex={-1}>
            {title}
          </h1>
          <p className="muted">
            {side === 'buyer'
              ? 'Claims you opened on delivered orders. Open one from the order’s page, within the claim window after delivery.'
              : 'Claims buyers opened on your delivered orders. You are paid for an order once its claim ends.'}
          </p>
        </div>
        <QueryStatus query={{ ...list, data: list.error ? undefined : page }} what="claims" />
        {page && page.data.length === 0 && (
          <div className="card empty-state">
            <h2>No claims</h2>
            <p className="muted">
              {side === 'buyer' ? (
                <>
                  When a delivery is not what you ordered, open a claim from the order in{' '}
                  <a href="/procurement/my-orders?status=delivered">your delivered orders</a>.
                </>
              ) : (
                'When a buyer finds a problem with a delivered order, their claim shows here.'
              )}
            </p>
          </div>
        )}
        {page && page.data.length > 0 && (
          <>
            <p className="muted small">
              Showing {(page.pageNumber - 1) * page.pageSize + 1}–{(page.pageNumber - 1) * page.pageSize + page.data.length} of{' '}
              {page.totalRecords}
              {list.loading && ' · updating…'}
            </p>
            <ClaimsTable claims={page.data} side={side} openHref={(claim) => href({ claim })} />
            <Pager label="Pages of claims" page={view.page} totalPages={page.totalPages} onPage={(n) => go({ page: n })} />
          </>
        )}
      </section>
    );
  }

  return (
    <div className="orders-area claims-area">
      <p className="back-row">
        <a href={href({ claim: null })}>
          <span aria-hidden="true">←</span> Back to {title.toLowerCase()}
        </a>
      </p>
      {shown ? (
        <Suspense fallback={<Loading what="the claim" />}>
          <ClaimDetail
            claim={shown}
            side={side}
            headingRef={focus.detailHeading}
            withdraw={(reason) => act(() => withdrawClaim(shown.id, reason))}
            refund={(parts) => act(() => refundClaim(shown.id, parts))}
          />
        </Suspense>
      ) : (
        <QueryStatus query={{ ...detail, data: undefined }} what="the claim" notFound={<ClaimNotFound />} />
      )}
    </div>
  );
}

function ClaimNotFound() {
  return (
    <div className="card notice-block" role="alert">
      <h1>Claim not found</h1>
      <p>There is no such claim among yours. It may belong to another account.</p>
    </div>
  );
}
