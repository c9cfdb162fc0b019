/**
 * The request named by `?id=`, loaded for the side reading it. A step answers with the changed
 * request; a 409 means the other side moved first, so the page says so and shows the request as
 * it is now. After a step, or on opening, the keyboard goes to the request's heading.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { failureStatus, useQuery } from '../../../shared/data/use-query.ts';
import { getRequest, requestKeys, takeStep, type RequestKindName, type Side, type StepBody } from './api.ts';
import { TAB_LABEL, type RequestAction } from './kinds.ts';
import { RequestDetail } from './RequestDetail.tsx';

interface Props {
  kind: RequestKindName;
  side: Side;
  id: string;
  backHref: string;
  /** The request was opened from the list: its heading takes the keyboard once it shows. */
  takeFocus: boolean;
  onFocused: () => void;
}

export function OpenRequest({ kind, side, id, backHref, takeFocus, onFocused }: Props) {
  const request = useQuery(requestKeys.one(kind, side, id), (signal) => getRequest(kind, side, id, signal));
  const [conflict, setConflict] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const afterStep = useRef(false);

  const shown = request.data !== undefined;
  useEffect(() => {
    if (!shown || !(takeFocus || afterStep.current)) return;
    heading.current?.focus();
    afterStep.current = false;
    if (takeFocus) onFocused();
  });

  const { setData, reload } = request;
  /** Sends a step; resolves when done (or overtaken: 409), rejects with the gateway's error for the dialog to show. */
  const perform = useCallback(
    async (action: RequestAction, body?: StepBody) => {
      try {
        const answer = await takeStep(kind, action.name, id, body);
        setData(() => answer.data);
        setConflict(null);
        toast(answer.message ?? 'Done.');
      } catch (error) {
        if (failureStatus(error) !== 409) throw error;
        setConflict(errorMessage(error));
        toast(errorMessage(error), 'error');
        reload();
      }
      afterStep.current = true;
    },
    [kind, id, setData, reload],
  );

  return (
    <>
      <p className="back-row">
        <a href={backHref}>
          <span aria-hidden="true">←</span> Back to {TAB_LABEL[kind].toLowerCase()}
        </a>
      </p>
      <QueryStatus
        query={request}
        what="the request"
        notFound={
          <div className="card notice-block" role="alert">
            <h2>Request not found</h2>
            <p>There is no such request among yours. It may belong to another account.</p>
          </div>
        }
      />
      {request.data && request.error?.status !== 404 && (
        <RequestDetail kind={kind} side={side} request={request.data} perform={perform} headingRef={heading} conflict={conflict} />
      )}
    </>
  );
}
