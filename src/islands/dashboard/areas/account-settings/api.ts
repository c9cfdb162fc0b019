/** Account settings' calls: the profile, its changes, the password, and deleting the account. */
import { z } from 'zod';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { changePasswordBody, type deleteAccountBody, type profileBody } from '../../../../contracts/settings.ts';
import { api } from '../../../../lib/api-client.ts';

export { loadProfile, PROFILE_KEY as profileKey } from '../../../shared/data/profile.ts';

/** The gateway's confirmation ("Profile saved."). */
export async function updateProfile(body: z.infer<typeof profileBody>): Promise<string> {
  return (await api<Envelope<null>>('/v1/settings/update-profile', { method: 'POST', body })).message ?? 'Saved.';
}

/** The password form asks for the new password twice; only the contract's fields are sent. */
export const passwordForm = changePasswordBody
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { error: 'does not match the new password', path: ['confirm'] });

export async function changePassword(body: z.infer<typeof changePasswordBody>): Promise<string> {
  return (await api<Envelope<null>>('/v1/settings/change-password', { method: 'POST', body })).message ?? 'Saved.';
}

export async function deleteAccount(body: z.infer<typeof deleteAccountBody>): Promise<void> {
  await api<Envelope<null>>('/v1/settings/delete-account', { method: 'POST', body });
}
