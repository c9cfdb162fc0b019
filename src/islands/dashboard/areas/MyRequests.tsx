/**
 * /procurement/my-requests: the quotes, samples, documents and products the buyer (and their
 * company) asked for. A product page's "Request a quote", "Request a sample" and "Request
 * documents" links land here with ?new=…, which opens that form in a dialog (see new-request.ts).
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { toast } from '../../../lib/toast.ts';
import { afterNewRequest, MY_REQUESTS_PATH, readNewRequest, type NewRequestKind } from './requests/new-request.ts';
import { NewRequestDialog } from './requests/NewRequestDialog.tsx';
import type { Sent } from './requests/product-request-types.ts';
import { RequestsArea } from './requests/RequestsArea.tsx';

const subscribe = (onChange: () => void) => {
  addEventListener('popstate', onChange);
  return () => removeEventListener('popstate', onChange);
};
const currentSearch = () => location.search;

/** Leaves the form's address for the list or the request, in place of it: Back goes to the product page. */
function leave(kind: NewRequestKind, sentId: string | null) {
  history.replaceState(null, '', afterNewRequest(location.search, kind, sentId));
  dispatchEvent(new PopStateEvent('popstate'));
}

export default function MyRequests({ title }: { title: string; params: Record<string, string> }) {
  const search = useSyncExternalStore(subscribe, currentSearch, () => '');
  const asked = useMemo(() => readNewRequest(search), [search]);
  const focusTitle = useRef(false);

  // Closed without sending: the keyboard goes to the page's heading (the dialog's opener is gone).
  useEffect(() => {
    if (asked || !focusTitle.current) return;
    focusTitle.current = false;
    document.getElementById('area-title')?.focus();
  }, [asked]);

  return (
    <RequestsArea title={title} side="buyer" path={MY_REQUESTS_PATH}>
      {asked && (
        <NewRequestDialog key={`${asked.kind}:${asked.productId}:${asked.packageId ?? ''}`} request={asked}
          onClose={() => { focusTitle.current = true; leave(asked.kind, null); }}
          onSent={(sent: Sent) => { toast(sent.message); leave(asked.kind, sent.id); }} />
      )}
    </RequestsArea>
  );
}
