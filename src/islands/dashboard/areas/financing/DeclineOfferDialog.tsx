/** "Decline the offer", with a reason if the company wants to give one: the request closes and a new one may be started. */
import type { z } from 'zod';
import { type FinancingDetail, rejectOfferBody } from '../../../../contracts/financing.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
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
  const sending = form.formState.isSubmitting;
  const send = onValid(async (body) => {
    const declined = await submit(() => rejectOffer(request.id, body));
    if (declined) onDeclined(declined);
  });

  return (
    <Dialog
      title="Decline the offer"
      intro="The request closes; you can start a new one of this kind afterwards."
      busy={sending}
      onClose={onClose}
    >
      <form className="form" noValidate aria-label="Decline the offer" onSubmit={(event) => void send(event)}>
        <FormMessage error={formError} />
        <Field
          id="decline-reason"
          label="Why you decline (optional)"
          error={errors.reason?.message}
          hint="It helps the financing team make better offers."
        >
          {(control) => <textarea className="input textarea" rows={3} maxLength={500} {...control} {...form.register('reason')} />}
        </Field>
        <div className="form-actions">
          <button type="submit" className="button fin-danger" disabled={busy}>
            {sending ? 'Declining…' : 'Decline the offer'}
          </button>
          <button type="button" className="button secondary" disabled={sending} onClick={onClose}>
            Keep the offer
          </button>
        </div>
      </form>
    </Dialog>
  );
}
