/**
 * The status filter as tabs (WAI-ARIA tabs pattern): one tab stop, the arrow keys, Home and End
 * move between the tabs and choose at once; the list below is the tab panel.
 */
import { useRef, type KeyboardEvent } from 'react';
import type { OrderStatusName } from '../../../../contracts/commerce.ts';
import { STATUS_TABS } from './order-text.ts';

export const ORDERS_PANEL_ID = 'orders-panel';
export const tabId = (value: OrderStatusName | null) => `orders-tab-${value ?? 'all'}`;

export function StatusTabs({ current, onChoose }: { current: OrderStatusName | null; onChoose: (value: OrderStatusName | null) => void }) {
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = STATUS_TABS.findIndex((tab) => tab.value === current);
    const last = STATUS_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = STATUS_TABS[(next + STATUS_TABS.length) % STATUS_TABS.length]!;
    onChoose(target.value);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(target.value)}`)?.focus();
  }

  return (
    <div className="status-tabs" role="tablist" aria-label="Show orders by status" ref={listRef} onKeyDown={onKeyDown}>
      {STATUS_TABS.map((tab) => {
        const selected = tab.value === current;
        return (
          <button key={tab.label} type="button" role="tab" id={tabId(tab.value)} aria-selected={selected} aria-controls={ORDERS_PANEL_ID}
            tabIndex={selected ? 0 : -1} onClick={() => onChoose(tab.value)}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
