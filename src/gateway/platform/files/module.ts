/** Uploads: the upload endpoints, and the hourly sweep of files nothing refers to. */
import type { Members } from '../auth/members.ts';
import { type GatewayModule, job } from '../http/module.ts';
import { fileUploadRoutes } from './file-upload-routes.ts';
import type { Uploads } from './uploads.ts';

export const filesModule: GatewayModule<{ uploads: Uploads; members: Members }> = {
  name: 'files',
  routes: [fileUploadRoutes],
  // Files nothing refers to go a day after upload; hourly is often enough.
  jobs: ({ services, settings }) =>
    settings.uploads ? [job('uploads.sweep', () => services.uploads.removeUnreferenced(), { cron: '0 * * * *' })] : [],
};
