/** The one HTTP client of the browser code (DESIGN.md): base /api, JSON, credentials included. */
import { ofetch } from 'ofetch';

export const api = ofetch.create({
  baseURL: '/api',
  headers: { Accept: 'application/json' },
  credentials: 'include',
});

/** The envelope's message when the gateway sent one, else a generic line (spec §8: toasts stay generic). */
export function errorMessage(error: unknown): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : 'Something went wrong. Please try again.';
}
