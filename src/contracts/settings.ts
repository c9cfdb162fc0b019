/** A person's own account: profile, password, time zone, deletion; countries; the contact form. */
import { z } from 'zod';
import { password } from './account.ts';

const timeZones = new Set(Intl.supportedValuesOf('timeZone'));

export const profileBody = z.object({
  fullName: z.string().trim().min(2, { error: 'must be at least 2 characters' }).max(120, { error: 'must be at most 120 characters' }),
  timezone: z.string().refine((tz) => timeZones.has(tz), { error: 'must be a time zone such as Africa/Lagos' }),
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
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be a valid email address' })),
  company: z.string().trim().max(160).optional(),
  subject: z.string().trim().min(3, { error: 'must be at least 3 characters' }).max(160),
  message: z.string().trim().min(10, { error: 'must be at least 10 characters' }).max(5000, { error: 'must be at most 5000 characters' }),
});
export type ContactBody = z.infer<typeof contactBody>;
