import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_LINE_LIMIT, QUANTITY_MAX, type PricedCart, type PricedCartLine } from '../../src/contracts/commerce.ts';
import {
  $cart,
  $cartLineCount,
  adoptPrices,
  addToCart,
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  cartTotal,
  clampQuantity,
  clearCart,
  decodeCart,
  mirrorLines,
  removeFromCart,
  updateQuantity,
} from '../../src/lib/cart.ts';

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  cleanTestStorage();
  $cart.set([]);
});

const line = (packageId: number, unitPriceMinor: number, quantity = 1): PricedCartLine => ({
  packageId,
  quantity,
  productId: 1,
  productName: 'Caustic soda',
  productUrl: '/product/caustic-soda/cleaning/1',
  imageUrl: null,
  packageLabel: `${packageId} kg bag`,
  supplier: { id: 1, name: 'Lagos Chemicals', slug: 'lagos-chemicals' },
  unitPriceMinor,
  listUnitPriceMinor: unitPriceMinor,
  campaign: null,
  currency: 'NGN',
  lineTotalMinor: unitPriceMinor * quantity,
  stock: 10,
  minQuantity: 1,
  available: true,
  problem: null,
});
const priced = (...lines: PricedCartLine[]): PricedCart => ({
  lines,
  totalMinor: lines.reduce((s, l) => s + l.lineTotalMinor, 0),
  currency: 'NGN',
  count: lines.reduce((s, l) => s + l.quantity, 0),
});

describe('the cart total', () => {
  it('is the sum of packagePrice times quantity', () => {
    expect(
      cartTotal([
        { packageId: 1, packagePrice: 125_000_00, quantity: 2 },
        { packageId: 2, packagePrice: 4_550, quantity: 3 },
      ]),
    ).toBe(250_000_00 + 13_650);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
});

describe('the cart store', () => {
  it('adds a package and keeps it in localStorage', async () => {
    expect(await addToCart({ packageId: 7, packagePrice: 50_000, quantity: 2 })).toBe('added');
    expect($cart.get()).toEqual([{ packageId: 7, packagePrice: 50_000, quantity: 2 }]);
    expect($cartLineCount.get()).toBe(1);
    expect(JSON.parse(getTestStorage().cart!)).toEqual([{ packageId: 7, packagePrice: 50_000, quantity: 2 }]);
  });

  it('refuses a packageId already in the cart', async () => {
    await addToCart({ packageId: 7, packagePrice: 50_000, quantity: 2 });
    expect(await addToCart({ packageId: 7, packagePrice: 50_000, quantity: 5 })).toBe('duplicate');
    expect($cart.get()).toEqual([{ packageId: 7, packagePrice: 50_000, quantity: 2 }]);
  });

  it('refuses a new package once the cart holds the most lines the gateway accepts', async () => {
    $cart.set(Array.from({ length: CART_LINES_MAX }, (_, i) => ({ packageId: i + 1, packagePrice: 100, quantity: 1 })));
    expect(await addToCart({ packageId: 999, packagePrice: 100, quantity: 1 })).toBe('full');
    expect($cart.get()).toHaveLength(CART_LINES_MAX);
  });

  it('updates the quantity of a line by packageId, never below one', async () => {
    $cart.set([
      { packageId: 1, packagePrice: 100, quantity: 1 },
      { packageId: 2, packagePrice: 200, quantity: 1 },
    ]);
    await updateQuantity(2, 6);
    expect($cart.get()).toEqual([
      { packageId: 1, packagePrice: 100, quantity: 1 },
      { packageId: 2, packagePrice: 200, quantity: 6 },
    ]);
    await updateQuantity(2, 0);
    expect($cart.get()[1]!.quantity).toBe(1);
    expect(cartTotal($cart.get())).toBe(300);
  });

  it('ignores an update of a package that is not in the cart', async () => {
    $cart.set([{ packageId: 1, packagePrice: 100, quantity: 1 }]);
    await updateQuantity(9, 4);
    expect($cart.get()).toEqual([{ packageId: 1, packagePrice: 100, quantity: 1 }]);
  });

  it('removes a line by packageId', async () => {
    $cart.set([
      { packageId: 1, packagePrice: 100, quantity: 1 },
      { packageId: 2, packagePrice: 200, quantity: 3 },
    ]);
    await removeFromCart(1);
    expect($cart.get()).toEqual([{ packageId: 2, packagePrice: 200, quantity: 3 }]);
  });

  it('clears every line', async () => {
    $cart.set([
      { packageId: 1, packagePrice: 100, quantity: 1 },
      { packageId: 2, packagePrice: 200, quantity: 3 },
    ]);
    await clearCart();
    expect($cart.get()).toEqual([]);
    expect($cartLineCount.get()).toBe(0);
  });

  it('follows a change made in another tab', () => {
    const stop = $cart.listen(() => {});
    setTestStorageKey('cart', JSON.stringify([{ packageId: 3, packagePrice: 900, quantity: 4 }]));
    expect($cart.get()).toEqual([{ packageId: 3, packagePrice: 900, quantity: 4 }]);
    stop();
  });
});

describe('reading a stored cart', () => {
  it('keeps well-formed lines and drops anything else', () => {
    expect(
      decodeCart(
        JSON.stringify([
          { packageId: 1, packagePrice: 100, quantity: 2 },
          { packageId: 'x', packagePrice: 100, quantity: 2 },
          { packageId: 2, packagePrice: 1.5, quantity: 1 },
          { packageId: 3, packagePrice: 100, quantity: 0 },
          null,
        ]),
      ),
    ).toEqual([{ packageId: 1, packagePrice: 100, quantity: 2 }]);
  });

  it('treats unreadable storage as an empty cart', () => {
    expect(decodeCart('{not json')).toEqual([]);
    expect(decodeCart('{"packageId":1}')).toEqual([]);
  });
});

describe('quantities', () => {
  it('stay whole and within the minimum and the stock', () => {
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(1, 3, 10)).toBe(3);
    expect(clampQuantity(50, 3, 10)).toBe(10);
    expect(clampQuantity(Number.NaN, 2, 10)).toBe(2);
    expect(clampQuantity(10 ** 9)).toBe(CART_QUANTITY_MAX);
  });

  it('share their limits with the gateway contract', () => {
    expect(CART_LINES_MAX).toBe(CART_LINE_LIMIT);
    expect(CART_QUANTITY_MAX).toBe(QUANTITY_MAX);
  });
});

describe('prices the gateway gives', () => {
  it('replace stored prices on the cart page, which is told what changed', () => {
    $cart.set([
      { packageId: 1, packagePrice: 100_00, quantity: 2 },
      { packageId: 2, packagePrice: 50_00, quantity: 1 },
    ]);
    const changes = adoptPrices(priced(line(1, 120_00, 2), line(2, 50_00)));
    expect(changes).toEqual([{ packageId: 1, name: 'Caustic soda, 1 kg bag', from: 100_00, to: 120_00, currency: 'NGN' }]);
    expect($cart.get()).toEqual([
      { packageId: 1, packagePrice: 120_00, quantity: 2 },
      { packageId: 2, packagePrice: 50_00, quantity: 1 },
    ]);
    expect(adoptPrices(priced(line(1, 120_00, 2), line(2, 50_00)))).toEqual([]);
  });

  it('mirror the server cart with the prices the browser already showed', () => {
    const items = [{ packageId: 1, packagePrice: 100_00, quantity: 2 }];
    expect(mirrorLines(items, priced(line(1, 120_00, 5), line(4, 70_00, 1)))).toEqual([
      { packageId: 1, packagePrice: 100_00, quantity: 5 },
      { packageId: 4, packagePrice: 70_00, quantity: 1 },
    ]);
  });
});
