/**
 * /wallet/payouts: money out of the wallet to the owner's bank accounts. The accounts (add one with
 * the PIN and a one-time code, remove one), "Withdraw", and the payouts so far, filtered by status
 * in the address. A payout on its way is followed until it lands or fails; a failed one says the
 * money is back. /wallet/payouts?withdraw=1 (the wallet home's button) opens "Withdraw" at once.
 */
import { useEffect, useState } from 'react';
import { formatMoney } from '../../../../contracts/money.ts';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUSES, type PayoutStatus, type PayoutView } from '../../../../contracts/verification.ts';
import type { WalletDetails } from '../../../../contracts/wallet.ts';
import { toast } from '../../../../lib/toast.ts';
import { navigate, useLocation } from '../../../shared/data/location.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { invalidate, useQuery } from '../../../shared/data/use-query.ts';
import { pageParam, type UrlView, useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { AddBeneficiaryDialog } from './AddBeneficiaryDialog.tsx';
import {
  beneficiariesKey,
  loadBeneficiaries,
  loadPayouts,
  loadVerification,
  loadWallet,
  type PayoutFilters,
  payoutsKey,
  verificationKey,
  WALLET_KEY,
  walletKey,
} from './api.ts';
import { BENEFICIARIES_TITLE_ID, BeneficiaryList } from './BeneficiaryList.tsx';
import { OpenWallet } from './OpenWallet.tsx';
import { PayoutLines, RETURNED } from './PayoutLines.tsx';
import { useRefreshWhile } from './use-refresh-while.ts';
import { WithdrawDialog } from './WithdrawDialog.tsx';
import walletStyles from './wallet.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';
import { WalletPageHead } from './WalletPageHead.tsx';

await areaStyles(walletStyles);

const PATH = '/wallet/payouts';
/** A payout on its way is asked after this often (with the balance it changes). */
const FOLLOW_EVERY_MS = 4000;

const view: UrlView<PayoutFilters> = {
  read: (params) => {
    const status = params.get('status');
    return { page: pageParam(params), status: PAYOUT_STATUSES.includes(status as PayoutStatus) ? (status as PayoutStatus) : null };
  },
  defaults: { page: 1, status: null },
};

const followAll = () => invalidate(WALLET_KEY);

/** What the toast says about a payout just asked for. */
function outcome(payout: PayoutView): string {
  const what = `${formatMoney(payout.amount)} to ${payout.beneficiary.bankName} ${payout.beneficiary.accountNumber}`;
  if (payout.status === 'succeeded') return `${what} is paid out (${payout.reference}).`;
  if (payout.status === 'awaiting_approval') return `${what} waits for our team's approval (${payout.reference}).`;
  if (RETURNED.has(payout.status)) return `${what} did not go out; the money is back in your wallet.`;
  return `${what} is on its way (${payout.reference}).`;
}

/** Why "Withdraw" cannot be used yet, or null. */
function withdrawBlocker(wallet: WalletDetails, payoutsAllowed: boolean, readyAccounts: number): string | null {
  if (!wallet.canMoveMoney) return "Only your company's owners, administrators and finance staff can withdraw.";
  if (!payoutsAllowed) return 'Verify your identity first: payouts start at tier 1.';
  if (!wallet.pinSet) return 'Set your wallet PIN first, in wallet settings.';
  if (wallet.pinBlockedUntil) return 'Your PIN is blocked for now after wrong attempts.';
  if (readyAccounts === 0) return 'Add a bank account first.';
  if (wallet.balances.available <= 0) return 'Nothing is available to withdraw yet.';
  return null;
}

export default function WalletPayouts({ title }: { title: string; params: Record<string, string> }) {
  const state = useQuery(walletKey(), loadWallet);
  const wallet = state.data?.wallet ?? null;
  const verification = useQuery(wallet ? verificationKey() : null, loadVerification);
  const accounts = useQuery(wallet ? beneficiariesKey() : null, loadBeneficiaries);
  const { view: filters, go } = useUrlState(PATH, view);
  const payouts = useQuery(wallet ? payoutsKey(filters) : null, (signal) => loadPayouts(filters, signal));
  const [dialog, setDialog] = useState<'withdraw' | 'add-account' | null>(null);
  const { search } = useLocation();

  const onTheirWay = payouts.data?.data.some((p) => p.status === 'processing') ?? false;
  useRefreshWhile(onTheirWay, followAll, FOLLOW_EVERY_MS);

  const tier = verification.data?.tier ?? 0;
  // Until the tier is known, the gateway has the last word (403 in the dialog).
  const payoutsAllowed = verification.data ? verification.data.caps[tier].payouts : true;
  const ready = accounts.data?.filter((b) => b.status === 'active') ?? [];
  const blocker = wallet ? withdrawBlocker(wallet, payoutsAllowed, ready.length) : null;
  const canWithdraw = Boolean(wallet && accounts.data && blocker === null);

  // The wallet home's "Withdraw" opens the dialog here once everything it needs has loaded.
  useEffect(() => {
    if (!new URLSearchParams(search).has('withdraw') || !wallet || !accounts.data || verification.loading) return;
    navigate(PATH, { replace: true });
    if (canWithdraw) setDialog('withdraw');
  }, [search, wallet, accounts.data, verification.loading, canWithdraw]);

  return (
    <section className="wallet-area" aria-labelledby="area-title">
      <WalletPageHead title={title}>
        <a className="button secondary compact" href="/wallet/verification">
          Verification
        </a>
      </WalletPageHead>
      {!state.data ? (
        <QueryStatus query={state} what="your wallet" />
      ) : !wallet ? (
        <OpenWallet canOpen={state.data.canOpen} blocker={state.data.blocker} owner={state.data.ownerKind} />
      ) : (
        <>
          {!payoutsAllowed && (
            <p className="notice warning" role="note">
              Payouts to a bank account need a verified identity. <a href="/wallet/verification">Verify your identity</a> (it takes a minute
              with your BVN or NIN).
            </p>
          )}
          <div className="card payout-summary">
            <div>
              <p className="balance-label">Available to withdraw</p>
              <p className="balance-value" data-testid="payout-available">
                {formatMoney(wallet.balances.available, wallet.currency)}
              </p>
              {wallet.balances.held > 0 && (
                <p className="small muted">
                  {formatMoney(wallet.balances.held, wallet.currency)} more is held for orders and payouts on their way.
                </p>
              )}
            </div>
            <div className="payout-action">
              <button
                type="button"
                className="button"
                disabled={!canWithdraw}
                aria-describedby={blocker ? 'withdraw-blocker' : undefined}
                onClick={() => setDialog('withdraw')}
              >
                Withdraw
              </button>
              {blocker && accounts.data && (
                <p id="withdraw-blocker" className="small muted">
                  {blocker}
                </p>
              )}
            </div>
          </div>

          <section className="card payout-accounts" aria-labelledby={BENEFICIARIES_TITLE_ID}>
            <div className="list-head">
              <h2 id={BENEFICIARIES_TITLE_ID} tabIndex={-1}>
                Bank accounts
              </h2>
              {wallet.canMoveMoney && (
                <button
                  type="button"
                  className="button secondary compact"
                  disabled={!wallet.pinSet || !payoutsAllowed}
                  onClick={() => setDialog('add-account')}
                >
                  Add a bank account
                </button>
              )}
            </div>
            {accounts.data ? (
              accounts.data.length ? (
                <BeneficiaryList beneficiaries={accounts.data} canChange={wallet.canMoveMoney} />
              ) : (
                <p className="muted">
                  No bank account yet. Add one in your {wallet.owner.kind === 'company' ? "company's" : ''} name: we ask the bank for the
                  account's name, and payouts go only there.
                </p>
              )
            ) : (
              <QueryStatus query={accounts} what="your bank accounts" />
            )}
            {!payoutsAllowed ? (
              <p className="small muted">Bank accounts can be added once your identity is verified.</p>
            ) : (
              !wallet.pinSet && (
                <p className="small muted">
                  Adding an account needs your wallet PIN: <a href="/wallet/settings">set it first</a>.
                </p>
              )
            )}
          </section>

          <section className="payout-history" aria-labelledby="history-title">
            <div className="list-head">
              <h2 id="history-title">Payouts so far</h2>
              <div className="field inline-field">
                <label htmlFor="payout-status">Status</label>
                <select
                  id="payout-status"
                  className="input"
                  value={filters.status ?? ''}
                  onChange={(event) => go({ status: (event.target.value || null) as PayoutStatus | null, page: 1 })}
                >
                  <option value="">Any status</option>
                  {PAYOUT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {PAYOUT_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {payouts.data ? (
              payouts.data.data.length ? (
                <div aria-busy={payouts.loading}>
                  {onTheirWay && (
                    <p className="small muted" role="status">
                      A payout is on its way: this list follows it until the bank confirms.
                    </p>
                  )}
                  <PayoutLines payouts={payouts.data.data} />
                  <Pager
                    label="Payout pages"
                    page={payouts.data.pageNumber}
                    totalPages={payouts.data.totalPages}
                    onPage={(page) => go({ page })}
                  />
                </div>
              ) : (
                <p className="card empty-note">
                  {filters.status
                    ? `No payout is "${PAYOUT_STATUS_LABELS[filters.status]}".`
                    : 'No payouts yet. Money you withdraw to your bank accounts shows here, with its status.'}
                </p>
              )
            ) : (
              <QueryStatus query={payouts} what="your payouts" />
            )}
          </section>

          {dialog === 'add-account' && (
            <AddBeneficiaryDialog verifiedName={verification.data?.verifiedName ?? null} onClose={() => setDialog(null)} />
          )}
          {dialog === 'withdraw' && (
            <WithdrawDialog
              wallet={wallet}
              caps={verification.data?.caps[tier] ?? null}
              beneficiaries={ready}
              onClose={() => setDialog(null)}
              onPaid={(payout) => {
                toast(outcome(payout));
                setDialog(null);
                if (filters.page !== 1 || filters.status) go({ page: 1, status: null });
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
