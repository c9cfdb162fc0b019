/**
 * Choosing a page from many matches without sorting them all: one pass keeps the best k in a
 * max-heap of typed arrays, and counts every product that passes the filter.
 */

/**
 * The `k` best of `count` products by `keyOf` (smaller first), with how many passed the filter:
 * one pass, keeping the best k in a max-heap.
 */
export function bestOf(
  k: number,
  count: number,
  docAt: (i: number) => number,
  keyOf: (d: number, i: number) => number,
  passes: (d: number) => boolean,
) {
  // A far page (PageNumber 2147483647) asks for more than there are: never allocate past `count`.
  k = Math.min(k, count);
  const heapKeys = new Float64Array(k);
  const heapDocs = new Int32Array(k);
  const heapIdx = new Int32Array(k);
  let size = 0;
  let total = 0;
  for (let i = 0; i < count; i++) {
    const d = docAt(i);
    if (!passes(d)) continue;
    total++;
    if (k === 0) continue;
    const key = keyOf(d, i);
    if (size < k) {
      // Sift up.
      let c = size++;
      while (c > 0) {
        const parent = (c - 1) >> 1;
        if (heapKeys[parent]! >= key) break;
        heapKeys[c] = heapKeys[parent]!;
        heapDocs[c] = heapDocs[parent]!;
        heapIdx[c] = heapIdx[parent]!;
        c = parent;
      }
      heapKeys[c] = key;
      heapDocs[c] = d;
      heapIdx[c] = i;
    } else if (key < heapKeys[0]!) {
      // Replace the worst and sift down.
      let c = 0;
      for (;;) {
        const l = 2 * c + 1;
        if (l >= size) break;
        const r = l + 1;
        const bigger = r < size && heapKeys[r]! > heapKeys[l]! ? r : l;
        if (heapKeys[bigger]! <= key) break;
        heapKeys[c] = heapKeys[bigger]!;
        heapDocs[c] = heapDocs[bigger]!;
        heapIdx[c] = heapIdx[bigger]!;
        c = bigger;
      }
      heapKeys[c] = key;
      heapDocs[c] = d;
      heapIdx[c] = i;
    }
  }
  const order = Array.from({ length: size }, (_, i) => i).sort((a, b) => heapKeys[a]! - heapKeys[b]!);
  return { docs: order.map((i) => heapDocs[i]!), positions: order.map((i) => heapIdx[i]!), total };
}
