/**
 * A BVN, NIN or registration number is never stored (docs/decisions/017-verification-and-payouts.md):
 * a keyed hash says whether it already verifies another wallet; while the identity provider cannot
 * be asked, the number is sealed (AES-256-GCM) on the submission until the check has run.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The hash and the seal, keyed by keys derived from the server's secret. */
export function identityKeys(secret: Uint8Array) {
  const key = (label: string) => createHmac('sha256', secret).update(label).digest();
  const hashKey = key('identity-hash');
  const sealKey = key('identity-seal');
  return {
    identityHash: (kind: string, number: string) => createHmac('sha256', hashKey).update(`${kind}:${number}`).digest('hex'),

    seal(number: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },

    unseal(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', sealKey, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}

export type IdentityKeys = ReturnType<typeof identityKeys>;
