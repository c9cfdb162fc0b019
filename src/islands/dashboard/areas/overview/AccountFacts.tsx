/** The overview's "Your account" card: who is signed in, for which company, since when. */
import type { Profile } from '../../../../contracts/account.ts';
import { formatDate } from '../../../../contracts/format.ts';

const BUSINESS = { buyer: 'Buying', seller: 'Selling', both: 'Buying and selling' } as const;

export function AccountFacts({ profile }: { profile: Profile }) {
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">Your account</h2>
      <dl className="facts">
        <dt>Name</dt>
        <dd>{profile.fullName}</dd>
        <dt>Email</dt>
        <dd>
          {profile.email} {profile.emailVerified && <span className="badge verified">Confirmed</span>}
        </dd>
        <dt>Account</dt>
        <dd>{profile.accountType === 'company' ? 'Company account' : 'Personal account'}</dd>
        <dt>On the marketplace</dt>
        <dd>{BUSINESS[profile.businessUserType]}</dd>
        {profile.company && (
          <>
            <dt>Company</dt>
            <dd>{profile.company.name}</dd>
            <dt>Your role</dt>
            <dd className="capitalize">{profile.company.role}</dd>
          </>
        )}
        <dt>Member since</dt>
        {/* The profile's own time zone: the dashboard may not have read it yet. */}
        <dd>{formatDate(profile.createdAt, profile.timezone)}</dd>
      </dl>
    </section>
  );
}
