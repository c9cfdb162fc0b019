/** Site publishing: what changed in the catalog since a version, for the static site's incremental publish. */
import type { GatewayModule } from '../platform/http/module.ts';
import type { SitePublishing } from './site-publishing.ts';
import { sitePublishingRoutes } from './site-publishing-routes.ts';

export const publishingModule: GatewayModule<{ sitePublishing: SitePublishing }> = {
  name: 'publishing',
  routes: [sitePublishingRoutes],
};
