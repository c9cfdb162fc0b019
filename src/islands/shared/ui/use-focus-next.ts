/**
 * Where the keyboard goes after a change that removes or replaces the focused element (a row
 * deleted, a form closed): the element with the given id, once the next render has put it on screen.
 */
import { useCallback, useEffect, useState } from 'react';

export function useFocusNext(): (id: string) => void {
  // A new object each time, so asking for the same id twice still moves the keyboard.
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  return useCallback((id: string) => setRequest({ id }), []);
}
