/**
 * Shipping addresses (spec §7 shippingaddress): what a person types for one, and the address as the
 * gateway answers it. commerce.ts names them too.
 */
import { z } from 'zod';
import { optionalText, requiredText, typedPhone } from './text-fields.ts';

export const shippingAddressFields = z.object({
  label: requiredText(60),
  recipientName: requiredText(120),
  phone: typedPhone(7, 20, 'must be a phone number'),
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  state: optionalText(100),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code' })
    .transform((c) => c.toUpperCase()),
  postalCode: optionalText(20),
  isDefault: z.boolean().default(false),
});
export type ShippingAddressInput = z.input<typeof shippingAddressFields>;

export const shippingAddress = z.object({
  id: z.string(),
  label: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

export const addShippingAddressBody = shippingAddressFields;
export const updateShippingAddressBody = shippingAddressFields.extend({ id: z.string().max(100) });
export const shippingAddressIdParams = z.object({ id: z.string().max(100) });
