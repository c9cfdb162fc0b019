/** /company/settings: legal name, registration, tax id, country, address, phone, industry. */
import { useEffect } from 'react';
import { companySettingsBody, type CompanyProfile } from '../../../contracts/company.ts';
import { Field } from '../../shared/Field.tsx';
import { FormMessage } from '../../shared/FormMessage.tsx';
import { useGatewayForm } from '../../shared/use-gateway-form.ts';
import { send, useApi } from '../use-api.ts';
import { useCountries } from '../../shared/use-countries.ts';
import '../../shared/shared.css';

export default function CompanySettings({ title }: { title: string }) {
  const company = useApi<CompanyProfile>('/v1/company/get');
  const countries = useCountries();
  const { form, submit, formError, notice, setNotice, errors } = useGatewayForm(companySettingsBody);

  useEffect(() => {
    if (!company.data) return;
    const { name, legalName, registrationNumber, taxId, country, address, phone, industry } = company.data;
    form.reset({ name, legalName: legalName ?? '', registrationNumber: registrationNumber ?? '', taxId: taxId ?? '', country: country ?? '', address: address ?? '', phone: phone ?? '', industry: industry ?? '' } as never);
  }, [company.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const message = await submit(() => send('/v1/company/update-settings', 'POST', values));
    if (message) setNotice(message);
  });

  if (company.error) return <FormMessage error={company.error} />;
  if (!company.data) return <p aria-busy="true">Loading your company…</p>;
  return (
    <div className="stack-areas">
      <h1>{title}</h1>
      <form className="card area-block form" onSubmit={onSubmit} noValidate>
        <FormMessage error={formError} notice={notice} />
        <div className="form-grid">
          <Field label="Trading name" error={errors.name?.message} {...form.register('name')} />
          <Field label="Legal name" error={errors.legalName?.message} {...form.register('legalName')} />
          <Field label="Registration number (RC)" error={errors.registrationNumber?.message} {...form.register('registrationNumber')} />
          <Field label="Tax id (TIN)" error={errors.taxId?.message} {...form.register('taxId')} />
          <div className="field">
            <label htmlFor="company-country">Country</label>
            <select id="company-country" className="input" {...form.register('country')}>
              <option value="">Choose a country</option>
              {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
            </select>
            {errors.country?.message && <p className="field-error">{errors.country.message}</p>}
          </div>
          <Field label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
          <div className="full"><Field label="Address" autoComplete="street-address" error={errors.address?.message} {...form.register('address')} /></div>
          <Field label="Industry" error={errors.industry?.message} {...form.register('industry')} />
        </div>
        <div className="form-actions"><button className="button" type="submit" disabled={form.formState.isSubmitting}>{form.formState.isSubmitting ? 'Saving…' : 'Save company settings'}</button></div>
      </form>
    </div>
  );
}
