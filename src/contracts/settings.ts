/** A person's own account: profile, password, time zone, deletion; countries; the contact form. */
import { z } from 'zod';
import { emailAddress, trimmedAtLeast } from './text-fields.ts';
import { password } from './account.ts';

const timeZones = new Set(Intl.supportedValuesOf('timeZone'));

/** Separators people type inside a number: spaces, brackets, dots and dashes. */
const SEPARATORS = '[\\s().-]*';
const spaced = (digits: string[]) => digits.join(SEPARATORS);
const DIGIT = `(?:${SEPARATORS}\\d)`;
/**
 * A mobile number as people type it (0803 123 4567, +234 803 123 4567, 2348031234567), or nothing:
 * a Nigerian number (0 or 234, then 7, 8 or 9, then 0 or 1, then 8 digits) or +country code and 7
 * to 14 digits, separators anywhere. One pattern, so the OpenAPI document states the rule itself.
 */
const MOBILE_NUMBER = new RegExp(
  `^(?:\\s*|${SEPARATORS}(?:${spaced(['0', '[789]', '[01]'])}${DIGIT}{8}|${spaced(['2', '3', '4', '[789]', '[01]'])}${DIGIT}{8}|${spaced(['\\+', '[1-9]'])}${DIGIT}{7,14})${SEPARATORS})$`,
);

/** The number in E.164 (a Nigerian local number gets +234), or null when it is not one. */
export function mobileNumber(typed: string): string | null {
  if (!MOBILE_NUMBER.test(typed) || !typed.trim()) return null;
  const digits = typed.replace(/[\s().-]/g, '');
  return digits.startsWith('+') ? digits : `+234${digits.replace(/^(0|234)/, '')}`;
}

/** Empty removes the number. */
export const mobileNumberInput = z
  .string()
  .max(32)
  .regex(MOBILE_NUMBER, { error: 'must be a mobile number such as 0803 123 4567 or +234 803 123 4567' })
  .transform((value) => mobileNumber(value));

export const profileBody = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, { error: 'must be at least 2 characters' })
    .max(120, { error: 'must be at most 120 characters' })
    .meta(trimmedAtLeast(2)),
  timezone: z
    .string()
    .refine((tz) => timeZones.has(tz), { error: 'must be a time zone such as Africa/Lagos' })
    .meta({ enum: [...timeZones] }),
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
  name: z.string().trim().min(2, { error: 'must be at least 2 characters' }).max(120).meta(trimmedAtLeast(2)),
  email: emailAddress,
  company: z.string().trim().max(160).optional(),
  subject: z.string().trim().min(3, { error: 'must be at least 3 characters' }).max(160).meta(trimmedAtLeast(3)),
  message: z
    .string()
    .trim()
    .min(10, { error: 'must be at least 10 characters' })
    .max(5000, { error: 'must be at most 5000 characters' })
    .meta(trimmedAtLeast(10)),
});
export type ContactBody = z.infer<typeof contactBody>;
