import { expect } from 'chai';
import { fakeApi } from './fake-api';
import type { ProductListResponse } from '../../src/api/types';
import { api as referenceApi, inShadow, loadSdk, mount, waitFor } from './support';

// The locales of the number formats the page makes, counted from before the SDK loads.
const made: string[] = [];
Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
  construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
    made.push(String(args[0]));
    return Reflect.construct(target, args);
  },
});

const realFetch = window.fetch.bind(window);
await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
const [listed] = (await referenceApi<ProductListResponse>('/products/unified?limit=1', { 'X-State': 'Selangor', 'X-District': 'Petaling' }))
  .products;
const api = fakeApi(
  (path) => /^\/api\/products\/\d+$/.test(path),
  () => new Response(null, { status: 500 }),
);
let release = () => {};
const released = new Promise<void>((resolve) => (release = resolve));
// The product's answer waits for the test, then comes from the reference server.
api.answer(/^GET \/api\/products\/\d+$/, async (request) => {
  await released;
  return realFetch(`${window.LAPASAR_TEST_API}${request.path.replace(/^\/api/, '')}?${request.query}`, { headers: request.headers });
});

describe('prices in an element that waits for its first answer', () => {
  it('makes the locale number format while the answer is on its way, once', async () => {
    const detail = await mount(
      `<lapasar-product-detail product-id="${listed.product_id}"></lapasar-product-detail>`,
      'lapasar-product-detail',
    );
    await waitFor(() => made.includes('en-MY'));
    expect(api.called(/^GET \/api\/products\/\d+$/)).to.have.length(1);
    expect(inShadow(detail, '[part="price"]')).to.equal(null);
    release();
    await waitFor(() => inShadow(detail, '[part="price"]')?.textContent?.includes('RM '));
    expect(made.filter((locale) => locale === 'en-MY')).to.have.length(1);
  });
});
