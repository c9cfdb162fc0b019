import { describe, expect, it } from 'vitest';
import { newThreadLink, readNewThread } from '../../src/islands/dashboard/areas/messages/new-thread.ts';

describe('the address of a new conversation', () => {
  it('is built by the pages and read back by the messages area', () => {
    const product = newThreadLink({ kind: 'product', productId: 42 });
    expect(product).toBe('/procurement/messages?new=product&productId=42');
    expect(readNewThread(product.split('?')[1]!)).toEqual({ kind: 'product', productId: 42 });
    const order = newThreadLink({ kind: 'order', orderId: '0192a8f0-0000-7000-8000-000000000001' }, 'seller');
    expect(order).toBe('/storefront/messages?new=order&orderId=0192a8f0-0000-7000-8000-000000000001');
    expect(readNewThread(order.split('?')[1]!)).toEqual({ kind: 'order', orderId: '0192a8f0-0000-7000-8000-000000000001' });
    expect(readNewThread('new=general&supplierId=7')).toEqual({ kind: 'general', supplierId: 7 });
  });

  it('asks for nothing when the address is malformed or says too little or too much', () => {
    for (const search of [
      '',
      'new=product',
      'new=product&productId=0',
      'new=product&productId=1e3',
      'new=order&orderId=12',
      'new=rfq&id=3',
      'new=general',
      'new=general&supplierId=2&buyerId=0192a8f0-0000-7000-8000-000000000001',
    ]) {
      expect(readNewThread(search), search).toBeNull();
    }
  });
});
