/**
 * Verification tiers (docs/decisions/017-verification-and-payouts.md). Tier 1, a verified person:
 * their BVN or NIN looked up with the identity provider, whose name and date of birth must be the
 * account holder's; decided by software (provider-checks.ts). Tier 2, a verified business: its CAC
 * registration looked up, then documents reviewed by an operator (review.ts). A wallet's tier and
 * verified name change only when a submission is approved (tier.ts).
 *
 * A BVN or NIN is never stored: a keyed hash (one identity verifies one wallet) and its last four
 * digits. When the provider cannot be asked, the number is sealed on the submission until the
 * `verification.check` job has asked, then erased (identity-seal.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type {
  BusinessVerificationBody,
  PersonVerificationBody,
  Tier,
  VerificationState,
  VerificationView,
} from '../../contracts/verification.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { companies } from '../db/schema/companies.ts';
import { files } from '../db/schema/platform.ts';
import type { Wallet } from '../db/schema/wallet.ts';
import { type BusinessDetails, type PersonDetails, type Verification, verifications } from '../db/schema/verification.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { type IdentityProvider, ProviderUnavailable } from '../providers/ports.ts';
import type { TierTable, Wallets } from '../wallet/index.ts';
import { identityKeys } from './identity-seal.ts';
import { createProviderChecks } from './provider-checks.ts';
import { businessSubmission, personSummary } from './summary.ts';

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
  const keys = identityKeys(deps.secret);
  const { check, giveUp } = createProviderChecks(deps, keys);

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
    const business = row.tier === 2 ? businessSubmission(row.details as BusinessDetails) : null;
    // The owner reads the registered name beside what they submitted.
    const registered = business && row.lookup?.name ? [{ label: 'Registered name', value: row.lookup.name }] : [];
    return {
      id: row.id,
      tier: row.tier as 1 | 2,
      status: row.status,
      summary: business ? [...business.facts, ...registered] : personSummary(row.details as PersonDetails),
      documents: business?.documents ?? [],
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
          sealedNumber: values.number ? keys.seal(values.number) : null,
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
        hash: keys.identityHash(body.idType, body.idNumber),
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
        hash: keys.identityHash(body.companyType, body.registrationNumber.replace(/^0+/, '')),
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

    view,
  };
}

export type VerificationService = ReturnType<typeof createVerification>;
