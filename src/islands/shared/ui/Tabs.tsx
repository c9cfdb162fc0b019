/**
 * Tabs over one panel, on Radix's accessible tabs (WAI-ARIA tabs pattern): one tab stop, the arrow
 * keys, Home and End move between the tabs and choose at once. The chosen tab usually lives in the
 * address (use-url-state.ts), so the owner controls `value`; the panel below is the children.
 */
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../contracts/format.ts';
import './tabs.css';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  /** A count shown after the label (e.g. open requests). */
  count?: number | undefined;
}

interface TabsProps<V extends string> {
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
  /** Ids of the tab buttons are `${idPrefix}-tab-${value}`, for links and tests that need them. */
  idPrefix?: string;
  panelClassName?: string;
  busy?: boolean;
}

export function Tabs<V extends string>({ label, tabs, value, onChange, children, idPrefix, panelClassName, busy }: TabsProps<V>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onChange(next as V)} activationMode="automatic" className="tabs-root">
      <RadixTabs.List className="tabs" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} {...(idPrefix ? { id: `${idPrefix}-tab-${tab.value}` } : {})}>
            {tab.label}
            {tab.count !== undefined && <span className="count">({formatNumber(tab.count)})</span>}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content
        value={value}
        className={panelClassName}
        aria-busy={busy || undefined}
        // Our tab ids replace Radix's, so the panel must name its tab by ours too.
        {...(idPrefix ? { 'aria-labelledby': `${idPrefix}-tab-${value}` } : {})}
      >
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
