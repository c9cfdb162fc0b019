/**
 * Deciding a claim that waited past the seller's time: a refund of packages and/or delivery (the
 * seller's refund, said to be the platform's), or none due; a reason either way, which both sides
 * read. The rest of the order is then paid to the seller. Someone deciding first (409) ends the
 * dialog like a decision, with their answer.
 */
import { useMemo } from 'react';
import { z } from 'zod';
import type { Claim, ClaimDecisionBody } from '../../../../contracts/claims.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { decisionReason } from '../../../../contracts/operations.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { RefundFields } from '../../../shared/commerce/ClaimRefundFields.tsx';
import {
  checkRefund,
  type RefundValues,
  refundDefaults,
  refundFieldOf,
  refundFields,
  refundTotal,
  refundPartsOf,
} from '../../../shared/commerce/claim-refund-form.ts';
import { decideClaim, type Outcome } from './api.ts';

const OUTCOMES = [
  { value: 'refund', label: 'Refund the buyer' },
  { value: 'reject', label: 'No refund is due' },
] as const;

interface Props {
  claim: Claim;
  onClose: () => void;
  /** The gateway answered; `done` is what the news line says was done. */
  onDone: (outcome: Outcome, done: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export function ClaimDecisionDialog({ claim, onClose, onDone, onCloseAutoFocus }: Props) {
  const schema = useMemo(
    () =>
      refundFields(decisionReason)
        .extend({ outcome: z.enum(['refund', 'reject'], { error: 'Choose a refund or none.' }) })
        .superRefine((values, ctx) => {
          if (values.outcome === 'refund') checkRefund(claim.order, values, ctx);
        })
        .transform(
          (values): ClaimDecisionBody =>
            values.outcome === 'refund' ? { outcome: 'refund', ...refundPartsOf(values) } : { outcome: 'reject', reason: values.reason },
        ),
    [claim.order],
  );
  const gateway = useGatewayForm<ClaimDecisionBody, RefundValues>(
    schema,
    { ...refundDefaults(claim.order), outcome: 'refund' },
    { mode: 'onSubmit', fieldOf: refundFieldOf },
  );
  const { form } = gateway;
  const values = form.watch();
  const refunding = values.outcome === 'refund';
  const net = refunding ? refundTotal(claim.order, values) : null;
  const send = gateway.onValid(async (body) => {
    const outcome = await gateway.submit(() => decideClaim(claim.id, body));
    if (outcome) onDone(outcome, body.outcome === 'refund' ? 'Refunded' : 'No refund due');
  });

  return (
    <FormDialog
      title={`Decide claim ${claim.number}`}
      intro={`Order ${claim.order.number}, ${claim.buyer.name} against ${claim.supplier.name}. Either way the claim ends and the rest of the order is paid to the seller.`}
      className="claim-dialog"
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      onSubmit={send}
      error={gateway.formError}
      sending={form.formState.isSubmitting}
      busy={gateway.busy}
      submitLabel={refunding ? (net ? `Refund ${formatMoney(net, claim.order.currency)}` : 'Refund') : 'Decide: no refund'}
      sendingLabel="Deciding…"
      danger={!refunding}
    >
      <ChoiceGroup legend="Decision" choices={OUTCOMES} field={form.register('outcome')} />
      {refunding ? (
        <RefundFields
          order={claim.order}
          form={form}
          reasonLabel="Reason, shown to the buyer and the seller"
          reasonHint="What the evidence showed and why this refund."
        />
      ) : (
        <Field
          id={`claim-${claim.id}-reason`}
          label="Reason, shown to the buyer and the seller"
          hint="What the evidence showed and why no refund is due."
          error={gateway.errors.reason?.message}
        >
          {(control) => (
            <textarea {...control} {...form.register('reason')} className="input textarea" rows={4} maxLength={500} aria-required="true" />
          )}
        </Field>
      )}
    </FormDialog>
  );
}
