/** Conversations: their routes, the live stream (listening from start to close) and the email about messages left unread. */
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { Conversations } from './conversations.ts';
import { conversationsRoutes } from './conversations-routes.ts';
import type { LiveHub } from './live-hub.ts';
import { streamRoutes } from './stream-routes.ts';

export const conversationsModule: GatewayModule<{ conversations: Conversations; liveHub: LiveHub }> = {
  name: 'conversations',
  routes: [conversationsRoutes, streamRoutes],
  jobs: ({ services }) => [job('conversations.unread-mail', () => services.conversations.remindUnread(), { cron: '* * * * *' })],
  onReady: ({ services }) => services.liveHub.start(),
  onClose: ({ services }) => services.liveHub.stop(),
};
