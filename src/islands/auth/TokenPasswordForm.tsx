/**
 * /auth/reset-password (token in the query) and /auth/invited-user/:id (the invitation token in the
 * path): choose a password, with a name too when joining a company.
 */
import { z } from 'zod';
import { password, type AuthResult } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api } from '../../lib/api-client.ts';
import { signIn } from '../../lib/session.ts';
import { Field } from '../shared/Field.tsx';
import { FormMessage } from '../shared/FormMessage.tsx';
import { useGatewayForm } from '../shared/use-gateway-form.ts';
import '../shared/shared.css';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';

const schema = z.object({
  fullName: z.string().trim().max(120).optional(),
  password,
  confirm: z.string(),
}).refine((v) => v.password === v.confirm, { error: 'does not match the password', path: ['confirm'] });

function TokenPasswordForm({ kind }: { kind: 'reset' | 'invite' }) {
  const token = kind === 'reset'
    ? new URLSearchParams(globalThis.location?.search ?? '').get('token') ?? ''
    : globalThis.location?.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const { form, submit, formError, notice, setNotice, errors, busy } = useGatewayForm(schema);

  if (!token || token === 'invited-user') {
    return <FormMessage error="This link is incomplete. Open the link from your email again, or ask for a new one." />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (kind === 'reset') {
      const result = await submit(() => api<Envelope<null>>('/v1/Account/reset-password', { method: 'POST', body: { token, password: values.password } }));
      if (result) setNotice(result.message ?? 'Your password is changed.');
      return;
    }
    if (!values.fullName || values.fullName.length < 2) {
      form.setError('fullName', { message: 'must be at least 2 characters' }, { shouldFocus: true });
      return;
    }
    const result = await submit(() => api<Envelope<AuthResult>>('/v1/Account/register-invited-user', {
      method: 'POST', body: { token, fullName: values.fullName, password: values.password }, headers: { 'X-Refresh-Transport': 'cookie' },
    }));
    if (!result) return;
    const { jwToken, refreshToken: _unused, ...user } = result.data;
    signIn(user, jwToken);
    location.assign('/overview');
  });

  if (notice) {
    return <div className="form"><FormMessage notice={notice} /><a className="button" href="/auth/login">Sign in</a></div>;
  }
  return (
    <form className="form" method="post" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} />
      {kind === 'invite' && <Field label="Full name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />}
      <Field label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." error={errors.password?.message} {...form.register('password')} />
      <Field label="Repeat the password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...form.register('confirm')} />
      <button className="button" type="submit" disabled={busy}>
        {kind === 'reset' ? 'Save the new password' : 'Join the company'}
      </button>
    </form>
  );
}

export default withErrorBoundary(TokenPasswordForm);
