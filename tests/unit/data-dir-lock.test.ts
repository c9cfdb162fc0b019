import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/gateway/db/data-dir-lock.ts';

const lockModule = join(import.meta.dirname, '..', '..', 'src', 'gateway', 'db', 'data-dir-lock.ts');
const hasProc = existsSync('/proc/self/stat');

const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
}

/** A live process that is not this one, killed after the test. */
function liveChild(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  expect(child.pid).toBeGreaterThan(0);
  return child.pid!;
}

/** Field 22 of /proc/<pid>/stat, read here independently of the code under test. */
function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

/** Tries to take the lock from another process: "locked" or the error message. */
function lockFromAnotherProcess(dir: string): string {
  const script =
    `import(${JSON.stringify(lockModule)}).then((m) => {` +
    `  try { m.lockDataDir(${JSON.stringify(dir)})(); console.log('locked'); }` +
    '  catch (error) { console.log(error.message); }' +
    '});';
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return result.stdout.trim();
}

describe('the data directory lock', () => {
  it('refuses a second holder while the first process runs, with a message that says what to do', () => {
    const dir = tempDir();
    const other = liveChild();
    writeFileSync(join(dir, 'database.lock'), String(other));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+\).*DATA_DIR/s);
    expect(readFileSync(join(dir, 'database.lock'), 'utf8')).toBe(String(other)); // left alone
  });

  it('takes over a lock left by a process that has gone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'database.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'database.lock'), 'utf8').split(/\s+/)[0]).toBe(String(process.pid));
    release();
  });

  it('is held against other processes until released, then removed so that they can take it', () => {
    const dir = tempDir();
    const file = join(dir, 'database.lock');
    const release = lockDataDir(dir);
    expect(existsSync(file)).toBe(true);
    expect(lockFromAnotherProcess(dir)).toMatch(new RegExp(`in use by another process \\(pid ${process.pid}\\)`));

    release();
    expect(existsSync(file)).toBe(false);
    release(); // a second call does nothing
    expect(lockFromAnotherProcess(dir)).toBe('locked');
    expect(existsSync(file)).toBe(false); // the other process released it in turn

    const again = lockDataDir(dir);
    expect(existsSync(file)).toBe(true);
    again();
    expect(existsSync(file)).toBe(false);
  });

  it.runIf(hasProc)('records the holder’s start time beside its pid', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      expect(readFileSync(join(dir, 'database.lock'), 'utf8').trim()).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
    } finally {
      release();
    }
  });

  it.runIf(hasProc)('takes over a lock whose pid now belongs to another live process (other start time)', () => {
    const dir = tempDir();
    const other = liveChild();
    const wrongStart = String(Number(startTimeOf(other)) + 12345);
    writeFileSync(join(dir, 'database.lock'), `${other} ${wrongStart}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'database.lock'), 'utf8').split(/\s+/)[0]).toBe(String(process.pid));
    release();
  });

  it.runIf(hasProc)('refuses a lock naming a live process with its real start time, naming that process', () => {
    const dir = tempDir();
    const other = liveChild();
    writeFileSync(join(dir, 'database.lock'), `${other} ${startTimeOf(other)}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data directory ${dir} is in use by another process (pid ${other}). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
  });
});
