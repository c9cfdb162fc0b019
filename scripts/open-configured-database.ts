/**
 * Opens the database the configuration names (DATABASE_URL, or the embedded one in DATA_DIR) for a
 * command-line script; when another process holds the embedded database, says which and exits 1.
 */
import type { Config } from '../src/gateway/platform/config.ts';
import { type Database, openDatabase } from '../src/gateway/db/client.ts';
import { DataDirLockedError } from '../src/gateway/db/data-dir-lock.ts';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
