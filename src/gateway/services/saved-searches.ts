/** Placeholder: saved searches are being written. */
import type { Db } from '../db/client.ts';

export function createSavedSearches(_db: Db) {
  return {};
}
