/**
 * A set of radio choices drawn as cards (who the account is for, buying or selling): a fieldset with
 * its legend, one registered input per choice. The account's two questions live here too, since the
 * registration and onboarding forms ask them alike.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import './forms.css';

export interface Choice {
  value: string;
  label: string;
}

export const ACCOUNT_KINDS = [
  { value: 'company', label: 'A company' },
  { value: 'personal', label: 'Just me' },
] as const satisfies readonly Choice[];

export const MARKETPLACE_ROLES = [
  { value: 'buyer', label: 'Buy' },
  { value: 'seller', label: 'Sell' },
  { value: 'both', label: 'Both' },
] as const satisfies readonly Choice[];

export function ChoiceGroup({ legend, choices, field }: { legend: string; choices: readonly Choice[]; field: UseFormRegisterReturn }) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="choices">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input type="radio" value={choice.value} {...field} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
