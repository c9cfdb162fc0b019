/**
 * Onboarding (spec §2): /onboarding/account picks the kind of account and whether the person buys,
 * sells or both; /onboarding/personal or /onboarding/company asks the rest and saves it;
 * /onboarding/complete/:type says it is done. A new user is sent here until it is complete.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { BusinessUserType, Profile } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { loginAddress, safeRedirect } from '../../lib/login-address.ts';
import { $loggedUser, updateUser, userFromProfile } from '../../lib/session.ts';
import { FormMessage } from '../shared/FormMessage.tsx';
import '../shared/shared.css';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';

type Step = 'account' | 'personal' | 'company' | 'complete';
const CHOICE_KEY = 'onboarding-choice';
const returnTo = () => safeRedirect(new URLSearchParams(location.search).get('redirected_from'));
const withReturn = (path: string) => `${path}?redirected_from=${encodeURIComponent(returnTo())}`;

function OnboardingStep({ step }: { step: Step }) {
  const user = useStore($loggedUser);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!$loggedUser.get()) location.replace(loginAddress({ redirectedFrom: `${location.pathname}${location.search}` }));
  }, []);
  if (!user) return <p aria-busy="true">Loading…</p>;

  if (step === 'complete') {
    return (
      <div className="form">
        <FormMessage notice="Your account is ready." />
        <a className="button" href={returnTo()}>Go to my dashboard</a>
      </div>
    );
  }

  if (step === 'account') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      const choice = { accountType: String(data.get('accountType')), businessUserType: String(data.get('businessUserType')) };
      sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
      location.assign(withReturn(choice.accountType === 'company' ? '/onboarding/company' : '/onboarding/personal'));
    };
    return (
      <form className="form" onSubmit={onSubmit}>
        <fieldset className="choice-group">
          <legend>Who is the account for?</legend>
          <div className="choices">
            <label className="choice"><input type="radio" name="accountType" value="company" defaultChecked={user.accountType === 'company'} required />A company</label>
            <label className="choice"><input type="radio" name="accountType" value="personal" defaultChecked={user.accountType === 'personal'} />Just me</label>
          </div>
        </fieldset>
        <fieldset className="choice-group">
          <legend>On the marketplace you will</legend>
          <div className="choices">
            {(['buyer', 'seller', 'both'] as const).map((value) => (
              <label key={value} className="choice"><input type="radio" name="businessUserType" value={value} defaultChecked={user.businessUserType === value} required />
                {{ buyer: 'Buy', seller: 'Sell', both: 'Both' }[value]}</label>
            ))}
          </div>
        </fieldset>
        <button className="button" type="submit">Continue</button>
      </form>
    );
  }

  const saved = JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? 'null') as { businessUserType?: BusinessUserType } | null;
  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const response = await api<Envelope<Profile>>('/v1/onboarding/complete', {
        method: 'POST',
        body: {
          accountType: step, businessUserType: saved?.businessUserType ?? user.businessUserType,
          companyName: String(data.get('companyName') ?? '') || undefined,
          country: String(data.get('country') ?? '') || undefined, phone: String(data.get('phone') ?? '') || undefined,
        },
      });
      updateUser(userFromProfile(response.data));
      sessionStorage.removeItem(CHOICE_KEY);
      location.assign(withReturn(`/onboarding/complete/${step}`));
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={onSave}>
      <FormMessage error={error} />
      {step === 'company' && (
        <div className="field">
          <label htmlFor="companyName">Company name</label>
          <input id="companyName" name="companyName" className="input" autoComplete="organization" minLength={2} required={user.accountType !== 'company'}
            placeholder={user.accountType === 'company' ? 'Keep the name you registered' : undefined} />
        </div>
      )}
      <div className="field">
        <label htmlFor="country">Country</label>
        <select id="country" name="country" className="input" defaultValue="NG">
          {['NG', 'GH', 'KE', 'ZA', 'EG', 'MA', 'CI', 'SN', 'TZ', 'ET', 'UG', 'CM', 'AO', 'ZM', 'RW'].map((code) => (
            <option key={code} value={code}>{new Intl.DisplayNames(['en'], { type: 'region' }).of(code)}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="phone">Phone (optional)</label>
        <input id="phone" name="phone" className="input" type="tel" autoComplete="tel" />
      </div>
      <button className="button" type="submit" disabled={busy}>{busy ? 'Saving…' : 'Finish'}</button>
      <a href={withReturn('/onboarding/account')} className="small">Back</a>
    </form>
  );
}

export default withErrorBoundary(OnboardingStep);
