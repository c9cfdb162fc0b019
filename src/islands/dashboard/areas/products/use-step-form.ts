/**
 * One step of the product form: the shared form hook (useGatewayForm) on the step's zod schema,
 * with what the steps add to it:
 * - Checked on save, then again as each field changes (`mode: 'onSubmit'`): checked on leaving a
 *   field, react-hook-form would also check a whole list the moment a row is added, so a new empty
 *   package would open with three messages, and a message appearing on leaving a field would move
 *   the buttons under the pointer between press and release.
 * - Fields hold the schema's input (text as typed), submit hands over its output (the gateway's body).
 * - A fresh answer from the gateway becomes the starting point; the page learns whether anything is unsaved.
 * - Saving sends the step and tells the page the product as saved and where to go next.
 */
import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import type { Saved } from './api.ts';

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

interface StepFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  /** Tells the page whether the step holds changes not saved yet. */
  onDirty: (dirty: boolean) => void;
  /** Sends the step's values (its schema's output); `intent` is where the page goes next. */
  send: (values: z.output<S>, intent: Intent) => Promise<Saved>;
  onSaved: StepProps['onSaved'];
  /** The form's name of a field the gateway names otherwise. */
  fieldOf?: (name: string) => string;
}

export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  values: z.input<S>,
  { onDirty, send, onSaved, fieldOf }: StepFormOptions<S>,
) {
  const shared = useGatewayForm<z.output<S>, z.input<S>>(schema as unknown as z.ZodType<z.output<S>>, values as DefaultValues<z.input<S>>, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...(fieldOf ? { fieldOf } : {}),
  });
  const { form } = shared;

  // A fresh answer from the gateway becomes the form's new starting point.
  const last = useRef(values);
  useEffect(() => {
    if (JSON.stringify(last.current) === JSON.stringify(values)) return;
    last.current = values;
    form.reset(values);
  }, [values, form]);

  const dirty = form.formState.isDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  /** Checks the step, sends it, and hands the product as saved to the page with where to go. */
  const save = (intent: Intent) =>
    shared.onValid(async (output) => {
      const saved = await shared.submit(() => send(output, intent));
      if (saved) onSaved(saved.product, intent, saved.message);
    });

  return { form, register: form.register, save, formError: shared.formError, busy: shared.busy };
}
