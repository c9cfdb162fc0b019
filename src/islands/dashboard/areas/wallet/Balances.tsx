/** The wallet's three balances: what can be spent, what is held for orders, and the two together. */
import { formatMoney } from '../../../../contracts/money.ts';
import type { WalletBalances } from '../../../../contracts/wallet.ts';
import { PendingFigure } from '../../../shared/ui/QueryStatus.tsx';

/** Without `balances` (still on their way) each figure's place is held. */
export function Balances({ balances, currency }: { balances?: WalletBalances; currency?: string }) {
  const money = (minor: (b: WalletBalances) => number) => (balances ? formatMoney(minor(balances), currency) : <PendingFigure />);
  return (
    <ul className="wallet-balances" aria-label="Balances" aria-busy={!balances}>
      <li className="card balance-card primary">
        <p className="balance-label">Available</p>
        <p className="balance-value" data-testid="balance-available">
          {money((b) => b.available)}
        </p>
        <p className="small muted">What you can pay with now.</p>
      </li>
      <li className="card balance-card">
        <p className="balance-label">Held for orders</p>
        <p className="balance-value" data-testid="balance-held">
          {money((b) => b.held)}
        </p>
        <p className="small muted">Paid to sellers when you confirm delivery; back to you if an order is cancelled.</p>
      </li>
      <li className="card balance-card">
        <p className="balance-label">Ledger balance</p>
        <p className="balance-value">{money((b) => b.ledger)}</p>
        <p className="small muted">Available and held together.</p>
      </li>
    </ul>
  );
}
