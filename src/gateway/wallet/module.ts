/** Wallets: the wallet endpoints, and the dedicated account numbers asked of the provider in the background. */
import type { Payments } from '../payments/index.ts';
import { type GatewayModule, job } from '../platform/http/module.ts';
import { askForMissingDedicatedAccounts } from './missing-dedicated-accounts.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { walletRoutes } from './wallet-routes.ts';
import type { Wallets } from './wallets.ts';

export const walletModule: GatewayModule<{ wallets: Wallets; codes: OneTimeCodes; payments: Payments }> = {
  name: 'wallet',
  routes: [walletRoutes],
  jobs: ({ services }) => [job('wallet.dedicated-account', ({ walletId }) => services.wallets.assignDedicatedAccount(walletId))],
  // Wallets verified while no provider of dedicated accounts was configured ask for their account now.
  onReady: async ({ db, jobs, settings }) => {
    if (settings.dedicatedAccounts) await askForMissingDedicatedAccounts(db, jobs);
  },
};
