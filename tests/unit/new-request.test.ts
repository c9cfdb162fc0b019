import { describe, expect, it } from 'vitest';
import { afterNewRequest, newRequestLink, readNewRequest } from '../../src/islands/dashboard/areas/requests/new-request.ts';
import { loginAddress, safeRedirect } from '../../src/lib/login-address.ts';

describe('the product page links to a request form in the dashboard', () => {
  it('builds the form address, with the package for a quote only', () => {
    expect(newRequestLink({ kind: 'quote', productId: 12, packageId: 40 })).toBe(
      '/procurement/my-requests?new=quote&productId=12&packageId=40',
    );
    expect(newRequestLink({ kind: 'sample', productId: 12, packageId: 40 })).toBe('/procurement/my-requests?new=sample&productId=12');
    expect(newRequestLink({ kind: 'document', productId: 12 })).toBe('/procurement/my-requests?new=document&productId=12');
    expect(newRequestLink({ kind: 'quote', productId: 12 })).toBe('/procurement/my-requests?new=quote&productId=12');
  });

  it('reads back what it built, and nothing from a malformed address', () => {
    for (const request of [
      { kind: 'quote', productId: 12, packageId: 40 },
      { kind: 'quote', productId: 3, packageId: null },
      { kind: 'sample', productId: 7, packageId: null },
      { kind: 'document', productId: 9, packageId: null },
    ] as const) {
      expect(readNewRequest(new URL(newRequestLink(request), 'http://x').search)).toEqual(request);
    }
    expect(readNewRequest('?new=sample&productId=7&packageId=2')).toEqual({ kind: 'sample', productId: 7, packageId: null });
    expect(readNewRequest('?new=quote&productId=5&packageId=abc')).toEqual({ kind: 'quote', productId: 5, packageId: null });
    expect(readNewRequest('')).toBeNull();
    expect(readNewRequest('?tab=samples')).toBeNull();
    expect(readNewRequest('?new=order&productId=5')).toBeNull();
    expect(readNewRequest('?new=quote')).toBeNull();
    expect(readNewRequest('?new=quote&productId=0')).toBeNull();
    expect(readNewRequest('?new=quote&productId=-4')).toBeNull();
    expect(readNewRequest('?new=quote&productId=1.5')).toBeNull();
  });

  it('leaves the form for the tab of its kind, or for the request sent', () => {
    expect(afterNewRequest('?new=quote&productId=12&packageId=40', 'quote')).toBe('/procurement/my-requests');
    expect(afterNewRequest('?new=quote&productId=12&packageId=40', 'quote', 'q-1')).toBe('/procurement/my-requests?id=q-1');
    expect(afterNewRequest('?new=sample&productId=12', 'sample')).toBe('/procurement/my-requests?tab=samples');
    expect(afterNewRequest('?new=document&productId=12&page=3&status=pending', 'document', 'd-9')).toBe(
      '/procurement/my-requests?tab=documents&id=d-9',
    );
  });

  it('survives the trip through the login page for a visitor', () => {
    const form = newRequestLink({ kind: 'quote', productId: 12, packageId: 40 });
    const login = new URL(loginAddress({ redirectedFrom: form }), 'http://x');
    expect(login.pathname).toBe('/auth/login');
    expect(safeRedirect(login.searchParams.get('redirected_from'))).toBe(form);
  });
});
