/** The password block of account settings; changing it ends every other session. */
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { changePassword, passwordForm } from './api.ts';

export function PasswordForm() {
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm(passwordForm);
  const onSubmit = onValid(async ({ currentPassword, newPassword }) => {
    const message = await submit(() => changePassword({ currentPassword, newPassword }));
    if (message === null) return;
    setNotice(message);
    form.reset({ currentPassword: '', newPassword: '', confirm: '' });
  });
  return (
    <form className="card area-block form" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <FormMessage error={formError} notice={notice} />
      <div className="form-grid">
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields form={form} name="newPassword" repeatLabel="Repeat the new password" />
      </div>
      <p className="muted small">Changing it signs you out everywhere else.</p>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          Change password
        </button>
      </div>
    </form>
  );
}
