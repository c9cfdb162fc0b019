/** The filter column of the search page: market, application, country, grade, form and price. */
import type { FormEvent } from 'react';
import type { SearchState } from '../../lib/search-params.ts';

export interface FilterOptions {
  markets: { id: number; name: string; level: number }[];
  applications: { id: number; name: string; level: number }[];
  countries: { code: string; name: string }[];
  grades: string[];
  forms: string[];
  producers: { id: number; name: string }[];
  suppliers: { id: number; name: string }[];
}

interface Props { state: SearchState; options: FilterOptions; onChange: (change: Partial<SearchState>) => void }

function Select({ id, label, value, onChange, items }: {
  id: string; label: string; value: string; onChange: (v: string) => void; items: { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {items.map((item) => <option key={item.value} value={item.value}>{item.label}</option>)}
      </select>
    </div>
  );
}

const indent = (level: number) => '\u00a0\u00a0'.repeat(level - 1);

export function SearchFilters({ state, options, onChange }: Props) {
  const onPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChange({ min: String(data.get('min') ?? '').trim(), max: String(data.get('max') ?? '').trim() });
  };
  return (
    <aside className="filters card" aria-label="Filters">
      <h2 className="small">Filters</h2>
      <Select id="f-market" label="Market" value={state.market} onChange={(market) => onChange({ market })}
        items={options.markets.map((m) => ({ value: String(m.id), label: indent(m.level) + m.name }))} />
      <Select id="f-application" label="Application" value={state.application} onChange={(application) => onChange({ application })}
        items={options.applications.map((a) => ({ value: String(a.id), label: indent(a.level) + a.name }))} />
      <Select id="f-country" label="Supplier country" value={state.country} onChange={(country) => onChange({ country })}
        items={options.countries.map((c) => ({ value: c.code, label: c.name }))} />
      <Select id="f-supplier" label="Supplier" value={state.supplier} onChange={(supplier) => onChange({ supplier })}
        items={options.suppliers.map((s) => ({ value: String(s.id), label: s.name }))} />
      <Select id="f-producer" label="Producer" value={state.producer} onChange={(producer) => onChange({ producer })}
        items={options.producers.map((p) => ({ value: String(p.id), label: p.name }))} />
      <Select id="f-grade" label="Grade" value={state.grade} onChange={(grade) => onChange({ grade })}
        items={options.grades.map((g) => ({ value: g, label: g }))} />
      <Select id="f-form" label="Physical form" value={state.form} onChange={(form) => onChange({ form })}
        items={options.forms.map((f) => ({ value: f, label: f }))} />
      <form className="price" onSubmit={onPrice} key={`${state.min}-${state.max}`}>
        <fieldset>
          <legend>Price from (₦)</legend>
          <div className="price-row">
            <label className="visually-hidden" htmlFor="f-min">Minimum price in naira</label>
            <input id="f-min" name="min" className="input" inputMode="numeric" placeholder="Min" defaultValue={state.min} />
            <label className="visually-hidden" htmlFor="f-max">Maximum price in naira</label>
            <input id="f-max" name="max" className="input" inputMode="numeric" placeholder="Max" defaultValue={state.max} />
            <button className="button secondary" type="submit">Apply</button>
          </div>
        </fieldset>
      </form>
    </aside>
  );
}
