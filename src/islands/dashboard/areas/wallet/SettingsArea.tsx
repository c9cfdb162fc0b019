/** /wallet/settings: the PIN (set, or change with a one-time code), the limits, and the verification tier with a way up. */
import { TIER_NAMES } from '../../../../contracts/verification.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { loadVerification, loadWallet, verificationKey, walletKey } from './api.ts';
import { LimitsForm } from './LimitsForm.tsx';
import { OpenWallet } from './OpenWallet.tsx';
import { ChangePinForm, SetPinForm } from './PinForms.tsx';
import walletStyles from './wallet.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';
import { WalletPageHead } from './WalletPageHead.tsx';

await areaStyles(walletStyles);

export default function WalletSettings({ title }: { title: string; params: Record<string, string> }) {
  const state = useQuery(walletKey(), loadWallet);
  const wallet = state.data?.wallet ?? null;
  const verification = useQuery(wallet ? verificationKey() : null, loadVerification);
  return (
    <section className="wallet-area" aria-labelledby="area-title">
      <WalletPageHead title={title} />
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
          <section className="card wallet-settings-card" aria-labelledby="verification-title">
            <h2 id="verification-title">Verification</h2>
            {verification.data ? (
              <>
                <p className="settings-tier">
                  Tier {verification.data.tier} · {TIER_NAMES[verification.data.tier]}
                </p>
                <p className="small muted">
                  {verification.data.missing[0] ?? 'Fully verified: the highest limits apply.'} The tier sets how much the wallet may hold
                  and send, and whether it can pay out to a bank account.
                </p>
                <a className="button secondary compact" href="/wallet/verification">
                  {verification.data.missing.length ? 'Verify and raise the limits' : 'See the tiers'}
                </a>
              </>
            ) : (
              <QueryStatus query={verification} what="your verification" />
            )}
          </section>
        </div>
      )}
    </section>
  );
}
