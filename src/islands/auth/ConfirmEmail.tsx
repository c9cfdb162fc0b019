/** /confirm-email?token=…: confirms the address on arrival and says what happened. */
import { useEffect, useState } from 'react';
import type { Envelope } from '../../contracts/envelope.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { FormMessage } from '../shared/FormMessage.tsx';
import '../shared/shared.css';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';

type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string };

function ConfirmEmail() {
  const [state, setState] = useState<State>({ status: 'working' });
  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    if (!token) {
      setState({ status: 'failed', message: 'This confirmation link is incomplete. Open the link from your email again.' });
      return;
    }
    api<Envelope<null>>('/v1/Account/confirm-email', { method: 'POST', body: { token } })
      .then(() => setState({ status: 'done' }), (error) => setState({ status: 'failed', message: errorMessage(error) }));
  }, []);
  return (
    <div className="form" aria-live="polite">
      {state.status === 'working' && <p>Confirming your email address…</p>}
      {state.status === 'done' && <><FormMessage notice="Your email address is confirmed." /><a className="button" href="/auth/login?confirmed=1">Sign in</a></>}
      {state.status === 'failed' && <><FormMessage error={state.message} /><a className="button secondary" href="/auth/resend-verification/">Send me a new link</a></>}
    </div>
  );
}

export default withErrorBoundary(ConfirmEmail);
