/**
 * /wallet/home: the wallet at a glance. Without a wallet: what it is for and "Open the wallet".
 * With one: available, held and ledger balances, a nudge to set the PIN, adding money (card, and
 * the wallet's account number for transfers), "Withdraw" to a bank account (and, while the tier
 * allows no payouts, a line saying verification comes first), the latest lines and the in/out chart. Coming back
 * from the card provider (?topup=reference) asks how the payment went and says so.
 */
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../../contracts/money.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { navigate, useLocation } from '../../../shared/data/location.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { checkTopUp, loadTransactions, loadVerification, loadWallet, transactionsKey, verificationKey, walletKey } from './api.ts';
import { Balances } from './Balances.tsx';
import { FlowChart } from './FlowChart.tsx';
import { FundWallet } from './FundWallet.tsx';
import { OpenWallet } from './OpenWallet.tsx';
import { TransactionLines } from './TransactionLines.tsx';
import { WalletHomeScreen } from './Screen.tsx';
import walletStyles from './wallet.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(walletStyles);

/** What became of a card top-up the person just came back from. */
function useTopUpReturn(): string | null {
  const { search } = useLocation();
  const reference = new URLSearchParams(search).get('topup');
  const [said, setSaid] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!reference || asked.current === reference) return;
    asked.current = reference;
    checkTopUp(reference).then(
      (payment) =>
        setSaid(
          payment.status === 'succeeded'
            ? `${formatMoney(payment.amountMinor, payment.currency)} was added to your wallet.`
            : payment.status === 'failed'
              ? 'The card payment did not go through, so nothing was added. You can try again.'
              : 'We are waiting for the card provider to confirm the payment. The money appears here as soon as it does.',
        ),
      (error: unknown) => setSaid(errorMessage(error)),
    );
    navigate('/wallet/home', { replace: true });
  }, [reference]);
  return said;
}

export default function WalletHome({ title }: { title: string; params: Record<string, string> }) {
  const state = useQuery(walletKey(), loadWallet);
  const { time } = useAccountDates();
  const topUpNews = useTopUpReturn();
  const wallet = state.data?.wallet ?? null;
  const recent = useQuery(wallet ? transactionsKey({ page: 1, pageSize: 5 }) : null, (signal) =>
    loadTransactions({ page: 1, pageSize: 5 }, signal),
  );
  const verification = useQuery(wallet ? verificationKey() : null, loadVerification);
  const payoutsLocked = verification.data ? !verification.data.caps[verification.data.tier].payouts : false;

  return (
    // Until the answer, the head and balances hold their places (as the page's HTML drew them).
    <WalletHomeScreen title={title} wallet={state.data || state.error ? wallet : undefined}>
      {topUpNews && (
        <p className="notice" role="status">
          {topUpNews}
        </p>
      )}
      {!state.data ? (
        state.error ? (
          <QueryStatus query={state} what="your wallet" />
        ) : (
          <Balances />
        )
      ) : !wallet ? (
        <OpenWallet canOpen={state.data.canOpen} blocker={state.data.blocker} owner={state.data.ownerKind} />
      ) : (
        <>
          {!wallet.pinSet && (
            <p className="notice warning" role="note">
              Set a 6-digit PIN before you pay from this wallet. <a href="/wallet/settings">Set your PIN</a>
            </p>
          )}
          {wallet.pinBlockedUntil && (
            <p className="notice warning" role="note">
              The PIN is blocked after wrong attempts until {time(wallet.pinBlockedUntil)}.
            </p>
          )}
          {payoutsLocked && (
            <p className="notice" role="note" data-testid="verify-banner">
              Payouts to a bank account need a verified identity. <a href="/wallet/verification">Verify with your BVN or NIN</a>
            </p>
          )}
          <Balances balances={wallet.balances} currency={wallet.currency} />
          <div className="wallet-columns">
            <FundWallet wallet={wallet} />
            <section className="card wallet-recent" aria-labelledby="recent-title">
              <h2 id="recent-title">Latest transactions</h2>
              {recent.data ? (
                recent.data.data.length ? (
                  <>
                    <TransactionLines lines={recent.data.data} caption="Latest wallet transactions" />
                    <a href="/wallet/transactions">See all {recent.data.totalRecords} transactions</a>
                  </>
                ) : (
                  <p className="muted">Nothing yet. Top-ups, payments and proceeds of your sales will show here.</p>
                )
              ) : (
                <QueryStatus query={recent} what="the latest transactions" />
              )}
            </section>
          </div>
          <FlowChart />
        </>
      )}
    </WalletHomeScreen>
  );
}
