/**
 * The scale-out test (several gateway processes behind HAProxy), run by `npm test` after the
 * gateway suite and on its own: it starts processes of its own and wants the machine's cores.
 */
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: join(import.meta.dirname, '..', '..'),
  test: {
    include: ['tests/scale/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
