/**
 * Requests' public entry: quotes, samples, documents and products buyers ask for (and the console's
 * answer to a product request, product-request-review.ts), and the contact form.
 */
export { createContact } from './contact.ts';
export { createDocumentRequests } from './document-requests.ts';
export { requestsModule } from './module.ts';
export { createProductRequestReview, type ProductRequestReview } from './product-request-review.ts';
export { createProductRequests } from './product-requests.ts';
export { createQuotes } from './quotes.ts';
export { createSampleRequests } from './sample-requests.ts';
