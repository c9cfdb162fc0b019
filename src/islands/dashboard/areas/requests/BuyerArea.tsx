/**
 * /procurement/my-requests: the quotes, samples, documents and products the buyer (and their
 * company) asked for. A product page's "Request a quote", "Request a sample" and "Request
 * documents" links land here with ?new=…, which opens that form in a dialog (see new-request.ts).
 */
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { navigate, useLocation } from '../../../shared/data/location.ts';
import { afterNewRequest, readNewRequest, type NewRequestKind } from './new-request.ts';
import { Loading } from '../../../shared/ui/QueryStatus.tsx';
import { RequestsPage } from './RequestsPage.tsx';

/** The new request's form, loaded when a product page's link asks for it, not with the list. */
const NewRequestDialog = lazy(() => import('./NewRequestDialog.tsx').then((m) => ({ default: m.NewRequestDialog })));

/** Leaves the form's address for the list or the request, in place of it: Back goes to the product page. */
const leave = (kind: NewRequestKind, sentId: string | null) => navigate(afterNewRequest(location.search, kind, sentId), { replace: true });

export default function BuyerArea({ title }: { title: string; params: Record<string, string> }) {
  const { search } = useLocation();
  const asked = useMemo(() => readNewRequest(search), [search]);
  const focusTitle = useRef(false);

  // Closed without sending: the keyboard goes to the page's heading (the dialog's opener is gone).
  useEffect(() => {
    if (asked || !focusTitle.current) return;
    focusTitle.current = false;
    document.getElementById('area-title')?.focus();
  }, [asked]);

  return (
    <RequestsPage title={title} side="buyer">
      {asked && (
        <Suspense fallback={<Loading what="the form" />}>
          <NewRequestDialog
            key={`${asked.kind}:${asked.productId}:${asked.packageId ?? ''}`}
            request={asked}
            onClose={() => {
              focusTitle.current = true;
              leave(asked.kind, null);
            }}
            onSent={(id, message) => {
              toast(message);
              leave(asked.kind, id);
            }}
          />
        </Suspense>
      )}
    </RequestsPage>
  );
}
