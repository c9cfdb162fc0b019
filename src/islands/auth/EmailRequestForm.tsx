/**
 * /auth/forgot-password and /auth/resend-verification/:email: one email field, one call, and the
 * same answer whether or not the address has an account.
 */
import { emailBody } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api } from '../../lib/api-client.ts';
import { Field } from '../shared/Field.tsx';
import { FormMessage } from '../shared/FormMessage.tsx';
import { useGatewayForm } from '../shared/use-gateway-form.ts';
import { useGuestOnly } from './use-guest-only.ts';
import '../shared/shared.css';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';

const CALLS = {
  'forgot-password': { path: '/v1/Account/forgot-password', button: 'Send me a reset link' },
  'resend-verification': { path: '/v1/Account/resend-verification', button: 'Send a new confirmation link' },
} as const;

/** The email the address carries, as in /auth/resend-verification/ada%40example.com. */
function emailFromPath(): string {
  const last = globalThis.location?.pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    const decoded = decodeURIComponent(last);
    return decoded.includes('@') ? decoded : '';
  } catch {
    return '';
  }
}

function EmailRequestForm({ kind }: { kind: keyof typeof CALLS }) {
  const call = CALLS[kind];
  const { form, submit, formError, notice, setNotice, errors, busy } = useGatewayForm(emailBody, { email: kind === 'resend-verification' ? emailFromPath() : '' });
  useGuestOnly();
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(() => api<Envelope<null>>(call.path, { method: 'POST', body: values }));
    if (result) setNotice(result.message ?? 'Check your email.');
  });
  return (
    <form className="form" method="post" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} notice={notice} />
      <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <button className="button" type="submit" disabled={busy}>{form.formState.isSubmitting ? 'Sending…' : call.button}</button>
      <div className="form-links"><a href="/auth/login">Back to sign in</a></div>
    </form>
  );
}

export default withErrorBoundary(EmailRequestForm);
