import { afterEach, describe, expect, it } from 'vitest';
import { installSyncDigest } from '../../src/integrations/sync-digest.ts';

// Installed on this test file's own SubtleCrypto and undone after each test.
const subtle = globalThis.crypto.subtle;
const digest = subtle.digest.bind(subtle);
const reference = { digest };
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe('synchronous digests for the static build', () => {
  it('gives the same SHA-2 digests as Web Crypto, for typed arrays, views and buffers', async () => {
    restore = installSyncDigest(subtle);
    const text = new TextEncoder().encode('.product-card{display:flex}'.repeat(100));
    const view = new DataView(text.buffer, 5, 200);
    for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512', 'sha-256', { name: 'SHA-256' }] as const) {
      expect(hex(await subtle.digest(algorithm, text))).toBe(hex(await reference.digest(algorithm, text)));
      expect(hex(await subtle.digest(algorithm, view))).toBe(hex(await reference.digest(algorithm, view)));
      expect(hex(await subtle.digest(algorithm, text.buffer))).toBe(hex(await reference.digest(algorithm, text.buffer)));
    }
    // The well-known digest of the empty input.
    expect(hex(await subtle.digest('SHA-256', new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('leaves other algorithms to Web Crypto, errors included, and can be undone', async () => {
    const original = subtle.digest;
    restore = installSyncDigest(subtle);
    expect(subtle.digest).not.toBe(original);
    const data = new TextEncoder().encode('abc');
    expect(hex(await subtle.digest('SHA-1', data))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    await expect(subtle.digest('MD5', data)).rejects.toThrow();
    restore();
    restore = null;
    expect(subtle.digest).toBe(original);
  });
});
