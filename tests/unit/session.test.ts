import './support/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { settings, user } from './support/fixtures';
import {
  $buyerSettings,
  $config,
  $hasLocation,
  $isCatalogueUser,
  $isEnergyBuyer,
  $location,
  $loginDialog,
  $signedIn,
  $token,
  $user,
  configure,
  DEFAULT_ROUTES,
  expireSession,
} from '../../src/store/index';
import { $buys } from '../../src/store/session';

beforeEach(() => {
  $token.set(null);
  $user.set(null);
  $buyerSettings.set(null);
  $location.set(null);
  $loginDialog.set({ open: false });
  localStorage.clear();
});

describe('persistence', () => {
  it("stores token, user, buyer settings and location as JSON under the spec's keys", () => {
    $token.set('tok-1');
    $user.set(user);
    $buyerSettings.set(settings);
    $location.set({ state: 'Selangor', district: 'Petaling', postcode: '40000', country: 'Malaysia' });
    expect(JSON.parse(localStorage.getItem('token') ?? '')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(user);
    expect(JSON.parse(localStorage.getItem('buyerSettings') ?? '')).toEqual(settings);
    expect(JSON.parse(localStorage.getItem('location') ?? '')).toMatchObject({ state: 'Selangor', district: 'Petaling' });
  });

  it('removes the keys when the values are cleared', () => {
    $token.set('tok-1');
    $token.set(null);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('derived stores', () => {
  it('is signed in only with both token and user', () => {
    expect($signedIn.get()).toBe(false);
    $token.set('tok-1');
    expect($signedIn.get()).toBe(false);
    $user.set(user);
    expect($signedIn.get()).toBe(true);
  });

  it("buys only as a company's buyer: never as a marketplace operator, whose account is in no company", () => {
    $token.set('tok-1');
    $user.set(user);
    expect($buys.get()).toBe(true);
    $user.set({ ...user, marketplaceOperator: true });
    expect($buys.get()).toBe(false);
  });

  it('has a location only with both state and district', () => {
    $location.set({ state: 'Selangor', district: '', postcode: '', country: 'Malaysia' });
    expect($hasLocation.get()).toBe(false);
    $location.set({ state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' });
    expect($hasLocation.get()).toBe(true);
  });

  it('flags catalogue users and energy buyers (isTnbUser or is_tnb 1)', () => {
    $user.set({ ...user, isCatalogueUser: true });
    expect($isCatalogueUser.get()).toBe(true);
    expect($isEnergyBuyer.get()).toBe(false);
    $buyerSettings.set({ ...settings, is_tnb: 1 });
    expect($isEnergyBuyer.get()).toBe(true);
    $buyerSettings.set(settings);
    $user.set({ ...user, isTnbUser: true });
    expect($isEnergyBuyer.get()).toBe(true);
  });
});

describe('session expiry', () => {
  it('clears token, user and buyer settings and opens the login dialog when a user was stored', () => {
    $token.set('tok-1');
    $user.set(user);
    $buyerSettings.set(settings);
    expireSession();
    expect([$token.get(), $user.get(), $buyerSettings.get()]).toEqual([null, null, null]);
    expect($loginDialog.get().open).toBe(true);
  });

  it('does not open the login dialog when no user was stored', () => {
    $token.set('tok-1');
    expireSession();
    expect($token.get()).toBeNull();
    expect($loginDialog.get().open).toBe(false);
  });
});

describe('configuration', () => {
  it("defaults to the spec's routes and merges route overrides one by one", () => {
    expect($config.get().routes.search).toBe('/search?q={query}');
    expect($config.get().routes.catalogueCategory).toBe('/app/marketplace/product/catalogue_category');
    configure({ apiBase: 'https://api.test/api', routes: { product: '/p/{id}' } });
    expect($config.get().apiBase).toBe('https://api.test/api');
    expect($config.get().routes).toEqual({ ...DEFAULT_ROUTES, product: '/p/{id}' });
    configure({ apiBase: undefined });
    expect($config.get().apiBase).toBe('https://api.test/api');
  });
});
