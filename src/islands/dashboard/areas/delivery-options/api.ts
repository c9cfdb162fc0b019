/** The seller's delivery options: the list, adding, changing and removing one (the gateway checks each). */
import type { DeliveryOption, DeliveryOptionBody } from '../../../../contracts/delivery.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

const BASE = '/v1/storefront/delivery-options';
export const optionsKey = queryKey('delivery-options');

export const loadOptions = (signal: AbortSignal) => api<Envelope<DeliveryOption[]>>(BASE, { signal }).then((r) => r.data);

/** Adds the option, or changes the one with `id`; answers the gateway's confirmation. */
export async function saveOption(id: string | null, body: DeliveryOptionBody): Promise<string> {
  const answer = await api<Envelope<DeliveryOption>>(id ? `${BASE}/update` : BASE, { method: 'POST', body: id ? { id, ...body } : body });
  return answer.message ?? 'Delivery option saved.';
}

export async function removeOption(id: string): Promise<string> {
  return (await api<Envelope<null>>(`${BASE}/delete/${encodeURIComponent(id)}`, { method: 'DELETE' })).message ?? 'Removed.';
}
