/** The company settings form, filled with what the gateway holds. */
import { useEffect } from 'react';
import { type CompanyProfile, type CompanySettings, companySettingsBody } from '../../../../contracts/company.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useCountries } from '../../../shared/data/use-countries.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { invalidate } from '../../../shared/data/use-query.ts';
import { companyKey, updateCompanySettings } from './api.ts';

export function SettingsForm({ company }: { company: CompanyProfile }) {
  const countries = useCountries();
  const { name, legalName, registrationNumber, taxId, country, address, phone, emergencyPhone, industry } = company;
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm(companySettingsBody, {
    name,
    legalName: legalName ?? '',
    registrationNumber: registrationNumber ?? '',
    taxId: taxId ?? '',
    country: country ?? '',
    address: address ?? '',
    phone: phone ?? '',
    emergencyPhone: emergencyPhone ?? '',
    industry: industry ?? '',
  });
  // The countries arrive after the form: choose the company's country again once they are there.
  useEffect(() => {
    if (countries.length) form.setValue('country', form.getValues('country'));
  }, [countries, form]);

  const onSubmit = onValid(async (values) => {
    const message = await submit(() => updateCompanySettings(values));
    if (message === null) return;
    setNotice(message);
    invalidate(companyKey);
  });
  const field = (key: keyof CompanySettings) => ({ error: errors[key]?.message, ...form.register(key) });

  return (
    <form className="card area-block form" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} notice={notice} />
      <div className="form-grid">
        <Field label="Trading name" {...field('name')} />
        <Field label="Legal name" {...field('legalName')} />
        <Field label="Registration number (RC)" {...field('registrationNumber')} />
        <Field label="Tax id (TIN)" {...field('taxId')} />
        <Field id="company-country" label="Country" error={errors.country?.message}>
          {(control) => (
            <select className="input" {...control} {...form.register('country')}>
              <option value="">Choose a country</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        {company.storefront && (
          <Field
            label="Emergency telephone (24 hours)"
            type="tel"
            hint="For dangerous goods you ship: printed on their transport documents for the carrier and the emergency services."
            {...field('emergencyPhone')}
          />
        )}
        <div className="full">
          <Field label="Address" autoComplete="street-address" {...field('address')} />
        </div>
        <Field label="Industry" {...field('industry')} />
      </div>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save company settings'}
        </button>
      </div>
    </form>
  );
}
