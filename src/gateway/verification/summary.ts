/**
 * A verification submission in the words people read. A business's facts and documents are built
 * here once, for the owner's verification page and the operations console alike (they had drifted
 * apart, one calling the certificate's file "certificate-of-incorporation", the other "Certificate
 * of incorporation"). A person's differ by reader on purpose: the owner sees the number masked and
 * the date in words; the operator sees the date as the identity record has it, to compare the two.
 */
import { ID_TYPE_LABELS } from '../../contracts/verification.ts';
import type { BusinessDetails, LookupResult, PersonDetails } from '../db/schema/verification.ts';

export interface Fact {
  label: string;
  value: string;
}

/** A document of a submission: `name` is the file name it downloads as (without its extension). */
export interface SubmittedDocument {
  fileId: string;
  name: string;
  label: string;
}

/** What a business submitted: its company, registration, TIN and address, and its two documents. */
export function businessSubmission(d: BusinessDetails): { facts: Fact[]; documents: SubmittedDocument[] } {
  return {
    facts: [
      { label: 'Company', value: d.companyName },
      { label: d.companyType === 'RC' ? 'RC number' : 'BN number', value: `${d.companyType} ${d.registrationNumber}` },
      { label: 'TIN', value: d.tin },
      { label: 'Registered address', value: d.registeredAddress },
    ],
    documents: [
      { fileId: d.incorporationFileId, name: 'certificate-of-incorporation', label: 'Certificate of incorporation' },
      { fileId: d.proofOfAddressFileId, name: 'proof-of-address', label: 'Proof of address' },
    ],
  };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (iso: string) => DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));

/** A person's submission as its owner reads it: never more of the number than its last four digits. */
export const personSummary = (d: PersonDetails): Fact[] => [
  { label: ID_TYPE_LABELS[d.idType], value: `•••••••${d.last4}` },
  { label: 'Name', value: d.fullName },
  { label: 'Date of birth', value: longDate(d.dateOfBirth) },
];

/** A person's submission as an operator compares it with the identity record. */
export const personSubmitted = (d: PersonDetails): Fact[] => [
  { label: ID_TYPE_LABELS[d.idType], value: `ending ${d.last4}` },
  { label: 'Name', value: d.fullName },
  { label: 'Date of birth', value: d.dateOfBirth },
];

/** What the identity provider's look-up found, under the labels of what was submitted. */
export function lookupFacts(lookup: LookupResult | null): Fact[] {
  const facts: Fact[] = [];
  if (!lookup) return facts;
  if (!lookup.found) facts.push({ label: 'Record', value: 'Not found' });
  if (lookup.name) facts.push({ label: 'Registered name', value: lookup.name });
  if (lookup.dateOfBirth) facts.push({ label: 'Date of birth', value: lookup.dateOfBirth });
  if (lookup.address) facts.push({ label: 'Registered address', value: lookup.address });
  if (lookup.status) facts.push({ label: 'Registry status', value: lookup.status });
  return facts;
}
