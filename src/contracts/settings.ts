/** A person's own account: profile, password, time zone, deletion; countries; the contact form. */
import { z } from 'zod';
import { emailAddress } from './text-fields.ts';
import { password } from './account.ts';

const timeZones = new Set(Intl.supportedValuesOf('timeZone'));

/**
 * A mobile number as people type it (0803 123 4567, +234 803 123 4567, 2348031234567), in E.164:
 * a Nigerian local number gets +234; any other must start with its country code.
 */
export function mobileNumber(typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, '');
  if (/^0[789][01]\d{8}$/.test(digits)) return `+234${digits.slice(1)}`;
  if (/^234[789][01]\d{8}$/.test(digits)) return `+${digits}`;
  if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
  return null;
}

/** Empty removes the number. */
export const mobileNumberInput = z
  .string()
  .trim()
  .max(32)
  .refine((value) => value === '' || mobileNumber(value) !== null, {
    error: 'must be a mobile number such as 0803 123 4567 or +234 803 123 4567',
  })
  .transform((value) => (value === '' ? null : mobileNumber(value)));

export const profileBody = z.object({
  fullName: z.string().trim().min(2, { error: 'must be at least 2 characters' }).max(120, { error: 'must be at most 120 characters' }),
  timezone: z.string().refine((tz) => timeZones.has(tz), { error: 'must be a time zone such as Africa/Lagos' }),
  /** Optional: one-time codes are also sent there by SMS when the marketplace has an SMS sender. */
  phone: mobileNumberInput.optional(),
});

export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(128),
  newPassword: password,
});

export const deleteAccountBody = z.object({
  password: z.string().max(128).optional(),
  confirmation: z.literal('DELETE', { error: 'type DELETE to confirm' }),
});

export const country = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof country>;

export const contactBody = z.object({
  name: z.string().trim().min(2, { error: 'must be at least 2 characters' }).max(120),
  email: emailAddress,
  company: z.string().trim().max(160).optional(),
  subject: z.string().trim().min(3, { error: 'must be at least 3 characters' }).max(160),
  message: z.string().trim().min(10, { error: 'must be at least 10 characters' }).max(5000, { error: 'must be at most 5000 characters' }),
});
export type ContactBody = z.infer<typeof contactBody>;
