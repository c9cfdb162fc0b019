/** The payout name rule (src/gateway/verification/name-match.ts): a bank's account name against the wallet's verified name. */
import { describe, expect, it } from 'vitest';
import { namesMatch, verifiedKind } from '../../src/gateway/verification/name-match.ts';

describe('a business account name', () => {
  it.each([
    ['APAPA CHEMICAL TRADERS LTD', 'Apapa Chemical Traders'],
    ['APAPA CHEMICAL TRADERS LIMITED', 'Apapa Chemical Traders Ltd'],
    ['Okafor Paints Manufacturing Ltd', 'OKAFOR PAINTS MANUFACTURING LIMITED'],
    ['HARBOUR COATINGS NIG LTD', 'Harbour Coatings Nigeria Limited'],
    ['A & B CHEMICALS PLC', 'A and B Chemicals'],
  ])('%s is the registered name %s: the legal form is set aside', (account, verified) => {
    expect(namesMatch(account, verified, 'business')).toBe(true);
  });

  it.each([
    ['APAPA CHEMICAL TRADERS LTD', 'Apapa Chemical Traders International'],
    ['APAPA CHEMICALS LTD', 'Apapa Chemical Traders'],
    ['LTD', 'Limited'],
  ])('%s is not %s', (account, verified) => {
    expect(namesMatch(account, verified, 'business')).toBe(false);
  });

  it('is compared as a business once the wallet is business verified (tier 2), as a person before', () => {
    expect(verifiedKind({ tier: 2 })).toBe('business');
    expect(verifiedKind({ tier: 1 })).toBe('person');
    expect(namesMatch('APAPA CHEMICAL TRADERS LTD', 'Apapa Chemical Traders', verifiedKind({ tier: 2 }))).toBe(true);
  });
});
