/** /confirm-email?token=…: confirms the address on arrival and says what happened. */
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useHydrated } from '../shared/ui/use-hydrated.ts';
import { queryKey, useQuery } from '../shared/data/use-query.ts';
import '../shared/ui/forms.css';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { confirmEmail } from './api.ts';

function ConfirmEmail() {
  // Undefined until the page runs in the browser: the pre-rendered page says "Confirming…".
  const token = useHydrated() ? new URLSearchParams(location.search).get('token') : undefined;
  // Confirming is asked once, on arrival; it answers like a load (done, or why not).
  const confirmation = useQuery(token ? queryKey('confirm-email', { token }) : null, (signal) =>
    confirmEmail(token!, signal).then(() => true),
  );
  const failure =
    token === null ? 'This confirmation link is incomplete. Open the link from your email again.' : confirmation.error?.message;
  return (
    <div className="form" aria-live="polite">
      {!failure && !confirmation.data && <p>Confirming your email address…</p>}
      {confirmation.data && (
        <>
          <FormMessage notice="Your email address is confirmed." />
          <a className="button" href="/auth/login?confirmed=1">
            Sign in
          </a>
        </>
      )}
      {failure && (
        <>
          <FormMessage error={failure} />
          <a className="button secondary" href="/auth/resend-verification/">
            Send me a new link
          </a>
        </>
      )}
    </div>
  );
}

export default withErrorBoundary(ConfirmEmail);
