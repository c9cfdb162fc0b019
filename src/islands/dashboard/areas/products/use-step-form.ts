/**
 * One step of the product form: react-hook-form on the step's zod schema, as useGatewayForm does
 * for every other form (zodResolver, the gateway's field messages on their fields, the rest as the
 * form's message, `busy` until the island runs), with what the steps need beyond it:
 * - Checked on save, then again as each field changes. useGatewayForm checks fields once they are
 *   left ("onTouched"); in that mode react-hook-form also checks a whole list the moment a row is
 *   added, so a new empty package would open with three messages. A message appearing on leaving a
 *   field would also move the buttons under the pointer between press and release.
 * - Fields hold the schema's input (text as typed), submit hands over its output (the gateway's body).
 * - The gateway's messages for list rows (`packages.0.priceMinor`) find their row's field.
 * - A fresh answer from the gateway becomes the starting point; the page learns whether anything is unsaved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import { errorMessage } from '../../../../lib/api-client.ts';

export type Intent = 'next' | 'close' | 'publish' | 'stay';

export interface StepProps {
  /** The product as the gateway last answered, or null before it is first saved. */
  product: SellerProduct | null;
  /** Called after a save with the product as it is now and where to go. */
  onSaved: (product: SellerProduct, intent: Intent, message: string) => void;
  onBack: (() => void) | null;
  /** Tells the page whether the step holds changes not saved yet. */
  onDirty: (dirty: boolean) => void;
}

export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  values: z.input<S>,
  onDirty: (dirty: boolean) => void,
  /** The form's name of a field the gateway names otherwise. */
  fieldOf: (name: string) => string = (name) => name,
) {
  type In = z.input<S>;
  const form = useForm<In, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: values as DefaultValues<In>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | null>(null);
  // Disabled until the island runs, like every form of the islands.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A fresh answer from the gateway becomes the form's new starting point.
  const last = useRef(values);
  useEffect(() => {
    if (JSON.stringify(last.current) === JSON.stringify(values)) return;
    last.current = values;
    form.reset(values);
  }, [values, form]);

  const dirty = form.formState.isDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  /** Runs the save; on failure places the gateway's field messages (list rows' too) and shows its message. */
  async function run<R>(call: () => Promise<R>): Promise<R | null> {
    setFormError(null);
    try {
      return await call();
    } catch (error) {
      const fields = (error as { data?: { errors?: Record<string, string[]> | null } }).data?.errors ?? {};
      let focused = false;
      for (const [name, messages] of Object.entries(fields)) {
        const field = fieldOf(name) as Path<In>;
        if (form.getValues(field) === undefined) continue;
        form.setError(field, { message: messages.join(' ') }, { shouldFocus: !focused });
        focused = true;
      }
      setFormError(errorMessage(error));
      return null;
    }
  }

  /** handleSubmit, and a message at the top when the fields refuse (each says why below). */
  const submit = (onValid: (output: z.output<S>) => Promise<void>) => {
    const handler = form.handleSubmit(onValid, () => setFormError('Some fields need your attention: they are marked below.'));
    return (event?: { preventDefault(): void }) => handler(event as never).catch(() => setFormError('Something went wrong. Please try again.'));
  };

  return { form, register: form.register, run, submit, formError, busy: !hydrated || form.formState.isSubmitting };
}
