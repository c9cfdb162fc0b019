/**
 * The wallet's public entry: wallets (wallets.ts) with their PIN (pin.ts) and outflow limits
 * (outflow.ts), one-time codes, top-ups, the tiers' caps, who a wallet belongs to in the console
 * (customers.ts), and the order money holds (order-money.ts) that implement commerce's OrderMoneySteps.
 */
export { type Customer, isOwnWallet, walletCustomers, walletNamesByAccount } from './customers.ts';
export { walletModule } from './module.ts';
export { createOneTimeCodes, type OneTimeCodes } from './one-time-codes.ts';
export { createOrderMoney, DEFAULT_COMMISSION_BPS, type OrderMoney } from './order-money.ts';
export { capsOf, DEFAULT_WALLET_CAPS, defaultTiers, type TierTable, type WalletCaps } from './tiers.ts';
export { createTopUps } from './top-ups.ts';
export { createWallets, type Wallets } from './wallets.ts';
