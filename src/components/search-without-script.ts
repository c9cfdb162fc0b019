/**
 * The search page for browsers without JavaScript. The static page's <noscript> says search needs
 * JavaScript (true on a static host); the all-in-one server replaces that part with a plain form
 * holding the query and the results for the address's filters, as the same cards the island
 * shows, with links to the other pages. Browsers running scripts ignore <noscript>.
 */
import type { PagedEnvelope } from '../contracts/envelope.ts';
import { formatNumber } from '../contracts/format.ts';
import type { ProductSearchFilters, ProductSummary } from '../contracts/products.ts';
import { escapeHtml } from './escape-html.ts';
import { productCardHtml } from './product-card-html.ts';
import { readSearchState, toSearchFilters, writeSearchState } from '../lib/search-params.ts';

/** Where the search page's <noscript> starts and ends (src/pages/search.astro). */
export const NOSCRIPT_START = '<!--search-without-script-->';
export const NOSCRIPT_END = '<!--/search-without-script-->';

export type SearchCall = (filters: ProductSearchFilters) => Promise<PagedEnvelope<ProductSummary> | null>;

export async function searchWithoutScript(query: URLSearchParams, search: SearchCall): Promise<string> {
  const state = readSearchState(query);
  const form =
    '<form class="card noscript-search" action="/search" method="get" role="search">' +
    '<label for="noscript-q">Product name, synonym or CAS number</label>' +
    `<input id="noscript-q" class="input" name="q" type="search" value="${escapeHtml(state.q)}" maxlength="200">` +
    '<button class="button" type="submit">Search</button></form>';
  const asked = [...query.keys()].length > 0;
  if (!asked) return form;
  const answer = await search(toSearchFilters(state));
  if (!answer) return `${form}<p class="card notice" role="status">The search could not be run just now. Try again in a moment.</p>`;
  const count = `<p class="muted small" role="status">${formatNumber(answer.totalRecords)} products found${state.q ? ` for “${escapeHtml(state.q)}”` : ''}</p>`;
  if (answer.totalRecords === 0) {
    return `${form}${count}<div class="card notice"><h2>No products match</h2><p class="muted">Check the spelling, try a synonym or the CAS number, or <a href="/markets">browse by market</a>.</p></div>`;
  }
  const cards = answer.data.map((p, i) => `<article class="product-card card">${productCardHtml(p, { lazy: i > 3 })}</article>`).join('');
  const pageLink = (page: number, label: string, rel: string) =>
    `<a class="button secondary" rel="${rel}" href="/search?${escapeHtml(writeSearchState({ ...state, page }).toString())}">${label}</a>`;
  const pages = answer.totalPages;
  const pager =
    pages > 1
      ? `<nav class="pager" aria-label="Result pages">${state.page > 1 ? pageLink(state.page - 1, 'Previous page', 'prev') : ''}` +
        `<span class="muted small">Page ${formatNumber(state.page)} of ${formatNumber(pages)}</span>` +
        `${state.page < pages ? pageLink(state.page + 1, 'Next page', 'next') : ''}</nav>`
      : '';
  return `${form}${count}<h2 class="visually-hidden">Products</h2><div class="grid grid-cards">${cards}</div>${pager}`;
}

/** The page with its <noscript> part replaced; the page as it was when it has no such part. */
export function withNoscript(page: string, html: string): string {
  const start = page.indexOf(NOSCRIPT_START);
  const end = page.indexOf(NOSCRIPT_END, start);
  if (start < 0 || end < 0) return page;
  return page.slice(0, start + NOSCRIPT_START.length) + html + page.slice(end);
}
