import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/gateway/db/schema.ts',
    './src/gateway/db/schema-accounts.ts',
    './src/gateway/db/schema-commerce.ts',
    './src/gateway/db/schema-ledger.ts',
    './src/gateway/db/schema-verification.ts',
    './src/gateway/db/schema-financing.ts',
    './src/gateway/db/schema-campaigns.ts',
    './src/gateway/db/schema-publishing.ts',
  ],
  out: './src/gateway/db/migrations',
});
