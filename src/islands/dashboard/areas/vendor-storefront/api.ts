/** The one gateway call of a supplier's storefront in the dashboard: the supplier by its storefront slug. */
import type { Supplier } from '../../../../contracts/companies.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const supplierKey = (slug: string) => queryKey('vendor-storefront', { slug });
export const loadSupplier = async (slug: string, signal: AbortSignal) =>
  (await api<Envelope<Supplier>>('/v1/suppliercatalog/supplierdetails', { query: { slug }, signal })).data;
