/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts): a consistent copy
 * of the configured database and of the files it refers to, taken while the gateways run, and put
 * back into an empty place only (docs/decisions/037, README "Operate it").
 */
import { existsSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { lockHolder } from '../../db/data-dir-lock.ts';
import { restorePglite } from '../../db/pglite-archive.ts';
import {
  type BackupManifest,
  copyFiles,
  DATABASE_FILES,
  dataDirContents,
  FILE_FOLDERS,
  type DatabaseKind,
  readManifest,
  restoreFiles,
  startBackupFolder,
  writeManifest,
} from './backup-folder.ts';
import { requestSnapshot } from './backup-requests.ts';
import { dumpPostgres, postgresTables, restorePostgres } from './postgres-backup.ts';

export interface BackupPlace {
  /** DATA_DIR: the embedded database (when no URL), uploads and pictures. */
  dataDir: string;
  databaseUrl?: string | undefined;
}

const kindOf = (place: BackupPlace): DatabaseKind => (place.databaseUrl ? 'postgres' : 'pglite');

/** The embedded database's snapshot: asked of the gateway that holds it, or taken here when none does. */
async function snapshotEmbedded(dataDir: string, target: string): Promise<'gateway' | 'here'> {
  const holder = lockHolder(dataDir);
  if (holder !== null && holder !== process.pid) {
    await requestSnapshot(dataDir, holder, target);
    return 'gateway';
  }
  if (!existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}.`);
  // Nobody holds it: open it here (its lock keeps a gateway from starting meanwhile).
  const database = await openDatabase({ dataDir });
  try {
    await writeFile(target, await database.snapshot!());
  } finally {
    await database.close();
  }
  return 'here';
}

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
  databaseBytes: number;
  /** Who took the embedded database's snapshot: the running gateway, or this process. */
  takenBy: 'gateway' | 'here' | 'pg_dump';
  /** How long the database's copy took, and the files', in milliseconds. */
  took: { database: number; files: number };
}

export async function backUp(place: BackupPlace, root: string, version: string): Promise<BackupResult> {
  const startedAt = new Date();
  const kind = kindOf(place);
  const folder = await startBackupFolder(root, startedAt);
  try {
    const file = join(folder.dir, DATABASE_FILES[kind]);
    let takenBy: BackupResult['takenBy'] = 'pg_dump';
    const started = performance.now();
    if (place.databaseUrl) await dumpPostgres(place.databaseUrl, file);
    else takenBy = await snapshotEmbedded(place.dataDir, file);
    const copied = performance.now();
    // After the database: every file its copy refers to exists by now.
    const files = await copyFiles(place.dataDir, folder.dir);
    const took = { database: Math.round(copied - started), files: Math.round(performance.now() - copied) };
    const manifest: BackupManifest = {
      format: 1,
      database: kind,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      files,
      version,
    };
    await writeManifest(folder.dir, manifest);
    const databaseBytes = (await stat(file)).size;
    return { dir: await folder.complete(), manifest, databaseBytes, takenBy, took };
  } catch (error) {
    await rm(folder.dir, { recursive: true, force: true });
    throw error;
  }
}

/** Why the place cannot take this backup, or null when it can: the same kind of database, and empty. */
export async function refusal(place: BackupPlace, manifest: BackupManifest): Promise<string | null> {
  const kind = kindOf(place);
  if (manifest.database !== kind) {
    return manifest.database === 'pglite'
      ? 'This is a backup of the embedded database (PGlite): restore it with DATABASE_URL unset, into DATA_DIR.'
      : 'This is a backup of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.';
  }
  // The embedded database lives in DATA_DIR: it must hold nothing but the keys. With PostgreSQL, only the files' folders matter.
  const inDataDir = (await dataDirContents(place.dataDir)).filter(
    (path) => kind === 'pglite' || FILE_FOLDERS.some((folder) => path.startsWith(`${folder}/`)),
  );
  if (inDataDir.length > 0) {
    return `DATA_DIR (${place.dataDir}) is not empty: it holds ${inDataDir.slice(0, 3).join(', ')}${inDataDir.length > 3 ? ` and ${inDataDir.length - 3} more` : ''}. Restore into an empty one (the keys secrets.json and wallet-pin-key.json may be there).`;
  }
  if (place.databaseUrl) {
    const tables = await postgresTables(place.databaseUrl);
    if (tables.length > 0)
      return `The database is not empty: it holds ${tables.join(', ')}${tables.length === 5 ? ', …' : ''}. Restore into an empty database.`;
  }
  return null;
}

/** Puts the backup in `dir` into the place; throws with the refusal when the place is not empty or of another kind. */
export async function restore(place: BackupPlace, dir: string): Promise<{ manifest: BackupManifest; files: number }> {
  const manifest = await readManifest(dir);
  const refused = await refusal(place, manifest);
  if (refused) throw new RestoreRefused(refused);
  const file = join(dir, DATABASE_FILES[manifest.database]);
  if (place.databaseUrl) await restorePostgres(place.databaseUrl, file);
  else await restorePglite(place.dataDir, await readFile(file));
  return { manifest, files: await restoreFiles(dir, place.dataDir) };
}

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}
