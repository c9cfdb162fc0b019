/** The "Request a sample" form, opened from a product page's link: how much, what for, where to. */
import { useId } from 'react';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { requestSample } from './api.ts';
import { sampleRequestForm } from './form-schemas.ts';
import type { NewRequestFormProps } from './new-request-form.ts';

export function SampleRequestForm({ productId, dialog, onSent }: NewRequestFormProps) {
  const id = useId();
  const { form, submit, formError, errors, busy } = useGatewayForm(sampleRequestForm, {
    quantity: '',
    purpose: '',
    deliveryAddress: '',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const response = await submit(() => requestSample({ ...values, productId }));
    if (response) onSent(response.data.id, response.message ?? 'Your sample request was sent.');
  });

  return (
    <FormDialog {...dialog} onSubmit={onSubmit} error={formError} sending={form.formState.isSubmitting} busy={busy}>
      <Field id={`${id}-quantity`} label="Sample size" error={errors.quantity?.message} hint="Such as 500 g or 2 × 1 L.">
        {(control) => <input {...control} className="input" autoComplete="off" maxLength={60} {...form.register('quantity')} />}
      </Field>
      <Field
        id={`${id}-purpose`}
        label="What it is for (optional)"
        error={errors.purpose?.message}
        hint="A trial, a formulation test… it helps the seller choose the right grade."
      >
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={1000} {...form.register('purpose')} />}
      </Field>
      <Field id={`${id}-address`} label="Delivery address" error={errors.deliveryAddress?.message}>
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            rows={3}
            maxLength={500}
            autoComplete="street-address"
            {...form.register('deliveryAddress')}
          />
        )}
      </Field>
    </FormDialog>
  );
}
