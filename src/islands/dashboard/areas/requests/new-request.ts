/**
 * Asking a seller starts on a product page and ends in the buyer's dashboard: the page links to
 * /procurement/my-requests?new=quote&productId=…&packageId=… (or new=sample, new=document), where
 * the request's form opens in a dialog, filled in with the product. No dependencies: the product
 * page builds its links with this module at build time.
 */
export const MY_REQUESTS_PATH = '/procurement/my-requests';

export const NEW_REQUEST_KINDS = ['quote', 'sample', 'document'] as const;
export type NewRequestKind = (typeof NEW_REQUEST_KINDS)[number];

export interface NewRequest {
  kind: NewRequestKind;
  productId: number;
  /** The package a quote starts from (a quote only); null lets the form choose. */
  packageId: number | null;
}

/** The tab of My requests that lists requests of this kind. */
export const NEW_REQUEST_TAB = { quote: 'quotes', sample: 'samples', document: 'documents' } as const satisfies Record<
  NewRequestKind,
  string
>;

/** The dialog's title, and the product page's link text. */
export const NEW_REQUEST_TITLE: Record<NewRequestKind, string> = {
  quote: 'Request a quote',
  sample: 'Request a sample',
  document: 'Request documents',
};

const NEW_PARAMS = ['new', 'productId', 'packageId'] as const;

/** The address of the form for a product, e.g. /procurement/my-requests?new=quote&productId=12&packageId=40. */
export function newRequestLink({
  kind,
  productId,
  packageId = null,
}: {
  kind: NewRequestKind;
  productId: number;
  packageId?: number | null;
}): string {
  const query = new URLSearchParams({ new: kind, productId: String(productId) });
  if (kind === 'quote' && packageId !== null) query.set('packageId', String(packageId));
  return `${MY_REQUESTS_PATH}?${query}`;
}

const positiveWhole = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** The form an address asks for, or null when it asks for none (or for something malformed). */
export function readNewRequest(search: string): NewRequest | null {
  const query = new URLSearchParams(search);
  const kind = query.get('new');
  const productId = positiveWhole(query.get('productId'));
  if (!(NEW_REQUEST_KINDS as readonly string[]).includes(kind ?? '') || productId === null) return null;
  return { kind: kind as NewRequestKind, productId, packageId: kind === 'quote' ? positiveWhole(query.get('packageId')) : null };
}

/**
 * The address once the form is closed: without the form's parameters, on the tab of its kind,
 * on the request just sent when there is one.
 */
export function afterNewRequest(search: string, kind: NewRequestKind, sentId: string | null = null): string {
  const query = new URLSearchParams(search);
  for (const name of NEW_PARAMS) query.delete(name);
  for (const name of ['status', 'page', 'id']) query.delete(name);
  const tab = NEW_REQUEST_TAB[kind];
  if (tab === 'quotes') query.delete('tab');
  else query.set('tab', tab);
  if (sentId) query.set('id', sentId);
  const text = query.toString();
  return text ? `${MY_REQUESTS_PATH}?${text}` : MY_REQUESTS_PATH;
}
