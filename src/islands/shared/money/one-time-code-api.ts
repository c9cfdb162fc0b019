/** One-time codes (spec §7 wallet "validate OTP"): send one by email, then check it before the operation it authorises. */
import type { z } from 'zod';
import type { Envelope } from '../../../contracts/envelope.ts';
import type { sendOtpBody } from '../../../contracts/wallet.ts';
import { api } from '../../../lib/api-client.ts';

/** What a code may authorise, as the gateway's contract lists it (a new purpose there is one here). */
export type OtpPurpose = z.input<typeof sendOtpBody>['purpose'];

export const sendCode = (purpose: OtpPurpose) =>
  api<Envelope<{ otpId: string; expiresAt: string; sentTo: string }>>('/v1/wallet/send-otp', { method: 'POST', body: { purpose } }).then(
    (r) => r.data,
  );

export const validateCode = (otpId: string, code: string) =>
  api<Envelope<null>>('/v1/wallet/validate-otp', { method: 'POST', body: { otpId, code } });
