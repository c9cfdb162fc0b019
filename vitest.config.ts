import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/gateway/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Gateway suites each hold a database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
