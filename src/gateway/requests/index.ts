/**
 * Requests' public entry: quotes, samples, documents and products buyers ask for, and the contact form.
 */
export { createContact } from './contact.ts';
export { createDocumentRequests } from './document-requests.ts';
export { requestsModule } from './module.ts';
export { createProductRequests } from './product-requests.ts';
export { createQuotes } from './quotes.ts';
export { createSampleRequests } from './sample-requests.ts';
