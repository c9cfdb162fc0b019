/** What each package kind is called on the product page, its unit and size. */
import type { PackageKind } from './data/types.ts';

export interface PackagingSpec {
  label: string;
  unit: 'kg' | 'L';
  size: number;
}

export const PACKAGING: Record<PackageKind, PackagingSpec> = {
  bottle1l: { label: '1 L bottle', unit: 'L', size: 1 },
  bag25: { label: '25 kg bag', unit: 'kg', size: 25 },
  bag50: { label: '50 kg bag', unit: 'kg', size: 50 },
  pail25: { label: '25 L pail', unit: 'L', size: 25 },
  jerrycan25: { label: '25 L jerrycan', unit: 'L', size: 25 },
  cylinder50kg: { label: '50 kg cylinder', unit: 'kg', size: 50 },
  drum200: { label: '200 L drum', unit: 'L', size: 200 },
  drum250kg: { label: '250 kg drum', unit: 'kg', size: 250 },
  ibc1000: { label: '1000 L IBC', unit: 'L', size: 1000 },
  bulkbag1t: { label: '1 t bulk bag', unit: 'kg', size: 1000 },
};

/** Larger packages sell for less per kg or litre, as buyers expect. */
export function volumeDiscount(size: number): number {
  if (size >= 1000) return 0.88;
  if (size >= 200) return 0.93;
  if (size >= 25) return 1;
  return 1.35;
}
