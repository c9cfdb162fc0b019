/** Taxes: companies' tax profiles (TIN, VAT registration) and the VAT rates every order is priced with. */
import type { GatewayModule } from '../platform/http/module.ts';
import { taxProfileRoutes } from './tax-profile-routes.ts';
import type { TaxProfiles } from './tax-profiles.ts';

export const taxesModule: GatewayModule<{ taxProfiles: TaxProfiles }> = {
  name: 'taxes',
  routes: [taxProfileRoutes],
};
