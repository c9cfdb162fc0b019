/**
 * The whole database schema, one file per domain under schema/ (a domain's tables beside the
 * domains they reference). Code imports the file of the tables it uses; this list is for Drizzle
 * (the client's typed queries, drizzle-kit's migrations).
 */
export * from './schema/accounts.ts';
export * from './schema/campaigns.ts';
export * from './schema/catalog.ts';
export * from './schema/claims.ts';
export * from './schema/commerce.ts';
export * from './schema/companies.ts';
export * from './schema/dangerous-goods.ts';
export * from './schema/conversations.ts';
export * from './schema/delivery.ts';
export * from './schema/documents.ts';
export * from './schema/financing.ts';
export * from './schema/ledger.ts';
export * from './schema/operations.ts';
export * from './schema/payments.ts';
export * from './schema/payouts.ts';
export * from './schema/platform.ts';
export * from './schema/publishing.ts';
export * from './schema/requests.ts';
export * from './schema/rfq.ts';
export * from './schema/search.ts';
export * from './schema/taxes.ts';
export * from './schema/verification.ts';
export * from './schema/wallet.ts';
