/**
 * On a phone the console's seven tabs scroll sideways: the chosen one (from the address, or the
 * header's counts) is scrolled into the strip, without moving the page.
 */
import { useEffect } from 'react';

/** `layout` changes when the tabs' widths do (their counts arrive), so the strip is scrolled again. */
export function useTabInView(tabId: string, layout: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` is the trigger, not a value read
  useEffect(() => {
    const tab = document.getElementById(tabId);
    const strip = tab?.parentElement;
    if (!tab || !strip) return;
    const t = tab.getBoundingClientRect();
    const s = strip.getBoundingClientRect();
    if (t.left < s.left || t.right > s.right) strip.scrollLeft += t.left - s.left - (s.width - t.width) / 2;
  }, [tabId, layout]);
}
