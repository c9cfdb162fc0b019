/**
 * What every request form does with the gateway: one call at a time, the envelope's field errors
 * on their fields, anything else as the form's message, and the keyboard on the first field in error.
 */
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';

export type FieldErrors = Record<string, string>;

export function useRequestForm() {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  /** Shows errors found before sending; returns whether there were none. */
  function check(found: FieldErrors): boolean {
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) return true;
    setAttempt((n) => n + 1);
    return false;
  }

  /** Runs the call; returns its result, or null after showing why it failed. */
  async function send<T>(call: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    setFormError(null);
    try {
      return await call();
    } catch (error) {
      const fields = (error as { data?: { errors?: Record<string, string[]> | null } }).data?.errors ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages.join(' ')])));
      setFormError(errorMessage(error));
      setAttempt((n) => n + 1);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, formError, errors, check, send, formRef };
}
