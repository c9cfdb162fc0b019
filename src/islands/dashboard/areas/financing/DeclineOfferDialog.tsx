/** "Decline the offer", with a reason if the company wants to give one: the request closes and a new one may be started. */
import type { z } from 'zod';
import { type FinancingDetail, rejectOfferBody } from '../../../../contracts/financing.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { rejectOffer } from './api.ts';

interface Props {
  request: FinancingDetail;
  onClose: () => void;
  onDeclined: (request: FinancingDetail) => void;
}

export function DeclineOfferDialog({ request, onClose, onDeclined }: Props) {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm<
    z.output<typeof rejectOfferBody>,
    z.input<typeof rejectOfferBody>
  >(rejectOfferBody, { reason: '' });
  const send = onValid(async (body) => {
    const declined = await submit(() => rejectOffer(request.id, body));
    if (declined) onDeclined(declined);
  });

  return (
    <FormDialog
      title="Decline the offer"
      intro="The request closes; you can start a new one of this kind afterwards."
      onClose={onClose}
      formLabel="Decline the offer"
      onSubmit={send}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel="Decline the offer"
      sendingLabel="Declining…"
      cancelLabel="Keep the offer"
      danger
    >
      <Field
        id="decline-reason"
        label="Why you decline (optional)"
        error={errors.reason?.message}
        hint="It helps the financing team make better offers."
      >
        {(control) => <textarea className="input textarea" rows={3} maxLength={500} {...control} {...form.register('reason')} />}
      </Field>
    </FormDialog>
  );
}
