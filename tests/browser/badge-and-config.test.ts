import { expect } from 'chai';
import { expectAccessible, inShadow, loadSdk, mount, nextFrames, waitFor } from './support';

const sdk = await loadSdk();

describe('lapasar-config', () => {
  it('configures the SDK from attributes, with routes as JSON', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<lapasar-config api-base="https://shop.example/api" corporate-base="https://corp.example" locale="ms-MY" routes='{"product":"/p/{id}"}'></lapasar-config>`,
    );
    expect(sdk.$config.get()).to.include({ apiBase: 'https://shop.example/api', corporateBase: 'https://corp.example', locale: 'ms-MY' });
    expect(sdk.$config.get().routes.product).to.equal('/p/{id}');
    expect(sdk.$config.get().routes.cart).to.equal('/cart');
    document.querySelector('lapasar-config')!.setAttribute('api-base', window.LAPASAR_TEST_API);
    expect(sdk.$config.get().apiBase).to.equal(window.LAPASAR_TEST_API);
  });
});

describe('lapasar-count-badge alone on a page', () => {
  it('shows nothing for a visitor', async () => {
    const badge = await mount('<lapasar-count-badge kind="wishlist"></lapasar-count-badge>', 'lapasar-count-badge');
    await nextFrames();
    expect(inShadow(badge, '[part="badge"]')).to.equal(null);
  });

  it('shows the count, capped at 99+, with an accessible label', async () => {
    const badge = document.querySelector('lapasar-count-badge')!;
    sdk.setCount('wishlist', 7);
    await waitFor(() => inShadow(badge, '[part="badge"]')?.textContent === '7');
    // The page's lapasar-config says locale="ms-MY": the label is in Bahasa Malaysia.
    await waitFor(() => badge.shadowRoot!.textContent!.includes('Item senarai hajat: 7'));
    sdk.setCount('wishlist', 100);
    await waitFor(() => inShadow(badge, '[part="badge"]')?.textContent === '99+');
    badge.kind = 'compare';
    await waitFor(() => !inShadow(badge, '[part="badge"]'));
    await expectAccessible(badge);
  });
});

describe('stores across tabs', () => {
  it('follow a location saved in another tab', async () => {
    const location = { state: 'Penang', district: 'Timur Laut', postcode: '10200', country: 'Malaysia' };
    const seen: unknown[] = [];
    const unbind = sdk.$location.listen((value) => seen.push(value));
    localStorage.setItem('location', JSON.stringify(location));
    window.dispatchEvent(new StorageEvent('storage', { key: 'location', newValue: JSON.stringify(location) }));
    expect(sdk.$location.get()).to.deep.equal(location);
    expect(seen).to.have.length(1);
    unbind();
  });
});
