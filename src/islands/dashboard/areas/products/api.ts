/**
 * Every gateway call of the storefront's products (spec §7 "Products (seller)"): the list and its
 * counts, one product, the form's saves, status changes and deletion, and the producers the form
 * offers, each with its query key.
 */
import type { Producer } from '../../../../contracts/companies.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type {
  AddProductBody,
  DeleteOutcome,
  ProductCounts,
  SELLER_SORT_ORDERS,
  SellerProduct,
  SellerProductRow,
  SellerProductsQuery,
  UpdateAdditionalInfoBody,
  UpdateDocumentsBody,
  UpdateProductBody,
  UpdatePropertiesBody,
} from '../../../../contracts/seller-products.ts';
import type { AddProducerBody } from '../../../../contracts/requests.ts';
import type { TransportSuggestion } from '../../../../contracts/dangerous-goods.ts';
import { api } from '../../../../lib/api-client.ts';
import { invalidate, queryKey } from '../../../shared/data/use-query.ts';

export type ProductStatus = SellerProduct['status'];
export type SortOrder = (typeof SELLER_SORT_ORDERS)[number];

// ---- The list

export type ProductsQuery = SellerProductsQuery & {
  PageNumber: number;
  PageSize: number;
  SortOrder: SortOrder;
  Status?: ProductStatus;
  Search?: string;
};

export const productsKey = (query: ProductsQuery) => queryKey('storefront-products:list', query);
export const loadProducts = (query: ProductsQuery, signal: AbortSignal) =>
  api<PagedEnvelope<SellerProductRow>>('/v1/product/get-products', { query, signal });

export const COUNTS_KEY = 'storefront-products:counts';
export const loadCounts = async (signal: AbortSignal) =>
  (await api<Envelope<ProductCounts>>('/v1/product/get-productscount', { signal })).data;

/** After a change, the list and the tab counts on screen load again (and are not shown stale later). */
export function invalidateProductLists(): void {
  invalidate('storefront-products:list');
  invalidate(COUNTS_KEY);
}

export const setProductStatus = (id: number, status: ProductStatus) =>
  api<Envelope<SellerProduct>>('/v1/product/update-product', { method: 'POST', body: { id, status } satisfies UpdateProductBody });

/** A product that was ordered or requested is archived instead; the answer's message says which. */
export const deleteProduct = (id: number) => api<Envelope<DeleteOutcome>>(`/v1/product/deleteproduct/${id}`, { method: 'POST' });

// ---- One product and the form's saves

export const productKey = (id: number) => queryKey('storefront-products:one', { id });

/** After a change from the list, a product opened in the form is asked for again. */
export const invalidateProducts = () => invalidate('storefront-products:one');
export const loadProduct = async (id: number, signal: AbortSignal) =>
  (await api<Envelope<SellerProduct>>('/v1/product/get-product', { query: { productId: id }, signal })).data;

/** The product as the gateway answers after a save, and its message ("Properties saved."). */
export interface Saved {
  product: SellerProduct;
  message: string;
}

async function save(path: string, body: object): Promise<Saved> {
  const answer = await api<Envelope<SellerProduct>>(path, { method: 'POST', body });
  return { product: answer.data, message: answer.message ?? 'Saved.' };
}

export const addProduct = (body: AddProductBody) => save('/v1/product/add-product', body);
export const updateProduct = (body: UpdateProductBody) => save('/v1/product/update-product', body);
export const updateProperties = (body: UpdatePropertiesBody) => save('/v1/product/update-properties', body);
export const updateDocuments = (body: UpdateDocumentsBody) => save('/v1/product/update-productdocuments', body);
export const updateAdditionalInfo = (body: UpdateAdditionalInfoBody) => save('/v1/product/update-additionalinfo', body);

/** The reference list's transport classification of the product's CAS number, in its form and grade's concentration. */
export const loadTransportSuggestion = async (casNumber: string, physicalForm: string, percent: number | null) =>
  (
    await api<Envelope<TransportSuggestion>>('/v1/dangerous-goods/suggestion', {
      query: { CasNumber: casNumber, PhysicalForm: physicalForm, ...(percent === null ? {} : { Concentration: percent }) },
    })
  ).data;

// ---- The producers the form offers (markets and applications come from the client-state stores)

export const PRODUCERS_KEY = 'storefront-products:producers';
let producers: Promise<Producer[]> | undefined;

/** Asked once per page: the producers change only with the catalog. */
export function loadProducers(): Promise<Producer[]> {
  producers ??= api<PagedEnvelope<Producer>>('/v1/marketplace/get-producers', { query: { PageSize: 200 } }).then(
    (answer) => answer.data,
    (error: unknown) => {
      producers = undefined; // the next visit asks again
      throw error;
    },
  );
  return producers;
}

/**
 * POST /v1/producer/addproducer: a producer the catalog lacks, added from the product form. The
 * form's list of producers gains it at once (the choices are asked once per page).
 */
export async function addProducer(body: AddProducerBody): Promise<Producer> {
  const added = (await api<Envelope<Producer>>('/v1/producer/addproducer', { method: 'POST', body })).data;
  producers = producers?.then((known) => [...known, added]);
  invalidate(PRODUCERS_KEY);
  return added;
}
