/**
 * /auth/reset-password (token in the query) and /auth/invited-user/:id (the invitation token in the
 * path): choose a password, with a name too when joining a company.
 */
import { signIn } from '../../lib/session.ts';
import { Field } from '../shared/ui/Field.tsx';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { NewPasswordFields } from '../shared/ui/NewPasswordFields.tsx';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import { useHydrated } from '../shared/ui/use-hydrated.ts';
import '../shared/ui/forms.css';
import { registerInvitedUser, resetPassword, tokenPasswordForm } from './api.ts';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';

/** The token the emailed link carries: in the query for a reset, as the last path segment for an invitation. */
function linkToken(kind: 'reset' | 'invite'): string {
  if (kind === 'reset') return new URLSearchParams(location.search).get('token') ?? '';
  const last = location.pathname.split('/').filter(Boolean).at(-1) ?? '';
  return last === 'invited-user' ? '' : last;
}

function TokenPasswordForm({ kind }: { kind: 'reset' | 'invite' }) {
  // Read once hydrated: the pre-rendered page (no address yet) shows the form, disabled until then.
  const token = useHydrated() ? linkToken(kind) : null;
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm(tokenPasswordForm);

  if (token === '') {
    return <FormMessage error="This link is incomplete. Open the link from your email again, or ask for a new one." />;
  }

  const onSubmit = onValid(async (values) => {
    if (!token) return; // not hydrated yet: the button is still disabled
    if (kind === 'reset') {
      const result = await submit(() => resetPassword({ token, password: values.password }));
      if (result) setNotice(result.message ?? 'Your password is changed.');
      return;
    }
    if (!values.fullName || values.fullName.length < 2) {
      form.setError('fullName', { message: 'must be at least 2 characters' }, { shouldFocus: true });
      return;
    }
    const fullName = values.fullName;
    const session = await submit(() => registerInvitedUser({ token, fullName, password: values.password }));
    if (!session) return;
    signIn(session.user, session.jwToken);
    location.assign('/overview');
  });

  if (notice) {
    return (
      <div className="form">
        <FormMessage notice={notice} />
        <a className="button" href="/auth/login">
          Sign in
        </a>
      </div>
    );
  }
  return (
    <form className="form" method="post" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} />
      {kind === 'invite' && <Field label="Full name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />}
      <NewPasswordFields form={form} name="password" repeatLabel="Repeat the password" />
      <button className="button" type="submit" disabled={busy}>
        {kind === 'reset' ? 'Save the new password' : 'Join the company'}
      </button>
    </form>
  );
}

export default withErrorBoundary(TokenPasswordForm);
