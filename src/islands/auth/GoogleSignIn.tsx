/**
 * "Sign in with Google" (spec §1): rendered only when PUBLIC_GOOGLE_CLIENT_ID is set at build time;
 * Google's script is loaded only then. The ID token goes to the gateway, which verifies it.
 */
import { useEffect, useRef, useState } from 'react';
import type { AuthResult } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { signIn } from '../../lib/session.ts';
import { addressAfterSignIn } from './after-sign-in.ts';
import { FormMessage } from '../shared/FormMessage.tsx';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';

interface GoogleIdentity {
  accounts: { id: {
    initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
    renderButton(element: HTMLElement, options: Record<string, string | number>): void;
  } };
}

function GoogleSignIn({ clientId }: { clientId: string }) {
  const target = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google: GoogleIdentity }).google;
      google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => void finish(credential) });
      if (target.current) google.accounts.id.renderButton(target.current, { theme: 'outline', size: 'large', width: 320 });
    };
    script.onerror = () => setError('Google sign-in could not load. Use your email and password instead.');
    document.head.append(script);
    return () => script.remove();
  }, [clientId]);

  async function finish(idToken: string) {
    const headers = { 'X-Refresh-Transport': 'cookie' };
    try {
      const result = await api<Envelope<AuthResult>>('/v1/Account/social-login', { method: 'POST', body: { idToken }, headers })
        .catch((e: { status?: number }) => {
          if (e.status !== 404) throw e;
          return api<Envelope<AuthResult>>('/v1/Account/social-register', { method: 'POST', body: { idToken, accountType: 'personal', businessUserType: 'buyer' }, headers });
        });
      const { jwToken, refreshToken: _unused, ...user } = result.data;
      signIn(user, jwToken);
      location.assign(addressAfterSignIn(user, new URLSearchParams(location.search).get('redirected_from')));
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return <div className="social-sign-in"><FormMessage error={error} /><div ref={target} /></div>;
}

export default withErrorBoundary(GoogleSignIn);
