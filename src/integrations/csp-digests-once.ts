/**
 * The content security policy's digest of an inline style or script, computed once per text
 * instead of once per page. Astro hashes every inline stylesheet and script of each page it renders
 * for the page's policy; with the stylesheets inlined (docs/decisions/044), a 100 000-product build
 * hashed the same few stylesheets 100 000 times: 12.4 s of a profiled build (docs/decisions/052).
 *
 * Astro computes the digest in one function of its runtime; this plugin keeps its answers as the
 * runtime is bundled for the build. The texts are the build's own (its stylesheets and scripts), a
 * few dozen; past `MAX_KEPT` the function hashes without keeping. If an Astro release names or
 * shapes the function differently, the build stops here and says so.
 */
import type { Plugin } from 'vite';

const RUNTIME = /astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const SIGNATURE = 'async function generateCspDigest(data, algorithm) {';
export const MAX_KEPT = 1000;

/** The runtime with its digest function remembering its answers; throws when the function is not there. */
export function digestsOnceRuntime(code: string): string {
  if (!code.includes(SIGNATURE))
    throw new Error(`Astro's runtime no longer has ${SIGNATURE}…: the policy digests kept once need updating.`);
  return code.replace(
    SIGNATURE,
    `const keptCspDigests = new Map();
let keptCspDigestCount = 0;
function generateCspDigest(data, algorithm) {
  let byText = keptCspDigests.get(algorithm);
  if (byText === undefined) keptCspDigests.set(algorithm, (byText = new Map()));
  let digest = byText.get(data);
  if (digest === undefined) {
    digest = computeCspDigest(data, algorithm);
    if (keptCspDigestCount < ${MAX_KEPT}) {
      byText.set(data, digest);
      keptCspDigestCount++;
    }
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`,
  );
}

export function cspDigestsOnce(): Plugin {
  return {
    name: 'csp-digests-once',
    transform(code, id) {
      if (!RUNTIME.test(id)) return null;
      return { code: digestsOnceRuntime(code), map: null };
    },
  };
}
