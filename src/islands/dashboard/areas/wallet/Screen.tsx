/**
 * The wallet's first screen: its head (title, whose wallet, where to go next) and the balances. The
 * area draws it with its answer; before the app's code has loaded, the page's HTML carries it with
 * the figures still to come (DashboardFrame), so the cards are on screen with the page.
 */
import type { ReactNode } from 'react';
import type { WalletDetails } from '../../../../contracts/wallet.ts';
import { PendingFigure } from '../../../shared/ui/QueryStatus.tsx';
import { Balances } from './Balances.tsx';

export function WalletHomeScreen({
  title,
  wallet,
  children,
}: {
  title: string;
  /** The wallet; undefined while it is on its way (its place held), null when there is none. */
  wallet: WalletDetails | null | undefined;
  children: ReactNode;
}) {
  return (
    <section className="wallet-area" aria-labelledby="area-title">
      <div className="list-head">
        <div className="wallet-title">
          <h1 id="area-title" tabIndex={-1}>
            {title}
          </h1>
          {wallet !== null && (
            <p className="wallet-owner" title={wallet?.owner.name}>
              {wallet ? wallet.owner.name : <PendingFigure />}
            </p>
          )}
        </div>
        {wallet !== null && (
          <div className="head-links">
            {(!wallet || wallet.canMoveMoney) && (
              <a className="button compact" href="/wallet/payouts?withdraw=1">
                Withdraw
              </a>
            )}
            <a className="button secondary compact" href="/wallet/transactions">
              All transactions
            </a>
            <a className="button secondary compact" href="/wallet/settings">
              PIN and limits
            </a>
          </div>
        )}
      </div>
      {children}
    </section>
  );
}

/** The first screen as the page's HTML carries it: a wallet's balances, their figures to come. */
export function WalletHomeFrame({ title }: { title: string }) {
  return (
    <WalletHomeScreen title={title} wallet={undefined}>
      <Balances />
    </WalletHomeScreen>
  );
}
