/** A saved search's filters in words, as the search page labels them. */
import { countryName } from '../../../../contracts/format.ts';

const LABELS: Record<string, string> = {
  q: 'Search',
  market: 'Market',
  application: 'Application',
  producer: 'Producer',
  supplier: 'Supplier',
  country: 'Country',
  grade: 'Grade',
  form: 'Form',
  min: 'Min price (₦)',
  max: 'Max price (₦)',
  sort: 'Sort',
};

/** "q=glycerine&country=NG" → "Search: glycerine · Country: Nigeria". */
export function describeQuery(query: string): string {
  const parts = [...new URLSearchParams(query)].map(
    ([key, value]) => `${LABELS[key] ?? key}: ${key === 'country' ? countryName(value) : value}`,
  );
  return parts.length ? parts.join(' · ') : 'All products';
}
