/**
 * Early repayment from the wallet: in full (the payoff today: principal left, this period's
 * interest and the fees due) or a part of it, with the wallet PIN. A part pays the instalments in
 * order of their due dates.
 */
import { z } from 'zod';
import type { FinancingDetail } from '../../../../contracts/financing.ts';
import { formatMoney, nairaToKobo } from '../../../../contracts/money.ts';
import { pinEntry } from '../../../../contracts/wallet.ts';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PinField } from '../../../shared/money/PinField.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { repay } from './api.ts';

function repayForm(payoff: number) {
  return z
    .object({ how: z.enum(['full', 'part']), amount: z.string(), pin: pinEntry })
    .superRefine((values, ctx) => {
      if (values.how !== 'part') return;
      const amount = nairaToKobo(values.amount);
      if (!amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be an amount in naira, like 250000 or 250,000.50' });
      else if (amount >= payoff)
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `must be less than ${formatMoney(payoff)}: choose “In full” to repay everything`,
        });
    })
    .transform(({ how, amount, pin }) => (how === 'part' ? { pin, amount: nairaToKobo(amount)! } : { pin }));
}

const WAYS = [
  { value: 'full', label: 'In full' },
  { value: 'part', label: 'Part of it' },
];

interface Props {
  request: FinancingDetail;
  onClose: () => void;
  /** With the amount repaid. */
  onRepaid: (request: FinancingDetail, amount: number) => void;
}

export function RepayDialog({ request, onClose, onRepaid }: Props) {
  const schema = repayForm(request.payoffAmount);
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm<z.output<typeof schema>, z.input<typeof schema>>(schema, {
    how: 'full',
    amount: '',
    pin: '',
  });
  const [how, typed] = form.watch(['how', 'amount']);
  const amount = how === 'part' ? nairaToKobo(typed ?? '') : request.payoffAmount;
  const send = onValid(async (body) => {
    const repaid = await submit(() => repay(request.id, body));
    if (repaid) onRepaid(repaid, 'amount' in body && body.amount ? body.amount : request.payoffAmount);
  });

  return (
    <FormDialog
      title="Repay early"
      intro={`To repay everything today: ${formatMoney(request.payoffAmount)} (principal left, this period's interest and fees due).`}
      onClose={onClose}
      formLabel="Repay early"
      onSubmit={send}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel={amount ? `Repay ${formatMoney(amount)}` : 'Repay'}
      sendingLabel="Repaying…"
    >
      <ChoiceGroup legend="How much" choices={WAYS} field={form.register('how')} />
      {how === 'part' && (
        <Field
          id="repay-amount"
          label="Amount (₦)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="250,000"
          hint="Paid towards the instalments in the order they are due."
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      )}
      <PinField id="repay-pin" error={errors.pin?.message} {...form.register('pin')} />
      <p className="small muted">The money is taken from your wallet's available balance.</p>
    </FormDialog>
  );
}
