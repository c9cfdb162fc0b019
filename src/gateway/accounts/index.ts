/**
 * Accounts' public entry: registration and sign-in, sessions, social sign-in, a person's own settings,
 * and people named by their ids (people.ts).
 */
export { createAccountSettings } from './account-settings.ts';
export { type AccountsService, createAccountsService } from './accounts.ts';
export { accountsModule } from './module.ts';
export { peopleNamed } from './people.ts';
export { createSessions, type Sessions } from './sessions.ts';
export { createSocialSignIn } from './social-sign-in.ts';
