/**
 * Text PostgreSQL can store: its text types refuse the NUL character (\u0000), so a NUL that
 * reached a query answered 500. `hasNul` is the one check; the gateway runs it over every query,
 * path and body value before validation (src/gateway/http/refuse-nul.ts).
 */

export const NUL_MESSAGE = 'must not contain the NUL character';

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}
