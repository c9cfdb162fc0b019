/** No wallet yet: what it is for, and "Open the wallet" (or what stops the person from opening it). */
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { openWallet } from './api.ts';

export function OpenWallet({ canOpen, blocker, owner }: { canOpen: boolean; blocker: string | null; owner: 'company' | 'personal' }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setProblem(null);
    try {
      await openWallet();
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <div className="card wallet-open">
      <h2>Open {owner === 'company' ? "your company's" : 'your'} NGN wallet</h2>
      <ul className="wallet-open-points">
        <li>Pay suppliers at checkout with your PIN: the money is held safely until you confirm delivery.</li>
        <li>Receive the proceeds of your sales, less the platform's commission, as soon as orders are delivered.</li>
        <li>Top up by card or bank transfer, set limits, and see every naira in and out.</li>
      </ul>
      {blocker ? (
        <p className="notice" role="note">
          {blocker}
        </p>
      ) : null}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button" disabled={!canOpen || busy} onClick={() => void open()}>
        {busy ? 'Opening…' : 'Open the wallet'}
      </button>
    </div>
  );
}
