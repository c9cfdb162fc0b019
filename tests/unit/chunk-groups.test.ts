import { describe, expect, it } from 'vitest';
import { chunkGroup, type ModuleGraph } from '../../src/build/chunk-groups.ts';

const root = '/site/src';
const entry = {
  layout: `${root}/layouts/Base.astro?astro&type=script&index=0&lang.ts`,
  badge: `${root}/islands/cart/CartBadgeScript.astro?astro&type=script&index=0&lang.ts`,
  account: `${root}/components/AccountSlot.astro?astro&type=script&index=0&lang.ts`,
  app: `${root}/islands/dashboard/DashboardApp.tsx`,
  cart: `${root}/islands/cart/CartApp.tsx`,
};
const lazy = {
  shell: `${root}/islands/dashboard/Dashboard.tsx`,
  wallet: `${root}/islands/dashboard/areas/wallet/HomeArea.tsx`,
  orders: `${root}/islands/dashboard/areas/orders/BuyerArea.tsx`,
  notifications: `${root}/islands/dashboard/areas/notifications/Area.tsx`,
  badges: `${root}/lib/header-badges.ts`,
};

/** A module graph as the bundler describes it: who imports whom, statically or lazily. */
function graph(imports: Record<string, string[]>, lazyImports: Record<string, string[]> = {}): ModuleGraph {
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flat(), ...Object.values(lazyImports).flat()]);
  const importersOf = (id: string, table: Record<string, string[]>) => Object.keys(table).filter((from) => table[from]!.includes(id));
  return {
    getModuleInfo: (id) =>
      ids.has(id)
        ? {
            importers: importersOf(id, imports),
            dynamicImporters: importersOf(id, lazyImports),
            isEntry: Object.values(entry).includes(id),
          }
        : null,
  };
}

describe('chunk groups by what reaches a module', () => {
  const modules = graph(
    {
      [entry.layout]: ['session.ts'],
      [entry.badge]: ['cart-store.ts'],
      'session.ts': ['cookies.ts'],
      [entry.app]: ['frame.tsx'],
      [lazy.shell]: ['sidebar.tsx', 'api-client.ts', 'cycle-a.ts'],
      'cycle-a.ts': ['cycle-b.ts'],
      'cycle-b.ts': ['cycle-a.ts'],
      [lazy.wallet]: ['api-client.ts', 'table.tsx', 'money.ts'],
      [lazy.orders]: ['table.tsx'],
      [entry.cart]: ['money.ts', 'session.ts', 'format.ts'],
      [lazy.badges]: ['unread-notifications.ts', 'format.ts', 'session.ts'],
      'unread-notifications.ts': ['unread-count.ts'],
      [lazy.notifications]: ['unread-notifications.ts', 'table.tsx'],
    },
    {
      [entry.app]: [lazy.shell],
      [lazy.shell]: [lazy.wallet, lazy.orders, lazy.notifications],
      [entry.account]: [lazy.badges],
    },
  );
  const group = (id: string) => chunkGroup(id, modules);

  it('puts what the layout’s script imports, directly or not, in the platform file, and leaves the script’s own code', () => {
    expect(group(entry.layout)).toBeNull();
    expect(group('session.ts')).toBe('platform');
    expect(group('cookies.ts')).toBe('platform');
  });

  it('leaves the header’s scripts, and what only they and some islands import, to the bundler (the sign-in pages have no header)', () => {
    expect(group(entry.badge)).toBeNull();
    expect(group('cart-store.ts')).toBeNull();
  });

  it('puts the dashboard’s frame, and what only the dashboard shares with it, in the dashboard file, and leaves the island’s own code', () => {
    // The island awaits the app, which imports the dashboard file: inside it, it would wait on itself.
    expect(group(entry.app)).toBeNull();
    expect(group(lazy.shell)).toBe('dashboard');
    expect(group('frame.tsx')).toBe('dashboard');
    expect(group('sidebar.tsx')).toBe('dashboard');
    expect(group('api-client.ts')).toBe('dashboard');
    expect(group('cycle-b.ts')).toBe('dashboard');
  });

  it('puts the header’s unread badges, and what only they and the dashboard reach, in the signed-in file', () => {
    expect(group(lazy.badges)).toBe('signed-in');
    expect(group('unread-notifications.ts')).toBe('signed-in');
    expect(group('unread-count.ts')).toBe('signed-in');
    // What a signed-out visitor's island needs too stays out of it.
    expect(group('format.ts')).toBeNull();
    expect(group('session.ts')).toBe('platform');
    expect(group(entry.account)).toBeNull();
  });

  it('leaves to the bundler what a page outside the dashboard also needs, or only some areas do', () => {
    expect(group('money.ts')).toBeNull();
    expect(group('table.tsx')).toBeNull();
    expect(group(lazy.wallet)).toBeNull();
    expect(group(entry.cart)).toBeNull();
  });
});
