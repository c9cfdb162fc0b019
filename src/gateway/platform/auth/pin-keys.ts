/**
 * Wallet PINs as keyed hashes: HMAC-SHA-256 under a PIN key kept apart from the database
 * (docs/decisions/025-wallet-pins-and-attempt-limits.md). A six-digit PIN has a million values, so no hash that the
 * database alone can check protects it from someone holding a copy of the table: argon2id at 50 ms
 * a guess is 14 hours of one core for all of them. Without the key, the stored value says nothing;
 * with it, a check costs microseconds, and the attempt limit is what stops guessing online.
 *
 * Stored form: `hmac-sha256$<key id>$<mac>`, the MAC over the wallet's id and the PIN, so one PIN
 * gives a different value in every wallet. The key id names the key, so keys can be rotated: a new
 * WALLET_PIN_KEY with the old one in WALLET_PIN_KEYS_RETIRED; each PIN moves to the new key at its
 * next correct entry (as argon2id hashes of earlier versions do).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from './passwords.ts';

export interface PinKey {
  id: string;
  key: Buffer;
}

export interface PinKeys {
  /** The key new PIN hashes are made with. */
  current: PinKey;
  /** Keys of earlier hashes, accepted until those PINs are entered again. */
  retired: PinKey[];
}

const PREFIX = 'hmac-sha256';

const keyOf = (secret: string): PinKey => {
  if (secret.length < 32) throw new Error('A wallet PIN key must be at least 32 characters');
  return { id: createHash('sha256').update(`wallet-pin-key:${secret}`).digest('hex').slice(0, 12), key: Buffer.from(secret, 'utf8') };
};

/** The current key, and the retired ones (comma-separated). */
export function pinKeysFrom(current: string, retired = ''): PinKeys {
  return {
    current: keyOf(current),
    retired: retired
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(keyOf),
  };
}

const mac = (key: PinKey, walletId: string, pin: string) => createHmac('sha256', key.key).update(`${walletId}:${pin}`).digest('base64url');

/** The stored form of a wallet's PIN under the current key. */
export function hashPin(keys: PinKeys, walletId: string, pin: string): string {
  return `${PREFIX}$${keys.current.id}$${mac(keys.current, walletId, pin)}`;
}

/** Whether a stored PIN is a keyed hash under the current key (one a database statement can compare). */
export const isCurrentPinHash = (keys: PinKeys, stored: string) => stored.startsWith(`${PREFIX}$${keys.current.id}$`);

/** Equal texts, compared in constant time. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface PinCheck {
  ok: boolean;
  /** The PIN was right but is stored in an older form (argon2id, or a retired key): store this instead. */
  rehash: string | null;
}

/** Checks a PIN against its stored form, in constant time for keyed hashes. */
export async function checkPinHash(keys: PinKeys, walletId: string, stored: string, pin: string): Promise<PinCheck> {
  if (stored.startsWith(`${PREFIX}$`)) {
    const [, keyId, expected = ''] = stored.split('$');
    const key = keyId === keys.current.id ? keys.current : keys.retired.find((k) => k.id === keyId);
    if (!key) return { ok: false, rehash: null };
    const ok = sameText(mac(key, walletId, pin), expected);
    return { ok, rehash: ok && key !== keys.current ? hashPin(keys, walletId, pin) : null };
  }
  // Stored before keyed hashes: argon2id, checked once more and moved over when right.
  const ok = await verifyPassword(stored, pin);
  return { ok, rehash: ok ? hashPin(keys, walletId, pin) : null };
}
