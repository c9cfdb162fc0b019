/** The overview's one call: the signed-in person's account. */
import type { Profile } from '../../../../contracts/account.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/use-query.ts';

export const profileKey = queryKey('account/me');

export async function loadProfile(signal: AbortSignal): Promise<Profile> {
  return (await api<Envelope<Profile>>('/v1/Account/me', { signal })).data;
}
