/**
 * react-hook-form with a zod contract, plus what every account form does with the gateway's answer:
 * field errors from the envelope land on their fields, anything else becomes the form's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client.ts';

export function useGatewayForm<T extends FieldValues>(schema: z.ZodType<T, any>, defaultValues?: Partial<T>) {
  const form = useForm<T>({ resolver: zodResolver(schema as never) as unknown as Resolver<T>, defaultValues: defaultValues as never, mode: 'onTouched' });
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Pre-rendered forms stay disabled until the island runs, so an early click cannot make the
  // browser submit the fields itself (a password in an address).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  /** Runs the call; returns its result, or null after showing why it failed. */
  async function submit<R>(call: () => Promise<R>): Promise<R | null> {
    setFormError(null);
    setNotice(null);
    try {
      return await call();
    } catch (error) {
      const fields = (error as { data?: { errors?: Record<string, string[]> | null } }).data?.errors;
      let placed = false;
      for (const [name, messages] of Object.entries(fields ?? {})) {
        if (name in (form.getValues() as object)) {
          form.setError(name as Path<T>, { message: messages.join(' ') }, { shouldFocus: !placed });
          placed = true;
        }
      }
      setFormError(errorMessage(error));
      return null;
    }
  }

  return { form, submit, formError, notice, setNotice, errors: form.formState.errors, busy: !hydrated || form.formState.isSubmitting };
}
