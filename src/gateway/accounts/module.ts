/** Accounts: registration, sign-in and sessions, social sign-in, onboarding, and a person's own settings. */
import type { GatewayModule } from '../platform/http/module.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import { accountRoutes } from './account-routes.ts';
import type { AccountSettings } from './account-settings.ts';
import type { AccountsService } from './accounts.ts';
import { onboardingRoutes } from './onboarding-routes.ts';
import type { Sessions } from './sessions.ts';
import { settingsRoutes } from './settings-routes.ts';
import type { SocialSignIn } from './social-sign-in.ts';

export interface AccountsServices {
  accounts: AccountsService;
  sessions: Sessions;
  limiter: RateLimiter;
  social: SocialSignIn;
  accountSettings: AccountSettings;
}

export const accountsModule: GatewayModule<AccountsServices> = {
  name: 'accounts',
  routes: [accountRoutes, onboardingRoutes, settingsRoutes],
};
