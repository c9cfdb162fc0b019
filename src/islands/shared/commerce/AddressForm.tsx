/**
 * Adds or edits a shipping address (react-hook-form with the addShippingAddressBody contract).
 * Used inline at checkout and in the dashboard's shipping-addresses area.
 */
import { useEffect } from 'react';
import { addShippingAddressBody, type ShippingAddress } from '../../../contracts/shipping-addresses.ts';
import { countryName } from '../../../contracts/format.ts';
import { Field } from '../ui/Field.tsx';
import { FormMessage } from '../ui/FormMessage.tsx';
import { useGatewayForm } from '../data/use-gateway-form.ts';
import { useCountries } from '../data/use-countries.ts';
import '../ui/forms.css';
import { saveAddress } from './api.ts';
import './addresses.css';

interface Props {
  /** The address to edit; absent to add one. */
  address?: ShippingAddress;
  /** Makes field ids unique when several forms share a page. */
  idPrefix: string;
  /** Ticked "use as default" for a first address. */
  defaultChecked?: boolean;
  submitLabel?: string;
  onSaved: (address: ShippingAddress, message: string | null) => void;
  onCancel?: () => void;
}

export function AddressForm({ address, idPrefix, defaultChecked = false, submitLabel, onSaved, onCancel }: Props) {
  const countries = useCountries();
  const { form, submit, formError, errors, busy } = useGatewayForm(
    addShippingAddressBody,
    address
      ? {
          label: address.label,
          recipientName: address.recipientName,
          phone: address.phone,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.state,
          country: address.country,
          postalCode: address.postalCode,
          isDefault: address.isDefault,
        }
      : {
          label: '',
          recipientName: '',
          phone: '',
          line1: '',
          line2: '',
          city: '',
          state: '',
          country: 'NG',
          postalCode: '',
          isDefault: defaultChecked,
        },
  );
  const country = form.watch('country');
  const id = (name: string) => `${idPrefix}-${name}`;
  // The list replaces the placeholder option once loaded: select the chosen country again in it.
  useEffect(() => {
    if (countries.length) form.setValue('country', form.getValues('country'));
  }, [countries, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(() => saveAddress(address ? { ...values, id: address.id } : values));
    if (result) onSaved(result.data, result.message);
  });

  return (
    <form
      className="form address-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? `Edit ${address.label}` : 'New shipping address'}
    >
      <FormMessage error={formError} />
      <div className="address-grid">
        <Field
          id={id('label')}
          label="Name of this address"
          hint="For example: Main factory, Ikeja warehouse"
          error={errors.label?.message}
          {...form.register('label')}
        />
        <Field
          id={id('recipient')}
          label="Recipient"
          autoComplete="name"
          error={errors.recipientName?.message}
          {...form.register('recipientName')}
        />
        <Field id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        <div className="full">
          <Field
            id={id('line1')}
            label="Street address"
            autoComplete="address-line1"
            error={errors.line1?.message}
            {...form.register('line1')}
          />
        </div>
        <div className="full">
          <Field
            id={id('line2')}
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            error={errors.line2?.message}
            {...form.register('line2')}
          />
        </div>
        <Field id={id('city')} label="City" autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
        <Field
          id={id('state')}
          label="State or region (optional)"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state')}
        />
        <Field id={id('country')} label="Country" error={errors.country?.message}>
          {(control) => (
            <select {...control} className="input" autoComplete="country" {...form.register('country')}>
              {countries.length === 0 && country && <option value={country}>{countryName(country)}</option>}
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={id('postal')}
          label="Postal code (optional)"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('isDefault')} /> Use as the default delivery address
      </label>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          {form.formState.isSubmitting ? 'Saving…' : (submitLabel ?? (address ? 'Save changes' : 'Save address'))}
        </button>
        {onCancel && (
          <button className="button secondary" type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
