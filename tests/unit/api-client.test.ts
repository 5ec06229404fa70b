import './support/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../src/api/auth';
import { ApiError, request, requestBlob, sendsLocation, serverMessage } from '../../src/api/client';
import { districts, states } from '../../src/api/location';
import { search, searchFilterMetadata } from '../../src/api/search';
import { BUILT_IN_STATES } from '../../src/lib/malaysia';
import { $buyerSettings, $location, $loginDialog, $token, $user, chooseLocale, configure } from '../../src/store/index';
import { settings, user } from './support/fixtures';
import { mockFetch, on } from './support/fetch';

const API = 'http://api.test/api';

beforeEach(() => {
  configure({ apiBase: API });
  $token.set(null);
  $user.set(null);
  $buyerSettings.set(null);
  $location.set({ state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' });
  $loginDialog.set({ open: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bearer token', () => {
  it('is sent on every call when stored', async () => {
    $token.set('tok-1');
    const seen = mockFetch(on('GET', '/api/banners/home', { body: [] }));
    await request('/banners/home');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0].url.href).toBe(`${API}/banners/home`);
  });

  it('is left off skip-auth calls', async () => {
    $token.set('tok-1');
    const seen = mockFetch(on('GET', '/api/products/1', { body: {} }));
    await request('/products/1', { skipAuth: true });
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  it("goes with search, whose answer is the buyer's own, when there is one", async () => {
    const seen = mockFetch(
      on('GET', '/api/search', { body: { hits: [] } }),
      on('GET', '/api/search/filter-metadata', { body: { data: {} } }),
    );
    await search({ q: 'mask', type: 'by-product', limit: 24, offset: 0, filter: [] });
    expect(seen[0].headers.has('authorization')).toBe(false);
    $token.set('tok-1');
    await search({ q: 'mask', type: 'by-product', limit: 24, offset: 0, filter: [], buyerId: 7 });
    await searchFilterMetadata('mask', 7);
    expect(seen.slice(1).map((call) => call.headers.get('authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-1']);
    expect(seen[1].url.searchParams.get('buyerId')).toBe('7');
  });

  it('is not sent with login', async () => {
    $token.set('stale');
    const seen = mockFetch(on('POST', '/api/users/login', { body: { success: true, user } }));
    await login('buyer@lapasar.test', 'pw');
    expect(seen[0].headers.has('authorization')).toBe(false);
    expect(JSON.parse(seen[0].body ?? '')).toEqual({ email: 'buyer@lapasar.test', password: 'pw' });
  });
});

describe('language', () => {
  afterEach(() => {
    chooseLocale('');
    configure({ locale: 'en-MY' });
  });

  it("goes as Accept-Language on every call, file downloads too: the elements' locale, not the browser's", async () => {
    const seen = mockFetch(on('GET', '/api/banners/home', { body: [] }), on('POST', '/api/cart/quotation', { body: 'pdf' }));
    await request('/banners/home');
    await requestBlob('/cart/quotation', { method: 'POST' });
    configure({ locale: 'ms-MY' });
    await request('/banners/home');
    chooseLocale('en-MY');
    await requestBlob('/cart/quotation', { method: 'POST' });
    expect(seen.map((call) => call.headers.get('accept-language'))).toEqual(['en-MY', 'en-MY', 'ms-MY', 'en-MY']);
  });
});

describe('state and district', () => {
  it('go as X-State and X-District headers on every call', async () => {
    const seen = mockFetch(on('GET', '/api/banners/home', { body: [] }));
    await request('/banners/home');
    expect(seen[0].headers.get('x-state')).toBe('Selangor');
    expect(seen[0].headers.get('x-district')).toBe('Petaling');
    expect(seen[0].url.search).toBe('');
  });

  it('also go as query params when the call has params, without overriding explicit ones', async () => {
    const seen = mockFetch(on('GET', '/api/products/unified', { body: {} }));
    await request('/products/unified', { query: { page: 2 } });
    await request('/products/unified', { query: { page: 1, state: 'Johor', district: 'Muar' } });
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({ page: '2', state: 'Selangor', district: 'Petaling' });
    expect(Object.fromEntries(seen[1].url.searchParams)).toEqual({ page: '1', state: 'Johor', district: 'Muar' });
  });

  it.each([
    '/location/districts',
    '/location',
    '/products/5/variant-sku-details',
    '/auth/me',
    '/users/login',
    '/workflow/location-projects',
    '/workflow/checkout-form',
    '/workflow/check-submit-button-status',
    '/company/audit',
    '/operator/companies/1/audit',
  ])('are not sent to %s', async (path) => {
    expect(sendsLocation(path)).toBe(false);
    const seen = mockFetch(() => ({ body: { success: true, data: [] } }));
    await request(path, { query: { q: '1' } });
    expect(seen[0].headers.has('x-state')).toBe(false);
    expect(seen[0].url.searchParams.has('state')).toBe(false);
  });

  it('are sent to other workflow paths', () => {
    expect(sendsLocation('/workflow/buyer-settings')).toBe(true);
    expect(sendsLocation('/products/5/details')).toBe(true);
  });
});

describe('errors', () => {
  it("surface as ApiError with the status and the server's error text", async () => {
    mockFetch(on('POST', '/api/users/login', { status: 429, body: { error: 'Too many login attempts' } }));
    const error = await login('a@b.c', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Too many login attempts' });
  });

  it("take the server's message when a backend sends message instead of error, and nothing made up otherwise", async () => {
    mockFetch(on('GET', '/api/search', { status: 503, body: { message: 'Search is resting' } }));
    const withMessage = await request('/search').catch((e: unknown) => e);
    expect(withMessage).toMatchObject({ status: 503, message: 'Search is resting' });
    expect(serverMessage(withMessage)).toBe('Search is resting');
    mockFetch(on('GET', '/api/search', { status: 502, body: { detail: 'x' } }));
    const bare = await request('/search').catch((e: unknown) => e);
    expect(serverMessage(bare)).toBe('');
    expect(serverMessage(new Error('network'))).toBe('');
  });

  it('a 401 on a call that carried a token clears the session and asks for a login', async () => {
    $token.set('tok-1');
    $user.set(user);
    $buyerSettings.set(settings);
    mockFetch(on('GET', '/api/wishlist/count', { status: 401, body: { error: 'Unauthorized' } }));
    await expect(request('/wishlist/count')).rejects.toMatchObject({ status: 401 });
    expect([$token.get(), $user.get(), $buyerSettings.get()]).toEqual([null, null, null]);
    expect($loginDialog.get().open).toBe(true);
  });

  it('a 401 for a session that was replaced while the call was on its way leaves the new session alone', async () => {
    $token.set('tok-old');
    $user.set(user);
    // The portal hands the elements a new session (or the buyer signs in afresh) before the old session's call is answered.
    mockFetch((request) => {
      if (request.url.pathname !== '/api/wishlist/count') return undefined;
      $token.set('tok-new');
      return { status: 401, body: { error: 'Unauthorized' } };
    });
    await expect(request('/wishlist/count')).rejects.toMatchObject({ status: 401 });
    expect([$token.get(), $user.get()]).toEqual(['tok-new', user]);
    expect($loginDialog.get().open).toBe(false);
  });

  it('a 401 on a search leaves the session alone: a visitor may search too', async () => {
    $token.set('tok-1');
    $user.set(user);
    mockFetch(on('GET', '/api/search', { status: 401, body: { error: 'Unauthorized' } }));
    await expect(search({ q: 'mask', type: 'by-product', limit: 24, offset: 0, filter: [] })).rejects.toMatchObject({ status: 401 });
    expect([$token.get(), $user.get()]).toEqual(['tok-1', user]);
    expect($loginDialog.get().open).toBe(false);
  });

  it('a 401 on a call without a token leaves the session alone', async () => {
    $user.set(user);
    mockFetch(on('POST', '/api/users/login', { status: 401, body: { error: 'Invalid email or password' } }));
    await expect(login('a@b.c', 'x')).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect($user.get()).toEqual(user);
    expect($loginDialog.get().open).toBe(false);
  });
});

describe('location fallbacks', () => {
  it.each([
    ['a 500', { status: 500, body: { error: 'boom' } }],
    ['an empty list', { body: { success: true, data: [] } }],
    ['an invalid body', { body: { success: true, data: 'nope' } }],
  ])('states fall back to the built-in 16 on %s', async (_case, reply) => {
    mockFetch(on('GET', '/api/location/states', reply));
    expect(await states()).toEqual(BUILT_IN_STATES);
  });

  it('states come from the server when it answers', async () => {
    const list = [{ id: 1, name: 'Selangor', code: 'SGR' }];
    mockFetch(on('GET', '/api/location/states', { body: { success: true, data: list } }));
    expect(await states()).toEqual(list);
  });

  it('districts fall back for the 4 built-in states and report the failure', async () => {
    mockFetch(on('GET', '/api/location/districts', { status: 500, body: { error: 'boom' } }));
    const johor = await districts('Johor');
    expect(johor.failed).toBe(true);
    expect(johor.districts.map((d) => d.name)).toContain('Johor Bahru');
    expect(await districts('Sabah')).toEqual({ districts: [], failed: true });
  });
});
