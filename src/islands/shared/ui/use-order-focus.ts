/**
 * Where the keyboard goes when an order page changes view without a page load: to the order's
 * heading when one opens (or after an action on it), and back to the link of the order just left
 * when the list returns, else to the list's heading.
 */
import { useCallback, useEffect, useRef } from 'react';

type Target = { to: 'detail' } | { to: 'list'; order: string };

export function useOrderFocus(openOrder: string | null) {
  const listHeading = useRef<HTMLHeadingElement>(null);
  const detailElement = useRef<HTMLHeadingElement | null>(null);
  const next = useRef<Target | null>(null);
  // A callback ref: the order's view loads its code when first opened, and its heading can appear
  // after the render that asked for it.
  const detailHeading = useCallback((heading: HTMLHeadingElement | null) => {
    detailElement.current = heading;
    if (heading && next.current?.to === 'detail') {
      heading.focus();
      next.current = null;
    }
  }, []);
  const opened = useRef(openOrder);

  useEffect(() => {
    if (opened.current === openOrder) return;
    next.current = openOrder ? { to: 'detail' } : opened.current ? { to: 'list', order: opened.current } : null;
    opened.current = openOrder;
  }, [openOrder]);

  // After every render: the target may only appear once its view has loaded.
  useEffect(() => {
    const target = next.current;
    if (!target) return;
    if (target.to === 'detail') {
      if (!detailElement.current) return;
      detailElement.current.focus();
    } else {
      (document.getElementById(`order-link-${target.order}`) ?? listHeading.current)?.focus();
    }
    next.current = null;
  });

  const focusDetail = useCallback(() => {
    next.current = { to: 'detail' };
  }, []);

  return { listHeading, detailHeading, focusDetail };
}
