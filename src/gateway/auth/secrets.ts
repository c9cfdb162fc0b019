/**
 * Secrets the gateway needs. Taken from the environment when set (several gateway copies must share
 * them); otherwise generated once and kept in DATA_DIR, so a restart keeps sessions valid.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ jwtSecret: randomBytes(48).toString('base64url') }), { mode: 0o600, flag: 'wx' });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string };
  return { jwtSecret: new TextEncoder().encode(stored.jwtSecret) };
}
