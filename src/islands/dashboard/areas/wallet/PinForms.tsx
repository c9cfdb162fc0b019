/**
 * The wallet PIN: set it the first time (typed twice), or change it with the current PIN and a
 * one-time code sent by email. Trivial PINs (111111, 123456…) are refused with the reason.
 */
import { useState } from 'react';
import { z } from 'zod';
import { pin, pinEntry } from '../../../../contracts/wallet.ts';
import { toast } from '../../../../lib/toast.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { OneTimeCode } from '../../../shared/money/OneTimeCode.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { changePin, setPin } from './api.ts';

const pinInput = { inputMode: 'numeric', autoComplete: 'off', maxLength: 6, type: 'password' } as const;

const setPinForm = z
  .object({ pin, repeat: z.string() })
  .refine((v) => v.pin === v.repeat, { error: 'must match the PIN', path: ['repeat'] });

export function SetPinForm() {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(setPinForm, { pin: '', repeat: '' });
  const save = onValid(async ({ pin: chosen }) => {
    if (await submit(() => setPin(chosen))) toast('Your wallet PIN is set.');
  });
  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <FormMessage error={formError} />
      <Field
        id="new-pin"
        label="New PIN (6 digits)"
        hint="Not a repeated digit or a run like 123456."
        error={errors.pin?.message}
        {...pinInput}
        {...form.register('pin')}
      />
      <Field id="repeat-pin" label="The PIN again" error={errors.repeat?.message} {...pinInput} {...form.register('repeat')} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {form.formState.isSubmitting ? 'Saving…' : 'Set the PIN'}
        </button>
      </div>
    </form>
  );
}

const changePinForm = z.object({ currentPin: pinEntry, newPin: pin });

export function ChangePinForm() {
  const { form, submit, onValid, formError, setFormError, errors, busy } = useGatewayForm(changePinForm, { currentPin: '', newPin: '' });
  const [otpId, setOtpId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const save = onValid(async (body) => {
    if (!otpId) {
      setFormError('Confirm with the one-time code we email you first.');
      return;
    }
    if (await submit(() => changePin({ ...body, otpId }))) {
      toast('Your wallet PIN is changed.');
      form.reset();
      setOtpId(null);
      setRound((n) => n + 1);
    }
  });
  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <FormMessage error={formError} />
      <Field id="current-pin" label="Current PIN" error={errors.currentPin?.message} {...pinInput} {...form.register('currentPin')} />
      <Field id="changed-pin" label="New PIN (6 digits)" error={errors.newPin?.message} {...pinInput} {...form.register('newPin')} />
      <OneTimeCode
        key={round}
        purpose="change-pin"
        reason="For your safety a new PIN also needs a code sent to your email."
        onValidated={setOtpId}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {form.formState.isSubmitting ? 'Changing…' : 'Change the PIN'}
        </button>
      </div>
    </form>
  );
}
