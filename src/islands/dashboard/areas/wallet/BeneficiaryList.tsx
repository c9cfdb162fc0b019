/**
 * The wallet's bank accounts for payouts: bank, number, the name the bank gave, whether it can be
 * paid yet (a name that did not match waits for review; a new account cools off with a lower cap),
 * and removing one after a confirmation.
 */
import { useRef, useState } from 'react';
import { formatMoney } from '../../../../contracts/money.ts';
import { BENEFICIARY_STATUS_LABELS, type BeneficiaryView } from '../../../../contracts/verification.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useMutation } from '../../../shared/data/use-query.ts';
import { removeBeneficiary } from './api.ts';

const TONE = { active: 'verified', in_review: 'warning', rejected: 'danger' } as const;

/** Whether payouts to the account are still capped lower because it was added recently. */
export const coolingOff = (beneficiary: BeneficiaryView, now = Date.now()) =>
  beneficiary.coolingOffUntil !== null && new Date(beneficiary.coolingOffUntil).getTime() > now;

/** Where the keyboard goes once the removed account's own button is gone. */
export const BENEFICIARIES_TITLE_ID = 'beneficiaries-title';

function RemoveDialog({ beneficiary, onClose }: { beneficiary: BeneficiaryView; onClose: () => void }) {
  const remove = useMutation(removeBeneficiary);
  const removed = useRef(false);
  async function confirm() {
    if ((await remove.run(beneficiary.id)) === null) return;
    removed.current = true;
    toast(`${beneficiary.bankName} ${beneficiary.accountNumber} is removed.`);
    onClose();
  }
  return (
    <FormDialog
      title="Remove this bank account?"
      intro={`${beneficiary.accountName}, ${beneficiary.bankName} ${beneficiary.accountNumber}. Payouts already on their way still arrive; adding it again later needs your PIN and a one-time code.`}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        event.preventDefault();
        document.getElementById(BENEFICIARIES_TITLE_ID)?.focus();
      }}
      onSubmit={confirm}
      error={remove.error?.message}
      sending={remove.busy}
      submitLabel="Remove the account"
      sendingLabel="Removing…"
      cancelLabel="Keep it"
      danger
    />
  );
}

export function BeneficiaryList({ beneficiaries, canChange }: { beneficiaries: BeneficiaryView[]; canChange: boolean }) {
  const { dateTime } = useAccountDates();
  const [removing, setRemoving] = useState<BeneficiaryView | null>(null);
  return (
    <>
      <ul className="item-list beneficiaries" aria-label="Bank accounts">
        {beneficiaries.map((b) => (
          <li key={b.id} className="card beneficiary">
            <div className="item-main">
              <p className="item-title">{b.accountName}</p>
              <p className="item-body">
                {b.bankName} · <span className="account-number">{b.accountNumber}</span>
              </p>
              <p className="item-meta small">
                <span className={`badge ${TONE[b.status]}`}>{BENEFICIARY_STATUS_LABELS[b.status]}</span>
                {b.status === 'in_review' && (
                  <span className="muted"> The name differs from your verified name: our team checks it first.</span>
                )}
              </p>
              {b.status === 'rejected' && b.reason && <p className="small field-error">{b.reason}</p>}
              {b.status === 'active' && coolingOff(b) && (
                <p className="small muted">
                  New account: until {dateTime(b.coolingOffUntil!)} at most {formatMoney(b.coolingOffCap)} in all can be paid out to it.
                </p>
              )}
            </div>
            {canChange && (
              <div className="item-actions">
                <button
                  type="button"
                  className="button secondary compact"
                  aria-label={`Remove ${b.bankName} ${b.accountNumber}`}
                  onClick={() => setRemoving(b)}
                >
                  Remove
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {removing && <RemoveDialog beneficiary={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
