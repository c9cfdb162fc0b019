/**
 * How product text and what buyers type become search terms: the same normalising on both sides,
 * so "Sulphuric", "sulfuric" and "SULFURIC" meet, and "acids" finds "acid".
 */
import { stemmer } from 'stemmer';

/** Words that narrow nothing ("oxide of iron" is "oxide iron"); kept when a query has nothing else. */
const STOP_WORDS = new Set('a an and are as at be by for from in into is it of on or per the to with without'.split(' '));

/**
 * British and American spellings (and other variants buyers use) written one way. Both the
 * catalog's words and the query's go through this, so either spelling finds both.
 */
const SPELLINGS: [RegExp, string][] = [
  [/sulph/g, 'sulf'],
  [/aluminium/g, 'aluminum'],
  [/caesium/g, 'cesium'],
  [/isation/g, 'ization'],
  [/iser/g, 'izer'],
  [/colour/g, 'color'],
  [/fibre/g, 'fiber'],
  [/vapour/g, 'vapor'],
  [/flavour/g, 'flavor'],
  [/odour/g, 'odor'],
];

const COMBINING_MARKS = /\p{M}+/gu;

/** One word as the index keeps it: lower case, accents dropped, one spelling. */
export function normalizeWord(word: string): string {
  let w = word.toLowerCase();
  if (/[^ -~]/.test(w)) w = w.normalize('NFKD').replace(COMBINING_MARKS, '');
  for (const [pattern, replacement] of SPELLINGS) if (w.includes(pattern.source)) w = w.replace(pattern, replacement);
  return w;
}

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

const normalized = new Map<string, string>();
const WORD_MEMORY = 200_000;

/** The words of a text, normalised, in order (duplicates kept). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.split(WORD_SPLIT)) {
    if (!raw) continue;
    // A catalog repeats a few thousand words: each is normalised once.
    let word = normalized.get(raw);
    if (word === undefined) {
      if (normalized.size >= WORD_MEMORY) normalized.clear();
      word = normalizeWord(raw);
      normalized.set(raw, word);
    }
    words.push(word);
  }
  return words;
}

const stems = new Map<string, string>();

/**
 * The word's stem ("acids" → "acid", "dioxide" → "dioxid"), Porter's algorithm; words with digits
 * and short words stay as they are. Memoised: a catalog repeats a few thousand words.
 */
export function stemOf(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= WORD_MEMORY) stems.clear();
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

export const CAS_NUMBER = /^\d{2,7}-\d{2}-\d$/;

/** A CAS number as one term of digits ("7664-93-9" → "7664939"), so it is found with or without dashes. */
export function casTerm(cas: string): string {
  return cas.replace(/\D/g, '');
}

export interface ParsedQuery {
  /** Normalised words; every one must match (by its start) for a product to be found. */
  words: string[];
  /** A whole CAS number ("7664-93-9"): only products with exactly that number match. */
  exactCas: string | null;
}

const MAX_QUERY_WORDS = 8;

/** What a buyer typed, as the index reads it; null when nothing searchable is left. */
export function parseQuery(text: string): ParsedQuery | null {
  const trimmed = text.trim();
  if (CAS_NUMBER.test(trimmed)) return { words: [], exactCas: casTerm(trimmed) };
  // Digits with dashes or spaces are the start of a CAS number: "7664-93" → "766493".
  if (/^[\d\s-]+$/.test(trimmed) && /\d/.test(trimmed)) return { words: [casTerm(trimmed)], exactCas: null };
  const all = [...new Set(wordsOf(trimmed))];
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  const words = (meaningful.length ? meaningful : all).slice(0, MAX_QUERY_WORDS);
  return words.length ? { words, exactCas: null } : null;
}

/** How many typing mistakes a word may carry and still find a product: none below four letters. */
export function typoAllowance(word: string): number {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return 0;
  return word.length >= 8 ? 2 : 1;
}

/**
 * The fewest edits (insert, delete, replace, swap two neighbours) that turn `query` into the
 * start of `term`, or `limit + 1` when more than `limit` are needed. "sulfric" is one edit from
 * "sulfuric"; "titanum diox" is one from "titanium dioxide" while it is being typed.
 */
export function prefixDistance(query: string, term: string, limit: number): number {
  const n = query.length;
  const m = Math.min(term.length, n + limit);
  if (m < n - limit) return limit + 1;
  // Rows of the edit-distance table over the term's first j letters; keeping two rows back allows swaps.
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, i) => i);
  let best = previous[n]!;
  for (let j = 1; j <= m; j++) {
    const current = new Array<number>(n + 1);
    current[0] = j;
    let rowMin = j;
    for (let i = 1; i <= n; i++) {
      const cost = query[i - 1] === term[j - 1] ? 0 : 1;
      let d = Math.min(previous[i]! + 1, current[i - 1]! + 1, previous[i - 1]! + cost);
      if (i > 1 && j > 1 && query[i - 1] === term[j - 2] && query[i - 2] === term[j - 1]) d = Math.min(d, before[i - 2]! + 1);
      current[i] = d;
      if (d < rowMin) rowMin = d;
    }
    if (current[n]! < best) best = current[n]!;
    if (rowMin > limit) break;
    before = previous;
    previous = current;
  }
  return best <= limit ? best : limit + 1;
}
