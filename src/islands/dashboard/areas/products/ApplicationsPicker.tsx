/** Applications (technologies) a product serves: a filter, checkboxes grouped by top-level application, the chosen ones as chips. */
import { useId, useState } from 'react';
import { PRODUCT_LIMITS } from '../../../../contracts/seller-products.ts';
import type { TreeOption } from './catalog-options.ts';

interface ApplicationsPickerProps {
  options: TreeOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

export function ApplicationsPicker({ options, value, onChange, error }: ApplicationsPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const byId = new Map(options.map((o) => [String(o.id), o]));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.path.toLowerCase().includes(needle)) : options;
  const groups = new Map<number, TreeOption[]>();
  for (const option of shown) groups.set(option.topId, [...(groups.get(option.topId) ?? []), option]);
  const full = value.length >= PRODUCT_LIMITS.applications;
  const toggle = (optionId: string, on: boolean) => onChange(on ? [...value, optionId] : value.filter((v) => v !== optionId));

  return (
    <div className="field picker">
      <label htmlFor={`${id}-filter`}>Applications</label>
      <p className="hint" id={`${id}-hint`}>
        What buyers use it for; choose up to {PRODUCT_LIMITS.applications}. {value.length} chosen.
      </p>
      {value.length > 0 && (
        <ul className="chosen" aria-label="Chosen applications">
          {value.map((v) => (
            <li key={v}>
              {byId.get(v)?.name ?? `Application ${v}`}
              <button type="button" aria-label={`Remove ${byId.get(v)?.name ?? v}`} onClick={() => toggle(v, false)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-filter`}
        type="search"
        className="input"
        placeholder="Filter applications"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <div className="picker-list" role="group" aria-label="Applications to choose from">
        {shown.length === 0 && (
          <p className="muted small">{options.length ? 'No application matches the filter.' : 'Loading applications…'}</p>
        )}
        {[...groups.entries()].map(([topId, items]) => (
          <fieldset key={topId}>
            <legend>{byId.get(String(topId))?.name ?? items[0]!.path.split(' › ')[0]}</legend>
            <div className="check-list">
              {items.map((o) => {
                const key = String(o.id);
                return (
                  <label key={o.id} className={o.depth > 1 ? 'deep' : undefined}>
                    <input
                      type="checkbox"
                      checked={chosen.has(key)}
                      disabled={!chosen.has(key) && full}
                      onChange={(e) => toggle(key, e.target.checked)}
                    />
                    {o.depth === 0 ? `${o.name} (all)` : o.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
