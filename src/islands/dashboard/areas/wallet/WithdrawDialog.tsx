/**
 * "Withdraw": an amount in naira from the available balance to one of the wallet's ready bank
 * accounts, with the PIN. Above the warning limit, as at checkout, the person confirms the amount
 * and a one-time code; the step shows as soon as the amount passes the limit, or when the gateway
 * asks for it (428, the limit changed meanwhile). Refusals say what to do: verify first (403), a
 * limit or the cooling-off cap (422), not enough money (409), an account gone (404).
 */
import { useState } from 'react';
import { z } from 'zod';
import { formatMoney, koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import { type BeneficiaryView, createPayoutBody, type PayoutView, type TierCaps } from '../../../../contracts/verification.ts';
import { pinEntry, type WalletDetails } from '../../../../contracts/wallet.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PinField } from '../../../shared/money/PinField.tsx';
import { OneTimeCode } from '../../../shared/money/OneTimeCode.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { failureStatus, invalidate } from '../../../shared/data/use-query.ts';
import { createPayout, WALLET_KEY } from './api.ts';
import { coolingOff } from './BeneficiaryList.tsx';
import { useCodeStep } from '../../../shared/money/use-code-step.ts';

const withdrawForm = z.object({
  beneficiaryId: createPayoutBody.shape.beneficiaryId,
  amount: z
    .string()
    .trim()
    .refine((typed) => (nairaToKobo(typed) ?? 0) > 0, { error: 'must be an amount in naira, like 250000 or 250,000.50' })
    .transform((typed) => nairaToKobo(typed)!),
  pin: pinEntry,
  confirmLarge: z.boolean(),
});

interface Props {
  wallet: WalletDetails;
  /** The caps of the wallet's tier, when known. */
  caps: TierCaps | null;
  /** The accounts money can go to now. */
  beneficiaries: BeneficiaryView[];
  onClose: () => void;
  onPaid: (payout: PayoutView) => void;
}

/** The most one payout may be and what is left of today's limit: the owner's limits within the platform's and the tier's caps. */
function headroom(wallet: WalletDetails, caps: TierCaps | null) {
  const { limits } = wallet;
  const none = Number.POSITIVE_INFINITY;
  const perPayout = Math.min(limits.perTransactionLimit ?? none, limits.maxPerTransaction, caps?.maxPerTransaction ?? none);
  const daily = Math.min(limits.dailyLimit ?? none, limits.maxDaily, caps?.maxDaily ?? none);
  return { perPayout, leftToday: Math.max(0, daily - limits.spentToday) };
}

export function WithdrawDialog({ wallet, caps, beneficiaries, onClose, onPaid }: Props) {
  const { form, submit, onValid, formError, setFormError, errors, busy } = useGatewayForm<
    z.output<typeof withdrawForm>,
    z.input<typeof withdrawForm>
  >(withdrawForm, { beneficiaryId: beneficiaries.length === 1 ? beneficiaries[0]!.id : '', amount: '', pin: '', confirmLarge: false });
  const code = useCodeStep();
  const [askedLarge, setAskedLarge] = useState(false);
  // 403 with no code at fault: the tier allows no payouts, so the way out is a link to verification.
  const [unverified, setUnverified] = useState(false);
  const [chosenId, typedAmount] = form.watch(['beneficiaryId', 'amount']);
  const chosen = beneficiaries.find((b) => b.id === chosenId) ?? null;
  const amount = nairaToKobo(typedAmount ?? '');
  const warningLimit = wallet.limits.warningLimit;
  const large = askedLarge || (warningLimit !== null && amount !== null && amount > warningLimit);
  const { perPayout, leftToday } = headroom(wallet, caps);
  const { dateTime } = useAccountDates();
  const most = Math.min(
    wallet.balances.available,
    perPayout,
    leftToday,
    chosen && coolingOff(chosen) ? chosen.coolingOffCap : Number.POSITIVE_INFINITY,
  );

  const send = onValid(async (body) => {
    setUnverified(false);
    if (large && !body.confirmLarge) {
      form.setError('confirmLarge', { message: 'Tick this to confirm the amount.' }, { shouldFocus: true });
      return;
    }
    const otpId = code.otpId;
    if (large && !otpId) {
      setFormError('Confirm the amount with the one-time code we email you first.');
      return;
    }
    const payout = await submit(() =>
      createPayout({
        beneficiaryId: body.beneficiaryId,
        amount: body.amount,
        pin: body.pin,
        ...(large && otpId ? { confirmLarge: true, otpId } : {}),
      }).catch((error: unknown) => {
        const status = failureStatus(error);
        setUnverified(status === 403 && /verif/i.test(errorMessage(error)));
        if (status === 428) setAskedLarge(true);
        // The account was removed meanwhile: the list behind the dialog shows it gone.
        if (status === 404) invalidate(WALLET_KEY);
        return code.renewIfRefused(error);
      }),
    );
    if (payout) onPaid(payout);
  });

  return (
    <FormDialog
      title="Withdraw to a bank account"
      intro={`Available now: ${formatMoney(wallet.balances.available, wallet.currency)}.`}
      onClose={onClose}
      className="withdraw-dialog"
      formLabel="Withdraw"
      onSubmit={send}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel={amount ? `Withdraw ${formatMoney(amount)}` : 'Withdraw'}
    >
      {unverified && (
        <p className="small">
          <a href="/wallet/verification">Verify your identity</a> to pay out to a bank account.
        </p>
      )}
      <Field id="payout-account" label="To" error={errors.beneficiaryId?.message}>
        {(control) => (
          <select {...control} className="input" {...form.register('beneficiaryId')}>
            <option value="">Choose a bank account</option>
            {beneficiaries.map((b) => (
              <option key={b.id} value={b.id}>
                {b.accountName} · {b.bankName} {b.accountNumber}
              </option>
            ))}
          </select>
        )}
      </Field>
      {chosen && coolingOff(chosen) && (
        <p className="notice warning small" role="note">
          This account was added recently: at most {formatMoney(chosen.coolingOffCap)} in all can be paid out to it until{' '}
          {dateTime(chosen.coolingOffUntil!)}.
        </p>
      )}
      <Field
        id="payout-amount"
        label="Amount (₦)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="250,000"
        hint={
          <>
            At most {formatMoney(perPayout)} per payout; {formatMoney(leftToday)} left of today's limit.{' '}
            {most > 0 && (
              <button
                type="button"
                className="link-button"
                onClick={() => form.setValue('amount', koboToNaira(most), { shouldValidate: true })}
              >
                Withdraw the most I can
              </button>
            )}
          </>
        }
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <PinField id="payout-pin" error={errors.pin?.message} {...form.register('pin')} />
      {large && (
        <>
          <div className="field">
            <label className="checkbox">
              <input
                type="checkbox"
                aria-invalid={errors.confirmLarge ? true : undefined}
                aria-describedby={errors.confirmLarge ? 'confirm-large-error' : undefined}
                {...form.register('confirmLarge')}
              />
              <span>
                I confirm this payout of {amount !== null ? formatMoney(amount) : 'this amount'}
                {warningLimit !== null ? `, above my warning limit of ${formatMoney(warningLimit)}` : ''}.
              </span>
            </label>
            {errors.confirmLarge && (
              <p id="confirm-large-error" className="field-error">
                {errors.confirmLarge.message}
              </p>
            )}
          </div>
          <OneTimeCode
            key={code.round}
            purpose="large-outflow"
            reason="Payouts above your warning limit also need a code sent to your email."
            onValidated={code.setOtpId}
          />
        </>
      )}
    </FormDialog>
  );
}
