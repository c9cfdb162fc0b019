/** Step 5: additional information (storage, shelf life…), the GHS hazard data and the transport classification; then publish. */
import { useMemo } from 'react';
import { GHS_PICTOGRAM_NAMES, GHS_PICTOGRAMS, SIGNAL_WORDS, type SellerProduct } from '../../../../contracts/seller-products.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { updateAdditionalInfo, updateProduct } from './api.ts';
import { EntriesEditor } from './EntriesEditor.tsx';
import { firstMessage } from './first-message.ts';
import { safetyForm, safetyValues } from './form-schemas.ts';
import { PublishSummary } from './PublishSummary.tsx';
import { closeLabel, StepActions } from './StepActions.tsx';
import { useStepForm, type StepProps } from './use-step-form.ts';
import { TransportFields } from './TransportFields.tsx';

/** The gateway's names of the transport fields → the form's (a list's item, the classification as a whole). */
const fieldOf = (name: string) =>
  name.replace(/^transport\.subsidiaryRisks\.\d+$/, 'transport.subsidiaryRisks').replace(/^transport(\.dangerous)?$/, 'transport.state');

const SUGGESTED = ['Shelf life', 'Storage', 'Handling', 'HS code', 'Sample available', 'Certifications'];

export function SafetyStep({
  product,
  onSaved,
  onBack,
  onDirty,
  goToStep,
}: StepProps & { product: SellerProduct; goToStep: (step: number) => void }) {
  const values = useMemo(() => safetyValues(product), [product]);
  const { form, register, save, formError, busy } = useStepForm(safetyForm, values, {
    onDirty,
    onSaved,
    fieldOf,
    // The classification is saved before publishing is asked for, so a refusal to publish (no
    // safety data sheet yet) keeps what the seller entered.
    send: async ({ transport, ...info }, intent) => {
      await updateAdditionalInfo({ id: product.id, ...info });
      const saved = await updateProduct({ id: product.id, transport });
      return intent === 'publish' ? updateProduct({ id: product.id, status: 'published' }) : saved;
    },
  });
  const { errors } = form.formState;
  const draft = product.status === 'draft';

  return (
    <form className="form" onSubmit={(e) => void save(draft ? 'publish' : 'stay')(e)} noValidate>
      <FormMessage error={formError} />
      <EntriesEditor
        control={form.control}
        register={register}
        errors={errors}
        legend="Additional information"
        namePlaceholder="e.g. Shelf life"
        valuePlaceholder="e.g. 24 months in the sealed bag"
        suggestions={SUGGESTED}
      />

      <fieldset className="choice-group">
        <legend>GHS hazard pictograms</legend>
        <div className="ghs-choices">
          {GHS_PICTOGRAMS.map((code) => (
            <label key={code}>
              <input type="checkbox" value={code} {...register('ghsPictograms')} />{' '}
              <span>
                <strong>{code}</strong> {GHS_PICTOGRAM_NAMES[code]}
              </span>
            </label>
          ))}
        </div>
        {errors.ghsPictograms && <p className="field-error">{firstMessage(errors.ghsPictograms)}</p>}
      </fieldset>
      <div className="form-grid">
        <Field label="Signal word" id="safety-signal" error={firstMessage(errors.signalWord)}>
          {(field) => (
            <select className="input" {...field} {...register('signalWord')}>
              <option value="">None (not classified)</option>
              {SIGNAL_WORDS.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Hazard statements (H)"
          autoComplete="off"
          hint="Codes separated by commas, e.g. H290, H314"
          error={firstMessage(errors.hStatements)}
          {...register('hStatements')}
        />
        <Field
          label="Precautionary statements (P)"
          autoComplete="off"
          hint="e.g. P280, P305+P351+P338"
          error={firstMessage(errors.pStatements)}
          {...register('pStatements')}
        />
      </div>

      <TransportFields form={form as never} product={product} />
      {product.warnings.length > 0 && (
        <ul className="product-warnings" aria-label="Needs your attention">
          {product.warnings.map((w) => (
            <li key={w.code} className="notice small">
              {w.message}
            </li>
          ))}
        </ul>
      )}

      {draft && <PublishSummary product={product} onAddPackages={() => goToStep(2)} />}
      <StepActions
        onBack={onBack}
        onClose={() => void save('close')()}
        closeLabel={closeLabel(product)}
        primaryLabel={draft ? 'Save and publish' : 'Save changes'}
        busy={busy}
        busyLabel={draft ? 'Publishing…' : 'Saving…'}
      />
    </form>
  );
}
