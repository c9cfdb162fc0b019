/**
 * Tier 1: the account holder's BVN or NIN (11 digits) and date of birth, checked once with the
 * identity provider against the name on the account. Only the last four digits and a keyed
 * fingerprint are kept, and the form says so before anything is sent.
 */
import { Controller } from 'react-hook-form';
import { ID_TYPE_LABELS, ID_TYPES, personVerificationBody, type VerificationState } from '../../../../contracts/verification.ts';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { DatePicker } from '../../../shared/ui/DatePicker.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { formatIsoDate } from '../../../shared/data/iso-date.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { verifyPerson } from './api.ts';
import { VerificationForm } from './VerificationForm.tsx';

const ID_CHOICES = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

export function PersonVerificationForm({ again, onSubmitted }: { again: boolean; onSubmitted: (state: VerificationState) => void }) {
  const gateway = useGatewayForm(personVerificationBody, {
    idType: 'bvn',
    idNumber: '',
    dateOfBirth: '',
  });
  const { form, submit, onValid, errors } = gateway;
  const idType = form.watch('idType');
  const save = onValid(async (body) => {
    const state = await submit(() => verifyPerson(body));
    if (state) onSubmitted(state);
  });
  return (
    <VerificationForm
      again={again}
      name="Verify your identity"
      againName="Submit your identity again"
      submitLabel="Verify my identity"
      gateway={gateway}
      onSubmit={(event) => void save(event)}
    >
      <ChoiceGroup legend="Identity number" choices={ID_CHOICES} field={form.register('idType')} />
      <Field
        id="id-number"
        label={`Your ${ID_TYPE_LABELS[idType] ?? 'BVN or NIN'} (11 digits)`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        error={errors.idNumber?.message}
        {...form.register('idNumber')}
      />
      <Controller
        control={form.control}
        name="dateOfBirth"
        render={({ field }) => (
          <Field id="date-of-birth" label="Date of birth" hint="As on the record, e.g. 1988-04-17." error={errors.dateOfBirth?.message}>
            {(control) => <DatePicker {...control} {...field} min="1900-01-01" max={formatIsoDate(new Date())} />}
          </Field>
        )}
      />
      <p className="small muted privacy-note">
        We send the number once, to check it with the identity provider, and keep only its last four digits and a keyed fingerprint (so that
        one number verifies one account), never the number itself. The name on the record must match the name on your account.
      </p>
    </VerificationForm>
  );
}
