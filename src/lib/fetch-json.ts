/**
 * fetch() with what the gateway's calls need and nothing more: a base path, a query object, a JSON
 * (or FormData) body, the answer parsed, and an error carrying the status and the parsed envelope
 * for answers of 400 and above. Every page loads it (the header's session and cart), so it stays
 * a few hundred bytes instead of a general-purpose client's several kilobytes.
 */

export interface RequestOptions {
  method?: string;
  /** A plain object or array goes as JSON; FormData, Blob and strings as they are. */
  body?: unknown;
  /** Added to the address; undefined and null values are left out, arrays repeat the key. */
  query?: Record<string, unknown>;
  headers?: HeadersInit;
  signal?: AbortSignal | null;
  /** The request outlives the page (a "mark as read" sent as the person leaves). */
  keepalive?: boolean;
  /** 'blob' for files; otherwise JSON when the answer is JSON, else its text. */
  responseType?: 'json' | 'blob';
}

/** An answer of 400 or above: its status and its parsed body (the gateway's envelope). */
export class HttpError extends Error {
  readonly status: number;
  readonly statusCode: number;
  readonly data: unknown;
  constructor(status: number, statusText: string, data: unknown, url: string) {
    super(`${status} ${statusText} (${url})`);
    this.name = 'HttpError';
    this.status = status;
    this.statusCode = status;
    this.data = data;
  }
}

/** The path with its query, as every call spells it (undefined and null values left out). */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

const isPlainBody = (body: unknown) =>
  body !== null && typeof body === 'object' && (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype);

async function parse(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type FetchJson = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** A fetch for one base ("/api"), with headers every call carries and credentials included. */
export function createFetchJson(base: string, defaults: { headers?: Record<string, string> } = {}): FetchJson {
  return async function fetchJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const headers = new Headers(defaults.headers);
    for (const [name, value] of new Headers(options.headers)) headers.set(name, value);
    let body = options.body as BodyInit | undefined;
    if (isPlainBody(options.body)) {
      body = JSON.stringify(options.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const url = withQuery(`${base}${path}`, options.query);
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal ?? null,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    return answerOf<T>(response, options.responseType, url);
  };
}

/** A response's parsed answer, or an HttpError with its status and envelope for answers of 400 and above. */
export async function answerOf<T>(response: Response, responseType: RequestOptions['responseType'], url: string): Promise<T> {
  if (!response.ok) throw new HttpError(response.status, response.statusText, await parse(response, 'json').catch(() => undefined), url);
  return (await parse(response, responseType)) as T;
}
