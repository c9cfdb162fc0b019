/** The filter column of the search page: market, application, country, supplier, producer, grade, form, transport class and price. */
import { useMemo } from 'react';
import { type CatalogNode, type CatalogTrees, flattenTree } from '../../lib/catalog-trees.ts';
import type { SearchState } from '../../lib/search-params.ts';
import { Field } from '../shared/ui/Field.tsx';
import { PriceFilter } from './PriceFilter.tsx';

export interface FilterOptions {
  /** The page's markets and applications: the seed of the client-state stores. */
  trees: CatalogTrees;
  countries: { code: string; name: string }[];
  grades: string[];
  forms: string[];
  /** The transport filter's choices: not dangerous, the classes and their divisions. */
  hazards: { value: string; label: string; depth: number }[];
  producers: { id: number; name: string }[];
  suppliers: { id: number; name: string }[];
}

interface Props {
  state: SearchState;
  options: FilterOptions;
  /** What the stores hold now (the seed until the gateway answers). */
  trees: CatalogTrees;
  onChange: (change: Partial<SearchState>) => void;
}

type SelectKey = 'market' | 'application' | 'country' | 'supplier' | 'producer' | 'grade' | 'form' | 'hazard';

/** Nested markets and applications read as a tree in the list. */
const treeItems = (nodes: CatalogNode[]) =>
  flattenTree(nodes).map((node) => ({ value: String(node.id), label: '\u00a0\u00a0'.repeat(node.depth) + node.name }));

function filterSelects(
  options: FilterOptions,
  trees: CatalogTrees,
): { key: SelectKey; label: string; items: { value: string; label: string }[] }[] {
  return [
    { key: 'market', label: 'Market', items: treeItems(trees.markets) },
    { key: 'application', label: 'Application', items: treeItems(trees.applications) },
    { key: 'country', label: 'Supplier country', items: options.countries.map((c) => ({ value: c.code, label: c.name })) },
    { key: 'supplier', label: 'Supplier', items: options.suppliers.map((s) => ({ value: String(s.id), label: s.name })) },
    { key: 'producer', label: 'Producer', items: options.producers.map((p) => ({ value: String(p.id), label: p.name })) },
    { key: 'grade', label: 'Grade', items: options.grades.map((g) => ({ value: g, label: g })) },
    { key: 'form', label: 'Physical form', items: options.forms.map((f) => ({ value: f, label: f })) },
    {
      key: 'hazard',
      label: 'Transport (dangerous goods)',
      items: options.hazards.map((h) => ({ value: h.value, label: '\u00a0\u00a0'.repeat(h.depth) + h.label })),
    },
  ];
}

export function SearchFilters({ state, options, trees, onChange }: Props) {
  const selects = useMemo(() => filterSelects(options, trees), [options, trees]);
  return (
    <aside className="filters card" aria-label="Filters">
      <h2 className="small">Filters</h2>
      {selects.map(({ key, label, items }) => (
        <Field key={key} id={`f-${key}`} label={label}>
          {(control) => (
            <select className="input" {...control} value={state[key]} onChange={(e) => onChange({ [key]: e.target.value })}>
              <option value="">Any</option>
              {items.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <PriceFilter key={`${state.min}-${state.max}`} min={state.min} max={state.max} onApply={onChange} />
    </aside>
  );
}
