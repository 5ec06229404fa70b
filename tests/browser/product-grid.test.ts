import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ProductListResponse, SearchResponse, VendorResponse } from '../../src/api/types';
import { compareItem, fakeCompareApi } from './fake-compare';
import {
  api,
  apiLogin,
  expectAccessible,
  inShadow,
  interceptNavigation,
  loadSdk,
  nextEvent,
  nextFrames,
  typeInto,
  waitFor,
  watchRequests,
} from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };
const HEADERS = { 'X-State': LOCATION.state, 'X-District': LOCATION.district };
const token = (id: number) => btoa(`cat_${id}`);

const requests = watchRequests();
const compare = fakeCompareApi();
const sdk = await loadSdk({ location: LOCATION });
const navigations = interceptNavigation();

let grid: HTMLElement;

/** A fresh grid with these attributes, alone on the page. */
async function mountGrid(attributes: Record<string, string>): Promise<HTMLElement> {
  grid?.remove();
  grid = document.createElement('lapasar-product-grid');
  for (const [name, value] of Object.entries(attributes)) grid.setAttribute(name, value);
  document.body.append(grid);
  await customElements.whenDefined('lapasar-product-grid');
  await waitFor(() => grid.shadowRoot?.firstChild);
  return grid;
}

const all = <T extends Element = HTMLElement>(selector: string) => [...(grid.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
const text = (selector: string) => inShadow(grid, selector)?.textContent ?? '';
const cardIds = () => all<HTMLAnchorElement>('[part="product-name"]').map((link) => Number(link.getAttribute('href')!.split('/').pop()));
const firstPrices = () => all('[part="product-price"]').map((price) => Number(price.textContent!.split(' - ')[0].replace(/[^\d.]/g, '')));
const radio = (label: string) =>
  all<HTMLLabelElement>('[part="filters"] label')
    .find((node) => node.textContent === label)!
    .querySelector('input')!;
/** The brand options of the filter sidebar, without 'All brands'. */
const brandLabels = () =>
  all<HTMLInputElement>('[part="filters"] input[type="radio"][name$="-brand"]')
    .map((input) => input.parentElement!.textContent!)
    .filter((label) => label !== 'All brands');
const searchCalls = () => requests.calls(/\/api\/search$/);

/** Waits for the count text, then returns it. */
const countText = () => waitFor(() => text('[part="count"]'));

describe('lapasar-product-grid: search', () => {
  it('shows the skeleton of 24 first, then 24 cards and "Showing 24 of M results for mask"', async () => {
    const release = requests.hold(/\/api\/search\?/);
    await mountGrid({ source: 'search', query: 'mask' });
    await waitFor(() => all('[part="skeleton"] li').length === 24);
    expect(all('[part="product-card"]')).to.have.length(0);
    release();
    const expected = await api<SearchResponse>('/search?q=mask&limit=24', HEADERS);
    expect(await countText()).to.equal(`Showing 24 of ${expected.nbHits} results for mask`);
    expect(cardIds()).to.deep.equal(expected.hits.map((hit) => hit.recid));
    expect(inShadow(grid, '[part="skeleton"]')).to.equal(null);
    expect(searchCalls().at(-1)!.searchParams.get('limit')).to.equal('24');
  });

  it('cuts card names to 60 characters and links cards to the product and the vendor', () => {
    for (const link of all<HTMLAnchorElement>('[part="product-name"]')) {
      const full = link.title;
      expect(link.textContent).to.equal(full.length > 60 ? `${full.slice(0, 60)}...` : full);
    }
    const seller = all<HTMLAnchorElement>('[part="seller-link"]')[0];
    expect(seller.getAttribute('href')).to.match(/^\/vendors\/\d+$/);
    expect(seller.textContent).to.match(/^VNDR-\d{6}$/);
  });

  it('shows a placeholder for a broken product image', async () => {
    const image = inShadow<HTMLImageElement>(grid, '[part="product-card"] img')!;
    image.dispatchEvent(new Event('error'));
    await waitFor(() => inShadow(grid, '[part="product-card"] [part="image-placeholder"]'));
    expect(text('[part="product-card"] [part="image-placeholder"]')).to.equal('Image not available');
  });

  it('sorts by price low to high through the server', async () => {
    typeInto(inShadow<HTMLSelectElement>(grid, '[part="sort"]')!, 'price_low_high');
    await waitFor(() => searchCalls().at(-1)!.searchParams.get('sort') === 'min_price_in_cents:asc');
    const expected = await api<SearchResponse>('/search?q=mask&limit=24&sort=min_price_in_cents:asc', HEADERS);
    await waitFor(() => JSON.stringify(cardIds()) === JSON.stringify(expected.hits.map((hit) => hit.recid)));
    const prices = firstPrices();
    expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
  });

  it('goes to page 2 with the pagination loading state in between', async () => {
    const release = requests.hold(/\/api\/search\?/);
    inShadow<HTMLButtonElement>(grid, '[part="pagination"] button[aria-label="Page 2"]')!.click();
    await waitFor(() => inShadow(grid, '[part="pagination-loading"]'));
    expect(inShadow(grid, '[part="grid"]')?.getAttribute('aria-busy')).to.equal('true');
    expect(inShadow(grid, '[part="skeleton"]')).to.equal(null);
    release();
    const expected = await api<SearchResponse>('/search?q=mask&limit=24&offset=24&sort=min_price_in_cents:asc', HEADERS);
    await waitFor(() => JSON.stringify(cardIds()) === JSON.stringify(expected.hits.map((hit) => hit.recid)));
    expect(inShadow(grid, '[part="pagination"] [aria-current="page"]')?.textContent).to.equal('2');
    expect(searchCalls().at(-1)!.searchParams.get('offset')).to.equal('24');
  });

  it('applies filters only on Apply Filters, back on page 1, and Reset clears them', async () => {
    const brand = await waitFor(() => brandLabels()[0]);
    const before = searchCalls().length;
    radio(brand).click();
    await nextFrames();
    expect(searchCalls().length).to.equal(before);

    inShadow<HTMLButtonElement>(grid, '[part="apply-filters"]')!.click();
    await waitFor(() => searchCalls().length > before);
    const sent = searchCalls().at(-1)!;
    expect(sent.searchParams.getAll('filter')).to.deep.equal([`make IN ["${brand}"]`]);
    expect(sent.searchParams.get('offset')).to.equal('0');
    // The sort chosen earlier still applies.
    const expected = await api<SearchResponse>(
      `/search?q=mask&limit=24&sort=min_price_in_cents:asc&filter=${encodeURIComponent(`make IN ["${brand}"]`)}`,
      HEADERS,
    );
    await waitFor(() => text('[part="count"]') === `Showing ${expected.hits.length} of ${expected.nbHits} results for mask`);
    expect(expected.hits.length).to.be.greaterThan(0);
    expect(expected.hits.every((hit) => hit.make === brand)).to.equal(true);
    expect(cardIds()).to.deep.equal(expected.hits.map((hit) => hit.recid));

    inShadow<HTMLButtonElement>(grid, '[part="reset-filters"]')!.click();
    const total = (await api<SearchResponse>('/search?q=mask&limit=24', HEADERS)).nbHits;
    await waitFor(() => text('[part="count"]') === `Showing 24 of ${total} results for mask`);
    expect(radio('All brands').checked).to.equal(true);
    expect(searchCalls().at(-1)!.searchParams.getAll('filter')).to.deep.equal([]);
  });

  it('sends prices in cents and turns a non-numeric price into 0', async () => {
    const [min, max] = all<HTMLInputElement>('[part="filters"] input[type="number"]');
    typeInto(min, '12.5');
    typeInto(max, 'abc');
    expect(max.value).to.equal('0');
    typeInto(max, '40');
    inShadow<HTMLButtonElement>(grid, '[part="apply-filters"]')!.click();
    await waitFor(
      () => searchCalls().at(-1)!.searchParams.getAll('filter').join('|') === 'min_price_in_cents >= 1250|min_price_in_cents <= 4000',
    );
    await waitFor(() => firstPrices().length > 0 && firstPrices().every((price) => price >= 12.5 && price <= 40));
    inShadow<HTMLButtonElement>(grid, '[part="reset-filters"]')!.click();
  });

  it('starts a new query on page 1 with the filters reset', async () => {
    radio(brandLabels()[0]).click();
    inShadow<HTMLButtonElement>(grid, '[part="apply-filters"]')!.click();
    await waitFor(() => searchCalls().at(-1)!.searchParams.getAll('filter').length === 1);
    grid.setAttribute('query', 'gloves');
    const expected = await api<SearchResponse>('/search?q=gloves&limit=24', HEADERS);
    await waitFor(() => text('[part="count"]') === `Showing ${Math.min(24, expected.nbHits)} of ${expected.nbHits} results for gloves`);
    // The grid settles on the last call (a render with the new query may first send the old filters).
    const call = searchCalls().at(-1)!;
    expect(call.searchParams.get('q')).to.equal('gloves');
    expect(call.searchParams.getAll('filter')).to.deep.equal([]);
    expect(call.searchParams.get('offset')).to.equal('0');
    expect(radio('All brands').checked).to.equal(true);
  });

  it('says what it found nothing for, and asks for a term when the query is empty', async () => {
    grid.setAttribute('query', 'zzqqxx');
    await waitFor(() => text('[part="empty"]') === 'No results found for "zzqqxx".');
    grid.setAttribute('query', '');
    await waitFor(() => text('[part="empty"]') === 'Enter a search term to find products.');
    expect(all('[part="product-card"]')).to.have.length(0);
  });

  it("shows the server's error text in an alert and clears the results", async () => {
    grid.setAttribute('query', 'mask');
    await countText();
    const restore = requests.answer(/\/api\/search\?/, () =>
      Response.json({ error: 'Search is resting', code: 'unavailable' }, { status: 503 }),
    );
    typeInto(inShadow<HTMLSelectElement>(grid, '[part="sort"]')!, 'newest');
    await waitFor(() => inShadow(grid, '[part="error"]')?.getAttribute('role') === 'alert');
    expect(text('[part="error"]')).to.equal('Search is resting');
    expect(all('[part="product-card"]')).to.have.length(0);
    restore();
  });

  it('folds the filters behind a Filters button on a narrow screen', async () => {
    const form = inShadow<HTMLFormElement>(grid, '[part="filters"]')!;
    const toggle = all<HTMLButtonElement>('button').find((button) => button.textContent === 'Filters')!;
    expect(getComputedStyle(toggle).display).to.equal('none');
    await setViewport({ width: 400, height: 800 });
    try {
      await waitFor(() => getComputedStyle(form).display === 'none');
      expect(getComputedStyle(toggle).display).not.to.equal('none');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      toggle.click();
      await waitFor(() => getComputedStyle(form).display === 'grid');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(toggle.getAttribute('aria-controls')).to.equal(form.id);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('searches by seller', async () => {
    await mountGrid({ source: 'search', query: 'VNDR-000001', 'search-type': 'by-seller' });
    await countText();
    expect(searchCalls().at(-1)!.searchParams.get('type')).to.equal('by-seller');
    expect(all('[part="seller-link"]').every((link) => link.textContent === 'VNDR-000001')).to.equal(true);
  });

  it('shows a search with its trail and title in its first paint, asking for the results at once', async () => {
    const release = requests.hold(/\/api\/search\?/);
    const before = searchCalls().length;
    await mountGrid({ source: 'search', query: 'mask' });
    expect(text('[part="title"]')).to.equal('Search Results');
    await waitFor(() => searchCalls().length > before);
    release();
    await countText();
  });

  it('has no serious or critical accessibility violation', async () => {
    await expectAccessible(grid);
  });
});

describe('lapasar-product-grid: category, subcategory and COVID listings', () => {
  it('lists a category with breadcrumbs, title and "Showing N of M products"', async () => {
    await mountGrid({ source: 'category', 'category-token': token(2755) });
    const expected = await api<ProductListResponse>('/products/unified?categoryId=2755&limit=24', HEADERS);
    expect(await countText()).to.equal(`Showing 24 of ${expected.pagination.total} products`);
    expect(text('[part="title"]')).to.equal('COVID Care');
    expect(all('[part="breadcrumbs"] li').map((li) => li.textContent)).to.deep.equal(['Home', 'COVID Care']);
    expect(cardIds()).to.deep.equal(expected.products.map((product) => product.product_id));
    const unified = requests.calls(/\/api\/products\/unified$/).at(-1)!;
    expect(unified.searchParams.get('state')).to.equal('Selangor');
  });

  it('keeps the products in place while a category resolves: its trail and title have their room before they come', async () => {
    const release = requests.hold(/\/api\/categor/);
    await mountGrid({ source: 'category', 'category-token': token(2755) });
    const layout = () => inShadow(grid, '[part="grid-root"] > header + div')!;
    await waitFor(() => inShadow(grid, '[part="grid-root"] > header + div'));
    const top = layout().getBoundingClientRect().top;
    expect(inShadow(grid, '[part="title"]')).to.equal(null);
    release();
    await countText();
    expect(text('[part="title"]')).to.equal('COVID Care');
    expect(layout().getBoundingClientRect().top).to.equal(top);
  });

  it('narrows by the listing search box after 500 ms of quiet', async () => {
    const box = inShadow<HTMLInputElement>(grid, '[part="listing-search"]')!;
    const before = requests.calls(/\/api\/products\/unified$/).length;
    typeInto(box, 'glo');
    typeInto(box, 'gloves');
    const typed = performance.now();
    await waitFor(() => requests.calls(/\/api\/products\/unified$/).length > before);
    expect(performance.now() - typed).to.be.at.least(450);
    const sent = requests.calls(/\/api\/products\/unified$/).slice(before);
    expect(sent.map((url) => url.searchParams.get('search'))).to.deep.equal(['gloves']);
    const expected = await api<ProductListResponse>('/products/unified?categoryId=2755&search=gloves&limit=24', HEADERS);
    await waitFor(() => text('[part="count"]') === `Showing ${expected.products.length} of ${expected.pagination.total} products`);
  });

  it('sends listing filters as the unified parameters (MOQ bucket codes, ratings)', async () => {
    const moq = all<HTMLLabelElement>('[part="filters"] label')
      .find((node) => node.textContent === '1-10')!
      .querySelector('input')!;
    moq.click();
    all<HTMLLabelElement>('[part="filters"] label')
      .find((node) => node.textContent === '4 stars')!
      .querySelector('input')!
      .click();
    inShadow<HTMLButtonElement>(grid, '[part="apply-filters"]')!.click();
    await waitFor(
      () =>
        requests
          .calls(/\/api\/products\/unified$/)
          .at(-1)!
          .searchParams.get('moq') === 'U0',
    );
    const sent = requests.calls(/\/api\/products\/unified$/).at(-1)!;
    expect(sent.searchParams.get('ratings')).to.equal('4');
    expect(sent.searchParams.get('page')).to.equal('1');
  });

  it('lists a subcategory under its category', async () => {
    await mountGrid({ source: 'subcategory', 'category-token': token(2755), 'subcategory-token': token(2756) });
    const expected = await api<ProductListResponse>('/products/unified?categoryId=2755&subcategoryId=2756&limit=24', HEADERS);
    expect(await countText()).to.equal(`Showing ${expected.products.length} of ${expected.pagination.total} products`);
    expect(all('[part="breadcrumbs"] li').map((li) => li.textContent)).to.deep.equal(['Home', 'COVID Care', 'Face mask']);
    expect(inShadow<HTMLAnchorElement>(grid, '[part="breadcrumbs"] li:nth-child(2) a')?.getAttribute('href')).to.equal(
      `/category/${token(2755)}`,
    );
  });

  it("says 'Invalid category token' and 'Category Not Found'", async () => {
    await mountGrid({ source: 'category', 'category-token': 'not-a-token!' });
    await waitFor(() => text('h2') === 'Invalid category token');
    await mountGrid({ source: 'category', 'category-token': token(987654) });
    await waitFor(() => text('h2') === 'Category Not Found');
    expect(text('[part="error"]')).to.equal('The requested category could not be found.');
  });

  it("says 'No products found.' for an empty listing", async () => {
    const restore = requests.answer(/\/api\/products\/unified\?/, () =>
      Response.json({ success: true, products: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 0 } }),
    );
    await mountGrid({ source: 'category', 'category-token': token(2755) });
    await waitFor(() => text('[part="empty"]') === 'No products found.');
    expect(inShadow(grid, '[part="pagination"]')).to.equal(null);
    restore();
  });

  it('lists a COVID care tab', async () => {
    await mountGrid({ source: 'covid', 'covid-category': '2757' });
    const expected = await api<ProductListResponse>('/products/covid?covidCategoryId=2757&limit=24', HEADERS);
    expect(await countText()).to.equal(`Showing ${expected.products.length} of ${expected.pagination.total} products`);
    expect(text('[part="title"]')).to.equal('Thermometer');
  });

  it("shows 'Failed to load products. Please try again later.' with Try Again", async () => {
    const restore = requests.answer(/\/api\/products\/unified\?/, () =>
      Response.json({ error: 'down', code: 'internal_error' }, { status: 500 }),
    );
    await mountGrid({ source: 'category', 'category-token': token(2755) });
    await waitFor(() => text('[part="error"]').includes('Failed to load products. Please try again later.'));
    expect(text('[part="error"] strong')).to.equal('Error: ');
    restore();
    inShadow<HTMLButtonElement>(grid, '[part="try-again"]')!.click();
    await countText();
  });
});

describe('lapasar-product-grid: vendor page', () => {
  it('shows Vendor Products, the vendor card and the search box for the company', async () => {
    await mountGrid({ source: 'vendor', 'vendor-id': '1' });
    const expected = await api<ProductListResponse>('/products/unified?vendorId=1&limit=24', HEADERS);
    expect(await countText()).to.equal(`Showing ${expected.products.length} of ${expected.pagination.total} products`);
    expect(text('[part="title"]')).to.equal('Vendor Products');
    const card = inShadow(grid, '[part="vendor-card"]')!;
    expect(card.textContent).to.contain('VNDR-000001');
    expect(card.textContent).to.contain('Selangor');
    expect(card.textContent).to.match(/\(\d+ reviews\)/);
    expect(inShadow<HTMLInputElement>(grid, '[part="listing-search"]')!.placeholder).to.equal('Search products from VNDR-000001...');
    expect(all('[part="filters"] legend').map((legend) => legend.textContent)).not.to.include('Seller Location');
  });

  it('says when the vendor has nothing for a term, and adds the term to the count', async () => {
    typeInto(inShadow<HTMLInputElement>(grid, '[part="listing-search"]')!, 'zzqqxx');
    await waitFor(() => text('[part="empty"]') === 'No products found for "zzqqxx" from this vendor.');
    const term = (await api<ProductListResponse>('/products/unified?vendorId=1&limit=1', HEADERS)).products[0].product_name.split(' ')[0];
    const expected = await api<ProductListResponse>(`/products/unified?vendorId=1&search=${encodeURIComponent(term)}&limit=24`, HEADERS);
    typeInto(inShadow<HTMLInputElement>(grid, '[part="listing-search"]')!, term);
    await waitFor(
      () => text('[part="count"]') === `Showing ${expected.products.length} of ${expected.pagination.total} products for "${term}"`,
    );
  });

  it("shows 'Failed to fetch vendor products.' in an Error alert when the products cannot be loaded", async () => {
    const restore = requests.answer(/\/api\/products\/unified\?/, () => new Response('down', { status: 502 }));
    typeInto(inShadow<HTMLInputElement>(grid, '[part="listing-search"]')!, 'tape');
    await waitFor(() => text('[part="error"]') === 'Error: Failed to fetch vendor products.');
    expect(inShadow(grid, '[part="error"]')!.getAttribute('role')).to.equal('alert');
    expect(all('[part="product-card"]')).to.have.length(0);
    restore();
  });

  it('clears the search text and reloads when the district changes', async () => {
    const before = requests.calls(/\/api\/vendors\/1$/).length;
    await sdk.setLocation('Selangor', 'Klang');
    await waitFor(() => requests.calls(/\/api\/vendors\/1$/).length > before);
    await waitFor(() => inShadow<HTMLInputElement>(grid, '[part="listing-search"]')?.value === '');
    await waitFor(
      () =>
        requests
          .calls(/\/api\/products\/unified$/)
          .at(-1)!
          .searchParams.get('district') === 'Klang',
    );
    await sdk.setLocation(LOCATION.state, LOCATION.district);
  });

  it("says 'No products available from this vendor.' and shows the server's message for an unknown vendor", async () => {
    const restore = requests.answer(/\/api\/products\/unified\?/, () =>
      Response.json({ success: true, products: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 0 } }),
    );
    await mountGrid({ source: 'vendor', 'vendor-id': '1' });
    await waitFor(() => text('[part="empty"]') === 'No products available from this vendor.');
    restore();
    await mountGrid({ source: 'vendor', 'vendor-id': '999999' });
    await waitFor(() => text('h2') === 'Vendor not found');
  });

  it("asks for no products while the vendor's company name is unknown", async () => {
    const real = await api<VendorResponse>('/vendors/1?page=1&limit=1', HEADERS);
    const nameless = { ...real, data: { ...real.data, vendor: { ...real.data.vendor, companyName: '' } } };
    const restore = requests.answer(/\/api\/vendors\/1\?/, () => Response.json(nameless));
    const before = requests.calls(/\/api\/products\/unified$/).length;
    const vendorCalls = requests.calls(/\/api\/vendors\/1$/).length;
    await mountGrid({ source: 'vendor', 'vendor-id': '1' });
    await waitFor(() => requests.calls(/\/api\/vendors\/1$/).length > vendorCalls && inShadow(grid, '[part="vendor-card"]'));
    await nextFrames();
    restore();
    expect(requests.calls(/\/api\/products\/unified$/).length).to.equal(before);
    expect(inShadow(grid, '[part="listing-search"]')).to.equal(null);
  });

  it('has no serious or critical accessibility violation', async () => {
    await mountGrid({ source: 'vendor', 'vendor-id': '1' });
    await countText();
    await expectAccessible(grid);
  });
});

describe('lapasar-product-grid without a location', () => {
  it('forces the location chooser open and fetches nothing until a location is set', async () => {
    sdk.$location.set(null);
    const before = requests.urls.length;
    await mountGrid({ source: 'category', 'category-token': token(2755) });
    await waitFor(() => inShadow<HTMLDialogElement>(grid, 'dialog[part="location-dialog"]')?.open);
    expect(sdk.$locationDialog.get()).to.include({ open: true, forced: true });
    await nextFrames();
    expect(requests.urls.slice(before).filter((url) => /\/api\/(products|categories)/.test(url.pathname))).to.deep.equal([]);
    await sdk.setLocation(LOCATION.state, LOCATION.district);
    sdk.closeLocationDialog();
    await countText();
  });
});

describe('lapasar-product-grid: quick add', () => {
  let simple: SearchResponse['hits'][number];
  it('asks a visitor to log in', async () => {
    await mountGrid({ source: 'search', query: 'mask' });
    await countText();
    inShadow<HTMLButtonElement>(grid, '[part="quick-add"]')!.click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
  });

  it('adds to the cart, fires lapasar-add-to-cart and shows Added to Cart for 3 s', async () => {
    await sdk.signIn(await apiLogin('masked@lapasar.test'));
    const hits = (await api<SearchResponse>('/search?q=mask&limit=100', HEADERS)).hits;
    simple = hits.find((hit) => hit.is_variant === 'N' && hit.primary_sku_id !== null && hit.total_stock >= 3 && hit.moq <= 1)!;
    await mountGrid({ source: 'search', query: simple.title });
    await waitFor(() => cardIds().includes(simple.recid));
    const index = cardIds().indexOf(simple.recid);
    all<HTMLButtonElement>('[part="quick-add"]')[index].click();
    const dialog = await waitFor(() => inShadow<HTMLDialogElement>(grid, 'dialog[part="quick-add"]'));
    expect(dialog.open).to.equal(true);
    expect(dialog.querySelector('h2')?.textContent).to.equal('Quick Add to Cart');
    typeInto(dialog.querySelector<HTMLInputElement>('input[type="number"]')!, '2');
    dialog.querySelector<HTMLInputElement>('input[type="number"]')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await nextFrames();
    const added = nextEvent(grid, 'lapasar-add-to-cart');
    dialog.querySelector<HTMLButtonElement>('[part="quick-add-submit"]')!.click();
    const event = await added;
    expect(event.detail).to.include({ sku_id: simple.primary_sku_id, product_id: simple.recid, quantity: 2, sl_id: simple.sl_id });
    expect(sdk.$counts.get().cart).to.equal(event.detail.cartCount);
    const popup = await waitFor(() => inShadow(grid, '[part="added-popup"]:popover-open'));
    expect(popup.textContent).to.contain('Added to Cart');
    expect(popup.textContent).to.contain(simple.title);
    expect(popup.textContent).to.contain('2 x RM');
    const shown = performance.now();
    await waitFor(() => !inShadow(grid, 'dialog[part="quick-add"][open]'), 3000);
    expect(performance.now() - shown).to.be.within(1200, 2200);
    await waitFor(() => !inShadow(grid, '[part="added-popup"]:popover-open'), 5000);
    expect(performance.now() - shown).to.be.within(2700, 4000);
  });

  it("toggles a card's wishlist heart for the signed-in buyer", async () => {
    const heart = all<HTMLButtonElement>('[part="product-card"] [part="wishlist-toggle"]')[0];
    expect(heart.getAttribute('aria-pressed')).to.equal('false');
    heart.click();
    await waitFor(() => heart.getAttribute('aria-pressed') === 'true');
    await waitFor(() => sdk.$counts.get().wishlist === 1);
    heart.click();
    await waitFor(() => heart.getAttribute('aria-pressed') === 'false');
    await waitFor(() => sdk.$counts.get().wishlist === 0);
  });

  it('opens the Insufficient Stock dialog and sets the quantity to what is available', async () => {
    const hit = simple;
    all<HTMLButtonElement>('[part="quick-add"]')[cardIds().indexOf(simple.recid)].click();
    const dialog = await waitFor(() => inShadow<HTMLDialogElement>(grid, 'dialog[part="quick-add"]'));
    const quantity = dialog.querySelector<HTMLInputElement>('input[type="number"]')!;
    // Two units are already in the cart from the test before: the whole stock on top is too many.
    typeInto(quantity, String(hit.total_stock));
    quantity.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await nextFrames();
    dialog.querySelector<HTMLButtonElement>('[part="quick-add-submit"]')!.click();
    const stock = await waitFor(() => inShadow<HTMLDialogElement>(grid, 'dialog[part="stock-dialog"][open]'));
    expect(stock.querySelector('h2')?.textContent).to.equal('Insufficient Stock');
    expect(stock.textContent).to.contain(
      `Only ${hit.total_stock} units are available in stock. You requested ${hit.total_stock + 2} units.`,
    );
    [...stock.querySelectorAll('button')].find((button) => button.textContent === `Set to ${hit.total_stock} unit(s)`)!.click();
    await waitFor(() => !stock.open);
    expect(quantity.value).to.equal(String(hit.total_stock));
  });

  it('opens the Out of Stock dialog for an out-of-stock answer', async () => {
    const restore = requests.answer(/\/api\/cart\/add/, () =>
      Response.json({ error: 'Surgical Mask is out of stock', code: 'cart_line_refused' }, { status: 400 }),
    );
    const dialog = inShadow<HTMLDialogElement>(grid, 'dialog[part="quick-add"]')!;
    dialog.querySelector<HTMLButtonElement>('[part="quick-add-submit"]')!.click();
    const stock = await waitFor(() => inShadow<HTMLDialogElement>(grid, 'dialog[part="stock-dialog"][open]'));
    expect(stock.querySelector('h2')?.textContent).to.equal('Out of Stock');
    expect(stock.textContent).to.contain('This product is currently out of stock. Please remove it from your cart or check back later.');
    await expectAccessible(grid);
    [...stock.querySelectorAll('button')].find((button) => button.textContent === 'Understood')!.click();
    await waitFor(() => !stock.open);
    restore();
  });

  it('shows other failures in the dialog', async () => {
    const restore = requests.answer(/\/api\/cart\/add/, () => new Response('oops', { status: 502 }));
    const dialog = inShadow<HTMLDialogElement>(grid, 'dialog[part="quick-add"]')!;
    dialog.querySelector<HTMLButtonElement>('[part="quick-add-submit"]')!.click();
    await waitFor(
      () => dialog.querySelector('[part="quick-add-error"]')?.textContent === 'Failed to add product to cart. Please try again.',
    );
    restore();
    expect(navigations).to.deep.equal([]);
  });

  it('says when the options of a variant product cannot be loaded, and adds nothing', async () => {
    const hits = (await api<SearchResponse>('/search?q=mask&limit=100', HEADERS)).hits;
    const variantHit = hits.find((hit) => hit.is_variant === 'Y')!;
    await mountGrid({ source: 'search', query: variantHit.title });
    await waitFor(() => cardIds().includes(variantHit.recid));
    const restore = requests.answer(new RegExp(`/api/products/${variantHit.recid}\\?`), () => new Response('{}', { status: 503 }));
    all<HTMLButtonElement>('[part="quick-add"]')[cardIds().indexOf(variantHit.recid)].click();
    const dialog = await waitFor(() => inShadow<HTMLDialogElement>(grid, 'dialog[part="quick-add"]'));
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent === 'Failed to load product details. Please try again later.');
    restore();
    expect(dialog.querySelector<HTMLButtonElement>('[part="quick-add-submit"]')!.disabled).to.equal(true);
    dialog.querySelector<HTMLButtonElement>('[aria-label="Close"]')!.click();
    await waitFor(() => !inShadow(grid, 'dialog[part="quick-add"]'));
  });
});

describe("lapasar-product-grid: a signed-in buyer's own search", () => {
  it('shows real seller names to a buyer allowed to see them, and finds their contracted items', async () => {
    const user = await apiLogin('buyer@lapasar.test');
    await sdk.signIn(user);
    const own = { ...HEADERS, Authorization: `Bearer ${user.auth_token}` };
    const contractedFilter = encodeURIComponent('seller.is_contracted = true');
    const contracted = await api<SearchResponse>(`/search?q=mask&limit=24&filter=${contractedFilter}`, own);
    expect(contracted.nbHits).to.be.greaterThan(0);
    // A visitor's search never counts anything as contracted.
    expect((await api<SearchResponse>(`/search?q=mask&limit=1&filter=${contractedFilter}`, HEADERS)).nbHits).to.equal(0);

    await mountGrid({ source: 'search', query: 'mask' });
    await countText();
    const names = all('[part="seller-link"]').map((link) => link.textContent);
    expect(names.length).to.be.greaterThan(0);
    expect(names.some((name) => /^VNDR-\d{6}$/.test(name!))).to.equal(false);

    const label = all<HTMLLabelElement>('[part="filters"] label').find((node) => node.textContent === 'Contracted Items')!;
    label.querySelector('input')!.click();
    await nextFrames();
    inShadow<HTMLButtonElement>(grid, '[part="apply-filters"]')!.click();
    await waitFor(() => text('[part="count"]') === `Showing ${contracted.hits.length} of ${contracted.nbHits} results for mask`);
    expect(cardIds()).to.deep.equal(contracted.hits.map((hit) => hit.recid));
    expect(all('[part="contracted-badge"]')).to.have.length(contracted.hits.length);
    expect(sdk.$signedIn.get()).to.equal(true);
  });
});

describe('lapasar-product-grid: add to compare', () => {
  it('asks a visitor to log in from a card and adds nothing', async () => {
    await sdk.logout();
    await mountGrid({ source: 'search', query: 'mask' });
    await countText();
    all<HTMLButtonElement>('[part="product-card"] [part="add-to-compare"]')[0].click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
    expect(compare.called(/\/add\//)).to.have.length(0);
  });

  it("adds a card's product to the lowest group with room, says which, and the compare badge follows", async () => {
    const user = await apiLogin('buyer@lapasar.test');
    await sdk.signIn(user);
    compare.state.items = [compareItem(1, 1), compareItem(2, 2), compareItem(3, 2), compareItem(4, 2), compareItem(5, 2)];
    await mountGrid({ source: 'search', query: 'mask' });
    await countText();
    const card = all('[part="product-card"]')[0];
    const name = card.querySelector('[part="product-name"]')!.getAttribute('title')!;
    const add = card.querySelector<HTMLButtonElement>('[part="add-to-compare"]')!;
    expect(add.getAttribute('aria-label')).to.equal(`Add ${name} to compare`);
    add.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => card.querySelector('[part="toast"]')?.textContent === `${name} added to Comparison 1`);
    expect(compare.called(/\/add\/product$/).at(-1)!.body).to.deep.equal({ by_id: String(user.by_id), product_id: String(cardIds()[0]) });
    await waitFor(() => sdk.$counts.get().compare === 6);
    await expectAccessible(grid);
  });
});
