/**
 * How the gateway asks a provider over HTTP (Paystack, Dojah, Termii): one request with a deadline,
 * a JSON body each way, and one error when the provider cannot be asked or answers something that
 * is not JSON. Each adapter reads the answer's meaning itself; this file knows nothing of them.
 */
import { ProviderUnavailable } from './ports.ts';

/**
 * A provider could not be reached or answered what its documentation does not promise. It names the
 * provider, the call (method and path, never the query, a header or the body, where keys and
 * people's numbers travel) and the HTTP status when there was one. A ProviderUnavailable, so the
 * caller keeps the work and tries again later.
 */
export class ProviderError extends ProviderUnavailable {
  readonly provider: string;
  readonly status: number | null;
  constructor(provider: string, message: string, status: number | null = null) {
    super(message);
    this.name = 'ProviderError';
    this.provider = provider;
    this.status = status;
  }
}

export interface ProviderHttpSettings {
  /** The provider's name as errors and logs say it: "Paystack". */
  provider: string;
  /** The API's root, or a stand-in speaking the same API; a trailing slash is ignored. */
  baseUrl: string;
  /** How long one request may take, answer included. */
  timeoutMs: number;
  /** Sent with every request: the provider's authentication. Their values are never in an error. */
  headers?: Record<string, string>;
  /** The provider's own subclass of ProviderError, for callers that tell providers apart. */
  error?: (message: string, status: number | null) => ProviderError;
}

export interface ProviderRequest {
  method?: 'GET' | 'POST';
  /** Without the query: errors name it. */
  path: string;
  query?: Record<string, string> | URLSearchParams;
  /** Sent as JSON when present. */
  body?: unknown;
}

export interface ProviderAnswer {
  status: number;
  /** 2xx. */
  ok: boolean;
  /** The answer's JSON as parsed, not yet checked. */
  body: unknown;
}

/** A plain JSON object, as providers' answers and their `data` are. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a fetch failed, with the low-level reason ("ECONNREFUSED") that `fetch failed` alone does not say. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  if (!cause) return message;
  const code = (cause as { code?: unknown }).code;
  return `${message} (${typeof code === 'string' ? code : cause.message})`;
}

/** A function that makes one request to the provider and answers its status and parsed JSON body. */
export function providerHttp(settings: ProviderHttpSettings) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const secrets = Object.values(settings.headers ?? {}).filter((value) => value.length >= 4);
  // A malformed key can come back inside fetch's own message ("… is an invalid header value").
  const redact = (text: string) => secrets.reduce((result, secret) => result.replaceAll(secret, '[redacted]'), text);
  const make = settings.error ?? ((message: string, status: number | null) => new ProviderError(settings.provider, message, status));
  const fail = (message: string, status: number | null) => make(redact(message), status);

  return async function request({ method = 'GET', path, query, body }: ProviderRequest): Promise<ProviderAnswer> {
    const call = `${settings.provider} ${method} ${path}`;
    const search = query ? `?${new URLSearchParams(query)}` : '';
    let response: Response;
    try {
      response = await fetch(`${base}${path}${search}`, {
        method,
        headers: {
          ...settings.headers,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw fail(`${call} failed: ${reasonOf(error)}`, null);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await response.text());
    } catch {
      throw fail(`${call} answered ${response.status} with a body that is not JSON`, response.status);
    }
    return { status: response.status, ok: response.ok, body: parsed };
  };
}
