/** Uploaded bytes on the local disk, one file per upload, named by its id. */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileId } from '../../../contracts/files.ts';
import type { FileStorage } from './file-storage.ts';

/** Keys become file names: only a UUID is accepted, so no key can climb out of `dir`. */
function pathOf(dir: string, key: string): string {
  if (!isFileId(key)) throw new Error(`Storage key is not a file id: ${JSON.stringify(key)}`);
  return join(dir, key.toLowerCase());
}

export function createDiskStorage(dir: string): FileStorage {
  mkdirSync(dir, { recursive: true });
  return {
    async put(key, bytes) {
      const path = pathOf(dir, key);
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { mode: 0o640 });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(dir, key), { force: true });
    },
  };
}
