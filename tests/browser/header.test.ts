import { sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { AddToCartResponse, CartCountResponse, ProductListResponse, User } from '../../src/api/types';
import { api, apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, mount, nextEvent, typeInto, waitFor } from './support';

const location = { state: 'Selangor', district: 'Petaling', postcode: '40000', country: 'Malaysia' };
const sdk = await loadSdk({ location });
interceptNavigation();
const header = await mount('<lapasar-header></lapasar-header>', 'lapasar-header');
const text = () => header.shadowRoot?.textContent ?? '';
const menuItems = () => [...(inShadow(header, '[part="user-menu"]')?.querySelectorAll('li') ?? [])];
const cartBadge = () => inShadow(header, '[part="cart-link"] [part="badge"]')?.textContent;

/** Adds a product shipped to the test location to the buyer's cart through the API; returns the cart count. */
async function addToCart(token: string): Promise<number> {
  const listing = await api<ProductListResponse>('/products/unified?limit=48', {
    'X-State': location.state,
    'X-District': location.district,
  });
  const product = listing.products.find(
    (p) => p.is_variant === 'N' && p.availability === 'Y' && p.ships_to_location && p.primary_sku_id !== null && p.total_stock > p.moq,
  );
  if (!product) throw new Error('no product to add');
  const response = await fetch(`${window.LAPASAR_TEST_API}/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      sku_id: product.primary_sku_id,
      sl_id: product.sl_id,
      product_id: product.product_id,
      product_name: product.product_name,
      quantity: Math.max(product.moq, 1),
      price: product.primary_sku_price,
    }),
  });
  const body = (await response.json()) as AddToCartResponse;
  return body.cartCount;
}

const cartCountOf = async (token: string) => (await api<CartCountResponse>('/cart/count', { authorization: `Bearer ${token}` })).count;

/** When the submenu under `item` goes, timed by an observer in the very task that removes it. */
function submenuClosed(item: Element): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (item.querySelector('[part="category-submenu"]')) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(item, { childList: true, subtree: true });
  });
}

describe('lapasar-header alone on a page', () => {
  it('shows the top bar, with external links in a new tab', async () => {
    await waitFor(() => text().includes('Become a Supplier'));
    const external = [...header.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="top-bar"] a')];
    expect(external.map((a) => a.textContent)).to.deep.equal(['Become a Supplier', 'Back to Old Interfaces']);
    expect(external.every((a) => a.target === '_blank' && a.rel.includes('noopener'))).to.equal(true);
    expect(inShadow(header, '[part="location-button"]')?.textContent).to.contain('Selangor, Petaling');
  });

  it('has the search bar and real links for wishlist, cart and compare', () => {
    expect(inShadow<HTMLInputElement>(header, '[part="search-input"]')?.placeholder).to.equal('What are you looking for?');
    expect(inShadow<HTMLAnchorElement>(header, '[part="cart-link"]')?.getAttribute('href')).to.equal('/cart');
    expect(inShadow<HTMLAnchorElement>(header, '[part="wishlist-link"]')?.getAttribute('href')).to.equal('/wishlist');
    expect(inShadow<HTMLAnchorElement>(header, '[part="compare-link"]')?.getAttribute('href')).to.equal('/compare');
  });

  it('falls back from the logo images to the text LAPASAR', async () => {
    await waitFor(() => inShadow(header, '[part="logo"]')?.textContent === 'LAPASAR');
  });

  it('offers Sign in and Register to a visitor, and Sign in opens the login dialog', async () => {
    inShadow<HTMLButtonElement>(header, '[part="user-menu-button"]')!.click();
    await waitFor(() => inShadow(header, '[part="user-menu"]'));
    const items = [...inShadow(header, '[part="user-menu"]')!.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).to.deep.equal(['Sign in', 'Register']);
    inShadow<HTMLButtonElement>(header, '[part="user-menu"] button')!.click();
    await waitFor(() => inShadow<HTMLDialogElement>(header, '[part="login-dialog"]')?.open);
    sdk.closeLoginDialog();
  });

  it('opens the CATEGORIES flyout: All Categories first, 280 px wide, from the server', async () => {
    inShadow<HTMLButtonElement>(header, '[part="categories-button"]')!.click();
    const panel = await waitFor(() => inShadow(header, '[part="categories-panel"]'));
    await waitFor(() => panel.querySelectorAll('li').length > 2);
    expect(panel.querySelector('li')?.textContent).to.equal('All Categories');
    expect(panel.getBoundingClientRect().width).to.equal(280);
    const link = panel.querySelectorAll<HTMLAnchorElement>('li a')[1];
    expect(atob(link.getAttribute('href')!.replace('/category/', ''))).to.match(/^cat_\d+$/);
  });

  it('closes a submenu 300 ms after the pointer leaves', async () => {
    const panel = inShadow(header, '[part="categories-panel"]')!;
    const parent = [...panel.children].find((li) => li.querySelector('button[aria-expanded]'));
    expect(parent, 'a category with children').to.not.equal(undefined);
    const box = parent!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + box.height / 2)] });
    await waitFor(() => parent!.querySelector('[part="category-submenu"]'));
    const closed = submenuClosed(parent!);
    const left = nextEvent(parent!, 'mouseleave');
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(innerHeight - 5)] });
    const leftAt = (await left).timeStamp;
    await waitFor(() => !parent!.querySelector('[part="category-submenu"]'), 1000);
    expect((await closed) - leftAt, 'still open at 200 ms').to.be.at.least(200);
  });

  it('shows Dashboard, Profile, Company administration (the demo buyer administers the company) and Logout, and the count badges, once signed in', async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
    // Let the counts load for the new session first, so the test's figure is the last word.
    await sdk.refreshCounts();
    sdk.setCount('cart', 150);
    await waitFor(() => inShadow(header, '[part="cart-link"] [part="badge"]')?.textContent === '99+');
    inShadow<HTMLButtonElement>(header, '[part="user-menu-button"]')!.click();
    await waitFor(() => inShadow(header, '[part="user-menu"]'));
    expect(menuItems().map((li) => li.textContent)).to.deep.equal(['Dashboard', 'Profile', 'Company administration', 'Logout']);
    expect(inShadow(header, '[part="user-menu-company"]')?.getAttribute('href')).to.equal('/company/people');

    const opened: string[] = [];
    const realOpen = window.open;
    window.open = (url) => {
      opened.push(String(url));
      return null;
    };
    menuItems()[0].querySelector('button')!.click();
    await waitFor(() => opened.length === 1);
    window.open = realOpen;
    expect(opened[0]).to.match(/^https?:\/\//);

    inShadow<HTMLButtonElement>(header, '[part="user-menu-button"]')!.click();
    await waitFor(() => inShadow(header, '[part="user-menu"]'));
    const loggedOut = new Promise((resolve) => header.addEventListener('lapasar-logout', resolve, { once: true }));
    [...inShadow(header, '[part="user-menu"]')!.querySelectorAll('button')].find((b) => b.textContent === 'Logout')!.click();
    await loggedOut;
    expect(sdk.$signedIn.get()).to.equal(false);
    await waitFor(() => !inShadow(header, '[part="cart-link"] [part="badge"]'));
  });

  it("labels Home 'Marketplace' for a corporate energy buyer", async () => {
    expect(inShadow(header, 'nav a')?.textContent).to.equal('Home');
    await sdk.signIn(await apiLogin('energy@lapasar.test'));
    await waitFor(() => inShadow(header, 'nav a')?.textContent === 'Marketplace');
    await sdk.logout();
  });

  it('forces the location modal instead of following a category without a location', async () => {
    sdk.$location.set(null);
    const button = inShadow<HTMLButtonElement>(header, '[part="categories-button"]')!;
    if (button.getAttribute('aria-expanded') === 'true') button.click();
    await waitFor(() => !inShadow(header, '[part="categories-panel"]'));
    button.click();
    const panel = await waitFor(() => inShadow(header, '[part="categories-panel"]'));
    const link = await waitFor(() => panel.querySelectorAll<HTMLAnchorElement>('li a')[1]);
    let navigated = false;
    header.addEventListener('lapasar-navigate', () => (navigated = true), { once: true });
    link.click();
    await waitFor(() => inShadow<HTMLDialogElement>(header, '[part="location-dialog"]')?.open);
    expect(sdk.$locationDialog.get().forced).to.equal(true);
    expect(navigated).to.equal(false);
    await sdk.setLocation('Selangor', 'Petaling');
    sdk.closeLocationDialog();
  });

  it('has no serious or critical accessibility violation', async () => {
    await expectAccessible(header);
  });

  it('on a small screen hides wishlist and compare and offers the slide-out menu', async () => {
    await setViewport({ width: 375, height: 740 });
    const hidden = (part: string) => getComputedStyle(inShadow(header, `[part="${part}"]`)!).display === 'none';
    await waitFor(() => hidden('wishlist-link') && hidden('compare-link') && !hidden('cart-link'));
    inShadow<HTMLButtonElement>(header, '[part="mobile-menu-button"]')!.click();
    const menu = await waitFor(() => inShadow<HTMLDialogElement>(header, '[part="mobile-menu"]'));
    await waitFor(() => menu.open);
    const entries = [...menu.querySelectorAll('li')].map((li) => li.textContent);
    expect(entries).to.include.members([
      'All Categories',
      'Home',
      'Wishlist',
      'Cart',
      'Compare',
      'Sign in',
      'Register',
      'Become a Supplier',
      'Back to Old Interfaces',
    ]);
    await expectAccessible(header);
    await setViewport({ width: 1280, height: 800 });
  });
});

describe('lapasar-header counts', () => {
  it('names each count link by its label and visible count: no serious accessibility violation with a cart count', async () => {
    const user = (await apiLogin('buyer@lapasar.test')) as User;
    const count = await addToCart(user.auth_token);
    expect(count).to.be.greaterThan(0);
    await sdk.signIn(user);
    await waitFor(() => cartBadge() === String(Math.min(count, 99)) || (count > 99 && cartBadge() === '99+'));
    await expectAccessible(header);
    for (const [part, label] of [
      ['wishlist-link', 'Wishlist'],
      ['cart-link', 'Cart'],
      ['compare-link', 'Compare'],
    ]) {
      const link = inShadow(header, `[part="${part}"]`)!;
      expect(link.hasAttribute('aria-label'), part).to.equal(false);
      const badge = link.querySelector('[part="badge"]');
      expect(link.textContent, part).to.equal(badge ? `${label}: ${badge.textContent}` : label);
    }
    await sdk.logout();
    await waitFor(() => !cartBadge());
  });

  it("loads the buyer's counts on signing in through the login dialog, without a reload", async () => {
    const user = (await apiLogin('buyer@lapasar.test')) as User;
    const count = await cartCountOf(user.auth_token);
    sdk.openLoginDialog();
    const dialog = await waitFor(() => inShadow<HTMLDialogElement>(header, '[part="login-dialog"]'));
    await waitFor(() => dialog.open);
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="email"]')!, 'buyer@lapasar.test');
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, 'Demo#2026');
    dialog.querySelector<HTMLButtonElement>('[part="login-submit"]')!.click();
    await waitFor(() => cartBadge() === String(count));
    await sdk.logout();
    await waitFor(() => !cartBadge());
  });

  it('loads the counts when another tab signs in or switches account, and resets them when it signs out', async () => {
    // Another tab's session changes reach this one as storage events for the keys it wrote.
    const writeSession = (entries: [string, string | null][]) => {
      for (const [key, newValue] of entries) {
        if (newValue === null) localStorage.removeItem(key);
        else localStorage.setItem(key, newValue);
        window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
      }
    };
    const badgeFor = (count: number) => (count > 0 ? String(count) : undefined);
    const buyer = (await apiLogin('buyer@lapasar.test')) as User;
    const masked = (await apiLogin('masked@lapasar.test')) as User;
    const [buyerCount, maskedCount] = [await cartCountOf(buyer.auth_token), await cartCountOf(masked.auth_token)];
    expect(buyerCount).to.not.equal(maskedCount);

    writeSession([
      ['token', JSON.stringify(buyer.auth_token)],
      ['user', JSON.stringify(buyer)],
    ]);
    await waitFor(() => cartBadge() === badgeFor(buyerCount));
    writeSession([
      ['token', JSON.stringify(masked.auth_token)],
      ['user', JSON.stringify(masked)],
    ]);
    await waitFor(() => sdk.$user.get()?.auth_token === masked.auth_token && cartBadge() === badgeFor(maskedCount));
    expect(sdk.$signedIn.get()).to.equal(true);
    writeSession([
      ['token', null],
      ['user', null],
    ]);
    await waitFor(() => !cartBadge() && !sdk.$signedIn.get());
  });
});

describe('lapasar-header languages', () => {
  const topBar = () => inShadow(header, '[part="top-bar"]')?.textContent ?? '';
  const option = (name: string) => inShadow<HTMLButtonElement>(header, `[part="language-switch"] button[aria-label^="${name}"]`)!;

  it('speaks the configured locale, and the BM | EN switch wins over it and is remembered', async () => {
    sdk.configure({ locale: 'ms-MY' });
    await waitFor(() => topBar().includes('Jadi Pembekal') && topBar().includes('Kembali ke Antara Muka Lama'));
    expect(inShadow(header, 'nav a')?.textContent).to.equal('Utama');
    expect(option('BM').getAttribute('aria-pressed')).to.equal('true');

    option('EN').click();
    await waitFor(() => topBar().includes('Become a Supplier'));
    expect(localStorage.getItem('locale')).to.equal('en-MY');
    expect(option('EN').getAttribute('aria-pressed')).to.equal('true');

    sdk.configure({ locale: 'en-MY' });
    option('BM').click();
    await waitFor(() => topBar().includes('Jadi Pembekal'));
    expect(localStorage.getItem('locale')).to.equal('ms-MY');
    await expectAccessible(header);

    sdk.chooseLocale('');
    await waitFor(() => topBar().includes('Become a Supplier'));
    expect(localStorage.getItem('locale')).to.equal(null);
  });
});
