/** /wallet/settings: the PIN (set, or change with a one-time code) and the limits. */
import { QueryStatus } from '../../../shared/QueryStatus.tsx';
import { useQuery } from '../../../shared/use-query.ts';
import '../../../shared/forms.css';
import '../../../shared/lists.css';
import { loadWallet, walletKey } from './api.ts';
import { LimitsForm } from './LimitsForm.tsx';
import { OpenWallet } from './OpenWallet.tsx';
import { ChangePinForm, SetPinForm } from './PinForms.tsx';
import './wallet.css';

export default function WalletSettings({ title }: { title: string; params: Record<string, string> }) {
  const state = useQuery(walletKey(), loadWallet);
  const wallet = state.data?.wallet ?? null;
  return (
    <section className="wallet-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
        <a className="button secondary compact" href="/wallet/home">
          Wallet
        </a>
      </div>
      {!state.data ? (
        <QueryStatus query={state} what="your wallet" />
      ) : !wallet ? (
        <OpenWallet canOpen={state.data.canOpen} blocker={state.data.blocker} owner={state.data.ownerKind} />
      ) : (
        <div className="wallet-columns">
          <section className="card wallet-settings-card" aria-labelledby="pin-title">
            <h2 id="pin-title">{wallet.pinSet ? 'Change your PIN' : 'Set your PIN'}</h2>
            <p className="small muted">
              Every payment, payout and limit change from this wallet needs the PIN. Five wrong PINs in a row block it for 30 minutes and we
              email the wallet's owners.
            </p>
            {wallet.pinSet ? <ChangePinForm /> : <SetPinForm />}
          </section>
          <section className="card wallet-settings-card" aria-labelledby="limits-title">
            <h2 id="limits-title">Limits</h2>
            <LimitsForm
              key={`${wallet.limits.warningLimit}-${wallet.limits.perTransactionLimit}-${wallet.limits.dailyLimit}`}
              wallet={wallet}
            />
          </section>
        </div>
      )}
    </section>
  );
}
