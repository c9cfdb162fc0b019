/** /overview: the signed-in person's account at a glance, and where to go next. */
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { AccountFacts } from './AccountFacts.tsx';
import { NextSteps } from './NextSteps.tsx';
import { loadProfile, profileKey } from './api.ts';

export default function Overview(_: { title: string; params: Record<string, string> }) {
  const profile = useQuery(profileKey, loadProfile);
  if (!profile.data) return <QueryStatus query={profile} what="your account" />;
  const firstName = profile.data.fullName.split(' ')[0];
  return (
    <div className="overview">
      <h1>Welcome, {firstName}</h1>
      <QueryStatus query={profile} what="your account" />
      <div className="overview-grid">
        <AccountFacts profile={profile.data} />
        <NextSteps business={profile.data.businessUserType} />
      </div>
    </div>
  );
}
