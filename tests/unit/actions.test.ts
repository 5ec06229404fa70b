import './support/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $buyerSettings, $location, $token, $user, configure, logout, setLocation, signIn, verifySession } from '../../src/store/index';
import { settings, user } from './support/fixtures';
import { mockFetch, on } from './support/fetch';

beforeEach(() => {
  configure({ apiBase: 'http://api.test/api' });
  $token.set(null);
  $user.set(null);
  $buyerSettings.set(null);
  $location.set(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signIn', () => {
  it('stores token and user, then the buyer settings', async () => {
    const seen = mockFetch(on('GET', '/api/workflow/buyer-settings', { body: { success: true, data: settings } }));
    await signIn(user);
    expect($token.get()).toBe('tok-1');
    expect($user.get()).toEqual(user);
    expect($buyerSettings.get()).toEqual(settings);
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('only logs a buyer-settings failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(on('GET', '/api/workflow/buyer-settings', { status: 500, body: { error: 'boom' } }));
    await signIn(user);
    expect($user.get()).toEqual(user);
    expect($buyerSettings.get()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('logout', () => {
  it('revokes the token on the server and clears token, user and buyer settings', async () => {
    $token.set('tok-1');
    $user.set(user);
    $buyerSettings.set(settings);
    const seen = mockFetch(on('POST', '/api/auth/logout', { body: { success: true } }));
    await logout();
    expect(seen.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/auth/logout']);
    expect([$token.get(), $user.get(), $buyerSettings.get()]).toEqual([null, null, null]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the session even when the server cannot be told', async () => {
    $token.set('tok-1');
    $user.set(user);
    mockFetch(on('POST', '/api/auth/logout', { status: 503, body: { error: 'down' } }));
    await logout();
    expect($token.get()).toBeNull();
  });
});

describe('setLocation', () => {
  it('stores the location and posts it to /location', async () => {
    const seen = mockFetch(on('POST', '/api/location', { body: { success: true, data: {} } }));
    expect(await setLocation('Selangor', 'Petaling', '40000')).toBe(true);
    expect($location.get()).toEqual({ state: 'Selangor', district: 'Petaling', postcode: '40000', country: 'Malaysia' });
    expect(JSON.parse(seen[0].body ?? '')).toEqual({ state: 'Selangor', district: 'Petaling', postcode: '40000' });
  });

  it('returns false when the server refuses, keeping the local choice', async () => {
    mockFetch(on('POST', '/api/location', { status: 400, body: { error: 'Unknown district' } }));
    expect(await setLocation('Selangor', 'Nowhere')).toBe(false);
    expect($location.get()?.district).toBe('Nowhere');
  });
});

describe('verifySession', () => {
  it('is false without a token, and makes no call', async () => {
    const seen = mockFetch();
    expect(await verifySession()).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('confirms a stored session with /auth/me once per token', async () => {
    $token.set('tok-1');
    $user.set(user);
    const seen = mockFetch(on('GET', '/api/auth/me', { body: { success: true, user: { ...user, userName: 'Aina B' } } }));
    expect(await verifySession()).toBe(true);
    expect(await verifySession()).toBe(true);
    expect(seen).toHaveLength(1);
    expect($user.get()?.userName).toBe('Aina B');
  });

  it('ends a session the server rejects', async () => {
    $token.set('tok-2');
    $user.set(user);
    mockFetch(on('GET', '/api/auth/me', { status: 401, body: { error: 'Unauthorized' } }));
    expect(await verifySession()).toBe(false);
    expect($token.get()).toBeNull();
  });
});
