/** The flows' endpoints: checkout, which places orders and pays them across commerce, wallet, financing and payments. */
import type { GatewayModule } from '../platform/http/module.ts';
import type { CheckoutPayments, CheckoutService } from './checkout.ts';
import { checkoutRoutes } from './checkout-routes.ts';

export const flowsModule: GatewayModule<{ checkout: CheckoutService; payments: CheckoutPayments }> = {
  name: 'flows',
  routes: [checkoutRoutes],
};
