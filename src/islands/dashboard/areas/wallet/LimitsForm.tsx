/**
 * The owner's limits: a warning limit (payments above it need a confirmation and a one-time code)
 * and upper limits per transaction and per day, never above the platform's caps. Amounts are typed
 * in naira; an empty field means no limit of one's own. Saving needs the PIN.
 */
import { z } from 'zod';
import { formatMoney, koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import { pinEntry, type WalletDetails } from '../../../../contracts/wallet.ts';
import { toast } from '../../../../lib/toast.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { setLimits } from './api.ts';

const amount = z
  .string()
  .trim()
  .refine((typed) => typed === '' || (nairaToKobo(typed) ?? 0) > 0, { error: 'must be an amount in naira, like 500000 or 500,000.00' })
  .transform((typed) => (typed === '' ? null : nairaToKobo(typed)));

const limitsForm = z.object({ warningLimit: amount, perTransactionLimit: amount, dailyLimit: amount, pin: pinEntry });

const typed = (kobo: number | null) => (kobo === null ? '' : koboToNaira(kobo));

export function LimitsForm({ wallet }: { wallet: WalletDetails }) {
  const { limits } = wallet;
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm<z.output<typeof limitsForm>, z.input<typeof limitsForm>>(
    limitsForm,
    {
      warningLimit: typed(limits.warningLimit),
      perTransactionLimit: typed(limits.perTransactionLimit),
      dailyLimit: typed(limits.dailyLimit),
      pin: '',
    },
  );
  const save = onValid(async (body) => {
    if (await submit(() => setLimits(body))) {
      toast('Your limits are saved.');
      form.setValue('pin', '');
    }
  });
  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <FormMessage error={formError} />
      <Field
        id="warning-limit"
        label="Warning limit (₦)"
        hint="A payment above it asks you to confirm it with a code sent to your email. Leave empty for none."
        inputMode="decimal"
        error={errors.warningLimit?.message}
        {...form.register('warningLimit')}
      />
      <Field
        id="per-transaction-limit"
        label="Most per payment (₦)"
        hint={`The platform allows up to ${formatMoney(limits.maxPerTransaction)}.`}
        inputMode="decimal"
        error={errors.perTransactionLimit?.message}
        {...form.register('perTransactionLimit')}
      />
      <Field
        id="daily-limit"
        label="Most per day (₦)"
        hint={`The platform allows up to ${formatMoney(limits.maxDaily)}. Sent today: ${formatMoney(limits.spentToday)}.`}
        inputMode="decimal"
        error={errors.dailyLimit?.message}
        {...form.register('dailyLimit')}
      />
      <Field
        id="limits-pin"
        label="Your PIN"
        inputMode="numeric"
        type="password"
        maxLength={6}
        autoComplete="off"
        error={errors.pin?.message}
        {...form.register('pin')}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || !wallet.pinSet}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save the limits'}
        </button>
      </div>
      {!wallet.pinSet && <p className="small muted">Set your PIN first: limits are saved with it.</p>}
    </form>
  );
}
