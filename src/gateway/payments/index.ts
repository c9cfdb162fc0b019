/**
 * Payments' public entry: card payments of checkouts and top-ups, bank-transfer details, the provider's webhook.
 */
export { paymentsModule } from './module.ts';
export { createPayments, type PaymentOptions, type Payments } from './payments.ts';
export { proformaAttachments } from './proforma-pdf.ts';
