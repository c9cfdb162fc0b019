/**
 * Verification tiers (docs/decisions/017-verification-and-payouts.md). Tier 1, a verified person:
 * their BVN or NIN looked up with the identity provider, whose name and date of birth must be the
 * account holder's; decided by software. Tier 2, a verified business: its CAC registration looked
 * up, then documents reviewed by an operator. A wallet's tier and verified name change only here,
 * when a submission is approved.
 *
 * A BVN or NIN is never stored: a keyed hash (one identity verifies one wallet) and its last four
 * digits. When the provider cannot be asked, the number is sealed (AES-256-GCM) on the submission
 * until the `verification.check` job has asked, then erased.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  ID_TYPE_LABELS,
  TIER_NAMES,
  type BusinessVerificationBody,
  type PersonVerificationBody,
  type Tier,
  type VerificationState,
  type VerificationView,
} from '../../contracts/verification.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { files } from '../db/schema/platform.ts';
import { users } from '../db/schema/accounts.ts';
import { type Wallet, wallets } from '../db/schema/wallet.ts';
import {
  type BusinessDetails,
  type LookupResult,
  type PersonDetails,
  type Verification,
  verifications,
} from '../db/schema/verification.ts';
import { beneficiaries } from '../db/schema/payouts.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Member } from '../platform/auth/members.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { tell } from '../platform/parties/parties.ts';
import { namesMatch } from './name-match.ts';
import { type IdentityProvider, type PersonRecord, ProviderUnavailable } from '../providers/ports.ts';
import type { TierTable, Wallets } from '../wallet/index.ts';

export interface VerificationDeps {
  db: Db;
  wallets: Wallets;
  identity: IdentityProvider | null;
  tiers: TierTable;
  /** Keys the identity hash and the seal; derived from the server's secret. */
  secret: Uint8Array;
  clock: () => Date;
  jobs: JobQueue | null;
  notifications: Notifications;
  mail: Mail;
  siteUrl: string;
}

const UNAVAILABLE = 'Identity checks are not available on this server yet. Please try again later.';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (iso: string) => DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));

/** The unique-index violation Postgres raises, found behind the driver's wrappers. */
function constraintOf(error: unknown): string | null {
  let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') return typeof current.constraint === 'string' ? current.constraint : '';
    current = current.cause as typeof current;
  }
  return null;
}

export function createVerification(deps: VerificationDeps) {
  const { db } = deps;
  const key = (label: string) => createHmac('sha256', deps.secret).update(label).digest();
  const hashKey = key('identity-hash');
  const sealKey = key('identity-seal');
  const identityHash = (kind: string, number: string) => createHmac('sha256', hashKey).update(`${kind}:${number}`).digest('hex');

  function seal(number: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }
  function unseal(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  }

  async function latest(walletId: string, tier: 1 | 2): Promise<Verification | null> {
    const [row] = await db
      .select()
      .from(verifications)
      .where(and(eq(verifications.walletId, walletId), eq(verifications.tier, tier)))
      .orderBy(desc(verifications.createdAt), desc(verifications.id))
      .limit(1);
    return row ?? null;
  }

  function view(row: Verification): VerificationView {
    const summary: VerificationView['summary'] = [];
    const documents: VerificationView['documents'] = [];
    if (row.tier === 1) {
      const d = row.details as PersonDetails;
      summary.push(
        { label: ID_TYPE_LABELS[d.idType], value: `•••••••${d.last4}` },
        { label: 'Name', value: d.fullName },
        { label: 'Date of birth', value: longDate(d.dateOfBirth) },
      );
    } else {
      const d = row.details as BusinessDetails;
      summary.push(
        { label: d.companyType === 'RC' ? 'RC number' : 'BN number', value: `${d.companyType} ${d.registrationNumber}` },
        { label: 'TIN', value: d.tin },
        { label: 'Registered address', value: d.registeredAddress },
      );
      if (row.lookup?.name) summary.push({ label: 'Registered name', value: row.lookup.name });
      documents.push(
        { fileId: d.incorporationFileId, name: 'Certificate of incorporation', label: 'Certificate of incorporation' },
        { fileId: d.proofOfAddressFileId, name: 'Proof of address', label: 'Proof of address' },
      );
    }
    return {
      id: row.id,
      tier: row.tier as 1 | 2,
      status: row.status,
      summary,
      documents,
      reason: row.reason,
      submittedAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  async function state(wallet: Wallet): Promise<VerificationState> {
    const [person, business] = await Promise.all([latest(wallet.id, 1), latest(wallet.id, 2)]);
    const ownerKind = wallet.companyId ? ('company' as const) : ('personal' as const);
    const missing: string[] = [];
    if (wallet.tier < 1) {
      missing.push(
        person?.status === 'checking' || person?.status === 'in_review'
          ? 'Your identity is being checked.'
          : `Verify ${ownerKind === 'company' ? "an owner's or a director's" : 'your'} identity with a BVN or NIN to pay out to a bank account.`,
      );
    }
    if (ownerKind === 'company' && wallet.tier < 2) {
      missing.push(
        business?.status === 'checking' || business?.status === 'in_review'
          ? 'Your business documents are being reviewed.'
          : 'Verify the business (CAC registration, TIN, address, certificate of incorporation and proof of address) for the highest limits.',
      );
    }
    return {
      tier: wallet.tier as Tier,
      verifiedName: wallet.verifiedName,
      caps: deps.tiers,
      person: person ? view(person) : null,
      business: business ? view(business) : null,
      ownerKind,
      missing,
    };
  }

  /** Tells the wallet's owners how a submission ended. */
  async function announce(tx: Db, walletId: string, title: string, body: string) {
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, walletId));
    if (!wallet) return;
    await tell(tx, deps, await deps.wallets.owners(tx, wallet), { kind: 'wallet.verification', title, body, link: '/wallet/verification' });
  }

  /** Raises the wallet to the tier (never lowers it) and records the name it verified. */
  async function raiseTier(tx: Db, walletId: string, tier: 1 | 2, name: string) {
    // A verified wallet gets its account number for bank transfers (wallets.assignDedicatedAccount).
    await deps.jobs?.send('wallet.dedicated-account', { walletId }, { db: tx });
    if (tier === 2) {
      // Bank accounts accepted under the person's name are checked against the business's now.
      const active = await tx
        .select({ id: beneficiaries.id, accountName: beneficiaries.accountName })
        .from(beneficiaries)
        .where(and(eq(beneficiaries.walletId, walletId), eq(beneficiaries.status, 'active'), isNull(beneficiaries.deletedAt)));
      for (const account of active.filter((a) => !namesMatch(a.accountName, name, 'business')))
        await tx
          .update(beneficiaries)
          .set({ status: 'in_review', reason: 'Its name is not the business’s verified name: our team checks it.' })
          .where(eq(beneficiaries.id, account.id));
    }
    await tx
      .update(wallets)
      .set({
        tier: sql`greatest(${wallets.tier}, ${tier})`,
        // The business's name replaces the person's; a person's never replaces a business's.
        verifiedName: tier === 2 ? name : sql`case when ${wallets.tier} >= 2 then ${wallets.verifiedName} else ${name} end`,
      })
      .where(eq(wallets.id, walletId));
  }

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
        await raiseTier(tx, row.walletId, 1, recordName);
        await announce(
          tx,
          row.walletId,
          'Identity verified',
          `Your ${label} check passed: the wallet is now at tier 1 (${TIER_NAMES[1]}).`,
        );
      } else {
        await announce(tx, row.walletId, 'Identity not verified', reason!);
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
      if (moved && !record) await announce(tx, row.walletId, 'Business not verified', reason!);
    });
  }

  /** Asks the provider about a submission; throws ProviderUnavailable so the job retries. */
  async function check(row: Verification, number?: string): Promise<void> {
    if (!deps.identity) throw new ProviderUnavailable('no identity provider is configured');
    if (row.tier === 1) {
      const details = row.details as PersonDetails;
      const idNumber = number ?? (row.sealedNumber ? unseal(row.sealedNumber) : null);
      if (!idNumber) return;
      await decidePerson(row, await deps.identity.lookUpPerson(details.idType, idNumber));
    } else {
      const details = row.details as BusinessDetails;
      await decideBusiness(row, await deps.identity.lookUpBusiness(details.companyType, details.registrationNumber));
    }
  }

  /**
   * Stores a submission and checks it at once; when the provider cannot be asked it waits for the
   * `verification.check` job (the number sealed until then).
   */
  async function submit(
    wallet: Wallet,
    userId: string,
    tier: 1 | 2,
    values: { details: PersonDetails | BusinessDetails; hash: string; number?: string },
  ) {
    const id = uuidv7();
    try {
      // The submission, the number sealed for a retry and the retry itself commit together: a
      // crash or an outage from here on leaves the job to ask again. The answer erases the seal.
      await db.transaction(async (tx) => {
        await tx.insert(verifications).values({
          id,
          walletId: wallet.id,
          tier,
          status: 'checking',
          submittedBy: userId,
          details: values.details,
          identityHash: values.hash,
          sealedNumber: values.number ? seal(values.number) : null,
          createdAt: deps.clock(),
          updatedAt: deps.clock(),
        });
        await deps.jobs?.send('verification.check', { verificationId: id }, { db: tx, startAfter: 60 });
      });
    } catch (error) {
      const constraint = constraintOf(error);
      if (constraint === 'verifications_identity_key')
        throw new HttpError(
          409,
          tier === 1
            ? 'This identity number already verifies another account, or is being checked for one. One person’s BVN or NIN can verify one wallet.'
            : 'This registration number already verifies another company’s wallet, or is being reviewed for one.',
          tier === 1
            ? { idNumber: ['is already used by another account'] }
            : { registrationNumber: ['is already used by another company'] },
        );
      if (constraint === 'verifications_one_open_key') throw new HttpError(409, 'A submission for this tier is already being checked.');
      throw error;
    }
    const [row] = await db.select().from(verifications).where(eq(verifications.id, id));
    try {
      await check(row!, values.number);
    } catch (error) {
      // Kept: the job asks again with backoff until the provider answers.
      if (!(error instanceof ProviderUnavailable)) throw error;
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
      if (closed) await announce(tx, row.walletId, 'Verification not checked', reason);
    });
  }

  return {
    /** The caller's wallet's tiers, submissions and what is missing. */
    async state(member: Member): Promise<VerificationState> {
      return state(await deps.wallets.mine(member));
    },

    /** Tier 1: the caller's own BVN or NIN, with their date of birth. */
    async submitPerson(member: Member, body: PersonVerificationBody): Promise<VerificationState> {
      const wallet = await deps.wallets.mine(member);
      if (wallet.tier >= 1) throw new HttpError(409, 'This wallet is already person verified.');
      if (wallet.companyId && member.role !== 'owner')
        throw new HttpError(403, "A company's wallet is verified with an owner's identity: ask an owner of your company to do it.");
      if (!deps.identity) throw new HttpError(503, UNAVAILABLE);
      const [person] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, member.userId));
      if (!person) throw notFound('No such account.');
      await submit(wallet, member.userId, 1, {
        details: { idType: body.idType, last4: body.idNumber.slice(-4), fullName: person.fullName, dateOfBirth: body.dateOfBirth },
        hash: identityHash(body.idType, body.idNumber),
        number: body.idNumber,
      });
      return state((await deps.wallets.find(member))!);
    },

    /** Tier 2: the company's registration, TIN, address and two documents, after tier 1. */
    async submitBusiness(member: Member, body: BusinessVerificationBody): Promise<VerificationState> {
      const wallet = await deps.wallets.mine(member);
      if (!wallet.companyId) throw new HttpError(409, 'Business verification is for company wallets. A personal wallet stops at tier 1.');
      if (wallet.tier >= 2) throw new HttpError(409, 'This business is already verified.');
      if (wallet.tier < 1)
        throw new HttpError(409, "Verify an owner's or a director's identity (tier 1) first: business verification builds on it.");
      if (!deps.identity) throw new HttpError(503, UNAVAILABLE);
      for (const field of ['incorporationFileId', 'proofOfAddressFileId'] as const) {
        const [file] = await db
          .select({ companyId: files.companyId, kind: files.kind, contentType: files.contentType })
          .from(files)
          .where(eq(files.id, body[field].toLowerCase()));
        if (!file || file.companyId !== wallet.companyId) throw fieldError(field, 'is not a file your company uploaded');
        if (file.contentType !== 'application/pdf' && !file.contentType.startsWith('image/'))
          throw fieldError(field, 'must be a PDF or an image');
      }
      const [company] = await db
        .select({ name: companies.name, legalName: companies.legalName })
        .from(companies)
        .where(eq(companies.id, wallet.companyId));
      await submit(wallet, member.userId, 2, {
        details: {
          companyType: body.companyType,
          registrationNumber: body.registrationNumber,
          tin: body.tin,
          registeredAddress: body.registeredAddress,
          companyName: company?.legalName || company?.name || '',
          // Stored as the files table writes them, so the private-file and in-use checks find them.
          incorporationFileId: body.incorporationFileId.toLowerCase(),
          proofOfAddressFileId: body.proofOfAddressFileId.toLowerCase(),
        },
        hash: identityHash(body.companyType, body.registrationNumber.replace(/^0+/, '')),
      });
      return state((await deps.wallets.find(member))!);
    },

    /**
     * The `verification.check` job: asks the provider again about a waiting submission; on the
     * last attempt (`final`) an unanswered one is closed rather than left waiting for ever.
     */
    async recheck(verificationId: string, final = false): Promise<void> {
      const [row] = await db.select().from(verifications).where(eq(verifications.id, verificationId));
      if (row?.status !== 'checking') return;
      try {
        await check(row);
      } catch (error) {
        if (final) await giveUp(row);
        else throw error;
      }
    },

    /**
     * An operator's decision on a business submission under review: one conditional update (409
     * when someone decided first). Answers the row before and after, for the audit log.
     */
    async decide(
      tx: Db,
      operatorId: string,
      id: string,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<{ before: Verification; after: Verification }> {
      const [before] = await tx.select().from(verifications).where(eq(verifications.id, id)).for('update');
      if (!before) throw notFound('No such verification.');
      if (before.status !== 'in_review') throw new HttpError(409, 'This submission was already decided.');
      const [after] = await tx
        .update(verifications)
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          reason: decision.approve ? null : decision.reason,
          decidedBy: operatorId,
          decidedAt: deps.clock(),
          updatedAt: deps.clock(),
        })
        .where(and(eq(verifications.id, id), eq(verifications.status, 'in_review')))
        .returning();
      if (!after) throw new HttpError(409, 'This submission was already decided.');
      if (decision.approve) {
        const details = before.details as BusinessDetails;
        await raiseTier(tx, before.walletId, 2, before.lookup?.name || details.companyName);
        await announce(
          tx,
          before.walletId,
          'Business verified',
          `Your business is verified: the wallet is now at tier 2 (${TIER_NAMES[2]}).`,
        );
      } else {
        await announce(tx, before.walletId, 'Business verification not accepted', decision.reason);
      }
      return { before, after };
    },

    view,
  };
}

export type VerificationService = ReturnType<typeof createVerification>;
