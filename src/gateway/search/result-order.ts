/** The orders a search can ask for, over products of the built index and of its overlay alike. */
import type { SortOrder } from '../../contracts/products.ts';
import type { IndexedProduct } from './product-terms.ts';

/** The order each sort gives; ties always fall back to the id, so pages never overlap. */
export function compareBy(sortOrder: SortOrder, withText: boolean): (a: Ranked, b: Ranked) => number {
  switch (sortOrder) {
    case 'price-asc':
      return (a, b) => nullsLast(a.price, b.price, 1) || a.id - b.id;
    case 'price-desc':
      return (a, b) => nullsLast(a.price, b.price, -1) || a.id - b.id;
    case 'name':
      return (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;
    case 'newest':
      return (a, b) => b.createdAt - a.createdAt || b.id - a.id;
    default:
      return withText ? (a, b) => b.score - a.score || a.id - b.id : (a, b) => Number(b.featured) - Number(a.featured) || a.id - b.id;
  }
}

function nullsLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

export interface Ranked {
  id: number;
  score: number;
  price: number | null;
  name: string;
  createdAt: number;
  featured: boolean;
}

export function ranked(p: IndexedProduct, score: number): Ranked {
  return { id: p.id, score, price: p.priceFromMinor, name: p.name, createdAt: p.createdAt, featured: p.featured };
}
