/**
 * The marketplace search's index, in memory: every published product's words and the fields the
 * search filters and sorts by, in typed arrays. A query is answered synchronously in one pass
 * over the products that match its words, so a different search on every request costs a
 * fraction of a millisecond instead of a database scan (docs/decisions/022-search-index.md).
 *
 * The index is built whole from the catalog, then follows it: products changed since the build
 * sit in a small overlay that hides their old entries, until the overlay grows enough to build
 * the index again.
 */
import type { SortOrder } from '../../contracts/products.ts';
import { bestOf } from './best-of.ts';
import { EXACT, type PreparedProduct, PREFIX, TYPO, WEIGHT_TABLE } from './product-terms.ts';
import { compareBy, type Ranked, ranked } from './result-order.ts';
import { EMPTY, intersectWeighted, union } from './sorted-lists.ts';
import { type ParsedQuery, prefixDistance, stemOf, typoAllowance } from './text.ts';

export interface IndexQuery {
  text: ParsedQuery | null;
  /** The market and its sub-markets. */
  marketIds?: readonly number[];
  /** The application and its sub-applications. */
  applicationIds?: readonly number[];
  producerId?: number;
  supplierId?: number;
  /** The suppliers of the country asked for. */
  supplierIds?: readonly number[];
  grade?: string;
  physicalForm?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Products carrying any of these hazard bits (product-terms.ts hazardBitsOf). */
  hazards?: number;
  sortOrder: SortOrder;
  offset: number;
  limit: number;
}

export interface IndexAnswer {
  ids: number[];
  total: number;
}

/** The products one query word finds, ascending by position, with what the word adds to each. */
interface WordMatch {
  docs: Int32Array;
  weights: Uint8Array;
  /** Terms within the typing allowance, when no term starts with the word. */
  typoTerms: Set<string> | null;
}

const WORD_MEMORY = 2000;

export interface ProductIndex {
  readonly size: number;
  /** How many products were changed since the index was built (they are matched one by one). */
  readonly overlaySize: number;
  /** Records a product's new state (null: no longer in the catalog). */
  put(id: number, product: PreparedProduct | null): void;
  query(q: IndexQuery): IndexAnswer;
}

/** Builds the index over published products (any order). */
export function buildProductIndex(all: PreparedProduct[]): ProductIndex {
  // Only typed arrays, the sort fields and the dictionary outlive the build: the products' texts and
  // term maps are left to the garbage collector.
  const docs = [...all].sort((a, b) => a.product.id - b.product.id);
  const n = docs.length;
  const rows = docs.map((d) => ranked(d.product, 0));
  const ids = Int32Array.from(docs, (d) => d.product.id);
  const positionOf = new Map<number, number>();
  for (const [i, d] of docs.entries()) positionOf.set(d.product.id, i);
  const market = Int32Array.from(docs, (d) => d.product.marketId);
  const supplier = Int32Array.from(docs, (d) => d.product.supplierId);
  const producer = Int32Array.from(docs, (d) => d.product.producerId ?? 0);
  const price = Float64Array.from(docs, (d) => d.product.priceFromMinor ?? Number.NaN);
  const hazards = Int32Array.from(docs, (d) => d.hazards);
  const codes = (values: string[]) => {
    const table = new Map<string, number>();
    const column = Int32Array.from(values, (v) => {
      let code = table.get(v);
      if (code === undefined) table.set(v, (code = table.size));
      return code;
    });
    return { table, column };
  };
  const grades = codes(docs.map((d) => d.grade));
  const forms = codes(docs.map((d) => d.physicalForm));
  const applicationStart = new Int32Array(n + 1);
  docs.forEach((d, i) => {
    applicationStart[i + 1] = applicationStart[i]! + d.product.applicationIds.length;
  });
  const applicationIds = Int32Array.from(docs.flatMap((d) => d.product.applicationIds));
  /** Products hidden because the overlay holds their newer state. */
  const hidden = new Uint8Array(n);
  // The products of each market, supplier, producer and application: a listing without words
  // visits only those of its filter, not the whole catalog.
  const listsBy = (products: PreparedProduct[], keysOf: (d: PreparedProduct) => readonly number[]) => {
    const lists = new Map<number, number[]>();
    for (const [i, d] of products.entries()) {
      for (const key of keysOf(d)) {
        let list = lists.get(key);
        if (!list) lists.set(key, (list = []));
        list.push(i);
      }
    }
    return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
  };
  const byMarket = listsBy(docs, (d) => [d.product.marketId]);
  const bySupplier = listsBy(docs, (d) => [d.product.supplierId]);
  const byProducer = listsBy(docs, (d) => (d.product.producerId === null ? [] : [d.product.producerId]));
  const byApplication = listsBy(docs, (d) => d.product.applicationIds);
  const unionOf = (lists: Map<number, Int32Array>, keys: readonly number[]) => union(keys.map((key) => lists.get(key) ?? EMPTY));
  /** The smallest list of products a listing without words must look at; null: all of them. */
  function narrowest(q: IndexQuery): Int32Array | null {
    const candidates: Int32Array[] = [];
    if (q.marketIds) candidates.push(unionOf(byMarket, q.marketIds));
    if (q.supplierId !== undefined) candidates.push(bySupplier.get(q.supplierId) ?? EMPTY);
    if (q.supplierIds) candidates.push(unionOf(bySupplier, q.supplierIds));
    if (q.producerId !== undefined) candidates.push(byProducer.get(q.producerId) ?? EMPTY);
    if (q.applicationIds) candidates.push(unionOf(byApplication, q.applicationIds));
    return candidates.reduce<Int32Array | null>((small, list) => (small === null || list.length < small.length ? list : small), null);
  }

  // Sort keys: a product's place in each order, so choosing a page compares two integers.
  const placeIn = (sortOrder: SortOrder, withText: boolean) => {
    const compare = compareBy(sortOrder, withText);
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => compare(rows[a]!, rows[b]!));
    const place = new Int32Array(n);
    order.forEach((doc, i) => {
      place[doc] = i;
    });
    return place;
  };
  const places: Partial<Record<string, Int32Array>> = {};
  const placesFor = (sortOrder: SortOrder, withText: boolean): Int32Array | null => {
    if (sortOrder === 'relevance' && withText) return null;
    const key = sortOrder === 'relevance' ? 'featured' : sortOrder;
    places[key] ??= placeIn(sortOrder, false);
    return places[key]!;
  };

  // The dictionary: every term, sorted, with the products it appears in and in which field.
  const postings = new Map<string, { docs: number[]; fields: number[] }>();
  docs.forEach((d, i) => {
    for (const [term, field] of d.terms) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = { docs: [], fields: [] }));
      list.docs.push(i);
      list.fields.push(field);
    }
  });
  const terms = [...postings.keys()].sort();
  const termDocs = terms.map((t) => Int32Array.from(postings.get(t)!.docs));
  const termFields = terms.map((t) => Uint8Array.from(postings.get(t)!.fields));
  postings.clear();

  /** The first term at or after `prefix`. */
  const lowerBound = (prefix: string) => {
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const overlay = new Map<number, PreparedProduct | null>();
  /** Word matches over the built part, kept until the index changes; the oldest is dropped first. */
  const wordMemory = new Map<string, WordMatch>();
  const scratch = new Uint8Array(n);
  const touched = new Int32Array(n);

  function typoTermsFor(word: string): Set<string> {
    const allowance = typoAllowance(word);
    const found = new Set<string>();
    if (!allowance) return found;
    // Mistakes in the first letter are rare; looking only at terms that share it keeps this cheap.
    const first = word[0]!;
    for (let t = lowerBound(first); t < terms.length && terms[t]![0] === first; t++) {
      if (prefixDistance(word, terms[t]!, allowance) <= allowance) found.add(terms[t]!);
    }
    for (const entry of overlay.values()) {
      for (const term of entry?.terms.keys() ?? []) {
        if (term[0] === first && prefixDistance(word, term, allowance) <= allowance) found.add(term);
      }
    }
    return found;
  }

  function overlayHasPrefix(prefixes: string[]): boolean {
    for (const entry of overlay.values()) {
      for (const term of entry?.terms.keys() ?? []) if (prefixes.some((p) => term.startsWith(p))) return true;
    }
    return false;
  }

  function matchWord(word: string, exactOnly: boolean): WordMatch {
    const key = `${exactOnly ? '=' : ''}${word}`;
    const known = wordMemory.get(key);
    if (known) return known;
    const stem = stemOf(word);
    const prefixes = stem !== word && !word.startsWith(stem) ? [word, stem] : [stem];
    let count = 0;
    const take = (t: number, how: number) => {
      const list = termDocs[t]!;
      const fields = termFields[t]!;
      for (let i = 0; i < list.length; i++) {
        const d = list[i]!;
        const w = WEIGHT_TABLE[fields[i]! * 3 + how]!;
        if (scratch[d] === 0) touched[count++] = d;
        if (w > scratch[d]!) scratch[d] = w;
      }
    };
    let typoTerms: Set<string> | null = null;
    if (exactOnly) {
      const t = lowerBound(word);
      if (terms[t] === word) take(t, EXACT);
    } else {
      let any = false;
      for (const prefix of prefixes) {
        for (let t = lowerBound(prefix); t < terms.length && terms[t]!.startsWith(prefix); t++) {
          any = true;
          take(t, terms[t] === word || terms[t] === stem ? EXACT : PREFIX);
        }
      }
      // Terms of products hidden by a newer state do not count: the word matched nothing alive.
      if (any && touched.subarray(0, count).every((d) => hidden[d] === 1)) any = false;
      if (!any && !overlayHasPrefix(prefixes)) {
        typoTerms = typoTermsFor(word);
        for (const term of typoTerms) {
          const t = lowerBound(term);
          if (terms[t] === term) take(t, TYPO);
        }
      }
    }
    // Ascending positions: sort the few, or sweep the whole range when most products matched.
    let found: Int32Array;
    if (count > n >>> 3) {
      found = new Int32Array(count);
      let k = 0;
      for (let d = 0; d < n; d++) if (scratch[d]) found[k++] = d;
    } else {
      found = touched.slice(0, count).sort();
    }
    const weights = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      weights[i] = scratch[found[i]!]!;
      scratch[found[i]!] = 0;
    }
    const match = { docs: found, weights, typoTerms };
    wordMemory.set(key, match);
    if (wordMemory.size > WORD_MEMORY) wordMemory.delete(wordMemory.keys().next().value!);
    return match;
  }

  /** What a word adds to a product of the overlay (0: not found), matched as in the built part. */
  function weighOverlay(entry: PreparedProduct, word: string, match: WordMatch, exactOnly: boolean): number {
    const stem = stemOf(word);
    let best = 0;
    for (const [term, field] of entry.terms) {
      let how = -1;
      if (term === word || term === stem) how = EXACT;
      else if (exactOnly) continue;
      else if (term.startsWith(word) || term.startsWith(stem)) how = PREFIX;
      else if (match.typoTerms?.has(term)) how = TYPO;
      if (how >= 0) best = Math.max(best, WEIGHT_TABLE[field * 3 + how]!);
    }
    return best;
  }

  /** Intersects the words' matches, adding their weights; null means "every product" (no text). */
  function textMatches(
    text: ParsedQuery | null,
  ): { docs: Int32Array; scores: Uint8Array; matches: WordMatch[]; words: string[]; exactOnly: boolean } | null {
    if (!text) return null;
    const exactOnly = text.exactCas !== null;
    const words = exactOnly ? [text.exactCas!] : text.words;
    const matches = words.map((w) => matchWord(w, exactOnly));
    const order = matches.map((_, i) => i).sort((a, b) => matches[a]!.docs.length - matches[b]!.docs.length);
    const first = matches[order[0]!]!;
    let docsNow: Int32Array = first.docs;
    let scoresNow: Uint8Array = first.weights;
    for (const i of order.slice(1)) {
      [docsNow, scoresNow] = intersectWeighted(docsNow, scoresNow, matches[i]!.docs, matches[i]!.weights);
    }
    return { docs: docsNow, scores: scoresNow, matches, words, exactOnly };
  }

  function filterFor(q: IndexQuery) {
    const markets = q.marketIds && new Set(q.marketIds);
    const applications = q.applicationIds && new Set(q.applicationIds);
    const suppliers = q.supplierIds && new Set(q.supplierIds);
    const grade = q.grade === undefined ? undefined : (grades.table.get(q.grade.toLowerCase()) ?? -1);
    const form = q.physicalForm === undefined ? undefined : (forms.table.get(q.physicalForm.toLowerCase()) ?? -1);
    const inRange = (value: number | null) =>
      (q.minPrice === undefined || (value !== null && value >= q.minPrice)) &&
      (q.maxPrice === undefined || (value !== null && value <= q.maxPrice));
    const built = (d: number): boolean => {
      if (hidden[d]) return false;
      if (markets && !markets.has(market[d]!)) return false;
      if (q.supplierId !== undefined && supplier[d] !== q.supplierId) return false;
      if (suppliers && !suppliers.has(supplier[d]!)) return false;
      if (q.producerId !== undefined && producer[d] !== q.producerId) return false;
      if (grade !== undefined && grades.column[d] !== grade) return false;
      if (form !== undefined && forms.column[d] !== form) return false;
      if ((q.minPrice !== undefined || q.maxPrice !== undefined) && !inRange(Number.isNaN(price[d]!) ? null : price[d]!)) return false;
      if (q.hazards !== undefined && (hazards[d]! & q.hazards) === 0) return false;
      if (applications) {
        let any = false;
        for (let a = applicationStart[d]!; a < applicationStart[d + 1]! && !any; a++) any = applications.has(applicationIds[a]!);
        if (!any) return false;
      }
      return true;
    };
    const changed = (e: PreparedProduct): boolean => {
      const p = e.product;
      return (
        (!markets || markets.has(p.marketId)) &&
        (q.supplierId === undefined || p.supplierId === q.supplierId) &&
        (!suppliers || suppliers.has(p.supplierId)) &&
        (q.producerId === undefined || p.producerId === q.producerId) &&
        (q.grade === undefined || e.grade === q.grade.toLowerCase()) &&
        (q.physicalForm === undefined || e.physicalForm === q.physicalForm.toLowerCase()) &&
        inRange(p.priceFromMinor) &&
        (q.hazards === undefined || (e.hazards & q.hazards) !== 0) &&
        (!applications || p.applicationIds.some((a) => applications.has(a)))
      );
    };
    return { built, changed };
  }

  return {
    get size() {
      return n;
    },
    get overlaySize() {
      return overlay.size;
    },

    put(id, product) {
      const position = positionOf.get(id);
      if (position !== undefined) hidden[position] = 1;
      if (position === undefined && product === null) overlay.delete(id);
      else overlay.set(id, product);
      wordMemory.clear();
    },

    query(q) {
      const text = textMatches(q.text);
      const filter = filterFor(q);
      const k = q.offset + q.limit;
      const withText = text !== null;
      const places = placesFor(q.sortOrder, withText);
      // Relevance: a higher score first, then the lower id (positions follow ids).
      const keyOf = places ? (d: number) => places[d]! : (d: number, i: number) => (255 - text!.scores[i]!) * 4_294_967_296 + d;
      const source = text ? text.docs : narrowest(q);
      const top = source ? bestOf(k, source.length, (i) => source[i]!, keyOf, filter.built) : bestOf(k, n, (i) => i, keyOf, filter.built);
      let total = top.total;
      let page = top.docs.map((d) => ids[d]!);
      if (overlay.size) {
        const compare = compareBy(q.sortOrder, withText);
        const merged: Ranked[] = top.docs.map((d, i) => ({ ...rows[d]!, score: text ? text.scores[top.positions[i]!]! : 0 }));
        for (const entry of overlay.values()) {
          if (!entry || !filter.changed(entry)) continue;
          let score = 0;
          if (text) {
            let all = true;
            for (let w = 0; w < text.words.length && all; w++) {
              const weight = weighOverlay(entry, text.words[w]!, text.matches[w]!, text.exactOnly);
              if (weight === 0) all = false;
              score += weight;
            }
            if (!all) continue;
          }
          total++;
          merged.push(ranked(entry.product, Math.min(255, score)));
        }
        page = merged.sort(compare).map((r) => r.id);
      }
      return { ids: page.slice(q.offset, k), total };
    },
  };
}
