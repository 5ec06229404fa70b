import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type {
  BrandsResponse,
  CatalogueCategoriesResponse,
  CatalogueCategoryTile,
  CatalogueProductsResponse,
  ProductListing,
  SearchHit,
  SearchResponse,
} from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, nextEvent, nextFrames, typeInto, waitFor } from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };

/* Typed catalogue fixtures: the reference server's catalogue routes are exercised by the server suite. */

function listing(id: number): ProductListing {
  return {
    product_id: id,
    product_name: `Catalogue product ${id}`,
    imageUrl: '',
    product_img: '',
    act_min_price: 10,
    act_max_price: 12,
    min_price: 15,
    max_price: 15,
    total_stock: 50,
    inventory: 50,
    availability: 'Y',
    rating: 4,
    total_review: 3,
    free_shipping: 1,
    ships_to_location: true,
    is_contracted: 1,
    moq: 1,
    material_id: null,
    is_alternative: 0,
    listing_type: 'catalogue',
    sl_id: 7,
    seller_name: 'VNDR-000007',
    sellerName: 'VNDR-000007',
    sellerLocation: 'Selangor',
    is_wishlist: 0,
    primary_sku_id: id * 10,
    primary_sku_price: 10,
    marketplace_min_price: null,
    marketplace_max_price: null,
    primary_sku_marketplace_price: null,
    is_variant: 'N',
    brand: 'Acme',
    category_id: 5,
  };
}

function hit(id: number): SearchHit {
  return {
    recid: id,
    title: `Catalogue hit ${id}`,
    thumbnail: '',
    make: 'Acme',
    created_at: '2026-11-01T00:00:00.000Z',
    material_id: null,
    is_alternative: 0,
    sl_id: 7,
    min_price_in_cents: 1000,
    max_price_in_cents: 1200,
    min_price: 10,
    max_price: 12,
    total_stock: 50,
    moq: 1,
    seller: { id: 7, name: 'VNDR-000007', state: 'Selangor', rating: 4, is_contracted: 1, is_active: 1, is_hidden: 0 },
    free_shipping_locations: ['all.all'],
    conditional_free_shipping_locations: [],
    primary_sku_id: id * 10,
    primary_sku_price: 10,
    marketplace_min_price: null,
    marketplace_max_price: null,
    primary_sku_marketplace_price: null,
    is_variant: 'N',
    is_wishlist: 0,
    rating: 4,
    total_review: 3,
    availability: 'Y',
    free_shipping: 1,
    ships_to_location: true,
  };
}

const tile = (id: number, name: string, count: number, icon: string | null = null): CatalogueCategoryTile => ({
  category_id: id,
  category_name: name,
  icon,
  product_count: count,
  token: btoa(`cat_${id}`),
});

const TILES = [tile(5, 'Safety Equipment', 30), tile(9, 'Office Supplies', 1)];

/** What the fake catalogue holds: its product total (24 a page), tiles and brands; null answers fail; refusal answers the products and the search with that status. */
const catalogue = {
  total: 30,
  tiles: TILES as CatalogueCategoryTile[] | null,
  products: true,
  search: true,
  brands: ['Acme', 'Bolt & Co'],
  refusal: null as { status: 403 | 404; error: string } | null,
};

const ids = (page: number, size: number) =>
  Array.from({ length: Math.max(0, Math.min(24, size - (page - 1) * 24)) }, (_, index) => (page - 1) * 24 + index + 1);

function serve(request: FakeRequest): Response {
  const { path, query } = request;
  if (path === '/api/products/catalogue/brands') return json(200, { success: true, data: catalogue.brands } satisfies BrandsResponse);
  if (catalogue.refusal && (path === '/api/products/catalogue' || path === '/api/products/catalogue/search'))
    return json(catalogue.refusal.status, { error: catalogue.refusal.error });
  if (path === '/api/products/catalogue') {
    if (!catalogue.products) return json(500, { error: 'Internal Server Error' });
    const page = Number(query.get('page') ?? 1);
    const data = {
      products: ids(page, catalogue.total).map(listing),
      total: catalogue.total,
      catalogId: 1,
      categoryId: query.get('id') ? Number(query.get('id')) : null,
    };
    return json(200, { success: true, data } satisfies CatalogueProductsResponse);
  }
  if (path === '/api/products/catalogue/search') {
    if (!catalogue.search) return json(500, { error: 'Internal Server Error' });
    const offset = Number(query.get('offset') ?? 0);
    const hits = ids(offset / 24 + 1, catalogue.total).map(hit);
    const answer: SearchResponse = {
      hits,
      nbHits: catalogue.total,
      estimatedTotalHits: catalogue.total,
      query: query.get('q') ?? '',
      offset,
      limit: 24,
      facetDistribution: { 'seller.state': { Selangor: catalogue.total } },
    };
    return json(200, answer);
  }
  if (!catalogue.tiles) return json(500, { error: 'Internal Server Error' });
  const catalogName = path.endsWith('/tnb-catalogue-categories') ? 'Energy Utility Catalogue' : 'Corporate Standard Catalogue';
  return json(200, {
    success: true,
    data: { catalogId: 1, catalogName, categoryProducts: catalogue.tiles },
  } satisfies CatalogueCategoriesResponse);
}

let element: HTMLElement = document.createElement('div');

const fake = fakeApi(
  (path) => /^\/api\/products\/(catalogue|catalogue\/search|catalogue\/brands|catalogue-categories|tnb-catalogue-categories)$/.test(path),
  serve,
);
const sdk = await loadSdk({ location: LOCATION });
const navigations = interceptNavigation();

async function signInAs(email: string): Promise<void> {
  // The element of the last test goes first, so it makes no calls for the session in between.
  element.remove();
  await sdk.logout();
  await sdk.signIn(await apiLogin(email));
}

async function mountElement(
  tag: 'lapasar-catalogue-products' | 'lapasar-catalogue-categories',
  attributes: Record<string, string> = {},
): Promise<HTMLElement> {
  element.remove();
  element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await customElements.whenDefined(tag);
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const all = <T extends Element = HTMLElement>(selector: string) => [...(element.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
const text = (selector: string) => inShadow(element, selector)?.textContent ?? '';
/** The page's products have arrived (the pagination is no longer busy). */
const settled = () => inShadow(element, '[part="pagination"]')?.getAttribute('aria-busy') === 'false';
const brandNames = () =>
  all<HTMLInputElement>('[part="filters"] input[type="radio"]')
    .filter((radio) => radio.name.endsWith('-brand'))
    .map((radio) => radio.parentElement!.textContent);
const cardNames = () => all('[part="product-name"]').map((link) => link.textContent);
const lastCall = (pattern: RegExp) => fake.called(pattern).at(-1)!;
const LISTING = /^GET \/api\/products\/catalogue$/;
const SEARCH = /^GET \/api\/products\/catalogue\/search$/;
const BRANDS = /^GET \/api\/products\/catalogue\/brands$/;

function reset(): void {
  Object.assign(catalogue, { total: 30, tiles: TILES, products: true, search: true, brands: ['Acme', 'Bolt & Co'], refusal: null });
  fake.reset();
  fake.calls.splice(0);
  navigations.splice(0);
}

describe('lapasar-catalogue-products', () => {
  before(() => signInAs('catalogue@lapasar.test'));
  beforeEach(reset);

  it('shows the skeleton, then the whole catalogue 24 a page for a catalogue user without id or token', async () => {
    const release = fake.hold(LISTING);
    await mountElement('lapasar-catalogue-products');
    await waitFor(() => all('[part="skeleton"] li').length === 24);
    release();
    await waitFor(() => text('[part="count"]') === 'Showing 24 of 30 products');
    expect(cardNames()).to.have.length(24);
    const call = lastCall(LISTING);
    expect(call.query.get('limit')).to.equal('24');
    expect(call.query.get('page')).to.equal('1');
    expect(call.query.has('id')).to.equal(false);
    expect(call.query.has('token')).to.equal(false);
    expect(navigations).to.deep.equal([]);
    await expectAccessible(element);
  });

  it('asks for the category id, the token and the search text it is given', async () => {
    await mountElement('lapasar-catalogue-products', { 'category-id': '5', search: 'gloves' });
    await waitFor(() => fake.called(LISTING).length > 0);
    expect(lastCall(LISTING).query.get('id')).to.equal('5');
    expect(lastCall(LISTING).query.get('search')).to.equal('gloves');
    expect(inShadow<HTMLInputElement>(element, '[part="catalogue-search"]')!.value).to.equal('gloves');
    await mountElement('lapasar-catalogue-products', { token: btoa('cat_9') });
    await waitFor(() => lastCall(LISTING).query.get('token') === btoa('cat_9'));
  });

  it('goes to page 2 with the pagination', async () => {
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => cardNames().length === 24);
    inShadow<HTMLButtonElement>(element, '[part="pagination"] button[aria-label="Page 2"]')!.click();
    await waitFor(() => cardNames().length === 6);
    expect(lastCall(LISTING).query.get('page')).to.equal('2');
    expect(text('[part="count"]')).to.equal('Showing 6 of 30 products');
  });

  it('searches the catalogue with the sort code once a sort is chosen, in the category', async () => {
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => cardNames().length === 24);
    typeInto(inShadow<HTMLSelectElement>(element, '[part="sort"]')!, 'price_high_low');
    await waitFor(() => fake.called(SEARCH).length > 0);
    const call = lastCall(SEARCH);
    expect(call.query.get('sort')).to.equal('min_price_in_cents:desc');
    expect(call.query.get('categoryId')).to.equal('5');
    expect(call.query.get('limit')).to.equal('24');
    expect(call.query.get('offset')).to.equal('0');
    expect(call.query.get('state')).to.equal('Selangor');
    expect(call.query.get('district')).to.equal('Petaling');
    await waitFor(() => cardNames()[0] === 'Catalogue hit 1');
  });

  it('sends an applied price range in cents', async () => {
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => cardNames().length === 24);
    const [min, max] = all<HTMLInputElement>('[part="filters"] input[type="number"]');
    typeInto(min, '12.5');
    typeInto(max, '300');
    inShadow<HTMLButtonElement>(element, '[part="apply-filters"]')!.click();
    await waitFor(() => fake.called(SEARCH).length > 0);
    expect(lastCall(SEARCH).query.getAll('filter')).to.deep.equal(['min_price_in_cents >= 1250', 'min_price_in_cents <= 30000']);
  });

  it('shows the empty text with Back to Categories', async () => {
    catalogue.total = 0;
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => text('[part="empty"] p') === 'No products found for this catalogue selection.');
    const back = inShadow<HTMLAnchorElement>(element, '[part="back-to-categories"]')!;
    expect(back.textContent).to.equal('Back to Categories');
    back.click();
    expect(navigations).to.deep.equal(['/app/marketplace/product/catalogue_category']);
    await expectAccessible(element);
  });

  it('shows the listing failure, and Try Again loads again', async () => {
    catalogue.products = false;
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => text('[part="error"] p') === 'Failed to load catalogue products. Please try again later.');
    await expectAccessible(element);
    catalogue.products = true;
    inShadow<HTMLButtonElement>(element, '[part="try-again"]')!.click();
    await waitFor(() => cardNames().length === 24);
  });

  it('shows the search failure once the catalogue search answers', async () => {
    catalogue.search = false;
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => cardNames().length === 24);
    typeInto(inShadow<HTMLSelectElement>(element, '[part="sort"]')!, 'newest');
    await waitFor(() => text('[part="error"] p') === 'Failed to fetch search results.');
  });

  it('is operable from the keyboard: the sort select and the pages', async () => {
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => cardNames().length === 24);
    inShadow<HTMLButtonElement>(element, '[part="pagination"] button[aria-label="Page 2"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => lastCall(LISTING).query.get('page') === '2');
  });

  it("offers the catalogue's brands, of the category it shows, and filters by the chosen one", async () => {
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => brandNames().length === 3);
    expect(brandNames()).to.deep.equal(['All brands', 'Acme', 'Bolt & Co']);
    expect(lastCall(BRANDS).query.get('categoryId')).to.equal('5');
    all<HTMLInputElement>('[part="filters"] input[type="radio"]')[2].click();
    inShadow<HTMLButtonElement>(element, '[part="apply-filters"]')!.click();
    await waitFor(() => fake.called(SEARCH).length > 0);
    expect(lastCall(SEARCH).query.getAll('filter')).to.deep.equal(['make IN ["Bolt & Co"]']);
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue?id=5&brands=Bolt+%26+Co');
  });

  it('starts from the search text, filters, sort and page of its attributes', async () => {
    await mountElement('lapasar-catalogue-products', {
      'category-id': '5',
      search: 'gloves',
      filters: 'brands=Acme&ratings=4',
      sort: 'newest',
      page: '2',
    });
    await waitFor(() => fake.called(SEARCH).length > 0);
    const call = lastCall(SEARCH);
    expect(call.query.get('q')).to.equal('gloves');
    expect(call.query.get('sort')).to.equal('created_at:desc');
    expect(call.query.get('offset')).to.equal('24');
    expect(call.query.getAll('filter')).to.deep.equal(['make IN ["Acme"]', 'seller.rating = 4']);
    expect(inShadow<HTMLInputElement>(element, '[part="catalogue-search"]')!.value).to.equal('gloves');
    expect(inShadow<HTMLSelectElement>(element, '[part="sort"]')!.value).to.equal('newest');
    expect(fake.called(LISTING)).to.deep.equal([]);
  });

  it('offers each new view to the host as its address, and follows the attributes the host sets back', async () => {
    await mountElement('lapasar-catalogue-products', { 'category-id': '5' });
    await waitFor(() => cardNames().length === 24);
    typeInto(inShadow<HTMLInputElement>(element, '[part="catalogue-search"]')!, 'helmet');
    await waitFor(() => navigations.at(-1) === '/app/marketplace/product/catalogue?id=5&search=helmet');
    // The host routes: the address's view becomes the attributes.
    element.setAttribute('search', 'helmet');
    // The attribute reaches the view in its next render: the host's next change comes after it.
    await nextFrames();
    typeInto(inShadow<HTMLSelectElement>(element, '[part="sort"]')!, 'rating');
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue?id=5&search=helmet&sort=rating');
    element.setAttribute('sort', 'rating');
    await waitFor(() => lastCall(SEARCH).query.get('sort') === 'seller.rating:desc');
    await waitFor(settled);
    inShadow<HTMLButtonElement>(element, '[part="pagination"] button[aria-label="Page 2"]')!.click();
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue?id=5&search=helmet&sort=rating&page=2');
    element.setAttribute('page', '2');
    await waitFor(() => lastCall(SEARCH).query.get('offset') === '24');
    // Back to the first address: the host takes the view's attributes away again.
    for (const name of ['search', 'sort', 'page']) element.removeAttribute(name);
    await waitFor(() => inShadow<HTMLInputElement>(element, '[part="catalogue-search"]')!.value === '');
    await waitFor(() => lastCall(LISTING).query.get('page') === '1' && !lastCall(LISTING).query.has('search'));
    expect(inShadow<HTMLSelectElement>(element, '[part="sort"]')!.value).to.equal('relevance');
    expect(text('[part="pagination"] [aria-current="page"]')).to.equal('1');
    await nextFrames();
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue?id=5&search=helmet&sort=rating&page=2');
  });

  it("says a refused category is not the buyer's, with Back to Home and no Try Again", async () => {
    catalogue.refusal = { status: 403, error: 'Catalogue products are only available to catalogue users' };
    await mountElement('lapasar-catalogue-products', { 'category-id': '3000' });
    await waitFor(() => text('[part="refused"] strong') === 'Catalogue products are only available to catalogue users');
    expect(inShadow(element, '[part="try-again"]')).to.equal(null);
    inShadow<HTMLAnchorElement>(element, '[part="back-to-home"]')!.click();
    expect(navigations).to.deep.equal(['/']);
    await expectAccessible(element);
  });

  it('says an unknown category is not found, with Back to Categories', async () => {
    catalogue.refusal = { status: 404, error: 'Category Not Found' };
    await mountElement('lapasar-catalogue-products', { 'category-id': '99999' });
    await waitFor(() => text('[part="refused"] strong') === 'Category Not Found');
    expect(text('[part="refused"] p')).to.equal('The requested category could not be found.');
    inShadow<HTMLAnchorElement>(element, '[part="back-to-categories"]')!.click();
    expect(navigations).to.deep.equal(['/app/marketplace/product/catalogue_category']);
  });

  it('sends the special buyer without id or token to the category page', async () => {
    await signInAs('special@lapasar.test');
    try {
      await mountElement('lapasar-catalogue-products');
      await waitFor(() => navigations.length === 1);
      expect(navigations).to.deep.equal(['/app/marketplace/product/catalogue_category']);
      expect(fake.called(LISTING)).to.deep.equal([]);
    } finally {
      await signInAs('catalogue@lapasar.test');
    }
  });
});

describe('lapasar-catalogue-categories', () => {
  beforeEach(reset);

  it('shows the catalogue tiles to a catalogue user: icon placeholder, name, product count', async () => {
    await signInAs('catalogue@lapasar.test');
    const release = fake.hold(/^GET \/api\/products\/catalogue-categories$/);
    await mountElement('lapasar-catalogue-categories');
    await waitFor(() => inShadow(element, '[part="skeleton"]'));
    release();
    await waitFor(() => all('[part="category-tile"]').length === 2);
    expect(all('[part="category-tile"]').map((button) => button.textContent)).to.deep.equal([
      'SSafety Equipment30 products',
      'OOffice Supplies1 product',
    ]);
    expect(text('[part="catalogue-name"]')).to.equal('Corporate Standard Catalogue');
    expect(fake.called(/tnb-catalogue-categories/)).to.deep.equal([]);
    await expectAccessible(element);
  });

  it('asks the energy categories for an energy buyer', async () => {
    await signInAs('energy@lapasar.test');
    await mountElement('lapasar-catalogue-categories');
    await waitFor(() => text('[part="catalogue-name"]') === 'Energy Utility Catalogue');
    expect(fake.called(/^GET \/api\/products\/tnb-catalogue-categories$/)).not.to.deep.equal([]);
    expect(fake.called(/^GET \/api\/products\/catalogue-categories$/)).to.deep.equal([]);
  });

  it('opens a category search, searches, sorts and pages inside it, and goes back to the tiles', async () => {
    await signInAs('special@lapasar.test');
    await mountElement('lapasar-catalogue-categories');
    await waitFor(() => all('[part="category-tile"]').length === 2);
    all('[part="category-tile"]')[0].click();
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue_category?category=5');
    // The host routes: the URL's category becomes the attribute.
    element.setAttribute('category-id', '5');
    await waitFor(() => text('[part="count"]') === 'Showing 24 of 30 products');
    expect(text('[part="title"]')).to.equal('Safety Equipment');
    expect(lastCall(SEARCH).query.get('categoryId')).to.equal('5');
    expect(lastCall(SEARCH).query.get('q')).to.equal('');

    typeInto(inShadow<HTMLInputElement>(element, '[part="catalogue-search"]')!, 'helmet');
    await waitFor(() => lastCall(SEARCH).query.get('q') === 'helmet');
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue_category?category=5&search=helmet');
    typeInto(inShadow<HTMLSelectElement>(element, '[part="sort"]')!, 'rating');
    await waitFor(() => lastCall(SEARCH).query.get('sort') === 'seller.rating:desc');
    await waitFor(settled);
    inShadow<HTMLButtonElement>(element, '[part="pagination"] button[aria-label="Page 2"]')!.click();
    await waitFor(() => lastCall(SEARCH).query.get('offset') === '24');
    expect(lastCall(SEARCH).query.get('q')).to.equal('helmet');
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue_category?category=5&search=helmet&sort=rating&page=2');
    // The page's answer shown, not the previous page faded while it loads.
    await waitFor(settled);
    await expectAccessible(element);

    inShadow<HTMLButtonElement>(element, '[part="back-link"]')!.click();
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue_category');
    element.removeAttribute('category-id');
    await waitFor(() => all('[part="category-tile"]').length === 2);
  });

  it('moves between the views itself when no host routes', async () => {
    await signInAs('special@lapasar.test');
    await mountElement('lapasar-catalogue-categories');
    await waitFor(() => all('[part="category-tile"]').length === 2);
    const pass = (event: Event) => event.stopImmediatePropagation();
    element.addEventListener('lapasar-navigate', pass);
    try {
      all('[part="category-tile"]')[1].click();
      await waitFor(() => text('[part="title"]') === 'Office Supplies');
      inShadow<HTMLButtonElement>(element, '[part="back-link"]')!.click();
      await waitFor(() => all('[part="category-tile"]').length === 2);
    } finally {
      element.removeEventListener('lapasar-navigate', pass);
    }
  });

  it('shows the empty and the failed category list', async () => {
    await signInAs('catalogue@lapasar.test');
    catalogue.tiles = [];
    await mountElement('lapasar-catalogue-categories');
    await waitFor(() => text('[part="empty"]') === 'No categories available for your account.');
    await expectAccessible(element);
    catalogue.tiles = null;
    await mountElement('lapasar-catalogue-categories');
    await waitFor(() => text('[part="error"] p') === 'Failed to load catalogue products. Please try again later.');
  });

  it('is operable from the keyboard: a tile opens with Enter', async () => {
    await signInAs('catalogue@lapasar.test');
    await mountElement('lapasar-catalogue-categories');
    await waitFor(() => all('[part="category-tile"]').length === 2);
    all('[part="category-tile"]')[1].focus();
    await sendKeys({ press: 'Enter' });
    expect(navigations.at(-1)).to.equal('/app/marketplace/product/catalogue_category?category=9');
  });

  it('refuses a buyer without a catalogue: the cancelable event, then the message', async () => {
    await signInAs('buyer@lapasar.test');
    const denied = nextEvent(document, 'lapasar-access-denied');
    await mountElement('lapasar-catalogue-categories');
    const event = await denied;
    expect(event.cancelable).to.equal(true);
    expect(event.detail.message).to.equal('Access Denied - This page is only accessible to Catalogue users');
    await waitFor(() => text('[part="access-denied"]') === 'Access Denied - This page is only accessible to Catalogue users');
    inShadow<HTMLAnchorElement>(element, '[part="back-to-home"]')!.click();
    expect(navigations).to.deep.equal(['/']);
    expect(fake.calls).to.deep.equal([]);
    await expectAccessible(element);
  });

  it('leaves the message to a host that cancels the refusal', async () => {
    await signInAs('buyer@lapasar.test');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('lapasar-access-denied', cancel);
    try {
      const denied = nextEvent(document, 'lapasar-access-denied');
      await mountElement('lapasar-catalogue-categories');
      await denied;
      await nextFrames();
      expect(inShadow(element, '[part="access-denied"]')).to.equal(null);
    } finally {
      document.removeEventListener('lapasar-access-denied', cancel);
    }
  });
});
