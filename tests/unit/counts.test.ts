import './support/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $counts, $token, $user, configure, refreshCounts, signIn } from '../../src/store/index';
import { user } from './support/fixtures';
import { mockFetch, on } from './support/fetch';

beforeEach(() => {
  configure({ apiBase: 'http://api.test/api', corporateBase: 'http://api.test/corporate' });
  $token.set('tok-1');
  $user.set(user);
  $counts.set({ wishlist: 0, cart: 0, compare: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('counts', () => {
  it('load wishlist, cart and compare counts for a signed-in buyer', async () => {
    const seen = mockFetch(
      on('GET', '/api/wishlist/count', { body: { success: true, count: 3 } }),
      on('GET', '/api/cart/count', { body: { success: true, count: 120 } }),
      on('POST', '/corporate/marketplace/compare/count', { body: { success: true, data: { count: 2 } } }),
    );
    await refreshCounts();
    expect($counts.get()).toEqual({ wishlist: 3, cart: 120, compare: 2 });
    const compare = seen.find((r) => r.url.pathname.endsWith('/compare/count'));
    expect(compare?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(compare?.body).toBe('by_id=10');
  });

  it('silently give 0 when a count call fails', async () => {
    mockFetch(on('GET', '/api/wishlist/count', { body: { success: true, count: 5 } }));
    await refreshCounts();
    expect($counts.get()).toEqual({ wishlist: 5, cart: 0, compare: 0 });
  });

  it('reset to 0 when signed out', async () => {
    $counts.set({ wishlist: 1, cart: 2, compare: 3 });
    $token.set(null);
    const seen = mockFetch();
    await refreshCounts();
    expect($counts.get()).toEqual({ wishlist: 0, cart: 0, compare: 0 });
    expect(seen).toHaveLength(0);
  });

  it('leave the cart count alone while the path is /cart', async () => {
    vi.stubGlobal('location', { pathname: '/cart' });
    $counts.set({ wishlist: 0, cart: 7, compare: 0 });
    const seen = mockFetch(() => ({ body: { success: true, count: 1, data: { count: 1 } } }));
    await refreshCounts();
    expect(seen.some((r) => r.url.pathname === '/api/cart/count')).toBe(false);
    expect($counts.get().cart).toBe(7);
  });

  it('load and reset by themselves while something watches them', async () => {
    mockFetch(() => ({ body: { success: true, count: 4, data: { count: 4 } } }));
    $token.set(null);
    const unbind = $counts.listen(() => {});
    $token.set('tok-1');
    await vi.waitFor(() => expect($counts.get()).toEqual({ wishlist: 4, cart: 4, compare: 4 }));
    $token.set(null);
    await vi.waitFor(() => expect($counts.get()).toEqual({ wishlist: 0, cart: 0, compare: 0 }));
    unbind();
  });

  it('load on signing in, as the session store changes', async () => {
    mockFetch(() => ({ body: { success: true, count: 6, data: { count: 6 } } }));
    $token.set(null);
    $user.set(null);
    const unbind = $counts.listen(() => {});
    await signIn({ ...user, auth_token: 'tok-new' });
    await vi.waitFor(() => expect($counts.get()).toEqual({ wishlist: 6, cart: 6, compare: 6 }));
    unbind();
  });

  it('reload when the session changes to another account without a sign-out between', async () => {
    // Each token's counts: the figures say whose session asked.
    mockFetch((request) => {
      const count = request.headers.get('authorization') === 'Bearer tok-2' ? 2 : 1;
      return { body: { success: true, count, data: { count } } };
    });
    $token.set(null);
    const unbind = $counts.listen(() => {});
    $token.set('tok-1');
    await vi.waitFor(() => expect($counts.get()).toEqual({ wishlist: 1, cart: 1, compare: 1 }));
    $token.set('tok-2');
    $user.set({ ...user, auth_token: 'tok-2', by_id: 11 });
    await vi.waitFor(() => expect($counts.get()).toEqual({ wishlist: 2, cart: 2, compare: 2 }));
    unbind();
  });
});
