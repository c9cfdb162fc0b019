/**
 * "Add a bank account": the bank and the 10-digit account number, then the name the bank gives
 * for it, shown before anything is saved (with a warning when it differs from the wallet's
 * verified name: such an account waits for our team's review), then the PIN and a one-time code.
 */
import { useState } from 'react';
import { z } from 'zod';
import { accountNumber, bankCode, isValidNuban } from '../../../../contracts/verification.ts';
import { pinEntry } from '../../../../contracts/wallet.ts';
import { toast } from '../../../../lib/toast.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PinField } from '../../../shared/money/PinField.tsx';
import { OneTimeCode } from '../../../shared/money/OneTimeCode.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { addBeneficiary, banksKey, loadBanks, resolveAccount } from './api.ts';
import { useCodeStep } from '../../../shared/money/use-code-step.ts';

const beneficiaryForm = z.object({ bankCode, accountNumber, pin: pinEntry });

interface Resolved {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  nameMatches: boolean;
}

export function AddBeneficiaryDialog({ verifiedName, onClose }: { verifiedName: string | null; onClose: () => void }) {
  const banks = useQuery(banksKey(), loadBanks);
  const { form, submit, formError, setFormError, errors, busy } = useGatewayForm(beneficiaryForm, {
    bankCode: '',
    accountNumber: '',
    pin: '',
  });
  const [resolved, setResolved] = useState<Resolved | null>(null);
  const [checking, setChecking] = useState(false);
  const code = useCodeStep();
  const [chosenBank, typedNumber] = form.watch(['bankCode', 'accountNumber']);
  // A name belongs to the bank and number it was given for: changing either asks again.
  const account = resolved && resolved.bankCode === chosenBank && resolved.accountNumber === typedNumber.trim() ? resolved : null;

  async function check() {
    if (!(await form.trigger(['bankCode', 'accountNumber'], { shouldFocus: true }))) return;
    const { bankCode: bank, accountNumber: number } = form.getValues();
    const digits = number.trim();
    if (!isValidNuban(bank, digits)) {
      form.setError('accountNumber', { message: 'is not an account number of this bank: check the 10 digits' }, { shouldFocus: true });
      return;
    }
    setChecking(true);
    const answer = await submit(() => resolveAccount({ bankCode: bank, accountNumber: digits }));
    setChecking(false);
    if (answer) setResolved({ ...answer, bankCode: bank, accountNumber: digits });
  }

  const add = form.handleSubmit(
    async ({ bankCode: bank, accountNumber: number, pin }) => {
      const otpId = code.otpId;
      if (!otpId) {
        setFormError('Confirm with the one-time code we email you first.');
        return;
      }
      const added = await submit(() => addBeneficiary({ bankCode: bank, accountNumber: number, pin, otpId }).catch(code.renewIfRefused));
      if (!added) return;
      toast(
        added.status === 'active'
          ? `${added.bankName} ${added.accountNumber} is added.`
          : `${added.bankName} ${added.accountNumber} is added; our team checks the name before you can pay out to it.`,
      );
      onClose();
    },
    () => setFormError('Some fields need your attention: they are marked below.'),
  );

  return (
    <FormDialog
      title="Add a bank account"
      intro="Payouts go only to accounts you add here. We ask the bank for the account's name before anything is saved."
      onClose={onClose}
      className="beneficiary-dialog"
      formLabel="New bank account"
      // Sending before the name is known asks the bank; after, it adds the account.
      onSubmit={(event) => (account ? add(event) : check())}
      error={formError}
      sending={form.formState.isSubmitting || checking}
      busy={busy || (!account && !banks.data)}
      submitLabel={account ? 'Add the account' : 'Check the account'}
      sendingLabel={checking ? 'Asking the bank…' : 'Adding…'}
    >
      {banks.data ? (
        <Field id="beneficiary-bank" label="Bank" error={errors.bankCode?.message}>
          {(control) => (
            <select {...control} className="input" {...form.register('bankCode')}>
              <option value="">Choose a bank</option>
              {banks.data!.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <QueryStatus query={banks} what="the list of banks" />
      )}
      <Field
        id="beneficiary-number"
        label="Account number (10 digits)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      {account && (
        <div className="resolved-account" role="status">
          <p className="balance-label">The bank says this account belongs to</p>
          <p className="resolved-name" data-testid="resolved-name">
            {account.accountName}
          </p>
          <p className="small muted">
            {account.bankName} · {account.accountNumber}
          </p>
          {!account.nameMatches && (
            <p className="notice warning">
              This name does not match {verifiedName ? `your verified name, ${verifiedName}` : "your wallet's verified name"}. You can still
              add it, but our team reviews it before any payout can go there.
            </p>
          )}
        </div>
      )}
      {account && (
        <>
          <PinField id="beneficiary-pin" error={errors.pin?.message} {...form.register('pin')} />
          <OneTimeCode
            key={code.round}
            purpose="add-beneficiary"
            reason="A new bank account for payouts also needs a code sent to your email."
            onValidated={code.setOtpId}
          />
        </>
      )}
    </FormDialog>
  );
}
