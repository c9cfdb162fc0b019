/**
 * The identity provider's answers applied to submissions being checked: a person approved when the
 * record's name and date of birth are the account holder's, rejected otherwise; a business found in
 * the registry goes to an operator (review.ts), one not found is rejected. Each answer is one
 * conditional update, so a second one (a retried job) changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { ID_TYPE_LABELS, TIER_NAMES } from '../../contracts/verification.ts';
import type { BusinessDetails, LookupResult, PersonDetails, Verification } from '../db/schema/verification.ts';
import { verifications } from '../db/schema/verification.ts';
import { type IdentityProvider, type PersonRecord, ProviderUnavailable } from '../providers/ports.ts';
import type { IdentityKeys } from './identity-seal.ts';
import { namesMatch } from './name-match.ts';
import { announce, raiseTier } from './tier.ts';
import type { VerificationDeps } from './verification.ts';

export function createProviderChecks(deps: VerificationDeps, keys: IdentityKeys) {
  const { db } = deps;

  /**
   * Applies the provider's answer about a person to a submission still being checked: approved
   * when the name and date of birth are the account holder's, rejected otherwise. One conditional
   * update: a second answer (a retried job) changes nothing.
   */
  async function decidePerson(row: Verification, record: PersonRecord | null): Promise<void> {
    const details = row.details as PersonDetails;
    const label = ID_TYPE_LABELS[details.idType];
    const recordName = record ? [record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ') : '';
    const lookup: LookupResult = record ? { found: true, name: recordName, dateOfBirth: record.dateOfBirth } : { found: false };
    const nameMatches = record !== null && namesMatch(details.fullName, recordName, 'person');
    const approved = nameMatches && record.dateOfBirth === details.dateOfBirth;
    const reason = approved
      ? null
      : !record
        ? `We found no ${label} record for the number ending ${details.last4}. Check the number and submit again.`
        : !nameMatches
          ? `The name on the ${label} record does not match the name on your account (${details.fullName}). If your account's name is spelled differently, correct it in account settings and submit again.`
          : `The date of birth you gave does not match the ${label} record. Check it and submit again.`;
    await db.transaction(async (tx) => {
      const [decided] = await tx
        .update(verifications)
        .set({
          status: approved ? 'approved' : 'rejected',
          lookup,
          reason,
          sealedNumber: null,
          decidedAt: deps.clock(),
          updatedAt: deps.clock(),
        })
        .where(and(eq(verifications.id, row.id), eq(verifications.status, 'checking')))
        .returning();
      if (!decided) return;
      if (approved) {
        // The name as the record has it (first, middle, last): bank accounts are compared with it.
        await raiseTier(tx, deps, row.walletId, 1, recordName);
        await announce(
          tx,
          deps,
          row.walletId,
          'Identity verified',
          `Your ${label} check passed: the wallet is now at tier 1 (${TIER_NAMES[1]}).`,
        );
      } else {
        await announce(tx, deps, row.walletId, 'Identity not verified', reason!);
      }
    });
  }

  /** The registry's answer about a business: not found is rejected; found goes to an operator. */
  async function decideBusiness(row: Verification, record: Awaited<ReturnType<IdentityProvider['lookUpBusiness']>>): Promise<void> {
    const details = row.details as BusinessDetails;
    const lookup: LookupResult = record
      ? {
          found: true,
          name: record.name,
          ...(record.address ? { address: record.address } : {}),
          ...(record.status ? { status: record.status } : {}),
        }
      : { found: false };
    const reason = record
      ? null
      : `The companies registry has no ${details.companyType} ${details.registrationNumber}. Check the number and submit again.`;
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(verifications)
        .set({
          status: record ? 'in_review' : 'rejected',
          lookup,
          reason,
          ...(record ? {} : { decidedAt: deps.clock() }),
          updatedAt: deps.clock(),
        })
        .where(and(eq(verifications.id, row.id), eq(verifications.status, 'checking')))
        .returning();
      if (moved && !record) await announce(tx, deps, row.walletId, 'Business not verified', reason!);
    });
  }

  /** Asks the provider about a submission; throws ProviderUnavailable so the job retries. */
  async function check(row: Verification, number?: string): Promise<void> {
    if (!deps.identity) throw new ProviderUnavailable('no identity provider is configured');
    if (row.tier === 1) {
      const details = row.details as PersonDetails;
      const idNumber = number ?? (row.sealedNumber ? keys.unseal(row.sealedNumber) : null);
      if (!idNumber) return;
      await decidePerson(row, await deps.identity.lookUpPerson(details.idType, idNumber));
    } else {
      const details = row.details as BusinessDetails;
      await decideBusiness(row, await deps.identity.lookUpBusiness(details.companyType, details.registrationNumber));
    }
  }

  /** Gives up on a submission the provider never answered: rejected with a plain reason, the seal erased. */
  async function giveUp(row: Verification) {
    const reason = 'We could not reach the identity service to check this. Nothing is wrong with your submission: please submit it again.';
    await db.transaction(async (tx) => {
      const [closed] = await tx
        .update(verifications)
        .set({ status: 'rejected', reason, sealedNumber: null, decidedAt: deps.clock(), updatedAt: deps.clock() })
        .where(and(eq(verifications.id, row.id), eq(verifications.status, 'checking')))
        .returning();
      if (closed) await announce(tx, deps, row.walletId, 'Verification not checked', reason);
    });
  }

  return { check, giveUp };
}
