/** /onboarding/personal and /onboarding/company: country, phone and (for a company) its name; then done. */
import { useMemo } from 'react';
import type { LoggedUser } from '../../contracts/account.ts';
import { updateUser, userFromProfile } from '../../lib/session.ts';
import { Field } from '../shared/ui/Field.tsx';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import { completeOnboarding, detailsForm } from './api.ts';
import { forgetChoice, savedBusinessType, withReturn } from './onboarding-path.ts';

/** The markets the marketplace serves first. */
const COUNTRIES = ['NG', 'GH', 'KE', 'ZA', 'EG', 'MA', 'CI', 'SN', 'TZ', 'ET', 'UG', 'CM', 'AO', 'ZM', 'RW'];
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function DetailsForm({ step, user }: { step: 'personal' | 'company'; user: LoggedUser }) {
  const registeredCompany = user.accountType === 'company';
  const schema = useMemo(() => detailsForm(step === 'company' && !registeredCompany), [step, registeredCompany]);
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(schema, { companyName: '', country: 'NG', phone: '' });

  const onSubmit = onValid(async ({ companyName, country, phone }) => {
    const profile = await submit(() =>
      completeOnboarding({
        accountType: step,
        businessUserType: savedBusinessType() ?? user.businessUserType,
        companyName: companyName || undefined,
        country: country || undefined,
        phone: phone || undefined,
      }),
    );
    if (!profile) return;
    updateUser(userFromProfile(profile));
    forgetChoice();
    location.assign(withReturn(`/onboarding/complete/${step}`));
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} />
      {step === 'company' && (
        <Field
          id="companyName"
          label="Company name"
          autoComplete="organization"
          placeholder={registeredCompany ? 'Keep the name you registered' : undefined}
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
      )}
      <Field id="country" label="Country" error={errors.country?.message}>
        {(control) => (
          <select className="input" {...control} {...form.register('country')}>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {regionNames.of(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="phone" label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
      <button className="button" type="submit" disabled={busy}>
        {form.formState.isSubmitting ? 'Saving…' : 'Finish'}
      </button>
      <a href={withReturn('/onboarding/account')} className="small">
        Back
      </a>
    </form>
  );
}
