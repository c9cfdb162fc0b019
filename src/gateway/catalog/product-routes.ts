/**
 * Spec §7 "Products (seller)": the storefront's own products. Every call needs the `sell`
 * permission and acts on the caller's company's storefront only.
 */
import { envelope, pagedEnvelope } from '../../contracts/envelope.ts';
import { pageOf } from '../../contracts/paging.ts';
import {
  addProductBody,
  deleteOutcome,
  productCounts,
  productIdParams,
  sellerProduct,
  sellerProductQuery,
  sellerProductRow,
  sellerProductsQuery,
  updateAdditionalInfoBody,
  updateDocumentsBody,
  updateProductBody,
  updatePropertiesBody,
} from '../../contracts/seller-products.ts';
import { currentCompanyId } from '../platform/http/access.ts';
import { ok, paged } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { SellerProducts } from './seller-products.ts';

export const productRoutes: Routes<{ sellerProducts: SellerProducts }> = async (app, { services }) => {
  const tags = ['Products (seller)'];
  const config = { access: { permission: 'sell' as const } };
  const products = services.sellerProducts;
  const one = envelope(sellerProduct);

  app.post(
    '/v1/product/add-product',
    {
      config,
      schema: {
        tags,
        summary: 'Add a product to your storefront, as a draft (a company without a storefront gets one)',
        body: addProductBody,
        response: { 200: one },
      },
    },
    async (request) => ok(await products.add(currentCompanyId(request), request.body), 'Product saved as a draft.'),
  );

  app.post(
    '/v1/product/update-product',
    {
      config,
      schema: {
        tags,
        summary: 'Change a product: the fields sent (packages: the whole list, ids kept) and its status (draft, published, archived)',
        body: updateProductBody,
        response: { 200: one },
      },
    },
    async (request) => {
      const { product, message } = await products.update(currentCompanyId(request), request.body);
      return ok(product, message);
    },
  );

  app.post(
    '/v1/product/update-properties',
    {
      config,
      schema: {
        tags,
        summary: "Replace a product's specification table (name → value)",
        body: updatePropertiesBody,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await products.updateProperties(currentCompanyId(request), request.body.id, request.body.properties), 'Properties saved.'),
  );

  app.post(
    '/v1/product/update-productdocuments',
    {
      config,
      schema: {
        tags,
        summary: "Replace a product's documents (TDS, SDS, CoA): PDFs uploaded through /api/v1/fileupload/document",
        body: updateDocumentsBody,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await products.updateDocuments(currentCompanyId(request), request.body.id, request.body.documents), 'Documents saved.'),
  );

  app.post(
    '/v1/product/update-additionalinfo',
    {
      config,
      schema: {
        tags,
        summary: "Replace a product's additional information and GHS hazard data",
        body: updateAdditionalInfoBody,
        response: { 200: one },
      },
    },
    async (request) => ok(await products.updateAdditionalInfo(currentCompanyId(request), request.body), 'Additional information saved.'),
  );

  app.post(
    '/v1/product/deleteproduct/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a product; one that was ordered or requested is archived instead',
        params: productIdParams,
        response: { 200: envelope(deleteOutcome) },
      },
    },
    async (request) => {
      const { outcome, message } = await products.remove(currentCompanyId(request), request.params.id);
      return ok(outcome, message);
    },
  );

  app.get(
    '/v1/product/get-product',
    {
      config,
      schema: { tags, summary: 'One product of your storefront, in any status', querystring: sellerProductQuery, response: { 200: one } },
    },
    async (request) => ok(await products.get(currentCompanyId(request), request.query.productId)),
  );

  app.get(
    '/v1/product/get-products',
    {
      config,
      schema: {
        tags,
        summary: "Your storefront's products: search, filters (Status, MarketId, MarketApplication, Producer), sort and pages",
        querystring: sellerProductsQuery,
        response: { 200: pagedEnvelope(sellerProductRow) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = pageOf(query);
      const { items, total } = await products.list(currentCompanyId(request), {
        ...page,
        producerId: query.Producer,
        sortOrder: query.SortOrder,
        marketId: query.MarketId,
        search: query.Search,
        status: query.Status,
        applicationId: query.MarketApplication,
      });
      return paged(items, total, page);
    },
  );

  app.get(
    '/v1/product/get-productscount',
    {
      config,
      schema: { tags, summary: 'How many products your storefront has in each status', response: { 200: envelope(productCounts) } },
    },
    async (request) => ok(await products.counts(currentCompanyId(request))),
  );
};
