/**
 * Adding money: a card top-up (the provider's page, then back here) when card payments are on, and
 * the wallet's own account number for bank transfers, with a copy button. Without either, how to
 * fund the wallet is said plainly.
 */
import { useState } from 'react';
import { formatMoney, nairaToKobo } from '../../../../contracts/money.ts';
import type { WalletDetails } from '../../../../contracts/wallet.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { startTopUp } from './api.ts';

const MIN_TOP_UP = 100_00;

export function FundWallet({ wallet }: { wallet: WalletDetails }) {
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const account = wallet.dedicatedAccount;

  async function topUp(event: React.SubmitEvent) {
    event.preventDefault();
    const kobo = nairaToKobo(amount);
    if (kobo === null || kobo < MIN_TOP_UP) {
      setProblem(`Enter an amount of at least ${formatMoney(MIN_TOP_UP)}, like 250000 or 250,000.50.`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const started = await startTopUp(kobo);
      if (!started.authorizationUrl) throw new Error('no page');
      location.assign(started.authorizationUrl);
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <section className="card wallet-fund" aria-labelledby="fund-title">
      <h2 id="fund-title">Add money</h2>
      {wallet.cardTopUp ? (
        <form className="form" onSubmit={(event) => void topUp(event)} noValidate>
          <div className="field">
            <label htmlFor="top-up-amount">Amount (₦)</label>
            <input
              id="top-up-amount"
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="250,000"
              value={amount}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'top-up-problem' : 'top-up-hint'}
              onChange={(event) => setAmount(event.target.value)}
            />
            <p id="top-up-hint" className="hint">
              By card, through Paystack. Your card details never reach us.
            </p>
            {problem && (
              <p id="top-up-problem" className="field-error" role="alert">
                {problem}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={busy || !wallet.canMoveMoney}>
            {busy ? 'Opening the payment page…' : 'Top up by card'}
          </button>
        </form>
      ) : null}
      <div className="wallet-bank">
        <h3>By bank transfer</h3>
        {account ? (
          <>
            <p className="small muted">Transfers to this account are added to the wallet automatically.</p>
            <dl className="facts">
              <dt>Bank</dt>
              <dd>{account.bankName}</dd>
              <dt>Account name</dt>
              <dd>{account.accountName}</dd>
              <dt>Account number</dt>
              <dd>
                <span className="account-number">{account.accountNumber}</span>{' '}
                <button
                  type="button"
                  className="button secondary compact"
                  onClick={() =>
                    void navigator.clipboard.writeText(account.accountNumber).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    )
                  }
                >
                  {copied ? 'Copied' : 'Copy'}
                </button>
              </dd>
            </dl>
          </>
        ) : (
          <p className="small muted">
            A dedicated account number for bank transfers into this wallet appears here once the platform's bank provider is connected.
            {wallet.cardTopUp ? ' Until then, top up by card.' : ' Until then, ask ChemMarket Africa support to fund it by transfer.'}
          </p>
        )}
      </div>
    </section>
  );
}
