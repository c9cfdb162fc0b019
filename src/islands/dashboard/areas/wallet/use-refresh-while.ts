/**
 * Asks a query again every few seconds while something on screen is still being decided elsewhere
 * (an identity check at the provider, a payout on its way), so the page follows without a reload.
 * It stops as soon as nothing is pending, and while the tab is hidden.
 */
import { useEffect } from 'react';

export const REFRESH_EVERY_MS = 3000;

export function useRefreshWhile(pending: boolean, reload: () => void, everyMs = REFRESH_EVERY_MS): void {
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, everyMs);
    return () => clearInterval(timer);
  }, [pending, reload, everyMs]);
}
