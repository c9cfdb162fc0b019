/**
 * Checkout's forms, loaded together when the first is needed (a new address, or the PIN of a way
 * to pay that asks for it): both are the kit's forms, so they share its form library and zod.
 */
export { AddressForm } from '../shared/commerce/AddressForm.tsx';
export { PinConfirmation } from './PinConfirmation.tsx';
