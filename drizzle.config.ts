import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/gateway/db/schema.ts',
  out: './src/gateway/db/migrations',
});
