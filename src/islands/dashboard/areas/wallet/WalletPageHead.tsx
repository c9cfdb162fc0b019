/**
 * The head of a wallet page below the wallet's home: the page's title, the way back to the wallet,
 * then the page's own links or buttons.
 */
import type { ReactNode } from 'react';

export function WalletPageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="list-head">
      <h1 id="area-title" tabIndex={-1}>
        {title}
      </h1>
      <div className="head-links">
        <a className="button secondary compact" href="/wallet/home">
          Wallet
        </a>
        {children}
      </div>
    </div>
  );
}
