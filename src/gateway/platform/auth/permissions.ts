/**
 * The permission model (docs/decisions/007-permissions.md): what each company role, and a personal
 * account, may do. Routes name the permission they need; the gateway checks it against the
 * caller's current role, read from the database, on every request.
 */
import type { CompanyRole } from '../../db/schema/companies.ts';

export const PERMISSIONS = [
  /** See the company's own data: members, settings, orders. */
  'company:view',
  /** Change the company's settings and storefront branding. */
  'company:manage',
  /** Invite, remove and change the roles of members. */
  'users:manage',
  /** Buy: cart, checkout, orders placed, requests for quotes and samples. */
  'buy',
  /** Sell: the storefront's products, orders received, answers to requests. */
  'sell',
  /** Money: wallet, payments, financing. */
  'finance',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type Role = CompanyRole | 'personal';

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  procurement: ['company:view', 'buy'],
  sales: ['company:view', 'sell'],
  finance: ['company:view', 'finance'],
  viewer: ['company:view'],
  personal: ['buy', 'finance'],
};

export const ROLE_LABELS: Record<CompanyRole, { label: string; description: string }> = {
  owner: { label: 'Owner', description: 'Everything, including the company itself and its owners.' },
  admin: { label: 'Administrator', description: 'Everything but removing or demoting owners.' },
  procurement: { label: 'Procurement', description: 'Buys: cart, orders, quotes and samples.' },
  sales: { label: 'Sales', description: 'Sells: storefront products, orders received, requests.' },
  finance: { label: 'Finance', description: 'Wallet, payments and financing.' },
  viewer: { label: 'Viewer', description: "Sees the company's data, changes nothing." },
};

export function can(role: Role | null, permission: Permission): boolean {
  return role !== null && ROLE_PERMISSIONS[role].includes(permission);
}
