/**
 * A static build hashes the same few inline styles and scripts again for every page (the content
 * security policy in each page's <meta>), through the asynchronous Web Crypto digest: each call is a job on
 * the thread pool and a promise, about 23 µs of the main thread for a 3 KB input, which came to
 * 18 s of a 100000-product build. Node's own hash does the same digest synchronously in a few
 * microseconds. During `astro build` only, SHA-256/384/512 digests are computed that way and handed
 * back as a resolved promise: the same bytes, the same API; other algorithms and inputs go to the
 * original. See docs/decisions/010-build-throughput.md.
 */
import { createHash } from 'node:crypto';
import type { AstroIntegration } from 'astro';

const NODE_NAMES: Record<string, string> = { 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

type Digest = SubtleCrypto['digest'];

/** The algorithm's Node name, or null when it is not one of the SHA-2 digests handled here. */
function nodeName(algorithm: AlgorithmIdentifier): string | null {
  const name = typeof algorithm === 'string' ? algorithm : algorithm?.name;
  return typeof name === 'string' ? (NODE_NAMES[name.toUpperCase()] ?? null) : null;
}

/** Replaces `subtle.digest`; returns a function that puts the original back. */
export function installSyncDigest(subtle: SubtleCrypto = globalThis.crypto.subtle): () => void {
  const original: Digest = subtle.digest;
  const digest = function digest(this: SubtleCrypto, algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> {
    const name = nodeName(algorithm);
    if (!name || !(ArrayBuffer.isView(data) || data instanceof ArrayBuffer)) return original.call(subtle, algorithm, data);
    const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
    const hash = createHash(name).update(bytes).digest();
    return Promise.resolve(hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength) as ArrayBuffer);
  };
  subtle.digest = digest as Digest;
  return () => {
    subtle.digest = original;
  };
}

export function syncDigest(): AstroIntegration {
  let restore: (() => void) | null = null;
  return {
    name: 'sync-digest',
    hooks: {
      'astro:build:start': () => {
        restore = installSyncDigest();
      },
      'astro:build:done': () => {
        restore?.();
        restore = null;
      },
    },
  };
}
