/**
 * Accounts' public entry: registration and sign-in, sessions, social sign-in, a person's own settings.
 */
export { createAccountSettings } from './account-settings.ts';
export { type AccountsService, createAccountsService } from './accounts.ts';
export { accountsModule } from './module.ts';
export { createSessions, type Sessions } from './sessions.ts';
export { createSocialSignIn } from './social-sign-in.ts';
