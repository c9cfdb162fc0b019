/**
 * The draft's form, as every step reads it: react-hook-form's context (the draft form provides
 * it) and the message of a field by its path, rows included ("inputs.0.amount").
 */
import { get, useFormContext } from 'react-hook-form';
import type { DraftValues } from './draft-codec.ts';

interface Refusal {
  message?: string;
  /** A list refused as a whole ("list at least one input"). */
  root?: { message?: string };
}

export function useDraftForm() {
  const form = useFormContext<DraftValues>();
  const errors = form.formState.errors;
  const errorOf = (path: string): string | undefined => {
    const refusal = get(errors, path) as Refusal | undefined;
    return refusal?.message ?? refusal?.root?.message;
  };
  return { form, errorOf };
}
