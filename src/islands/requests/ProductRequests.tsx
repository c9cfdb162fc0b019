/**
 * The product page's "Request a quote", "Request a sample" and "Request documents" buttons, each
 * opening its form in a dialog. Visitors who are not signed in are offered to sign in and come
 * back here. The page is pre-rendered without a session, so the first render is the same for all.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { buyerRequestLink } from '../../contracts/requests.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { $isLoggedIn } from '../../lib/session.ts';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';
import { Dialog } from './Dialog.tsx';
import { DocumentRequestForm } from './DocumentRequestForm.tsx';
import type { RequestablePackage, Sent } from './product-request-types.ts';
import { QuoteRequestForm } from './QuoteRequestForm.tsx';
import { SampleRequestForm } from './SampleRequestForm.tsx';
import '../auth/auth.css';
import './requests.css';

interface Props {
  productId: number;
  productName: string;
  supplierName: string;
  packages: RequestablePackage[];
  incoterms: string[];
}

type Open = 'quote' | 'sample' | 'documents' | null;

function ProductRequests({ productId, productName, supplierName, packages, incoterms }: Props) {
  const signedIn = useStore($isLoggedIn);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  useEffect(() => setMounted(true), []);

  if (mounted && !signedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <p className="request-signin">
        <a href={loginAddress({ redirectedFrom: here })}>Sign in</a> to request a quote, a sample or documents from {supplierName}.
      </p>
    );
  }

  const close = () => setOpen(null);
  const done = (result: Sent) => { setOpen(null); setSent(result); };
  const intro = `${productName}, from ${supplierName}. The seller answers in your dashboard, and you are told by email.`;
  return (
    <div className="product-requests">
      <div className="product-request-buttons">
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen('quote')} disabled={packages.length === 0}>Request a quote</button>
        <button type="button" className="button secondary" aria-haspopup="dialog" onClick={() => setOpen('sample')}>Request a sample</button>
        <button type="button" className="button secondary" aria-haspopup="dialog" onClick={() => setOpen('documents')}>Request documents</button>
      </div>
      <p role="status" className="small request-sent">
        {sent && <>{sent.message} <a href={buyerRequestLink(sent.tab, sent.id)}>Follow it in your requests</a></>}
      </p>
      {open === 'quote' && (
        <Dialog title="Request a quote" intro={intro} onClose={close}>
          <QuoteRequestForm productId={productId} packages={packages} incoterms={incoterms} onSent={done} onCancel={close} />
        </Dialog>
      )}
      {open === 'sample' && (
        <Dialog title="Request a sample" intro={intro} onClose={close}>
          <SampleRequestForm productId={productId} onSent={done} onCancel={close} />
        </Dialog>
      )}
      {open === 'documents' && (
        <Dialog title="Request documents" intro={intro} onClose={close}>
          <DocumentRequestForm productId={productId} onSent={done} onCancel={close} />
        </Dialog>
      )}
    </div>
  );
}

export default withErrorBoundary(ProductRequests);
