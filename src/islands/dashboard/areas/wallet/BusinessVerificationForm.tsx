/**
 * Tier 2, company wallets only and after tier 1: the CAC registration (RC or BN number), the TIN,
 * the registered address and two documents, each uploaded as soon as it is chosen. The registry
 * is asked at once; an operator then reviews the documents.
 */
import { Controller } from 'react-hook-form';
import {
  businessVerificationBody,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  type VerificationState,
} from '../../../../contracts/verification.ts';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { verifyBusiness } from './api.ts';
import { VerificationForm } from './VerificationForm.tsx';

const COMPANY_CHOICES = COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }));

const DOCUMENTS = [
  { name: 'incorporationFileId', label: 'Certificate of incorporation or registration' },
  { name: 'proofOfAddressFileId', label: 'Proof of address (a utility bill or bank statement under 3 months old)' },
] as const;

export function BusinessVerificationForm({ again, onSubmitted }: { again: boolean; onSubmitted: (state: VerificationState) => void }) {
  const gateway = useGatewayForm(businessVerificationBody, {
    companyType: 'RC',
    registrationNumber: '',
    tin: '',
    registeredAddress: '',
    incorporationFileId: '',
    proofOfAddressFileId: '',
  });
  const { form, submit, onValid, errors } = gateway;
  const companyType = form.watch('companyType');
  const save = onValid(async (body) => {
    const state = await submit(() => verifyBusiness(body));
    if (state) onSubmitted(state);
  });
  return (
    <VerificationForm
      again={again}
      name="Verify the business"
      againName="Submit the business again"
      submitLabel="Verify the business"
      gateway={gateway}
      onSubmit={(event) => void save(event)}
    >
      <ChoiceGroup legend="Registered with the CAC as" choices={COMPANY_CHOICES} field={form.register('companyType')} />
      <div className="form-row">
        <Field
          id="registration-number"
          label={`${companyType} number`}
          hint="The digits only, without RC or BN."
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          error={errors.registrationNumber?.message}
          {...form.register('registrationNumber')}
        />
        <Field
          id="tin"
          label="Tax identification number (TIN)"
          hint="Like 12345678-0001."
          autoComplete="off"
          maxLength={13}
          error={errors.tin?.message}
          {...form.register('tin')}
        />
      </div>
      <Field id="registered-address" label="Registered address" hint="As on the CAC record." error={errors.registeredAddress?.message}>
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            rows={3}
            maxLength={300}
            autoComplete="street-address"
            {...form.register('registeredAddress')}
          />
        )}
      </Field>
      {DOCUMENTS.map((document) => (
        <Controller
          key={document.name}
          control={form.control}
          name={document.name}
          render={({ field }) => (
            <div className="document-field">
              <FileUpload
                kind="document"
                label={document.label}
                value={field.value || null}
                onChange={(file) => field.onChange(file?.id ?? '')}
              />
              {errors[document.name] && (
                <p className="field-error" role="alert">
                  {errors[document.name]?.message}
                </p>
              )}
            </div>
          )}
        />
      ))}
    </VerificationForm>
  );
}
