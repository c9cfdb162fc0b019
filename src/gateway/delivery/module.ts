/** Delivery: each storefront's delivery options (pickup, zones of states, quoted freight) and their prices. */
import type { GatewayModule } from '../platform/http/module.ts';
import type { DeliveryOptions } from './delivery-options.ts';
import { deliveryOptionsRoutes } from './delivery-options-routes.ts';

export const deliveryModule: GatewayModule<{ deliveryOptions: DeliveryOptions }> = {
  name: 'delivery',
  routes: [deliveryOptionsRoutes],
};
