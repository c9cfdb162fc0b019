/** A postal address as lines, the way a label on a parcel reads. */
import type { ShippingAddress } from '../../../contracts/shipping-addresses.ts';
import { countryName } from '../../../contracts/format.ts';
import './addresses.css';

type Address = Pick<ShippingAddress, 'recipientName' | 'phone' | 'line1' | 'line2' | 'city' | 'state' | 'country' | 'postalCode'>;

export function AddressLines({ address, withPhone = true }: { address: Address; withPhone?: boolean }) {
  const place = [address.city, address.state, address.postalCode].filter(Boolean).join(', ');
  return (
    <address className="address-lines">
      <span className="address-recipient">{address.recipientName}</span>
      <span>{address.line1}</span>
      {address.line2 && <span>{address.line2}</span>}
      <span>{place}</span>
      <span>{countryName(address.country)}</span>
      {withPhone && <span className="muted">{address.phone}</span>}
    </address>
  );
}
