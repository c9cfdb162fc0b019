/**
 * Where the keyboard goes when the open request changes (the page does not reload, so nothing else
 * moves it): opening a request puts it on the request's heading; going back to the list puts it on
 * that request's link, or on the page's heading when the link is not on the page. Choosing another
 * tab leaves it on the tab. The first render moves nothing: a direct visit starts at the top.
 */
import { useCallback, useState } from 'react';

export type FocusTarget = { to: 'request' } | { to: 'link'; id: string } | null;

export function useRequestFocus(tab: string, openId: string | null) {
  const [opened, setOpened] = useState({ tab, id: openId });
  const [target, setTarget] = useState<FocusTarget>(null);
  // Adjusted while rendering (not in an effect), so the list or the request sees it on its first render.
  if (opened.tab !== tab || opened.id !== openId) {
    setOpened({ tab, id: openId });
    setTarget(openId ? { to: 'request' } : opened.id && opened.tab === tab ? { to: 'link', id: opened.id } : null);
  }
  const done = useCallback(() => setTarget(null), []);
  return { target, done };
}

/** Focuses the link of the request the reader came back from, once the list is on screen. */
export function focusReturnLink(id: string): void {
  (document.getElementById(`request-link-${id}`) ?? document.getElementById('area-title'))?.focus();
}
