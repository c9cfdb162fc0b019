/**
 * Shipping addresses' calls: the list, choosing the default, deleting. Adding and editing go
 * through the address form that checkout uses too (src/islands/checkout/AddressForm.tsx).
 */
import type { ShippingAddress } from '../../../../contracts/commerce.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/use-query.ts';

export const addressesKey = queryKey('shippingaddress/get-all');

export async function loadAddresses(signal: AbortSignal): Promise<ShippingAddress[]> {
  return (await api<Envelope<ShippingAddress[]>>('/v1/shippingaddress/get-all', { signal })).data;
}

export async function setDefaultAddress(id: string): Promise<ShippingAddress> {
  return (await api<Envelope<ShippingAddress>>(`/v1/shippingaddress/set-default/${encodeURIComponent(id)}`, { method: 'POST' })).data;
}

export async function deleteAddress(id: string): Promise<void> {
  await api(`/v1/shippingaddress/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
