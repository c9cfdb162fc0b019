/**
 * The rule a bank account's name must pass to receive payouts from a wallet: it must be the
 * wallet's verified name (the person's from their BVN or NIN, then the business's registered name).
 *
 * Both names are compared as sets of words: upper-cased, accents and punctuation removed, and the
 * words that only say what kind of business it is (LIMITED, LTD, PLC, NIG, NIGERIA, COMPANY,
 * ENTERPRISES, …) dropped, since banks abbreviate them as they please. The names match when
 * - they have the same words in any order (banks write "OKAFOR ADAEZE" for Adaeze Okafor), or
 * - one has every word of the other and they share at least two words (a middle name left out:
 *   "ADAEZE CHIOMA OKAFOR" for Adaeze Okafor), or
 * - a word of one is the initial of the other's ("A. OKAFOR" is not enough alone: at least two words
 *   must still be shared in full or one word and one initial with the rest equal).
 * Anything else goes to an operator, who sees both names.
 */

const BUSINESS_WORDS = new Set([
  'LIMITED',
  'LTD',
  'PLC',
  'LLC',
  'INC',
  'CO',
  'COMPANY',
  'NIG',
  'NIGERIA',
  'NIGERIAN',
  'ENTERPRISE',
  'ENTERPRISES',
  'ENT',
  'INTERNATIONAL',
  'INTL',
  'AND',
  'THE',
  'OF',
]);

/** The words of a name that count, upper-case ASCII. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0 && !BUSINESS_WORDS.has(word));
}

const isInitialOf = (short: string, word: string) => short.length === 1 && word.startsWith(short);

export function namesMatch(accountName: string, verifiedName: string): boolean {
  const a = nameWords(accountName);
  const b = nameWords(verifiedName);
  if (a.length === 0 || b.length === 0) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const unused = [...longer];
  let full = 0;
  let initials = 0;
  for (const word of shorter) {
    let at = unused.indexOf(word);
    if (at >= 0) full++;
    else {
      at = unused.findIndex((other) => isInitialOf(word, other) || isInitialOf(other, word));
      if (at < 0) return false;
      initials++;
    }
    unused.splice(at, 1);
  }
  if (unused.length === 0 && initials === 0) return true;
  return full >= 2 || (full >= 1 && initials >= 1 && unused.length === 0);
}
