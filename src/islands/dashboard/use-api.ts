/** Loads one gateway resource for a dashboard area, with loading, error and reload. */
import { useCallback, useEffect, useState } from 'react';
import type { Envelope } from '../../contracts/envelope.ts';
import { api, errorMessage } from '../../lib/api-client.ts';

export function useApi<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    api<Envelope<T>>(path).then(
      (response) => { if (live) { setData(response.data); setError(null); } },
      (e) => { if (live) setError(errorMessage(e)); },
    );
    return () => { live = false; };
  }, [path, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, reload };
}

/** Sends a change; returns the gateway's message, or throws with it. */
export async function send(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<string> {
  const response = await api<Envelope<null>>(path, { method, ...(body === undefined ? {} : { body: body as Record<string, unknown> }) });
  return response.message ?? 'Saved.';
}
