/**
 * Onboarding (spec §2): /onboarding/account picks the kind of account and whether the person buys,
 * sells or both; /onboarding/personal or /onboarding/company asks the rest and saves it;
 * /onboarding/complete/:type says it is done. A new user is sent here until it is complete.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { loginAddress } from '../../lib/login-address.ts';
import { $loggedUser } from '../../lib/session.ts';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useHydrated } from '../shared/ui/use-hydrated.ts';
import '../shared/ui/forms.css';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { AccountChoiceForm } from './AccountChoiceForm.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { returnTo } from './onboarding-path.ts';

type Step = 'account' | 'personal' | 'company' | 'complete';

function OnboardingStep({ step }: { step: Step }) {
  // The session lives in a cookie the pre-render cannot read: "Loading…" until hydrated, as pre-rendered.
  const hydrated = useHydrated();
  const user = useStore($loggedUser);
  useEffect(() => {
    if (!$loggedUser.get()) location.replace(loginAddress({ redirectedFrom: `${location.pathname}${location.search}` }));
  }, []);
  if (!hydrated || !user) return <p aria-busy="true">Loading…</p>;

  if (step === 'account') return <AccountChoiceForm user={user} />;
  if (step !== 'complete') return <DetailsForm step={step} user={user} />;
  return (
    <div className="form">
      <FormMessage notice="Your account is ready." />
      <a className="button" href={returnTo()}>
        Go to my dashboard
      </a>
    </div>
  );
}

export default withErrorBoundary(OnboardingStep);
