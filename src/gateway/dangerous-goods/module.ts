/** Dangerous goods' endpoints: the reference list's suggestions and entries. */
import type { GatewayModule } from '../platform/http/module.ts';
import type { DangerousGoods } from './dangerous-goods.ts';
import { dangerousGoodsRoutes } from './dangerous-goods-routes.ts';

export const dangerousGoodsModule: GatewayModule<{ dangerousGoods: DangerousGoods }> = {
  name: 'dangerous-goods',
  routes: [dangerousGoodsRoutes],
};
