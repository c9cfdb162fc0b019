/** Operations on ascending lists of product positions (Int32Array), as the search index keeps them. */

export const EMPTY = new Int32Array(0);

/** The positions any of the lists holds, ascending and once each. */
export function union(parts: Int32Array[]): Int32Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Int32Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

/**
 * The positions in both lists, each with the sum of its two weights (at most 255). Gallops
 * through the second list, which is usually much longer.
 */
export function intersectWeighted(docs: Int32Array, scores: Uint8Array, other: Int32Array, weights: Uint8Array): [Int32Array, Uint8Array] {
  const keptDocs = new Int32Array(docs.length);
  const keptScores = new Uint8Array(docs.length);
  let kept = 0;
  let j = 0;
  for (let k = 0; k < docs.length; k++) {
    const d = docs[k]!;
    let step = 1;
    while (j + step < other.length && other[j + step]! < d) step <<= 1;
    let lo = j;
    let hi = Math.min(j + step, other.length - 1);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (other[mid]! < d) lo = mid + 1;
      else hi = mid;
    }
    j = lo;
    if (other[j] === d) {
      keptDocs[kept] = d;
      keptScores[kept++] = Math.min(255, scores[k]! + weights[j]!);
    }
  }
  return [keptDocs.subarray(0, kept), keptScores.subarray(0, kept)];
}
