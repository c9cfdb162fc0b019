/**
 * /auth/forgot-password and /auth/resend-verification/:email: one email field, one call, and the
 * same answer whether or not the address has an account.
 */
import { emailBody } from '../../contracts/account.ts';
import { Field } from '../shared/ui/Field.tsx';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import { type EMAIL_CALLS, requestEmail } from './api.ts';
import { useGuestOnly } from './use-guest-only.ts';
import '../shared/ui/forms.css';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';

const BUTTONS: Record<keyof typeof EMAIL_CALLS, string> = {
  'forgot-password': 'Send me a reset link',
  'resend-verification': 'Send a new confirmation link',
};

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

function EmailRequestForm({ kind }: { kind: keyof typeof EMAIL_CALLS }) {
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm(emailBody, {
    email: kind === 'resend-verification' ? emailFromPath() : '',
  });
  useGuestOnly();
  const onSubmit = onValid(async (values) => {
    const result = await submit(() => requestEmail(kind, values));
    if (result) setNotice(result.message ?? 'Check your email.');
  });
  return (
    <form className="form" method="post" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} notice={notice} />
      <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <button className="button" type="submit" disabled={busy}>
        {form.formState.isSubmitting ? 'Sending…' : BUTTONS[kind]}
      </button>
      <div className="form-links">
        <a href="/auth/login">Back to sign in</a>
      </div>
    </form>
  );
}

export default withErrorBoundary(EmailRequestForm);
