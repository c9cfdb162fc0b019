/**
 * Companies' public entry: a company's people and invitations, its settings and storefront branding.
 */
export { createCompanyService } from './company.ts';
export { companiesModule } from './module.ts';
export { createUserManagement } from './user-management.ts';
