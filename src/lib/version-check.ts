/**
 * The version check (spec §4): /version.json on page load and after every client-side route
 * change, compared with localStorage.APP_VERSION ("0" when absent). A different version clears the
 * cookies page JavaScript can clear, stores the new version and reloads the page fully. The same
 * version, or a failed request, changes nothing. A first visit (nothing stored) only stores the
 * version: the page just came from the network, so there is nothing stale to reload
 * (docs/decisions/008-version-check-first-visit.md).
 */
export const APP_VERSION_KEY = 'APP_VERSION';

function clearReadableCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the readable cookies on a new release is the spec's rule
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
  }
}

export async function checkVersion(): Promise<void> {
  let version: unknown;
  try {
    const response = await fetch('/version.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    version = ((await response.json()) as { version?: unknown }).version;
  } catch {
    return;
  }
  if (typeof version !== 'string' && typeof version !== 'number') return;
  const stored = localStorage.getItem(APP_VERSION_KEY);
  if (stored === null) {
    localStorage.setItem(APP_VERSION_KEY, String(version));
    return;
  }
  if (String(version) === stored) return;
  clearReadableCookies();
  localStorage.setItem(APP_VERSION_KEY, String(version));
  location.reload();
}
