/**
 * The one-time code a form carries (a new bank account, a large payout or payment, accepting a
 * financing offer): the validated code's id, and a fresh code step when the gateway refuses the one given
 * (used, expired, or for something else), since an accepted step offers no way to ask for another code.
 */
import { useCallback, useState } from 'react';

export function useCodeStep() {
  const [otpId, setOtpId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  /** Starts a new code step if the code was what a failed call refused. */
  const renewOnRefusal = useCallback((error: unknown): void => {
    const fields = (error as { data?: { errors?: Record<string, string[]> | null } }).data?.errors;
    if (fields?.otpId) {
      setOtpId(null);
      setRound((n) => n + 1);
    }
  }, []);
  return {
    otpId,
    setOtpId,
    /** The key of the code step: a new one shows "Email me a code" again. */
    round,
    renewOnRefusal,
    /** Passes a failed call's error on, after starting a new code step if the code was what it refused. */
    renewIfRefused(error: unknown): never {
      renewOnRefusal(error);
      throw error;
    },
  };
}
