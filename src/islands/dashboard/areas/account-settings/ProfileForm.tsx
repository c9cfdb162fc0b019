/** The profile block of account settings: full name, the time zone dates are shown in, and a mobile number for one-time codes. */
import type { Profile } from '../../../../contracts/account.ts';
import { profileBody } from '../../../../contracts/settings.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { invalidate } from '../../../shared/data/use-query.ts';
import { profileKey, updateProfile } from './api.ts';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

export function ProfileForm({ profile }: { profile: Profile }) {
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm(profileBody, {
    fullName: profile.fullName,
    timezone: profile.timezone,
    phone: profile.phone ?? '',
  });
  const onSubmit = onValid(async (values) => {
    const message = await submit(() => updateProfile(values));
    if (message === null) return;
    setNotice(message);
    // The overview shows the name too.
    invalidate(profileKey);
  });
  return (
    <form className="card area-block form" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <FormMessage error={formError} notice={notice} />
      <div className="form-grid">
        <Field label="Full name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
        <Field id="timezone" label="Time zone (dates are shown in it)" error={errors.timezone?.message}>
          {(control) => (
            <select className="input" {...control} {...form.register('timezone')}>
              {TIME_ZONES.map((tz) => (
                <option key={tz} value={tz}>
                  {tz.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Email" value={profile.email} readOnly hint="Your sign-in address." name="email-shown" />
        <Field
          label="Mobile number (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="Wallet one-time codes are texted here as well as emailed. Leave empty to remove it."
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          Save profile
        </button>
      </div>
    </form>
  );
}
