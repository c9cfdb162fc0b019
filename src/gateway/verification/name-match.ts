/**
 * The rule a bank account's name must pass to receive payouts from a wallet without an operator
 * looking at it: it must be the wallet's verified name. Names are compared as words: upper-cased,
 * accents and punctuation removed, `&` read as AND, NIG read as NIGERIA.
 *
 * - A person (tier 1: the name on their BVN or NIN record, first, middle and last): the account
 *   name must carry the first and the last name in full, in any order (banks write
 *   "OKAFOR ADAEZE CHIOMA"), and nothing else but middle names or their initials.
 * - A business (tier 2: the registered name): the same words once the legal form is set aside
 *   (LIMITED, LTD, PLC, LLC, INC, CO, COMPANY), nothing more and nothing less.
 *
 * Anything else is not refused: it goes to an operator, who sees both names.
 */

/** The words that only say what legal form a company has; banks abbreviate them as they please. */
const LEGAL_FORMS = new Set(['LIMITED', 'LTD', 'PLC', 'LLC', 'INC', 'CO', 'COMPANY']);
const ALIASES: Record<string, string> = { NIG: 'NIGERIA', NIGERIAN: 'NIGERIA' };

/** The words of a name, upper-case ASCII. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => ALIASES[word] ?? word);
}

export type VerifiedKind = 'person' | 'business';

export function namesMatch(accountName: string, verifiedName: string, kind: VerifiedKind): boolean {
  const account = nameWords(accountName);
  const verified = nameWords(verifiedName);
  if (account.length === 0 || verified.length === 0) return false;
  if (kind === 'business') {
    const words = (list: string[]) =>
      list
        .filter((w) => !LEGAL_FORMS.has(w))
        .sort()
        .join(' ');
    return words(account) !== '' && words(account) === words(verified);
  }
  if (verified.length < 2) return account.length === 1 && account[0] === verified[0];
  const first = verified[0]!;
  const last = verified.at(-1)!;
  const middles = verified.slice(1, -1);
  const left = [...account];
  for (const needed of [first, last]) {
    const at = left.indexOf(needed);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  // What is left may only be middle names, in full or as initials, each used once.
  const unused = [...middles];
  for (const word of left) {
    const at = unused.findIndex((middle) => middle === word || (word.length === 1 && middle.startsWith(word)));
    if (at < 0) return false;
    unused.splice(at, 1);
  }
  return true;
}

/** Whose name a wallet's verified name is: the business's from tier 2, a person's before. */
export const verifiedKind = (wallet: { tier: number }): VerifiedKind => (wallet.tier >= 2 ? 'business' : 'person');
