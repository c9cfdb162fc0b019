/** /overview: the signed-in person's account at a glance, from GET /api/v1/Account/me. */
import { useEffect, useState } from 'react';
import type { Profile } from '../../../contracts/account.ts';
import type { Envelope } from '../../../contracts/envelope.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../contracts/format.ts';

const BUSINESS = { buyer: 'Buying', seller: 'Selling', both: 'Buying and selling' } as const;

export default function Overview() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Envelope<Profile>>('/v1/Account/me').then((r) => setProfile(r.data), (e) => setError(errorMessage(e)));
  }, []);

  if (error) return <div className="card notice-block" role="alert">We could not load your account: {error}</div>;
  if (!profile) return <div className="card notice-block" aria-busy="true">Loading your account…</div>;
  const firstName = profile.fullName.split(' ')[0];
  return (
    <div className="overview">
      <h1>Welcome, {firstName}</h1>
      <div className="overview-grid">
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">Your account</h2>
          <dl className="facts">
            <dt>Name</dt><dd>{profile.fullName}</dd>
            <dt>Email</dt><dd>{profile.email} {profile.emailVerified && <span className="badge verified">Confirmed</span>}</dd>
            <dt>Account</dt><dd>{profile.accountType === 'company' ? 'Company account' : 'Personal account'}</dd>
            <dt>On the marketplace</dt><dd>{BUSINESS[profile.businessUserType]}</dd>
            {profile.company && <><dt>Company</dt><dd>{profile.company.name}</dd><dt>Your role</dt><dd className="capitalize">{profile.company.role}</dd></>}
            <dt>Member since</dt><dd>{formatDate(profile.createdAt, profile.timezone)}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="next-title">
          <h2 id="next-title">Next steps</h2>
          <ul className="next-steps">
            {profile.businessUserType !== 'seller' && <li><a href="/search">Find products</a> by name, synonym or CAS number.</li>}
            {profile.businessUserType !== 'seller' && <li><a href="/markets">Browse markets</a> for the industry you manufacture for.</li>}
            {profile.businessUserType !== 'buyer' && <li><a href="/suppliers">See how suppliers present themselves</a> before your storefront opens.</li>}
            <li><a href="/account/settings">Review your account settings</a>.</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
