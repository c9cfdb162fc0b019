/**
 * "Sign in with Google" (spec §1): rendered only when PUBLIC_GOOGLE_CLIENT_ID is set at build time;
 * Google's script is loaded only then. The ID token goes to the gateway, which verifies it.
 */
import { useEffect, useRef, useState } from 'react';
import { signIn } from '../../lib/session.ts';
import { addressAfterSignIn } from './after-sign-in.ts';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useMutation } from '../shared/data/use-query.ts';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { googleSignIn } from './api.ts';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

function GoogleSignIn({ clientId }: { clientId: string }) {
  const target = useRef<HTMLDivElement>(null);
  const [scriptFailed, setScriptFailed] = useState(false);
  const signingIn = useMutation(googleSignIn);
  const { run } = signingIn;

  useEffect(() => {
    async function finish(idToken: string) {
      const session = await run(idToken);
      if (!session) return;
      signIn(session.user, session.jwToken);
      location.assign(addressAfterSignIn(session.user, new URLSearchParams(location.search).get('redirected_from')));
    }
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google: GoogleIdentity }).google;
      google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => void finish(credential) });
      if (target.current) google.accounts.id.renderButton(target.current, { theme: 'outline', size: 'large', width: 320 });
    };
    script.onerror = () => setScriptFailed(true);
    document.head.append(script);
    return () => script.remove();
  }, [clientId, run]);

  const error = scriptFailed ? 'Google sign-in could not load. Use your email and password instead.' : (signingIn.error?.message ?? null);
  return (
    <div className="social-sign-in">
      <FormMessage error={error} />
      <div ref={target} />
    </div>
  );
}

export default withErrorBoundary(GoogleSignIn);
