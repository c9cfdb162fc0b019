/**
 * Why a way to pay cannot pay this cart, said before "Place order" rather than after it fails:
 * the wallet needs its PIN and the money; financing needs a line open with enough left, and the
 * wallet's PIN to confirm it (the gateway checks the same and says so too).
 */
import { formatMoney } from '../../contracts/money.ts';
import type { WalletDetails } from '../../contracts/wallet.ts';
import type { FinancingLine } from './api.ts';

/** Why the wallet's PIN cannot confirm a payment now, or null when it can. */
function pinProblem(wallet: WalletDetails): string | null {
  if (!wallet.pinSet) return 'Set a wallet PIN first, in wallet settings.';
  if (wallet.pinBlockedUntil) return 'The wallet PIN is blocked for now after wrong attempts.';
  return null;
}

/** Why the wallet cannot pay this total, or null when it can. */
export function walletProblem(wallet: WalletDetails, total: number): string | null {
  const pin = pinProblem(wallet);
  if (pin) return pin;
  if (wallet.balances.available < total)
    return `Available ${formatMoney(wallet.balances.available)}: top up the wallet to pay ${formatMoney(total)}.`;
  return null;
}

/** Why the financing line cannot pay this total, or null when it can; `date` shows a day as the reader reads days. */
export function financingProblem(
  line: FinancingLine,
  wallet: WalletDetails | null,
  total: number,
  date: (iso: string) => string,
  now = new Date(),
): string | null {
  if (Date.parse(line.expiresAt) <= now.getTime()) return `Your financing line closed on ${date(line.expiresAt)}.`;
  if (line.left < total)
    return `The order total of ${formatMoney(total)} is more than the ${formatMoney(line.left)} left on your line: remove some lines or pay another way.`;
  if (!wallet) return 'Open a wallet and set its PIN first: financing is confirmed with it.';
  return pinProblem(wallet);
}
