/**
 * The seller ends a claim by refunding: packages and/or part of the delivery fee, with a reason the
 * buyer reads. The amount shows before it is sent; a credit note is issued and the rest of the order
 * is paid to the seller at once. A refusal lands on its field, or at the top.
 */
import { useMemo } from 'react';
import type { Claim } from '../../../../contracts/claims.ts';
import { requiredText } from '../../../../contracts/text-fields.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { RefundFields } from '../../../shared/commerce/ClaimRefundFields.tsx';
import {
  REFUND_REASON_MAX,
  type RefundParts,
  type RefundValues,
  refundDefaults,
  refundFieldOf,
  refundTotal,
  refundSchema,
} from '../../../shared/commerce/claim-refund-form.ts';

interface RefundDialogProps {
  claim: Claim;
  /** Sends the refund; rejects with the gateway's error when it did not go through. */
  onSubmit: (parts: RefundParts) => Promise<unknown>;
  onClose: () => void;
}

export function RefundDialog({ claim, onSubmit, onClose }: RefundDialogProps) {
  const schema = useMemo(() => refundSchema(claim.order, requiredText(REFUND_REASON_MAX)), [claim.order]);
  const gateway = useGatewayForm<RefundParts, RefundValues>(schema, refundDefaults(claim.order), {
    mode: 'onSubmit',
    fieldOf: refundFieldOf,
  });
  const net = refundTotal(claim.order, gateway.form.watch());
  const send = gateway.onValid(async (parts) => {
    if ((await gateway.submit(() => onSubmit(parts).then(() => true))) !== null) onClose();
  });
  return (
    <FormDialog
      title={`Refund claim ${claim.number}`}
      intro={`Order ${claim.order.number}. The buyer gets a credit note, and the rest of the order is paid to you at once.`}
      className="claim-dialog refund-dialog"
      onClose={onClose}
      onSubmit={send}
      error={gateway.formError}
      sending={gateway.form.formState.isSubmitting}
      busy={gateway.busy}
      submitLabel={net ? `Refund ${formatMoney(net, claim.order.currency)} and close the claim` : 'Refund and close the claim'}
      sendingLabel="Refunding…"
      cancelLabel="Not now"
    >
      <RefundFields
        order={claim.order}
        form={gateway.form}
        reasonLabel="Reason, shown to the buyer"
        reasonHint="For example “the caked bag, refunded with its VAT”."
      />
    </FormDialog>
  );
}
