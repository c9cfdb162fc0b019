/**
 * Secrets the gateway needs. Taken from the environment when set (several gateway copies must share
 * them); otherwise generated once and kept in DATA_DIR, so a restart keeps sessions valid.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Secrets {
  /** HMAC key of the access tokens (HS256). */
  jwtSecret: Uint8Array;
}

export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return { jwtSecret: new TextEncoder().encode(env.JWT_SECRET) };
  }
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) {
    // Gateways started together on one DATA_DIR must end up with one secret: each writes a whole
    // file of its own and links it into place, and only the first link wins (a reader never sees
    // a half-written file, and the others read the winner's).
    mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, JSON.stringify({ jwtSecret: randomBytes(48).toString('base64url') }), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string };
  return { jwtSecret: new TextEncoder().encode(stored.jwtSecret) };
}
