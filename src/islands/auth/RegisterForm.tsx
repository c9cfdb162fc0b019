/** /auth/register and /auth/vendor-register: a personal or company account, buying, selling or both. */
import { registerBody, type RegisterBody } from '../../contracts/account.ts';
import { Field } from '../shared/ui/Field.tsx';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import { register } from './api.ts';
import { useGuestOnly } from './use-guest-only.ts';
import '../shared/ui/forms.css';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { ACCOUNT_KINDS, ChoiceGroup, MARKETPLACE_ROLES } from '../shared/ui/ChoiceGroup.tsx';

function RegisterForm({ vendor = false }: { vendor?: boolean }) {
  const defaults: Partial<RegisterBody> = vendor
    ? { accountType: 'company', businessUserType: 'seller' }
    : { accountType: 'company', businessUserType: 'buyer' };
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm(registerBody, defaults);
  useGuestOnly();
  const accountType = form.watch('accountType');

  const onSubmit = onValid(async (values) => {
    const result = await submit(() => register(values));
    if (result) {
      setNotice(`${result.message ?? 'Check your email.'} It was sent to ${values.email}.`);
      form.reset(defaults);
    }
  });

  if (notice) {
    return (
      <div className="form">
        <FormMessage notice={notice} />
        <p className="muted small">
          No email after a few minutes? Look in your spam folder, or <a href="/auth/resend-verification/">ask for a new link</a>.
        </p>
      </div>
    );
  }

  return (
    <form className="form" method="post" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} />
      {!vendor && <ChoiceGroup legend="Who is the account for?" choices={ACCOUNT_KINDS} field={form.register('accountType')} />}
      <ChoiceGroup legend="On the marketplace you will" choices={MARKETPLACE_ROLES} field={form.register('businessUserType')} />
      <Field label="Full name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
      {accountType === 'company' && (
        <Field label="Company name" autoComplete="organization" error={errors.companyName?.message} {...form.register('companyName')} />
      )}
      <Field label="Work email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Long passphrases are welcome."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="muted small">
        By creating an account you accept the <a href="/terms">terms of use</a> and the <a href="/policy">privacy policy</a>.
      </p>
      <button className="button" type="submit" disabled={busy}>
        {form.formState.isSubmitting ? 'Creating your account…' : vendor ? 'Open my storefront' : 'Create my account'}
      </button>
      <div className="form-links">
        <span>
          Already registered? <a href="/auth/login">Sign in</a>
        </span>
      </div>
    </form>
  );
}

export default withErrorBoundary(RegisterForm);
