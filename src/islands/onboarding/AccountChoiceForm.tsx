/** /onboarding/account: a company or just me, and buy, sell or both; the next page asks the rest. */
import type { LoggedUser } from '../../contracts/account.ts';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import { accountChoiceForm } from './api.ts';
import { saveChoice, withReturn } from './onboarding-path.ts';
import { ACCOUNT_KINDS, ChoiceGroup, MARKETPLACE_ROLES } from '../shared/ui/ChoiceGroup.tsx';

export function AccountChoiceForm({ user }: { user: LoggedUser }) {
  const { form } = useGatewayForm(accountChoiceForm, { accountType: user.accountType, businessUserType: user.businessUserType });
  const onSubmit = form.handleSubmit((choice) => {
    saveChoice(choice);
    location.assign(withReturn(choice.accountType === 'company' ? '/onboarding/company' : '/onboarding/personal'));
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <ChoiceGroup legend="Who is the account for?" choices={ACCOUNT_KINDS} field={form.register('accountType')} />
      <ChoiceGroup legend="On the marketplace you will" choices={MARKETPLACE_ROLES} field={form.register('businessUserType')} />
      <button className="button" type="submit">
        Continue
      </button>
    </form>
  );
}
