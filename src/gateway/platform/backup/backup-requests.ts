/**
 * A backup of the embedded database while its gateway runs. Only one process may open a PGlite data
 * directory (db/data-dir-lock.ts), so `npm run backup` cannot read it beside the gateway: it asks
 * the gateway instead. It writes a request file into DATA_DIR/backup-requests/ and sends the process
 * that holds the lock SIGUSR2; the gateway takes the snapshot between two statements
 * (db/pglite-archive.ts), writes it where the request says, and the command goes on from there.
 *
 * No port, no token: asking takes what the gateway's own user has (writing into DATA_DIR, signalling
 * the process), and nothing more is exposed. A process holding the directory that does not answer
 * (a seed, another command) is never signalled: SIGUSR2 would end it. It would have to say it
 * answers, in `answering`. Not on Windows, which has no such signal: stop the server there first.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { loggableError } from '../loggable-error.ts';

const REQUESTS = 'backup-requests';
/** Names the process that answers requests for this directory. */
const ANSWERING = 'answering';
const SIGNAL = 'SIGUSR2';

/**
 * Answers `npm run backup` for the embedded database this process holds; answers the function
 * that stops answering (call it before the database closes). Nothing for PostgreSQL.
 */
export function answerBackupRequests(database: Database, dataDir: string, log: FastifyBaseLogger): () => void {
  const snapshot = database.snapshot;
  if (!snapshot || process.platform === 'win32') return () => {};
  const dir = join(dataDir, REQUESTS);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, ANSWERING), `${process.pid}\n`);
  let answering = Promise.resolve();

  async function answer(name: string): Promise<void> {
    const path = join(dir, name);
    let target: string;
    try {
      target = (JSON.parse(await readFile(path, 'utf8')) as { target: string }).target;
    } finally {
      await rm(path, { force: true });
    }
    try {
      const started = performance.now();
      const archive = await snapshot!();
      await writeFile(`${target}.partial`, archive);
      await rename(`${target}.partial`, target);
      log.info({ bytes: archive.length, ms: Math.round(performance.now() - started) }, 'backup: snapshot of the embedded database written');
    } catch (error) {
      log.error({ err: loggableError(error) }, 'backup: the snapshot failed');
      await writeFile(`${target}.failed`, (error as Error).message);
    }
  }

  const onSignal = () => {
    answering = answering.then(async () => {
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.request'))) await answer(name).catch(() => {});
    });
  };
  process.on(SIGNAL, onSignal);
  return () => {
    process.off(SIGNAL, onSignal);
    rmSync(join(dir, ANSWERING), { force: true });
  };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Asks the process `holder` (it holds DATA_DIR's lock) for a snapshot written to `target`; resolves once it is there. */
export async function requestSnapshot(dataDir: string, holder: number, target: string): Promise<void> {
  const dir = join(dataDir, REQUESTS);
  let answering: number | null = null;
  try {
    answering = Number(readFileSync(join(dir, ANSWERING), 'utf8').trim());
  } catch {
    // No gateway ever answered here.
  }
  if (answering !== holder || process.platform === 'win32') {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}, which does not take backups (a seed or another command${process.platform === 'win32' ? ', or a server on Windows' : ''}). Let it finish or stop it, then run the backup again.`,
    );
  }
  const request = join(dir, `${randomUUID()}.request`);
  writeFileSync(request, JSON.stringify({ target }));
  process.kill(holder, SIGNAL);
  for (;;) {
    if (existsSync(target)) return;
    if (existsSync(`${target}.failed`))
      throw new Error(`the gateway could not take the snapshot: ${readFileSync(`${target}.failed`, 'utf8')}`);
    if (!isRunning(holder)) {
      rmSync(request, { force: true });
      throw new Error(`the gateway (process ${holder}) stopped before it took the snapshot; run the backup again.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
