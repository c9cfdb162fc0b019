/**
 * The frame of a verification tier's form: named for what it verifies, or for submitting again
 * after a rejection (its button says so too), with the form's message above the fields.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import type { GatewayFormStatus } from '../../../shared/data/use-gateway-form.ts';

interface VerificationFormProps {
  /** The last submission was rejected: this one submits again. */
  again: boolean;
  /** The form's name: "Verify the business", or after a rejection "Submit the business again". */
  name: string;
  againName: string;
  submitLabel: string;
  gateway: GatewayFormStatus;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function VerificationForm({ again, name, againName, submitLabel, gateway, onSubmit, children }: VerificationFormProps) {
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={again ? againName : name}>
      <FormMessage error={gateway.formError} />
      {children}
      <div className="form-actions">
        <button type="submit" className="button" disabled={gateway.busy}>
          {gateway.form.formState.isSubmitting ? 'Sending…' : again ? 'Submit again' : submitLabel}
        </button>
      </div>
    </form>
  );
}
