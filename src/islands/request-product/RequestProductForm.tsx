/**
 * /request-product: a signed-in person asks the marketplace to source a product it does not list.
 * Visitors are asked to sign in first and come back here; once sent, the request is linked.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { buyerRequestLink, type ProductRequest } from '../../contracts/requests.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { $isLoggedIn } from '../../lib/session.ts';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { ProductRequestForm } from './ProductRequestForm.tsx';
import '../shared/ui/forms.css';
import './request-product.css';

function RequestProduct() {
  const signedIn = useStore($isLoggedIn);
  // The session is read in the browser only: the pre-rendered page cannot know who is there.
  const [mounted, setMounted] = useState(false);
  const [sent, setSent] = useState<ProductRequest | null>(null);
  useEffect(() => setMounted(true), []);

  if (!mounted)
    return (
      <p className="muted" aria-busy="true">
        Loading the form…
      </p>
    );
  if (!signedIn) {
    return (
      <div className="request-notice">
        <h2>Sign in to send a request</h2>
        <p>We keep your requests in your account and tell you by email when we find a supplier.</p>
        <p>
          <a className="button" href={loginAddress({ redirectedFrom: '/request-product' })}>
            Sign in
          </a>{' '}
          <a className="button secondary" href="/auth/register">
            Create an account
          </a>
        </p>
      </div>
    );
  }
  if (sent) {
    return (
      <div className="request-notice" role="status">
        <h2>Request sent</h2>
        <p>
          We are looking for suppliers of {sent.productName}. You will find the request, and our answer, in{' '}
          <a href={buyerRequestLink('products', sent.id)}>your requests</a>.
        </p>
        <p>
          <button type="button" className="button secondary" onClick={() => setSent(null)}>
            Request another product
          </button>
        </p>
      </div>
    );
  }
  return <ProductRequestForm onSent={setSent} />;
}

export default withErrorBoundary(RequestProduct);
