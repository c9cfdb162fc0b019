/**
 * /storefront/products: the seller's products, with search, status tabs and their counts, sorting
 * and pages (kept in the address), and per product: edit, publish or take back, restore, delete
 * (a product that was ordered is archived instead; the gateway says which happened).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import type { Envelope, PagedEnvelope } from '../../../contracts/envelope.ts';
import type { ProductCounts, SellerProductRow } from '../../../contracts/seller-products.ts';
import { SELLER_SORT_ORDERS } from '../../../contracts/seller-products.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../contracts/money.ts';
import { formatNumber } from '../../../contracts/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAccountDates } from '../../shared/use-account-dates.ts';
import { address, useAddress } from './product-form/use-address.ts';
import '../../shared/shared.css';
import './product-form/products.css';

const PATH = '/storefront/products';
const PAGE_SIZE = 10;
type Status = 'draft' | 'published' | 'archived';
const TABS: { value: Status | null; label: string; key: keyof ProductCounts }[] = [
  { value: null, label: 'All', key: 'all' },
  { value: 'draft', label: 'Drafts', key: 'draft' },
  { value: 'published', label: 'Published', key: 'published' },
  { value: 'archived', label: 'Archived', key: 'archived' },
];
const SORT_LABELS: Record<(typeof SELLER_SORT_ORDERS)[number], string> = {
  updated: 'Recently changed', newest: 'Newest first', oldest: 'Oldest first', name: 'Name (A–Z)',
  'price-asc': 'Price, lowest first', 'price-desc': 'Price, highest first',
};
export const STATUS_LABELS: Record<Status, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };
const PANEL_ID = 'products-panel';
const tabId = (value: Status | null) => `products-tab-${value ?? 'all'}`;

type Load = { status: 'loading'; last: PagedEnvelope<SellerProductRow> | null } | { status: 'error'; message: string } | { status: 'done'; page: PagedEnvelope<SellerProductRow> };

export default function StorefrontProducts({ title }: { title: string; params: Record<string, string> }) {
  const { params, go } = useAddress();
  const statusParam = params.get('status');
  const status = (['draft', 'published', 'archived'] as const).find((s) => s === statusParam) ?? null;
  const q = params.get('q')?.trim() ?? '';
  const sortParam = params.get('sort');
  const sort = SELLER_SORT_ORDERS.find((s) => s === sortParam) ?? 'updated';
  const pageNumber = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const view = { status, q, sort: sort === 'updated' ? null : sort, page: pageNumber > 1 ? pageNumber : null };
  const to = (changes: Partial<typeof view>) => address(PATH, { ...view, page: null, ...changes });

  const [load, setLoad] = useState<Load>({ status: 'loading', last: null });
  const [counts, setCounts] = useState<ProductCounts | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const { date } = useAccountDates();

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({ status: 'loading', last: current.status === 'done' ? current.page : current.status === 'loading' ? current.last : null }));
    const query = { PageNumber: pageNumber, PageSize: PAGE_SIZE, SortOrder: sort, ...(status ? { Status: status } : {}), ...(q ? { Search: q } : {}) };
    Promise.all([
      api<PagedEnvelope<SellerProductRow>>('/v1/product/get-products', { query, signal: controller.signal }),
      api<Envelope<ProductCounts>>('/v1/product/get-productscount', { signal: controller.signal }),
    ]).then(([page, totals]) => {
      setLoad({ status: 'done', page });
      setCounts(totals.data);
    }, (error) => { if (!controller.signal.aborted) setLoad({ status: 'error', message: errorMessage(error) }); });
    return () => controller.abort();
  }, [status, q, sort, pageNumber, attempt]);

  const page = load.status === 'done' ? load.page : load.status === 'loading' ? load.last : null;
  const rows = page?.data ?? [];

  // After the last product of a page goes, show the last page there is rather than an empty one.
  useEffect(() => {
    if (load.status === 'done' && load.page.data.length === 0 && pageNumber > 1 && load.page.totalRecords > 0) {
      go(to({ page: load.page.totalPages > 1 ? load.page.totalPages : null }), { replace: true });
    }
  });

  function onSearch(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    go(to({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() }));
  }

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((t) => t.value === status);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length]!;
    go(to({ status: target.value }));
    tabsRef.current?.querySelector<HTMLElement>(`#${tabId(target.value)}`)?.focus();
  }

  async function act(row: SellerProductRow, run: () => Promise<{ message: string | null }>) {
    setBusy(row.id);
    try {
      const response = await run();
      const message = response.message ?? 'Saved.';
      toast(message);
      setAnnounce(message);
      setConfirming(null);
      reload();
    } catch (error) {
      toast(errorMessage(error), 'error');
      setAnnounce(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  const setStatus = (row: SellerProductRow, next: Status) =>
    act(row, () => api<Envelope<unknown>>('/v1/product/update-product', { method: 'POST', body: { id: row.id, status: next } }));
  const remove = (row: SellerProductRow) =>
    act(row, () => api<Envelope<unknown>>(`/v1/product/deleteproduct/${row.id}`, { method: 'POST' }));

  const nothingYet = counts?.all === 0 && load.status === 'done';
  return (
    <section className="products-area" aria-labelledby="products-title">
      <div className="list-head">
        <h1 id="products-title" ref={headingRef} tabIndex={-1}>{title}</h1>
        <a className="button" href="/storefront/products/add-product">Add product</a>
      </div>
      <p className="visually-hidden" role="status">{announce}</p>

      {nothingYet ? (
        <div className="card products-empty">
          <h2>Your storefront has no products yet</h2>
          <p>Add your first product: its name and grade, the packages you sell with prices and stock, its specification and data sheets. It stays a draft until you publish it.</p>
          <a className="button" href="/storefront/products/add-product">Add product</a>
        </div>
      ) : (
        <>
          <div className="products-tools">
            <form className="field" role="search" onSubmit={onSearch}>
              <label htmlFor="products-search">Search your products</label>
              <div className="rename-row">
                <input id="products-search" name="q" type="search" className="input" defaultValue={q} key={q} placeholder="Name, CAS number, grade or synonym" maxLength={200} />
                <button type="submit" className="button secondary">Search</button>
              </div>
            </form>
            <div className="field narrow">
              <label htmlFor="products-sort">Sort by</label>
              <select id="products-sort" className="input" value={sort} onChange={(e) => go(to({ sort: e.target.value === 'updated' ? null : e.target.value as Exclude<typeof sort, 'updated'> }))}>
                {SELLER_SORT_ORDERS.map((s) => <option key={s} value={s}>{SORT_LABELS[s]}</option>)}
              </select>
            </div>
          </div>

          <div className="product-tabs" role="tablist" aria-label="Show products by status" ref={tabsRef} onKeyDown={onTabKey}>
            {TABS.map((tab) => {
              const selected = tab.value === status;
              return (
                <button key={tab.label} type="button" role="tab" id={tabId(tab.value)} aria-selected={selected} aria-controls={PANEL_ID}
                  tabIndex={selected ? 0 : -1} onClick={() => go(to({ status: tab.value }))}>
                  {tab.label}{counts && <span className="count">({formatNumber(counts[tab.key])})</span>}
                </button>
              );
            })}
          </div>

          <div id={PANEL_ID} className="products-panel" role="tabpanel" aria-labelledby={tabId(status)} aria-busy={load.status === 'loading'}>
            {load.status === 'error' && (
              <div className="card notice-block" role="alert">
                <p>We could not load your products: {load.message}</p>
                <button type="button" className="button secondary" onClick={reload}>Try again</button>
              </div>
            )}
            {load.status === 'loading' && !page && <div className="card notice-block">Loading your products…</div>}
            {page && rows.length === 0 && load.status === 'done' && (
              <div className="card products-empty">
                <h2>No products here</h2>
                <p>{q ? <>No product matches “{q}”{status ? ` among ${TABS.find((t) => t.value === status)!.label.toLowerCase()}` : ''}.</> : `You have no ${TABS.find((t) => t.value === status)?.label.toLowerCase() ?? ''} products.`}</p>
                {(q || status) && <a href={PATH}>Show all products</a>}
              </div>
            )}
            {rows.length > 0 && page && (
              <>
                <p className="muted small">
                  {formatNumber(page.totalRecords)} product{page.totalRecords === 1 ? '' : 's'}{q ? ` matching “${q}”` : ''} · page {page.pageNumber} of {Math.max(1, page.totalPages)}
                </p>
                <div className="products-list">
                  <table className="data products-table">
                    <caption className="visually-hidden">Your products</caption>
                    <thead>
                      <tr>
                        <th scope="col">Product</th><th scope="col" className="num">Price from</th>
                        <th scope="col" className="num">Stock</th><th scope="col">Status</th><th scope="col">Changed</th>
                        <th scope="col"><span className="visually-hidden">Actions</span></th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={row.id}>
                          <th scope="row" className="product-name">
                            <a href={address('/storefront/products/edit-product', { id: row.id })}>{row.name}</a>
                            <span className="muted small">{row.grade}{row.casNumber ? ` · CAS ${row.casNumber}` : ''} · {row.market.name}</span>
                          </th>
                          <td data-label="Price from" className="num">{row.priceFromMinor === null ? <span className="muted">No package yet</span> : formatMoney(row.priceFromMinor, row.currency)}</td>
                          <td data-label="Stock" className="num">{row.packageCount === 0 ? '—' : `${formatNumber(row.stock)} in ${row.packageCount} package${row.packageCount === 1 ? '' : 's'}`}</td>
                          <td data-label="Status"><span className={`badge product-${row.status}`}>{STATUS_LABELS[row.status]}</span></td>
                          <td data-label="Changed">{date(row.updatedAt)}</td>
                          <td>
                            {confirming === row.id ? (
                              <span className="row-actions" role="group" aria-label={`Confirm deleting ${row.name}`}>
                                <span className="small">Delete “{row.name}”? If it was ordered, it is archived instead.</span>
                                <button type="button" className="button danger compact" disabled={busy === row.id} onClick={() => void remove(row)} autoFocus>
                                  {busy === row.id ? 'Deleting…' : 'Yes, delete'}
                                </button>
                                <button type="button" className="button secondary compact" onClick={() => setConfirming(null)}>Cancel</button>
                              </span>
                            ) : (
                              <span className="row-actions">
                                <a className="button secondary compact" href={address('/storefront/products/edit-product', { id: row.id })} aria-label={`Edit ${row.name}`}>Edit</a>
                                {row.status === 'draft' && <button type="button" className="button compact" disabled={busy === row.id} onClick={() => void setStatus(row, 'published')} aria-label={`Publish ${row.name}`}>Publish</button>}
                                {row.status === 'published' && <button type="button" className="button secondary compact" disabled={busy === row.id} onClick={() => void setStatus(row, 'draft')} aria-label={`Unpublish ${row.name}`}>Unpublish</button>}
                                {row.status === 'published' && <button type="button" className="button secondary compact" disabled={busy === row.id} onClick={() => void setStatus(row, 'archived')} aria-label={`Archive ${row.name}`}>Archive</button>}
                                {row.status === 'archived' && <button type="button" className="button secondary compact" disabled={busy === row.id} onClick={() => void setStatus(row, 'draft')} aria-label={`Restore ${row.name} to drafts`}>Restore</button>}
                                <button type="button" className="button secondary compact" onClick={() => setConfirming(row.id)} aria-label={`Delete ${row.name}`}>Delete</button>
                              </span>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {page.totalPages > 1 && (
                  <nav className="products-pager" aria-label="Product pages">
                    {page.pageNumber > 1 ? <a className="button secondary compact" href={to({ page: page.pageNumber - 1 })}>Previous</a> : <span className="button secondary compact" aria-disabled="true">Previous</span>}
                    <span>Page {page.pageNumber} of {page.totalPages}</span>
                    {page.pageNumber < page.totalPages ? <a className="button secondary compact" href={to({ page: page.pageNumber + 1 })}>Next</a> : <span className="button secondary compact" aria-disabled="true">Next</span>}
                  </nav>
                )}
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
