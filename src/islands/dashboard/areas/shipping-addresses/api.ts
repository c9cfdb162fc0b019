/**
 * Shipping addresses' calls: the list, choosing the default, deleting. Adding and editing go
 * through the address form that checkout uses too (src/islands/shared/commerce/AddressForm.tsx).
 */
import type { ShippingAddress } from '../../../../contracts/commerce.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { fetchAddresses } from '../../../shared/commerce/api.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const addressesKey = queryKey('shippingaddress/get-all');

/** The list is the shared address book's call (checkout and the quote acceptance read it too). */
export const loadAddresses = fetchAddresses;

export async function setDefaultAddress(id: string): Promise<ShippingAddress> {
  return (await api<Envelope<ShippingAddress>>(`/v1/shippingaddress/set-default/${encodeURIComponent(id)}`, { method: 'POST' })).data;
}

export async function deleteAddress(id: string): Promise<void> {
  await api(`/v1/shippingaddress/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
