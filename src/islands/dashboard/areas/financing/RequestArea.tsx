/**
 * /financing/requests/:type: without `?id`, starts a draft of that kind (or, when one is open
 * already, opens it) and puts its id in the address; with `?id`, the draft's form in steps, or the
 * page of a request past its draft (status, offer, instalments, history).
 */
import { useEffect, useState } from 'react';
import { FINANCING_TYPE_LABELS, type FinancingDetail, type FinancingType } from '../../../../contracts/financing.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { navigate } from '../../../shared/location.ts';
import { QueryStatus } from '../../../shared/QueryStatus.tsx';
import { failureStatus, useQuery } from '../../../shared/use-query.ts';
import { useUrlState } from '../../../shared/use-url-state.ts';
import '../../../shared/forms.css';
import '../../../shared/lists.css';
import { createRequest, loadEligibility, loadRequest, requestKey } from './api.ts';
import { DraftForm } from './DraftForm.tsx';
import { RequestDetail } from './RequestDetail.tsx';
import { isFinancingType, LIST_PATH, REQUEST_VIEW, requestAddress, requestPath } from './request-view.ts';
import financingStyles from './financing.css?url';
import { areaStyles } from '../../../shared/area-styles.ts';

await areaStyles(financingStyles);

/** One start per kind at a time, however often the component mounts (React's development mode mounts twice). */
const starting = new Map<FinancingType, Promise<string>>();

/** A new draft's id, or the open request's when the gateway says one of the kind is open (409). */
function startDraft(type: FinancingType): Promise<string> {
  let start = starting.get(type);
  if (!start) {
    start = createRequest(type)
      .then((draft) => draft.id)
      .catch(async (error: unknown) => {
        if (failureStatus(error) !== 409) throw error;
        const open = (await loadEligibility(new AbortController().signal)).open[type];
        if (!open) throw error;
        return open;
      })
      .finally(() => starting.delete(type));
    starting.set(type, start);
  }
  return start;
}

function StartDraft({ type }: { type: FinancingType }) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let left = false;
    startDraft(type).then(
      (id) => {
        // The draft's address replaces the bare one: Back should not start another.
        if (!left) navigate(requestAddress(type, id), { replace: true });
      },
      (error: unknown) => {
        if (!left) setProblem(errorMessage(error));
      },
    );
    return () => {
      left = true;
    };
  }, [type]);

  if (!problem)
    return (
      <p className="query-status muted" aria-busy="true">
        Starting your {FINANCING_TYPE_LABELS[type].toLowerCase()} financing request…
      </p>
    );
  return (
    <div className="card fin-blocked" role="alert">
      <h2>The request could not be started</h2>
      <p>{problem}</p>
      <p className="fin-actions">
        {/verif/i.test(problem) && (
          <a className="button" href="/wallet/verification">
            Verify your business
          </a>
        )}
        <a className="button secondary" href={LIST_PATH}>
          Back to financing
        </a>
      </p>
    </div>
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
  if (request.status === 'draft') return <DraftForm key={request.id} request={request} onSubmitted={update} />;
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
  if (!type)
    return (
      <section className="fin-area" aria-labelledby="area-title">
        <h1 id="area-title">Financing requests</h1>
        <NotFound what="This kind of financing" />
      </section>
    );
  if (view.id) return <OpenRequest key={view.id} id={view.id} type={type} />;
  return (
    <section className="fin-area" aria-labelledby="area-title">
      <h1 id="area-title" tabIndex={-1}>
        {FINANCING_TYPE_LABELS[type]} financing request
      </h1>
      <StartDraft type={type} />
    </section>
  );
}
