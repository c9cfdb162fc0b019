/**
 * The operator's answer to a buyer's product request: a message the buyer reads, and whether we
 * are still looking (sourcing) or the request is closed (sourced, or it cannot be).
 */
import { useId } from 'react';
import { answerProductRequestBody, type ProductRequestReviewItem } from '../../../../contracts/operations.ts';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { answerProductRequest, type Outcome } from './api.ts';

const STATUS_CHOICES = [
  { value: 'sourcing', label: 'Still looking for suppliers' },
  { value: 'closed', label: 'Close the request' },
] as const;

interface AnswerDialogProps {
  request: ProductRequestReviewItem;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export function AnswerDialog({ request, onClose, onDone, onCloseAutoFocus }: AnswerDialogProps) {
  const fieldId = useId();
  const gateway = useGatewayForm(answerProductRequestBody, {
    message: '',
    status: 'sourcing',
  });
  const { form, submit, onValid, errors } = gateway;
  const send = onValid(async (body) => {
    const outcome = await submit(() => answerProductRequest(request.id, body));
    if (outcome) onDone(outcome);
  });
  return (
    <FormDialog
      title={`Answer: ${request.productName}`}
      intro={`${request.customer.name} asks for ${request.quantity}. The buyer reads your message.`}
      error={gateway.formError}
      sending={gateway.form.formState.isSubmitting}
      busy={gateway.busy}
      onSubmit={send}
      submitLabel="Send the answer"
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Field
        id={fieldId}
        label="Message to the buyer"
        error={errors.message?.message}
        hint="Which suppliers we asked, when to expect offers, or why it cannot be sourced."
      >
        {(control) => <textarea {...control} className="input textarea" rows={5} maxLength={2000} required {...form.register('message')} />}
      </Field>
      <ChoiceGroup legend="The request is then" choices={STATUS_CHOICES} field={form.register('status')} />
      {errors.status && <p className="field-error">{errors.status.message}</p>}
    </FormDialog>
  );
}
