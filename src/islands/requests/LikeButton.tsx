/**
 * The product page's like button: pressed shows the person likes the product; the number is how
 * many people do. Visitors see the number and a link to sign in. The first state comes from
 * GET /v1/likes/status, asked quietly (an ended session does not send anyone to the login page).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Envelope } from '../../contracts/envelope.ts';
import type { LikeState } from '../../contracts/requests.ts';
import { api, backgroundApi, errorMessage } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { $isLoggedIn } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';
import './requests.css';

const Heart = ({ filled }: { filled: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.4 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.8 0 6.1 3.9 4.7 7.3C19.5 16.4 12 21 12 21z" />
  </svg>
);

function LikeButton({ productId }: { productId: number }) {
  const signedIn = useStore($isLoggedIn);
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<LikeState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    let live = true;
    backgroundApi<Envelope<LikeState>>('/v1/likes/status', { query: { productId } })
      .then((response) => { if (live) setState(response.data); }, () => {});
    return () => { live = false; };
  }, [productId, signedIn]);

  const count = state ? formatNumber(state.count) : null;
  const people = state?.count === 1 ? 'person likes' : 'people like';
  if (!mounted || !signedIn) {
    const here = mounted ? `${location.pathname}${location.search}` : undefined;
    return (
      <a className="button secondary like-button" href={loginAddress({ redirectedFrom: here })}>
        <Heart filled={false} /> Sign in to like{count !== null && <><span className="like-count" aria-hidden="true">{count}</span><span className="visually-hidden">, {count} {people} this</span></>}
      </a>
    );
  }

  async function toggle() {
    setBusy(true);
    try {
      const response = await api<Envelope<LikeState>>('/v1/likes/likeproduct', { method: 'POST', body: { productId } });
      setState(response.data);
    } catch (error) {
      toast(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const liked = state?.liked ?? false;
  return (
    <button type="button" className={`button secondary like-button${liked ? ' liked' : ''}`} aria-pressed={liked} disabled={busy || !state}
      onClick={() => void toggle()}>
      <Heart filled={liked} /> {liked ? 'Liked' : 'Like'}
      {count !== null && <><span className="like-count" aria-hidden="true">{count}</span><span className="visually-hidden">, {count} {people} this</span></>}
    </button>
  );
}

export default withErrorBoundary(LikeButton);
