/**
 * Secrets the gateway needs. Taken from the environment when set (several gateway copies must share
 * them); otherwise generated once and kept in DATA_DIR, so a restart keeps sessions valid and PINs
 * checkable. Never in the database: someone holding a copy of it must not hold these too.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PinKeys, pinKeysFrom } from './pin-keys.ts';

export interface Secrets {
  /** HMAC key of the access tokens (HS256). */
  jwtSecret: Uint8Array;
  /** Keys of the wallet PINs' keyed hashes (platform/auth/pin-keys.ts). */
  pinKeys: PinKeys;
}

/**
 * A secret generated once into `DATA_DIR/<file>`. Gateways started together on one DATA_DIR must
 * end up with one secret: each writes a whole file of its own and links it into place, and only the
 * first link wins (a reader never sees a half-written file, and the others read the winner's).
 */
function generatedOnce(dataDir: string, file: string): string {
  const path = join(dataDir, file);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, JSON.stringify({ secret: randomBytes(48).toString('base64url') }), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const stored = JSON.parse(readFileSync(path, 'utf8')) as { secret?: string; jwtSecret?: string };
  return (stored.secret ?? stored.jwtSecret)!;
}

export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const jwtSecret = env.JWT_SECRET || generatedOnce(dataDir, 'secrets.json');
  const pinKey = env.WALLET_PIN_KEY || generatedOnce(dataDir, 'wallet-pin-key.json');
  return {
    jwtSecret: new TextEncoder().encode(jwtSecret),
    pinKeys: pinKeysFrom(pinKey, env.WALLET_PIN_KEYS_RETIRED ?? ''),
  };
}
