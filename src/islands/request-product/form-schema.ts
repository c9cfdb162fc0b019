/**
 * The product request form: the contract's own fields (productRequestBody), with the words this
 * form uses when a field is left empty or a CAS number does not check.
 */
import { z } from 'zod';
import { isValidCasNumber } from '../../contracts/cas.ts';
import { productRequestBody } from '../../contracts/requests.ts';

const fields = productRequestBody.shape;

export const productRequestForm = z.object({
  productName: z.string().trim().min(1, { error: 'Name the product you need.' }).pipe(fields.productName),
  casNumber: z
    .string()
    .trim()
    .refine((cas) => !cas || isValidCasNumber(cas), {
      error: 'This is not a valid CAS number: check the digits (for example 7732-18-5).',
    }),
  quantity: z.string().trim().min(1, { error: 'Say how much you need, such as 2 tonnes a month.' }).pipe(fields.quantity),
  deliveryCountry: fields.deliveryCountry,
  details: fields.details,
});
export type ProductRequestValues = z.infer<typeof productRequestForm>;

export const EMPTY_PRODUCT_REQUEST: ProductRequestValues = {
  productName: '',
  casNumber: '',
  quantity: '',
  deliveryCountry: 'NG',
  details: '',
};
