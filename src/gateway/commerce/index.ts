/**
 * Commerce's public entry: the cart and its pricing, placing orders, orders and their status machine, shipping addresses.
 * An order's money steps are a port (OrderMoneySteps) that the wallet implements.
 */
export { type CartLineInput, cartLines, createCart, priceLines } from './cart.ts';
export { commerceModule } from './module.ts';
export { type PlacedOrder, placeOrders } from './order-placement.ts';
export { priceOrder, sellerTerms, vatOfGoods } from './order-pricing.ts';
export type {
  BuyerTrust,
  FinancingRelease,
  OrderCommission,
  OrderDeps,
  OrderDocuments,
  OrderMoneySteps,
  OrderRefund,
  SettlementHolds,
} from './order-ports.ts';
export type { RefundActor, RefundDone, RefundInput } from './order-refunds.ts';
export { claimWindowEnd } from './order-settlement.ts';
export {
  documentFile,
  type IssuedDocumentRef,
  mailPaymentHeld,
  orderEmail,
  orderFile,
} from './order-mail.ts';
export { buyerOrderLink, sellerOrderLink } from './order-placement.ts';
export { orderViews } from './order-views.ts';
export { createOrders, type OrdersService } from './orders.ts';
export { markCheckoutPaid } from './orders-paid.ts';
export { addressSnapshot, createShippingAddresses, findAddress } from './shipping-addresses.ts';
