/** Companies: a company's people (members and invitations), its settings and its storefront's branding. */
import type { GatewayModule } from '../platform/http/module.ts';
import type { CompanyService } from './company.ts';
import { companyRoutes } from './company-routes.ts';
import type { UserManagement } from './user-management.ts';
import { userManagementRoutes } from './user-management-routes.ts';

export const companiesModule: GatewayModule<{ company: CompanyService; userManagement: UserManagement }> = {
  name: 'companies',
  routes: [userManagementRoutes, companyRoutes],
};
