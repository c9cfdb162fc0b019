/** /account/settings: profile and time zone, password, and deleting the account. */
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { DeleteAccount } from './DeleteAccount.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { loadProfile, profileKey } from './api.ts';

export default function AccountSettings({ title }: { title: string; params: Record<string, string> }) {
  const profile = useQuery(profileKey, loadProfile);
  if (!profile.data) return <QueryStatus query={profile} what="your account" />;
  return (
    <div className="stack-areas">
      <h1>{title}</h1>
      <QueryStatus query={profile} what="your account" />
      <ProfileForm profile={profile.data} />
      <PasswordForm />
      <DeleteAccount />
    </div>
  );
}
