/**
 * The one place every client-side route change passes (spec §4): the dashboard router reports each
 * change here, and whoever needs to react (the version check) listens.
 */
type Listener = (path: string) => void;
const listeners = new Set<Listener>();

export function onRouteChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyRouteChange(path: string): void {
  for (const listener of listeners) listener(path);
}
