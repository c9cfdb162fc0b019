/** Deleting the account for good: typing DELETE and the password; then the session ends here too. */
import { useEffect } from 'react';
import { deleteAccountBody } from '../../../../contracts/settings.ts';
import { clearSession } from '../../../../lib/session.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { deleteAccount } from './api.ts';

export function DeleteAccountForm({ onKeep }: { onKeep: () => void }) {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(deleteAccountBody);
  // The form opens on a click: the keyboard goes to its first field.
  useEffect(() => form.setFocus('confirmation'), [form]);

  const onSubmit = onValid(async ({ confirmation, password }) => {
    // An account without a password (Google sign-in) sends none.
    const done = await submit(() => deleteAccount({ confirmation, password: password || undefined }).then(() => true));
    if (!done) return;
    clearSession('by-person');
    location.assign('/');
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} />
      <div className="form-grid">
        <Field
          id="delete-confirmation"
          label="Type DELETE to confirm"
          autoComplete="off"
          required
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        <Field
          label="Your password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      </div>
      <div className="form-actions">
        <button className="button danger" type="submit" disabled={busy}>
          {form.formState.isSubmitting ? 'Deleting…' : 'Delete my account for good'}
        </button>
        <button className="button secondary" type="button" onClick={onKeep}>
          Keep my account
        </button>
      </div>
    </form>
  );
}
