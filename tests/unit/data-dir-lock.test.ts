import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/gateway/db/data-dir-lock.ts';

describe('the data directory lock', () => {
  it('refuses a second holder while the first process runs, with a message that says what to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'database.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another process.*DATA_DIR/s);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has gone, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'database.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
    const again = lockDataDir(dir);
    again();
  });
});
