/** Companies: members and invitations (user management), settings and storefront branding. */
import { z } from 'zod';
import { emailAddress, trimmedAtLeast, twoLetterCountry, typedPhone } from './text-fields.ts';

export const companyRoleValues = ['owner', 'admin', 'procurement', 'sales', 'finance', 'viewer'] as const;
export const companyRole = z.enum(companyRoleValues, { error: `must be one of ${companyRoleValues.join(', ')}` });

const email = emailAddress;
const uuid = z.uuid({ error: 'must be a valid id' });

export const member = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: companyRole,
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export const invite = z.object({
  id: z.string(),
  email: z.string(),
  role: companyRole,
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export const usersList = z.object({ members: z.array(member), invites: z.array(invite) });
export type UsersList = z.infer<typeof usersList>;

export const roleInfo = z.object({ role: companyRole, label: z.string(), description: z.string(), permissions: z.array(z.string()) });
export type RoleInfo = z.infer<typeof roleInfo>;

export const inviteBody = z.object({ email, role: companyRole });
export const inviteIdParams = z.object({ id: uuid });
export const resendInviteBody = z.object({ inviteId: uuid });
export const userIdParams = z.object({ id: uuid });
export const changeRoleBody = z.object({ userId: uuid, role: companyRole });

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), text(max).nullable().optional());

export const companySettingsBody = z.object({
  name: text(160).min(2, { error: 'must be at least 2 characters' }).meta(trimmedAtLeast(2)),
  legalName: optionalText(200),
  registrationNumber: optionalText(60),
  taxId: optionalText(60),
  country: z.preprocess((v) => (v === '' ? null : v), twoLetterCountry.nullable().optional()),
  address: optionalText(400),
  phone: z.preprocess(
    (v) => (v === '' ? null : v),
    typedPhone(6, 24, 'must be a phone number such as +234 803 000 0000').nullable().optional(),
  ),
  /** A seller's 24-hour emergency telephone for its dangerous goods in transport, printed on its transport documents. */
  emergencyPhone: z.preprocess(
    (v) => (v === '' ? null : v),
    typedPhone(6, 24, 'must be a telephone answered day and night, such as +234 803 000 0000').nullable().optional(),
  ),
  industry: optionalText(120),
});
export type CompanySettings = z.infer<typeof companySettingsBody>;

export const customizationBody = z.object({
  logoFileId: uuid.nullable().optional(),
  bannerFileId: uuid.nullable().optional(),
  brandColor: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour such as #165EF0' })
      .nullable()
      .optional(),
  ),
  about: optionalText(2000),
  links: z
    .array(
      z.object({
        label: text(60).min(1, { error: 'is required' }),
        url: z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }).max(300),
      }),
    )
    .max(6, { error: 'at most 6 links' })
    .default([]),
});
export type Customization = z.infer<typeof customizationBody>;

export const companyProfile = companySettingsBody.extend({
  id: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  logoFileId: z.string().nullable(),
  bannerFileId: z.string().nullable(),
  brandColor: z.string().nullable(),
  about: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  storefront: z.object({ supplierId: z.number().int(), slug: z.string() }).nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;
