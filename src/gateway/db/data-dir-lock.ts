/**
 * PGlite corrupts a data directory opened by two processes at once, so the process that opens it
 * holds a lock file naming its pid and, where the system tells it (Linux's /proc), the time that
 * process started. A lock whose process no longer runs is taken over; so is one whose pid now
 * belongs to another process (pids are reused, e.g. after a `kill -9`): same pid, other start time.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat); null where
 * that cannot be read (no /proc on this system, no such process, or one hidden from us).
 */
export function processStartTime(pid: number): string | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Field 2 is the command name in parentheses and may hold spaces or parentheses itself: count
  // the fields after its last ')', which is field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[22 - 3] || null;
}

/** Whether the process the lock names still runs: same pid and, where both are known, same start time. */
function holderIsAlive(pid: number, startTime: string | undefined): boolean {
  if (!isRunning(pid)) return false;
  const now = startTime ? processStartTime(pid) : null;
  return now === null || now === startTime;
}

/** Takes the lock on `dir`; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'database.lock');
  const ownStart = processStartTime(process.pid);
  const content = ownStart ? `${process.pid} ${ownStart}\n` : `${process.pid}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
      const holder = Number(pidText);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && holderIsAlive(holder, startTime)) {
        throw new DataDirLockedError(dir, holder);
      }
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

/** The process that holds the lock on `dir` now, or null when none does (no lock file, or a stale one). */
export function lockHolder(dir: string): number | null {
  let content: string;
  try {
    content = readFileSync(join(dir, 'database.lock'), 'utf8');
  } catch {
    return null;
  }
  const [pidText, startTime] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 && holderIsAlive(pid, startTime) ? pid : null;
}
