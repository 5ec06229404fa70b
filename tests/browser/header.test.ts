import { expect } from 'chai';
import { expectAccessible, inShadow, interceptNavigation, loadSdk, mount, waitFor } from './support';

const location = { state: 'Selangor', district: 'Petaling', postcode: '40000', country: 'Malaysia' };
const sdk = await loadSdk({ location });
interceptNavigation();
const header = await mount('<lapasar-header></lapasar-header>', 'lapasar-header');
const text = () => header.shadowRoot?.textContent ?? '';

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
    expect(link.getAttribute('href')).to.match(/^\/category\/[A-Za-z0-9+/=]+$/);
  });

  it('closes a submenu 300 ms after the pointer leaves', async () => {
    const panel = inShadow(header, '[part="categories-panel"]')!;
    const parent = [...panel.children].find((li) => li.querySelector('button[aria-expanded]'));
    expect(parent, 'a category with children').to.not.equal(undefined);
    parent!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: panel }));
    await waitFor(() => parent!.querySelector('[part="category-submenu"]'));
    parent!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(parent!.querySelector('[part="category-submenu"]'), 'still open at 200 ms').to.not.equal(null);
    await waitFor(() => !parent!.querySelector('[part="category-submenu"]'), 1000);
  });

  it('shows Dashboard, Profile and Logout, and the count badges, once signed in', async () => {
    const { user } = await (await fetch(`${window.LAPASAR_TEST_API}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@lapasar.test', password: 'Demo#2026' }),
    })).json();
    await sdk.signIn(user);
    sdk.setCount('cart', 150);
    await waitFor(() => inShadow(header, '[part="cart-link"] [part="badge"]')?.textContent === '99+');
    inShadow<HTMLButtonElement>(header, '[part="user-menu-button"]')!.click();
    await waitFor(() => inShadow(header, '[part="user-menu"]'));
    const items = [...inShadow(header, '[part="user-menu"]')!.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).to.deep.equal(['Dashboard', 'Profile', 'Logout']);
    const loggedOut = new Promise((resolve) => header.addEventListener('lapasar-logout', resolve, { once: true }));
    [...inShadow(header, '[part="user-menu"]')!.querySelectorAll('button')].find((b) => b.textContent === 'Logout')!.click();
    await loggedOut;
    expect(sdk.$signedIn.get()).to.equal(false);
    await waitFor(() => !inShadow(header, '[part="cart-link"] [part="badge"]'));
  });

  it('has no serious or critical accessibility violation', async () => {
    await expectAccessible(header);
  });
});
