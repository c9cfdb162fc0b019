/** /auth/login: email and password; "your session expired" when sent here by a failed refresh. */
import { authenticateBody } from '../../contracts/account.ts';
import { signIn } from '../../lib/session.ts';
import { addressAfterSignIn } from './after-sign-in.ts';
import { authenticate } from './api.ts';
import { Field } from '../shared/ui/Field.tsx';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import { useHydrated } from '../shared/ui/use-hydrated.ts';
import { useGuestOnly } from './use-guest-only.ts';
import '../shared/ui/forms.css';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';

function LoginForm() {
  const address = () => new URLSearchParams(globalThis.location?.search ?? '');
  // The notices and links follow the address once hydrated (the pre-rendered page has no query);
  // the email only fills the field, which changes no markup.
  const params = useHydrated() ? address() : new URLSearchParams();
  const redirectedFrom = params.get('redirected_from');
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(authenticateBody, { email: address().get('email') ?? '' });

  useGuestOnly();

  const onSubmit = onValid(async (values) => {
    const session = await submit(() => authenticate(values));
    if (!session) return;
    signIn(session.user, session.jwToken);
    location.assign(addressAfterSignIn(session.user, redirectedFrom));
  });

  return (
    <form className="form" method="post" onSubmit={onSubmit} noValidate>
      {params.get('info') === 'session_expired' && (
        <div className="form-message notice" role="status">
          Your session expired. Please sign in again to continue where you were.
        </div>
      )}
      {params.get('confirmed') === '1' && (
        <div className="form-message notice" role="status">
          Your email address is confirmed. Sign in to continue.
        </div>
      )}
      <FormMessage error={formError} />
      <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button className="button" type="submit" disabled={busy}>
        {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
      <div className="form-links">
        <a href="/auth/forgot-password">Forgot your password?</a>
        <a href={`/auth/register${redirectedFrom ? `?redirected_from=${encodeURIComponent(redirectedFrom)}` : ''}`}>Create an account</a>
      </div>
    </form>
  );
}

export default withErrorBoundary(LoginForm);
