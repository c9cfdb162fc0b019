/**
 * A backup is one folder (docs/decisions/037): `manifest.json`, the database (`database.tar.gz`,
 * PGlite's dump of its data directory, or `database.pgdump`, pg_dump's custom format) and the files
 * of DATA_DIR the database refers to (`uploads/`, `media/`). It is written under a `.partial` name
 * and renamed when complete, so a folder without that suffix is a whole backup.
 *
 * The keys (DATA_DIR/secrets.json, wallet-pin-key.json, or JWT_SECRET and WALLET_PIN_KEY) are left
 * out on purpose: the wallet PINs' key must never travel with the database it protects. Keep them
 * apart, and put them back before starting a restored gateway.
 */
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const MANIFEST = 'manifest.json';

/** The folders of DATA_DIR a backup copies: uploaded files, and the catalog's pictures. */
export const FILE_FOLDERS = ['uploads', 'media'] as const;

/** What may be in a DATA_DIR a backup is restored into: the keys, which backups leave out. */
export const KEY_FILES = ['secrets.json', 'wallet-pin-key.json'];

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_FILES: Record<DatabaseKind, string> = { pglite: 'database.tar.gz', postgres: 'database.pgdump' };

export interface BackupManifest {
  format: 1;
  database: DatabaseKind;
  /** When the backup started: every write acknowledged before this instant is in it. */
  startedAt: string;
  finishedAt: string;
  /** Files copied per folder, and their bytes. */
  files: Record<(typeof FILE_FOLDERS)[number], { count: number; bytes: number }>;
  /** The release that took it (package.json). */
  version: string;
}

/** A new backup folder under `root`, named by its start (UTC): written as `<name>.partial`, renamed by `complete`. */
export async function startBackupFolder(root: string, startedAt: Date): Promise<{ dir: string; complete: () => Promise<string> }> {
  const name = `chemmarket-${startedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
  const final = join(root, name);
  const dir = `${final}.partial`;
  if (existsSync(final) || existsSync(dir)) throw new Error(`${final} exists already.`);
  await mkdir(dir, { recursive: true });
  return {
    dir,
    complete: async () => {
      await rename(dir, final);
      return final;
    },
  };
}

async function* walk(dir: string): AsyncGenerator<string> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** A file being written aside (platform/files/disk-storage.ts) is not a file yet. */
const isPartial = (path: string) => path.endsWith('.partial');

/**
 * Copies DATA_DIR's uploads and pictures into the backup. Run after the database's copy: every
 * file the copy refers to was written before it, and files are never changed once written.
 */
export async function copyFiles(dataDir: string, backupDir: string): Promise<BackupManifest['files']> {
  const files = {} as BackupManifest['files'];
  for (const folder of FILE_FOLDERS) {
    const from = join(dataDir, folder);
    const to = join(backupDir, folder);
    let count = 0;
    let bytes = 0;
    for await (const file of walk(from)) {
      if (isPartial(file)) continue;
      const target = join(to, relative(from, file));
      try {
        await cp(file, target, { preserveTimestamps: true, errorOnExist: true, force: false });
      } catch (error) {
        // Removed between the listing and the copy (an unreferenced upload swept): nothing refers to it.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      count++;
      bytes += (await stat(target)).size;
    }
    files[folder] = { count, bytes };
  }
  return files;
}

/** Puts a backup's files into DATA_DIR. */
export async function restoreFiles(backupDir: string, dataDir: string): Promise<number> {
  let count = 0;
  for (const folder of FILE_FOLDERS) {
    const from = join(backupDir, folder);
    for await (const file of walk(from)) {
      await cp(file, join(dataDir, folder, relative(from, file)), { preserveTimestamps: true, errorOnExist: true, force: false });
      count++;
    }
  }
  return count;
}

/** What in DATA_DIR a restore would overwrite or mix with: anything but the keys. Empty: it may restore. */
export async function dataDirContents(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  if (!existsSync(dataDir)) return found;
  for await (const file of walk(dataDir)) {
    const path = relative(dataDir, file).split(sep).join('/');
    if (!KEY_FILES.includes(path)) found.push(path);
  }
  return found;
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST), 'utf8');
  } catch {
    throw new Error(`${dir} is not a backup: it has no ${MANIFEST}${dir.endsWith('.partial') ? ' (a backup that did not finish)' : ''}.`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1 || !(manifest.database in DATABASE_FILES)) throw new Error(`${dir}: a backup of an unknown format.`);
  return manifest;
}
