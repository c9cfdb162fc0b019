/**
 * Delivery's public entry: storefronts' delivery options (delivery-options.ts), what goods weigh
 * (package-weight.ts) and what an option costs them (delivery-pricing.ts). Below commerce, which
 * prices each order's delivery line with them.
 */
export { activeOptions, createDeliveryOptions, type DeliveryOptionRow, type DeliveryOptions } from './delivery-options.ts';
export {
  deliveryFee,
  type Place,
  pricedOption,
  QUOTED_FREIGHT_NOTE,
  refusedClass,
  servesPlace,
  surchargesFor,
} from './delivery-pricing.ts';
export { deliveryModule } from './module.ts';
export { type Load, loadOf, type WeighedLine } from './package-weight.ts';
