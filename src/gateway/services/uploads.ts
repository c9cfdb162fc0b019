/** Placeholder: uploads are being written. */
import type { Db } from '../db/client.ts';
import type { FileStorage } from './file-storage.ts';

export function createUploads(_db: Db, _storage: FileStorage | null) {
  return {};
}
