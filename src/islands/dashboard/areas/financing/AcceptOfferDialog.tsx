/**
 * "Accept the offer": what the company takes on, said plainly, then the wallet PIN and a one-time
 * code emailed to the person (purpose 'accept-financing'), as for a large payout. A code the
 * gateway refuses (used, expired) starts a fresh code step.
 */
import { z } from 'zod';
import type { FinancingDetail, OfferView } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { pinEntry } from '../../../../contracts/wallet.ts';
import { PinField } from '../../../shared/money/PinField.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { OneTimeCode } from '../../../shared/money/OneTimeCode.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useCodeStep } from '../../../shared/money/use-code-step.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { acceptOffer } from './api.ts';
import { annualRate } from './rates.ts';

const acceptForm = z.object({ pin: pinEntry });

interface Props {
  request: FinancingDetail;
  offer: OfferView;
  onClose: () => void;
  onAccepted: (request: FinancingDetail) => void;
}

export function AcceptOfferDialog({ request, offer, onClose, onAccepted }: Props) {
  const { form, submit, onValid, formError, setFormError, errors, busy } = useGatewayForm(acceptForm, { pin: '' });
  const code = useCodeStep();
  const { date } = useAccountDates();
  const first = offer.schedule[0];

  const send = onValid(async ({ pin }) => {
    const otpId = code.otpId;
    if (!otpId) {
      setFormError('Confirm with the one-time code we email you first.');
      return;
    }
    const accepted = await submit(() => acceptOffer(request.id, { pin, otpId }).catch(code.renewIfRefused));
    if (accepted) onAccepted(accepted);
  });

  return (
    <FormDialog
      title="Accept the offer"
      intro={`${request.reference}: ${formatMoney(offer.amount)} over ${offer.tenorDays} days.`}
      onClose={onClose}
      formLabel="Accept the offer"
      onSubmit={send}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel="Accept the offer"
      sendingLabel="Accepting…"
    >
      <p className="fin-commitment">
        {request.type === 'procurement'
          ? `You can pay up to ${formatMoney(offer.amount)} at checkout with financing.`
          : `${formatMoney(offer.amount)} is paid into your wallet once the financing team disburses it.`}{' '}
        You repay <strong>{formatMoney(offer.total)}</strong> in {offer.schedule.length}{' '}
        {offer.schedule.length === 1 ? 'instalment' : 'instalments'}
        {first ? `, the first (${formatMoney(first.amount)}) on ${date(first.dueAt)}` : ''}, taken from your wallet on the day each is due:
        an annual percentage rate of {annualRate(offer.aprBps)}.
      </p>
      <PinField id="accept-pin" error={errors.pin?.message} {...form.register('pin')} />
      <OneTimeCode
        key={code.round}
        purpose="accept-financing"
        reason="Accepting financing also needs a code sent to your email."
        onValidated={code.setOtpId}
      />
    </FormDialog>
  );
}
