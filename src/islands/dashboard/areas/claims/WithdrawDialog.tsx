/**
 * The buyer withdraws an open claim, after confirming: it accepts the delivery, and the order is
 * paid to the seller at once. An optional reason goes with it.
 */
import { useId } from 'react';
import { z } from 'zod';
import type { Claim } from '../../../../contracts/claims.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';

const WITHDRAW_REASON_MAX = 500;
const withdrawForm = z.object({
  reason: z
    .string()
    .trim()
    .max(WITHDRAW_REASON_MAX, { error: `must be at most ${WITHDRAW_REASON_MAX} characters` }),
});

interface WithdrawDialogProps {
  claim: Claim;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

export function WithdrawDialog({ claim, onSubmit, onClose }: WithdrawDialogProps) {
  const id = useId();
  const gateway = useGatewayForm(withdrawForm, { reason: '' });
  const send = gateway.onValid(async ({ reason }) => {
    if ((await gateway.submit(() => onSubmit(reason).then(() => true))) !== null) onClose();
  });
  return (
    <FormDialog
      title={`Withdraw claim ${claim.number}?`}
      intro={`You accept the delivery of order ${claim.order.number}: the seller is paid at once, and the claim cannot be opened again.`}
      className="claim-dialog"
      onClose={onClose}
      onSubmit={send}
      error={gateway.formError}
      sending={gateway.form.formState.isSubmitting}
      busy={gateway.busy}
      submitLabel="Withdraw the claim"
      sendingLabel="Withdrawing…"
      cancelLabel="Keep the claim"
      danger
    >
      <Field
        id={`${id}-reason`}
        label="Reason (optional)"
        hint={`The seller reads it, for example “the seller replaced the bag”. At most ${WITHDRAW_REASON_MAX} characters.`}
        error={gateway.errors.reason?.message}
      >
        {(control) => (
          <textarea {...control} {...gateway.form.register('reason')} className="input textarea" rows={3} maxLength={WITHDRAW_REASON_MAX} />
        )}
      </Field>
    </FormDialog>
  );
}
