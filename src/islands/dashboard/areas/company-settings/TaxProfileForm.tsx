/**
 * The company's tax profile: its TIN, whether it is registered for VAT and from which day, and the
 * country whose rates apply. It decides whether the company's sales carry VAT and is printed on
 * its documents. The gateway's field errors land on their fields.
 */
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ratePercent } from '../../../../contracts/vat-rate.ts';
import { type TaxProfile, type TaxProfileBody, taxProfileBody } from '../../../../contracts/tax.ts';
import { useCountries } from '../../../shared/data/use-countries.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { DatePicker } from '../../../shared/ui/DatePicker.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { loadTaxProfile, saveTaxProfile, taxProfileKey } from './api.ts';

export function TaxProfileSection() {
  const profile = useQuery(taxProfileKey, loadTaxProfile);
  return (
    <section className="stack-areas" aria-labelledby="tax-profile-title">
      <h2 id="tax-profile-title">Tax profile</h2>
      {profile.data ? (
        <TaxProfileForm profile={profile.data} onSaved={(p) => profile.setData(() => p)} />
      ) : (
        <QueryStatus query={profile} what="your tax profile" />
      )}
    </section>
  );
}

function TaxProfileForm({ profile, onSaved }: { profile: TaxProfile; onSaved: (profile: TaxProfile) => void }) {
  const countries = useCountries();
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm<
    Required<TaxProfileBody> & { tin: string | null },
    TaxProfileBody
  >(taxProfileBody as never, {
    tin: profile.tin ?? '',
    vatRegistered: profile.vatRegistered,
    vatRegisteredFrom: profile.vatRegisteredFrom ?? '',
    country: profile.country,
  });
  const registered = useWatch({ control: form.control, name: 'vatRegistered' });
  useEffect(() => {
    if (countries.length) form.setValue('country', form.getValues('country'));
  }, [countries, form]);

  const onSubmit = onValid(async (values) => {
    const saved = await submit(() => saveTaxProfile(values));
    if (saved === null) return;
    onSaved(saved.profile);
    setNotice(saved.message);
  });

  return (
    <form className="card area-block form" onSubmit={onSubmit} noValidate aria-labelledby="tax-profile-title">
      <FormMessage error={formError} notice={notice} />
      <p className="small muted" role="status">
        {profile.chargesVat
          ? `Your sales carry VAT at ${ratePercent(profile.standardRateBps ?? 0)} today.`
          : 'Your sales carry no VAT today.'}
      </p>
      <div className="form-grid">
        <Field
          label="Taxpayer identification number (TIN)"
          placeholder="12345678-0001"
          error={errors.tin?.message}
          {...form.register('tin')}
        />
        <Field id="tax-country" label="Country of tax residence" error={errors.country?.message}>
          {(control) => (
            <select className="input" {...control} {...form.register('country')}>
              {countries.length === 0 && <option value={profile.country}>{profile.country}</option>}
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="full">
          <label className="checkbox">
            <input type="checkbox" {...form.register('vatRegistered')} /> Registered for VAT
          </label>
        </div>
        {registered && (
          <Field
            id="tax-vat-from"
            label="Registered for VAT from"
            hint="Orders placed before this day carry no VAT."
            error={errors.vatRegisteredFrom?.message}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="vatRegisteredFrom"
                render={({ field }) => (
                  <DatePicker
                    {...control}
                    value={(field.value as string | null | undefined) ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            )}
          </Field>
        )}
      </div>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save tax profile'}
        </button>
      </div>
    </form>
  );
}
