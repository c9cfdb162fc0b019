/**
 * "Producer not listed? Add it" in the product form (spec §7 producer/addproducer): the maker's
 * name and country, and the city if known. The new producer is chosen for the product at once.
 */
import type { Producer } from '../../../../contracts/companies.ts';
import { addProducerBody } from '../../../../contracts/requests.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useCountries } from '../../../shared/data/use-countries.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { addProducer } from './api.ts';

const producerForm = addProducerBody.pick({ name: true, country: true, city: true });

export function AddProducerDialog({ onAdded, onClose }: { onAdded: (producer: Producer) => void; onClose: () => void }) {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(producerForm, { name: '', country: 'NG', city: '' });
  const countries = useCountries();

  const save = onValid(async (body) => {
    const added = await submit(() => addProducer(body));
    if (added) onAdded(added);
  });

  return (
    <FormDialog
      title="Add a producer"
      intro="The company that makes the product. It is listed for every seller once added."
      onClose={onClose}
      onSubmit={save}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel="Add the producer"
      sendingLabel="Adding…"
    >
      <Field id="producer-name" label="Producer name" autoComplete="organization" error={errors.name?.message} {...form.register('name')} />
      <Field id="producer-country" label="Country" error={errors.country?.message}>
        {(control) => (
          // A new element once the list arrives, so the form sets its value among the loaded options.
          <select key={countries.length} className="input" {...control} {...form.register('country')}>
            {countries.length === 0 && <option value="NG">Nigeria</option>}
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="producer-city"
        label="City (optional)"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...form.register('city')}
      />
    </FormDialog>
  );
}
