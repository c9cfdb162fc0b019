/**
 * The products of a campaign, chosen among the seller's published ones: the chosen ones as a list
 * with a Remove button each, a search box, and the products found as checkboxes (each named by its
 * product alone, its price and any other campaign read as its description). The arrow keys move
 * between the search box and the checkboxes; Space ticks; Enter in the box searches at once
 * instead of sending the form.
 */
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { MAX_CAMPAIGN_PRODUCTS } from '../../../../contracts/campaigns.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { type CampaignProductOption, loadProductOptions, productOptionsKey } from './api.ts';

/** What the form knows of a product: from the campaign being edited, or from an answer of the search. */
export type KnownProduct = Pick<CampaignProductOption, 'id' | 'name' | 'inCampaign'>;

interface Props {
  value: number[];
  onChange: (ids: number[]) => void;
  /** Products by id, for the names of those chosen but not among the ones found. */
  known: ReadonlyMap<number, KnownProduct>;
  onSeen: (options: CampaignProductOption[]) => void;
  /** The campaign being edited: its own products are not "in another campaign". */
  own: { name: string; productIds: ReadonlySet<number> } | null;
  error: string | undefined;
  searchRef: Ref<HTMLInputElement>;
}

const SEARCH_DELAY_MS = 300;

export function ProductPicker({ value, onChange, known, onSeen, own, error, searchRef }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const box = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const options = useQuery(productOptionsKey(asked), (signal) => loadProductOptions(asked, signal));
  useEffect(() => {
    if (options.data) onSeen(options.data);
  }, [options.data, onSeen]);

  const chosen = new Set(value);
  const full = value.length >= MAX_CAMPAIGN_PRODUCTS;
  const toggle = (productId: number, on: boolean) => onChange(on ? [...value, productId] : value.filter((v) => v !== productId));
  const otherCampaign = (p: KnownProduct) =>
    p.inCampaign && !(own?.productIds.has(p.id) && p.inCampaign === own.name) ? p.inCampaign : null;

  /** Up and down move through the search box and the checkboxes, as in a list box. */
  function move(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const boxes = [...(list.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]:not(:disabled)') ?? [])];
    const stops = [box.current, ...boxes].filter((el): el is HTMLInputElement => el !== null);
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    const next = stops[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  return (
    <fieldset className="campaign-picker" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend>Products</legend>
      <p id={`${id}-hint`} className="hint">
        Your published products, up to {MAX_CAMPAIGN_PRODUCTS}. {value.length} chosen.
      </p>
      {value.length > 0 && (
        <ul className="campaign-chosen" aria-label="Chosen products">
          {value.map((productId) => {
            const name = known.get(productId)?.name ?? `Product ${productId}`;
            return (
              <li key={productId}>
                <span>{name}</span>
                <button type="button" aria-label={`Remove ${name}`} onClick={() => toggle(productId, false)}>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    width="16"
                    height="16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  >
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-search`}>Find products</label>
        <input
          ref={(el) => {
            box.current = el;
            if (typeof searchRef === 'function') searchRef(el);
            else if (searchRef) searchRef.current = el;
          }}
          id={`${id}-search`}
          className="input"
          type="search"
          autoComplete="off"
          placeholder="Product name"
          value={search}
          aria-controls={`${id}-options`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setAsked(search.trim());
            }
            move(event);
          }}
        />
      </div>
      {options.data ? (
        <>
          <QueryStatus query={options} what="your products" />
          <p className="small muted campaign-found" aria-live="polite">
            {options.loading
              ? 'Searching…'
              : options.data.length
                ? `${options.data.length} ${options.data.length === 1 ? 'product' : 'products'}${asked ? ` matching “${asked}”` : ''}${full ? `. ${MAX_CAMPAIGN_PRODUCTS} are chosen, the most a campaign holds.` : ''}`
                : asked
                  ? `No published product matches “${asked}”.`
                  : 'You have no published product yet: publish one first.'}
          </p>
          {options.data.length > 0 && (
            <ul id={`${id}-options`} ref={list} className="campaign-options" aria-label="Products found" onKeyDown={move}>
              {options.data.map((p) => {
                const other = otherCampaign(p);
                const on = chosen.has(p.id);
                return (
                  <li key={p.id} className={on ? 'chosen' : undefined}>
                    <input
                      id={`${id}-p${p.id}`}
                      type="checkbox"
                      checked={on}
                      disabled={!on && full}
                      aria-describedby={`${id}-p${p.id}-about`}
                      onChange={(event) => toggle(p.id, event.target.checked)}
                    />
                    <label htmlFor={`${id}-p${p.id}`}>{p.name}</label>
                    <span id={`${id}-p${p.id}-about`} className="campaign-option-about">
                      <span className="small muted">
                        {p.priceFromMinor === null ? 'No price' : `from ${formatMoney(p.priceFromMinor)}`}
                      </span>
                      {other && <span className="badge warning">In “{other}”</span>}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : (
        <QueryStatus query={options} what="your products" />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
