/** Account calls (spec §7 "account"): registration, sign-in, session refresh, email and password flows. */
import { z } from 'zod';
import { emailAddress, trimmedAtLeast, twoLetterCountry } from './text-fields.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const accountTypes = ['personal', 'company'] as const;
export const businessUserTypes = ['buyer', 'seller', 'both'] as const;
export type AccountType = (typeof accountTypes)[number];
export type BusinessUserType = (typeof businessUserTypes)[number];

const email = emailAddress;

/** Length only here; the gateway also refuses the most common passwords. */
export const password = z
  .string({ error: 'is required' })
  .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `must be at most ${PASSWORD_MAX} characters` });

const fullName = z
  .string({ error: 'is required' })
  .trim()
  .min(2, { error: 'must be at least 2 characters' })
  .max(120, { error: 'must be at most 120 characters' })
  .meta(trimmedAtLeast(2));

export const registerBody = z
  .object({
    email,
    password,
    fullName,
    accountType: z.enum(accountTypes, { error: 'must be personal or company' }),
    businessUserType: z.enum(businessUserTypes, { error: 'must be buyer, seller or both' }),
    companyName: z.string().trim().max(160, { error: 'must be at most 160 characters' }).optional(),
  })
  .refine((b) => b.accountType !== 'company' || (b.companyName && b.companyName.length >= 2), {
    error: 'is required for a company account',
    path: ['companyName'],
  });
export type RegisterBody = z.input<typeof registerBody>;

export const authenticateBody = z.object({
  email,
  password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(PASSWORD_MAX),
});

/** The refresh token comes in the body (API clients) or the httpOnly cookie (the browser). */
export const refreshBody = z.object({
  token: z.string().max(200).optional(),
  ipAddress: z.string().max(64).optional(),
});

export const emailBody = z.object({ email });
export const confirmEmailBody = z.object({ token: z.string({ error: 'is required' }).min(10).max(200) });
export const resetPasswordBody = z.object({ token: z.string({ error: 'is required' }).min(10).max(200), password });
export const registerInvitedBody = z.object({ token: z.string({ error: 'is required' }).min(10).max(200), fullName, password });
export const socialLoginBody = z.object({ idToken: z.string({ error: 'is required' }).min(10).max(8192) });
export const socialRegisterBody = socialLoginBody.extend({
  accountType: z.enum(accountTypes),
  businessUserType: z.enum(businessUserTypes),
  companyName: z.string().trim().max(160).optional(),
});

export const loggedUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
  businessUserType: z.enum(businessUserTypes),
  accountType: z.enum(accountTypes),
  onboarded: z.boolean(),
});
export type LoggedUser = z.infer<typeof loggedUser>;

/** What authenticate answers (spec §3 "Logged user"). */
export const authResult = loggedUser.extend({ jwToken: z.string(), refreshToken: z.string() });
export type AuthResult = z.infer<typeof authResult>;

export const tokens = z.object({ jwToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokens>;

export const profile = loggedUser.extend({
  emailVerified: z.boolean(),
  company: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
  timezone: z.string(),
  /** The mobile number one-time codes may go to, E.164; null when none is given. */
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const onboardingBody = z.object({
  accountType: z.enum(accountTypes),
  businessUserType: z.enum(businessUserTypes),
  companyName: z.string().trim().max(160).optional(),
  country: twoLetterCountry.optional(),
  phone: z.string().trim().max(32).optional(),
});
