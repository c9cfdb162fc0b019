/** In-app notifications: every domain tells people through `notify`; these endpoints read and mark them. */
import type { GatewayModule } from '../http/module.ts';
import { notificationsRoutes } from './notifications-routes.ts';
import type { Notifications } from './notifications.ts';

export const notificationsModule: GatewayModule<{ notifications: Notifications }> = {
  name: 'notifications',
  routes: [notificationsRoutes],
};
