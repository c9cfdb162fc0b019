/** One-time codes (spec §7 wallet "validate OTP"): send one by email, then check it before the operation it authorises. */
import type { Envelope } from '../../contracts/envelope.ts';
import { api } from '../../lib/api-client.ts';

export type OtpPurpose = 'change-pin' | 'large-outflow' | 'add-beneficiary';

export const sendCode = (purpose: OtpPurpose) =>
  api<Envelope<{ otpId: string; expiresAt: string; sentTo: string }>>('/v1/wallet/send-otp', { method: 'POST', body: { purpose } }).then(
    (r) => r.data,
  );

export const validateCode = (otpId: string, code: string) =>
  api<Envelope<null>>('/v1/wallet/validate-otp', { method: 'POST', body: { otpId, code } });
