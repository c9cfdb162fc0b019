/** The gateway call of /request-product: a product the marketplace should source (spec §2). */
import type { Envelope } from '../../contracts/envelope.ts';
import type { ProductRequest, ProductRequestBody } from '../../contracts/requests.ts';
import { api } from '../../lib/api-client.ts';

export const sendProductRequest = (body: ProductRequestBody) =>
  api<Envelope<ProductRequest>>('/v1/productrequest/new', { method: 'POST', body });
