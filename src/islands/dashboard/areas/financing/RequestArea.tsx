/**
 * /financing/requests/:type: without `?id`, the form of a new request of that kind (created as a
 * draft by its first save, which puts its id in the address) or, when one is open already, that
 * one; with `?id`, the draft's form in steps, or the page of a request past its draft (status,
 * offer, instalments, history). A visit alone creates nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { FINANCING_TYPE_LABELS, type FinancingDetail, type FinancingType } from '../../../../contracts/financing.ts';
import { navigate } from '../../../shared/data/location.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { eligibilityKey, loadEligibility, loadRequest, requestKey } from './api.ts';
import { DraftForm } from './DraftForm.tsx';
import { RequestDetail } from './RequestDetail.tsx';
import { NotEligible } from './StartCards.tsx';
import { isFinancingType, LIST_PATH, REQUEST_VIEW, requestAddress, requestPath } from './request-view.ts';
import financingStyles from './financing.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(financingStyles);

/**
 * A new request of a kind: the form, created as a draft only by its first save. When the company
 * has one of the kind open already (one at a time), the visit leads to that one instead; while it
 * may not ask, the reason and the way there.
 */
function NewRequest({
  type,
  onCreated,
  onSubmitted,
}: {
  type: FinancingType;
  onCreated: (draft: FinancingDetail) => void;
  onSubmitted: () => void;
}) {
  const eligibility = useQuery(eligibilityKey(), loadEligibility);
  // Decided once, on a fresh answer: the form then stays, whatever later answers say (its own draft is open then).
  const formShown = useRef(false);
  const fresh = eligibility.data && !eligibility.loading ? eligibility.data : null;
  const open = formShown.current ? null : (fresh?.open[type] ?? null);
  if (fresh?.eligible && !open) formShown.current = true;

  useEffect(() => {
    // The open request's address replaces the bare one: Back does not come here again.
    if (open) navigate(requestAddress(type, open), { replace: true });
  }, [open, type]);

  if (formShown.current) return <DraftForm type={type} request={null} onCreated={onCreated} onSubmitted={onSubmitted} />;
  return (
    <section className="fin-area" aria-labelledby="area-title">
      <h1 id="area-title" tabIndex={-1}>
        {FINANCING_TYPE_LABELS[type]} financing request
      </h1>
      {fresh && !fresh.eligible ? (
        <div className="card fin-blocked" role="alert">
          <h2>A request cannot be started yet</h2>
          <NotEligible eligibility={fresh} id="fin-not-eligible" />
          <p>
            <a href={LIST_PATH}>Back to financing</a>
          </p>
        </div>
      ) : (
        <QueryStatus query={{ ...eligibility, data: undefined }} what="your financing requests" />
      )}
    </section>
  );
}

function NotFound({ what }: { what: string }) {
  return (
    <div className="card fin-blocked" role="alert">
      <h2>{what} not found</h2>
      <p>It may have been discarded, or belong to another company.</p>
      <p>
        <a href={LIST_PATH}>Back to your financing requests</a>
      </p>
    </div>
  );
}

function OpenRequest({ id, type }: { id: string; type: FinancingType }) {
  const query = useQuery(requestKey(id), (signal) => loadRequest(id, signal));
  const request = query.data;

  // A link with the wrong kind in its path still opens the request, at its right address.
  useEffect(() => {
    if (request && request.type !== type) navigate(requestAddress(request.type, id), { replace: true });
  }, [request, type, id]);

  // A draft's form starts from a fresh answer only: one remembered from before may miss what was typed since.
  if (!request || (request.status === 'draft' && query.loading))
    return (
      <section className="fin-area" aria-labelledby="area-title">
        <h1 id="area-title" tabIndex={-1}>
          {FINANCING_TYPE_LABELS[type]} financing request
        </h1>
        <QueryStatus query={{ ...query, data: undefined }} what="the request" notFound={<NotFound what="Request" />} />
      </section>
    );
  if (request.type !== type) return null;
  // Once submitted, the answer turns the page at once; the reload that follows only confirms it.
  const update = (changed: FinancingDetail) => query.setData(() => changed);
  if (request.status === 'draft') return <DraftForm key={request.id} type={type} request={request} onSubmitted={update} />;
  return (
    <>
      <QueryStatus query={query} what="the request" />
      <RequestDetail request={request} onChange={update} />
    </>
  );
}

export default function RequestArea({ params }: { title: string; params: Record<string, string> }) {
  const type = isFinancingType(params.type) ? params.type : null;
  const { view } = useUrlState(type ? requestPath(type) : LIST_PATH, REQUEST_VIEW);
  // The draft a new request's form created here: that form goes on with it, nothing reloaded under the fingers.
  const [created, setCreated] = useState<string | null>(null);
  if (!type)
    return (
      <section className="fin-area" aria-labelledby="area-title">
        <h1 id="area-title">Financing requests</h1>
        <NotFound what="This kind of financing" />
      </section>
    );
  if (view.id && view.id !== created) return <OpenRequest key={view.id} id={view.id} type={type} />;
  // Once submitted, the request's own page takes over (its id is in the address by then).
  return <NewRequest key={type} type={type} onCreated={(draft) => setCreated(draft.id)} onSubmitted={() => setCreated(null)} />;
}
