/**
 * What the confirmation page does about a card payment: ask the gateway where it stands ("Verify
 * payment"), or start it again and take the buyer to pay ("Pay now"), with a line saying how it went.
 */
import { useState } from 'react';
import type { CardPayment } from '../../contracts/commerce.ts';
import { useMutation } from '../shared/data/use-query.ts';
import { fetchPaymentsConfig } from './api.ts';
import { startPayment, verifyPayment } from './purchase-api.ts';
import { payByCard } from './card-payment.ts';

const VERIFIED_NOTE: Record<CardPayment['status'], string> = {
  succeeded: 'Your payment is confirmed. The sellers are told.',
  failed: 'The payment did not go through. You can try again.',
  pending: 'The payment is not confirmed yet. If you have just paid, check again in a minute.',
};

/** `onVerified` gets the payment as the gateway sees it now; `returnTo` is where the buyer comes back after paying. */
export function useCardPayment(returnTo: string, onVerified: (payment: CardPayment) => void) {
  const [note, setNote] = useState<string | null>(null);
  const verify = useMutation(verifyPayment);
  const start = useMutation(async (reference: string) => {
    const [started, config] = await Promise.all([startPayment(reference), fetchPaymentsConfig()]);
    if (!started.authorizationUrl && !(config.publicKey && started.accessCode)) {
      setNote('The card payment could not be started just now. Please try again in a few minutes.');
      return;
    }
    await payByCard(started, config, returnTo);
  });

  function begin() {
    setNote(null);
    verify.reset();
    start.reset();
  }

  return {
    checking: verify.busy || start.busy,
    note: note ?? (verify.error ?? start.error)?.message ?? null,
    async check(reference: string) {
      begin();
      const payment = await verify.run(reference);
      if (!payment) return;
      onVerified(payment);
      setNote(VERIFIED_NOTE[payment.status]);
    },
    pay(reference: string) {
      begin();
      void start.run(reference);
    },
  };
}
