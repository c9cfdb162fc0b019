/**
 * The flows' public entry: processes that cross domains (checkout: place orders and pay them).
 */
export { createCheckout } from './checkout.ts';
export { flowsModule } from './module.ts';
