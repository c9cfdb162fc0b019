/**
 * Commerce: the cart, shipping addresses and orders; shipped orders nobody confirmed count as
 * delivered after some days, and delivered ones are paid to the seller once their claim window has passed.
 */
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { Cart } from './cart.ts';
import type { OrdersService } from './orders.ts';
import { ordersRoutes } from './orders-routes.ts';
import { shippingAddressRoutes } from './shipping-address-routes.ts';
import type { ShippingAddressesService } from './shipping-addresses.ts';
import { shoppingCartRoutes } from './shopping-cart-routes.ts';
import { settlementHookRoutes } from './test-hook-routes.ts';

export const commerceModule: GatewayModule<{ cart: Cart; shippingAddresses: ShippingAddressesService; orders: OrdersService }> = {
  name: 'commerce',
  routes: [shoppingCartRoutes, shippingAddressRoutes, ordersRoutes],
  testRoutes: [settlementHookRoutes],
  // Orders shipped long enough ago count as delivered, and the seller is paid (docs/decisions/016-ledger.md).
  jobs: ({ services, settings }) => [
    job('orders.auto-deliver', () => services.orders.autoDeliver(settings.autoDeliverDays), { cron: '*/15 * * * *' }),
    // Delivered orders whose claim window has passed, and that no claim holds (docs/decisions/042-claims-and-settlement-window.md).
    job('orders.settle-due', () => services.orders.settleDue(), { cron: '*/15 * * * *' }),
  ],
};
