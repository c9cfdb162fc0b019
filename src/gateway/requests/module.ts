/** Requests: quotes, samples, documents and products buyers ask for, the contact form and its countries. */
import type { GatewayModule } from '../platform/http/module.ts';
import type { Contact } from './contact.ts';
import { contactRoutes } from './contact-routes.ts';
import { countriesRoutes } from './countries-routes.ts';
import type { DocumentRequests } from './document-requests.ts';
import { documentRequestsRoutes } from './document-requests-routes.ts';
import { productRequestRoutes } from './product-request-routes.ts';
import type { ProductRequests } from './product-requests.ts';
import type { Quotes } from './quotes.ts';
import { quotesRoutes } from './quotes-routes.ts';
import type { SampleRequests } from './sample-requests.ts';
import { sampleRequestsRoutes } from './sample-requests-routes.ts';

export interface RequestsServices {
  contact: Contact;
  quotes: Quotes;
  sampleRequests: SampleRequests;
  documentRequests: DocumentRequests;
  productRequests: ProductRequests;
}

export const requestsModule: GatewayModule<RequestsServices> = {
  name: 'requests',
  routes: [countriesRoutes, contactRoutes, quotesRoutes, sampleRequestsRoutes, documentRequestsRoutes, productRequestRoutes],
};
