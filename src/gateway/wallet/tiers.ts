/**
 * What each verification tier allows a wallet (docs/decisions/017-verification-and-payouts.md): its
 * balance, one movement out and a market day's outflow, and whether it may pay out. The platform's
 * caps are the highest tier's; a wallet's own limits are clamped by its tier's.
 */
import type { Tier, TierCaps } from '../../contracts/verification.ts';
import type { Wallet } from '../db/schema/wallet.ts';

export type TierTable = Record<Tier, TierCaps>;

export interface WalletCaps {
  /** The most one movement out of a wallet may be, in kobo. */
  maxPerTransaction: number;
  /** The most a wallet may send out in a market day, in kobo. */
  maxDaily: number;
}

/** The business tier's caps, the platform's highest (README, "Verification tiers"). */
export const DEFAULT_WALLET_CAPS: WalletCaps = { maxPerTransaction: 50_000_000_00, maxDaily: 100_000_000_00 };

/** The tiers' caps by default (README, "Verification tiers"); tier 2 takes the platform's caps. */
export function defaultTiers(top: WalletCaps = DEFAULT_WALLET_CAPS): TierTable {
  return {
    0: { maxBalance: 300_000_00, maxPerTransaction: 50_000_00, maxDaily: 100_000_00, payouts: false },
    1: { maxBalance: 5_000_000_00, maxPerTransaction: 1_000_000_00, maxDaily: 5_000_000_00, payouts: true },
    2: { maxBalance: null, maxPerTransaction: top.maxPerTransaction, maxDaily: top.maxDaily, payouts: true },
  };
}

/** The caps of a wallet's tier. */
export const capsOf = (tiers: TierTable, wallet: Pick<Wallet, 'tier'>): TierCaps => tiers[Math.min(2, Math.max(0, wallet.tier)) as Tier];
