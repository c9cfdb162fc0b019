/**
 * The words a verification submission is read in (src/gateway/verification/summary.ts): the owner's
 * verification page and the operations console show a business's submission from one function, so
 * they cannot drift apart again.
 */
import { describe, expect, it } from 'vitest';
import { businessSubmission, lookupFacts, personSubmitted, personSummary } from '../../src/gateway/verification/summary.ts';

const business = {
  companyType: 'RC' as const,
  registrationNumber: '1234567',
  tin: '20456789-0001',
  registeredAddress: '12 New Market Road, Onitsha, Anambra',
  companyName: 'Harbour Coatings Nigeria Limited',
  incorporationFileId: '0190f3a2-0000-7000-8000-000000000001',
  proofOfAddressFileId: '0190f3a2-0000-7000-8000-000000000002',
};

describe("a business's submission", () => {
  it('reads as its company, registration, TIN and address, in this order', () => {
    expect(businessSubmission(business).facts).toEqual([
      { label: 'Company', value: 'Harbour Coatings Nigeria Limited' },
      { label: 'RC number', value: 'RC 1234567' },
      { label: 'TIN', value: '20456789-0001' },
      { label: 'Registered address', value: '12 New Market Road, Onitsha, Anambra' },
    ]);
  });

  it('calls a business name registration a BN number', () => {
    expect(businessSubmission({ ...business, companyType: 'BN' }).facts[1]).toEqual({ label: 'BN number', value: 'BN 1234567' });
  });

  it('names its two documents by label, and by the file name they download as', () => {
    expect(businessSubmission(business).documents).toEqual([
      { fileId: business.incorporationFileId, name: 'certificate-of-incorporation', label: 'Certificate of incorporation' },
      { fileId: business.proofOfAddressFileId, name: 'proof-of-address', label: 'Proof of address' },
    ]);
  });
});

describe("a person's submission", () => {
  const person = { idType: 'bvn' as const, last4: '4321', fullName: 'Chiamaka Obi', dateOfBirth: '1990-04-07' };

  it('shows its owner no more of the number than its last four digits, and the date in words', () => {
    expect(personSummary(person)).toEqual([
      { label: 'BVN', value: '•••••••4321' },
      { label: 'Name', value: 'Chiamaka Obi' },
      { label: 'Date of birth', value: '7 April 1990' },
    ]);
  });

  it('shows an operator the date as the identity record has it, to compare the two', () => {
    expect(personSubmitted({ ...person, idType: 'nin' })).toEqual([
      { label: 'NIN', value: 'ending 4321' },
      { label: 'Name', value: 'Chiamaka Obi' },
      { label: 'Date of birth', value: '1990-04-07' },
    ]);
  });
});

describe("the identity provider's look-up", () => {
  it('reads under the labels of what was submitted, and says so when nothing was found', () => {
    expect(lookupFacts({ found: true, name: 'HARBOUR COATINGS NIG LTD', address: '3 Port Harcourt Road', status: 'ACTIVE' })).toEqual([
      { label: 'Registered name', value: 'HARBOUR COATINGS NIG LTD' },
      { label: 'Registered address', value: '3 Port Harcourt Road' },
      { label: 'Registry status', value: 'ACTIVE' },
    ]);
    expect(lookupFacts({ found: false })).toEqual([{ label: 'Record', value: 'Not found' }]);
    expect(lookupFacts(null)).toEqual([]);
  });
});
