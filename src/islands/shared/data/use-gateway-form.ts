/**
 * The one form hook of the islands, for every form that sends something to the gateway:
 * react-hook-form with a zod contract, plus what every such form does with the gateway's answer: field errors from the envelope land on their fields (list rows'
 * too: `packages.0.priceMinor`), anything else becomes the form's message.
 * - Fields may hold the schema's input (text as typed) while a valid submit hands over its output.
 * - Checked when a field is left by default; `mode: 'onSubmit'` with `reValidateMode: 'onChange'`
 *   suits forms whose lists grow (a new empty row would otherwise open with its messages).
 * A filter that only changes the address (the search box, a price range) is a plain input bound to
 * the URL state instead: it has nothing to validate or send.
 * - Disabled (`busy`) until the island runs, so an early click cannot make the browser submit the
 *   fields itself (a password in an address).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Mode, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';

export interface GatewayFormOptions {
  mode?: Mode;
  reValidateMode?: 'onBlur' | 'onChange' | 'onSubmit';
  /** The form's name of a field the gateway names otherwise. */
  fieldOf?: (name: string) => string;
}

/** What a form's frame (its message and its send button) reads of useGatewayForm's answer. */
export interface GatewayFormStatus {
  form: { formState: { isSubmitting: boolean } };
  /** The send button waits: the request is on its way, or the island is not running yet. */
  busy: boolean;
  formError: string | null;
}

/**
 * `T` is what a valid submit hands over (the schema's output); `I` what the fields hold, when the
 * schema turns typed text into something else (give both: `useGatewayForm<z.output<S>, z.input<S>>`).
 */
export function useGatewayForm<T extends FieldValues, I extends FieldValues = T>(
  schema: z.ZodType<T, unknown>,
  defaultValues?: NoInfer<DefaultValues<I>>,
  { mode = 'onTouched', reValidateMode = 'onChange', fieldOf = (name) => name }: GatewayFormOptions = {},
) {
  const form = useForm<I, unknown, T>({
    // The resolver's types cannot follow a schema given as a type parameter; the hook's own are exact.
    resolver: zodResolver(schema as never) as never,
    ...(defaultValues ? { defaultValues } : {}),
    mode,
    reValidateMode,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
        const field = fieldOf(name) as Path<I>;
        if (form.getValues(field) === undefined) continue;
        form.setError(field, { message: messages.join(' ') }, { shouldFocus: !placed });
        placed = true;
      }
      setFormError(errorMessage(error));
      return null;
    }
  }

  /** handleSubmit with a message at the top when fields refuse (each says why below). */
  const onValid = (handle: (output: T) => Promise<void> | void) => {
    const handler = form.handleSubmit(handle, () => setFormError('Some fields need your attention: they are marked below.'));
    return (event?: { preventDefault(): void }) =>
      handler(event as never).catch(() => setFormError('Something went wrong. Please try again.'));
  };

  return {
    form,
    submit,
    onValid,
    formError,
    setFormError,
    notice,
    setNotice,
    errors: form.formState.errors,
    busy: !hydrated || form.formState.isSubmitting,
  };
}
