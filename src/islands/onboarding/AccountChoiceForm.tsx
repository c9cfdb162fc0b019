/** /onboarding/account: a company or just me, and buy, sell or both; the next page asks the rest. */
import type { LoggedUser } from '../../contracts/account.ts';
import { useGatewayForm } from '../shared/use-gateway-form.ts';
import { accountChoiceForm } from './api.ts';
import { saveChoice, withReturn } from './onboarding-path.ts';

const KINDS = [
  { value: 'company', label: 'A company' },
  { value: 'personal', label: 'Just me' },
] as const;
const ROLES = [
  { value: 'buyer', label: 'Buy' },
  { value: 'seller', label: 'Sell' },
  { value: 'both', label: 'Both' },
] as const;

export function AccountChoiceForm({ user }: { user: LoggedUser }) {
  const { form } = useGatewayForm(accountChoiceForm, { accountType: user.accountType, businessUserType: user.businessUserType });
  const onSubmit = form.handleSubmit((choice) => {
    saveChoice(choice);
    location.assign(withReturn(choice.accountType === 'company' ? '/onboarding/company' : '/onboarding/personal'));
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <fieldset className="choice-group">
        <legend>Who is the account for?</legend>
        <div className="choices">
          {KINDS.map((k) => (
            <label key={k.value} className="choice">
              <input type="radio" value={k.value} {...form.register('accountType')} />
              {k.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend>On the marketplace you will</legend>
        <div className="choices">
          {ROLES.map((r) => (
            <label key={r.value} className="choice">
              <input type="radio" value={r.value} {...form.register('businessUserType')} />
              {r.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button className="button" type="submit">
        Continue
      </button>
    </form>
  );
}
