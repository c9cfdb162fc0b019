/**
 * What every step of the product form shares: react-hook-form on the step's zod schema, the call
 * that saves it, the gateway's field messages placed on their fields, and the step's buttons.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import { api, errorMessage } from '../../../../lib/api-client.ts';

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

/** Sends a product call and returns the product it answers with, and the gateway's message. */
export async function saveProduct(path: string, body: unknown): Promise<{ product: SellerProduct; message: string }> {
  const response = await api<Envelope<SellerProduct>>(`/v1/product/${path}`, { method: 'POST', body: body as Record<string, unknown> });
  return { product: response.data, message: response.message ?? 'Saved.' };
}

export function useStepForm<S extends z.ZodType<any, FieldValues>>(schema: S, values: z.input<S>, onDirty: (dirty: boolean) => void, fieldOf: (name: string) => string = (n) => n) {
  type In = z.input<S> & FieldValues;
  const form = useForm<In, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: values as DefaultValues<In>,
    // Checked on save, then again as each field changes: a message never appears or goes on blur,
    // which would move the buttons under the pointer between press and release.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A fresh answer from the gateway becomes the form's new starting point.
  const last = useRef(values);
  useEffect(() => {
    if (JSON.stringify(last.current) === JSON.stringify(values)) return;
    last.current = values;
    form.reset(values as In);
  }, [values, form]);

  const dirty = form.formState.isDirty;
  useEffect(() => { onDirty(dirty); }, [dirty, onDirty]);

  /** Runs the save; on failure places the gateway's field messages and shows its message. */
  async function run<R>(call: () => Promise<R>): Promise<R | null> {
    setFormError(null);
    try {
      return await call();
    } catch (error) {
      const fields = (error as { data?: { errors?: Record<string, string[]> | null } }).data?.errors ?? {};
      let focused = false;
      for (const [name, messages] of Object.entries(fields)) {
        const field = fieldOf(name);
        if (form.getValues(field as Path<In>) !== undefined) {
          form.setError(field as Path<In>, { message: messages.join(' ') }, { shouldFocus: !focused });
          focused = true;
        }
      }
      setFormError(errorMessage(error));
      return null;
    }
  }

  /** handleSubmit, and a message at the top when the fields refuse (each says why below). */
  const submit = (onValid: Parameters<typeof form.handleSubmit>[0]) => {
    const handler = form.handleSubmit(onValid, () => setFormError('Some fields need your attention: they are marked below.'));
    return (event?: { preventDefault(): void }) => handler(event as never).catch(() => setFormError('Something went wrong. Please try again.'));
  };

  return { form, run, submit, formError, setFormError, busy: !hydrated || form.formState.isSubmitting };
}

/** Back, "save as draft" (save and go to the list) and the step's main button. */
export function StepActions({ onBack, onClose, closeLabel, primaryLabel, busy, busyLabel = 'Saving…' }: {
  onBack: (() => void) | null; onClose: () => void; closeLabel: string; primaryLabel: string; busy: boolean; busyLabel?: string;
}) {
  return (
    <div className="step-actions">
      <div className="group">
        {onBack && <button type="button" className="button secondary" onClick={onBack} disabled={busy}>Back</button>}
      </div>
      <div className="group">
        <button type="button" className="button secondary" onClick={onClose} disabled={busy}>{closeLabel}</button>
        <button type="submit" className="button" disabled={busy}>{busy ? busyLabel : primaryLabel}</button>
      </div>
    </div>
  );
}

/** "Save as draft" while the product is a draft (or new), "Save and close" once it is published or archived. */
export const closeLabel = (product: SellerProduct | null) => (!product || product.status === 'draft' ? 'Save as draft' : 'Save and close');
