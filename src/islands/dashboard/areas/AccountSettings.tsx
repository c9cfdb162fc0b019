/** /account/settings: profile and time zone, password, and deleting the account. */
import { useEffect, useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { Profile } from '../../../contracts/account.ts';
import { changePasswordBody, profileBody } from '../../../contracts/settings.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';
import { Field } from '../../shared/Field.tsx';
import { FormMessage } from '../../shared/FormMessage.tsx';
import { useGatewayForm } from '../../shared/use-gateway-form.ts';
import { send, useApi } from '../use-api.ts';
import '../../shared/shared.css';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const passwordForm = changePasswordBody.extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { error: 'does not match the new password', path: ['confirm'] });

export default function AccountSettings({ title }: { title: string }) {
  const profile = useApi<Profile>('/v1/Account/me');
  if (profile.error) return <FormMessage error={profile.error} />;
  if (!profile.data) return <p aria-busy="true">Loading your account…</p>;
  return (
    <div className="stack-areas">
      <h1>{title}</h1>
      <ProfileForm profile={profile.data} />
      <PasswordForm />
      <DeleteAccount />
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { form, submit, formError, notice, setNotice, errors } = useGatewayForm(profileBody, { fullName: profile.fullName, timezone: profile.timezone });
  const onSubmit = form.handleSubmit(async (values) => {
    const message = await submit(() => send('/v1/settings/update-profile', 'POST', values));
    if (message) setNotice(message);
  });
  return (
    <form className="card area-block form" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <FormMessage error={formError} notice={notice} />
      <div className="form-grid">
        <Field label="Full name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
        <div className="field">
          <label htmlFor="timezone">Time zone (dates are shown in it)</label>
          <select id="timezone" className="input" {...form.register('timezone')}>
            {TIME_ZONES.map((tz) => <option key={tz} value={tz}>{tz.replaceAll('_', ' ')}</option>)}
          </select>
        </div>
        <Field label="Email" value={profile.email} readOnly hint="Your sign-in address." name="email-shown" />
      </div>
      <div className="form-actions"><button className="button" type="submit" disabled={form.formState.isSubmitting}>Save profile</button></div>
    </form>
  );
}

function PasswordForm() {
  const { form, submit, formError, notice, setNotice, errors } = useGatewayForm(passwordForm);
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const message = await submit(() => send('/v1/settings/change-password', 'POST', { currentPassword, newPassword }));
    if (message) {
      setNotice(message);
      form.reset({ currentPassword: '', newPassword: '', confirm: '' });
    }
  });
  return (
    <form className="card area-block form" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <FormMessage error={formError} notice={notice} />
      <div className="form-grid">
        <Field label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
        <Field label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." error={errors.newPassword?.message} {...form.register('newPassword')} />
        <Field label="Repeat the new password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...form.register('confirm')} />
      </div>
      <p className="muted small">Changing it signs you out everywhere else.</p>
      <div className="form-actions"><button className="button" type="submit" disabled={form.formState.isSubmitting}>Change password</button></div>
    </form>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => { if (open) document.getElementById('delete-confirmation')?.focus(); }, [open]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await send('/v1/settings/delete-account', 'POST', { password: String(data.get('password') ?? '') || undefined, confirmation: String(data.get('confirmation') ?? '') });
      clearSession();
      location.assign('/');
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <section className="card area-block danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete your account</h2>
      <p>Your name and email are erased and you are signed out everywhere. Orders stay in your company's records without your name. This cannot be undone.</p>
      {!open ? <button type="button" className="button secondary" onClick={() => setOpen(true)}>Delete my account…</button> : (
        <form className="form" onSubmit={onSubmit}>
          <FormMessage error={error} />
          <div className="form-grid">
            <Field id="delete-confirmation" label='Type DELETE to confirm' name="confirmation" autoComplete="off" required />
            <Field label="Your password" name="password" type="password" autoComplete="current-password" />
          </div>
          <div className="form-actions">
            <button className="button danger" type="submit" disabled={busy}>{busy ? 'Deleting…' : 'Delete my account for good'}</button>
            <button className="button secondary" type="button" onClick={() => setOpen(false)}>Keep my account</button>
          </div>
        </form>
      )}
    </section>
  );
}
