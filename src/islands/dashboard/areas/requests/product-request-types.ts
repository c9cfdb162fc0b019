/** What the request forms know of the product's packages, and what a sent request reports back. */
import type { RequestTab } from '../../../../contracts/requests.ts';

export interface RequestablePackage {
  id: number;
  label: string;
  priceMinor: number;
  currency: string;
  stock: number;
  /** The fewest packages that make the product's minimum order. */
  minQuantity: number;
}

export interface Sent { tab: RequestTab; id: string; message: string }
