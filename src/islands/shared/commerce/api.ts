/** The shipping-address calls shared by checkout and the dashboard's address book (spec §7 shippingaddress). */
import type { z } from 'zod';
import type { addShippingAddressBody, ShippingAddress, updateShippingAddressBody } from '../../../contracts/shipping-addresses.ts';
import type { Envelope } from '../../../contracts/envelope.ts';
import { api } from '../../../lib/api-client.ts';

export function fetchAddresses(signal?: AbortSignal): Promise<ShippingAddress[]> {
  return api<Envelope<ShippingAddress[]>>('/v1/shippingaddress/get-all', { signal }).then((r) => r.data);
}

type NewAddress = z.input<typeof addShippingAddressBody>;
type ChangedAddress = z.input<typeof updateShippingAddressBody>;

/** Adds an address, or changes one when it has an id; the answer is the address as stored. */
export function saveAddress(address: NewAddress | ChangedAddress): Promise<Envelope<ShippingAddress>> {
  const path = 'id' in address ? '/v1/shippingaddress/update' : '/v1/shippingaddress/add';
  return api<Envelope<ShippingAddress>>(path, { method: 'POST', body: address });
}
