import { expect } from 'chai';
import type { Banner, ProductListResponse } from '../../src/api/types';
import { api, expectAccessible, inShadow, interceptNavigation, loadSdk, mount, waitFor, watchRequests } from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };
const HEADERS = { 'X-State': LOCATION.state, 'X-District': LOCATION.district };

const requests = watchRequests();
const sdk = await loadSdk();
const navigations = interceptNavigation();
const banners = await api<Banner[]>('/banners/home');
const home = await mount('<lapasar-home></lapasar-home>', 'lapasar-home');

const all = <T extends Element = HTMLElement>(selector: string) => [...(home.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
const visibleSlide = () => all('[part="slide"]').findIndex((slide) => !slide.hidden);
const covidCalls = () => requests.calls(/\/api\/products\/covid$/);
const tab = (label: string) => all<HTMLButtonElement>('[role="tab"]').find((button) => button.textContent === label)!;
const cardIds = () => all<HTMLAnchorElement>('[part="product-name"]').map((link) => Number(link.getAttribute('href')!.split('/').pop()));

describe('lapasar-home alone on a page', () => {
  it('waits for a location: the chooser is forced open and no products are fetched', async () => {
    await waitFor(() => inShadow<HTMLDialogElement>(home, 'dialog[part="location-dialog"]')?.open);
    expect(covidCalls()).to.deep.equal([]);
    await waitFor(() => all('[part="slide"]').length === banners.length);
    await sdk.setLocation(LOCATION.state, LOCATION.district);
    sdk.closeLocationDialog();
    await waitFor(() => covidCalls().length === 1);
  });

  it('shows the banners, one at a time, with their links and titles', () => {
    const slides = all('[part="slide"]');
    expect(visibleSlide()).to.equal(0);
    expect(slides.filter((slide) => !slide.hidden)).to.have.length(1);
    const images = slides.map((slide) => slide.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('src'))).to.deep.equal(banners.map((banner) => banner.imagePath));
    expect(images.map((image) => image.alt)).to.deep.equal(banners.map((banner) => banner.title));
    expect(slides.map((slide) => slide.querySelector('a')!.getAttribute('href'))).to.deep.equal(banners.map((banner) => banner.url));
  });

  it('advances to the next banner 5 seconds after the last move', async () => {
    const next = all<HTMLButtonElement>('[part="carousel"] button').find((node) => node.getAttribute('aria-label') === 'Next banner')!;
    const from = visibleSlide();
    next.click();
    await waitFor(() => visibleSlide() !== from);
    const moved = visibleSlide();
    const started = performance.now();
    await waitFor(() => visibleSlide() === (moved + 1) % banners.length, 7000);
    expect(performance.now() - started).to.be.within(4500, 6500);
  });

  it('moves with next, previous and the dots, and pauses', async () => {
    const button = (label: string) =>
      all<HTMLButtonElement>('[part="carousel"] button').find(
        (node) => node.getAttribute('aria-label') === label || node.textContent === label,
      )!;
    button('Show banner 1').click();
    await waitFor(() => visibleSlide() === 0);
    button('Next banner').click();
    await waitFor(() => visibleSlide() === 1);
    button('Previous banner').click();
    await waitFor(() => visibleSlide() === 0);
    button('Previous banner').click();
    await waitFor(() => visibleSlide() === banners.length - 1);
    button('Show banner 2').click();
    await waitFor(() => visibleSlide() === 1);
    expect(button('Show banner 2').getAttribute('aria-current')).to.equal('true');
    button('Pause').click();
    await waitFor(() => button('Play'));
  });

  it('shows the COVID CARE ITEMS tabs and the products of All items', async () => {
    expect(all('[role="tab"]').map((node) => node.textContent)).to.deep.equal([
      'All items',
      'Face mask',
      'Thermometer',
      'Sanitizers',
      'Gloves',
      'Face protection',
      'Full body protection',
    ]);
    expect(tab('All items').getAttribute('aria-selected')).to.equal('true');
    const expected = await api<ProductListResponse>('/products/covid?covidCategoryId=covidAll&page=1&limit=24', HEADERS);
    await waitFor(() => JSON.stringify(cardIds()) === JSON.stringify(expected.products.map((product) => product.product_id)));
    const call = covidCalls().at(-1)!;
    expect(Object.fromEntries(call.searchParams)).to.include({
      covidCategoryId: 'covidAll',
      page: '1',
      limit: '24',
      state: 'Selangor',
      district: 'Petaling',
    });
  });

  it('switches tabs by click and by arrow keys, each from page 1', async () => {
    tab('Face mask').click();
    await waitFor(() => covidCalls().at(-1)!.searchParams.get('covidCategoryId') === '2756');
    const masks = await api<ProductListResponse>('/products/covid?covidCategoryId=2756&page=1&limit=24', HEADERS);
    await waitFor(() => JSON.stringify(cardIds()) === JSON.stringify(masks.products.map((product) => product.product_id)));

    if (masks.pagination.totalPages > 1) {
      inShadow<HTMLButtonElement>(home, '[part="pagination"] button[aria-label="Page 2"]')!.click();
      await waitFor(() => covidCalls().at(-1)!.searchParams.get('page') === '2');
    }
    tab('Face mask').focus();
    tab('Face mask').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => tab('Thermometer').getAttribute('aria-selected') === 'true');
    expect(home.shadowRoot!.activeElement).to.equal(tab('Thermometer'));
    await waitFor(() => covidCalls().at(-1)!.searchParams.get('covidCategoryId') === '2757');
    expect(covidCalls().at(-1)!.searchParams.get('page')).to.equal('1');
    tab('Thermometer').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await waitFor(() => tab('Full body protection').getAttribute('aria-selected') === 'true');
  });

  it('pages the All items grid with the home pagination rule', async () => {
    tab('All items').click();
    const expected = await api<ProductListResponse>('/products/covid?covidCategoryId=covidAll&page=1&limit=24', HEADERS);
    await waitFor(() => JSON.stringify(cardIds()) === JSON.stringify(expected.products.map((product) => product.product_id)));
    const last = expected.pagination.totalPages;
    expect(last).to.be.greaterThan(1);
    const pages = () => all('[part="pagination"] button[aria-label^="Page "]').map((button) => Number(button.textContent));
    // Page 1: itself, the two after it and the last page.
    expect(pages()).to.deep.equal([...new Set([1, 2, 3, last].filter((page) => page <= last))]);
    inShadow<HTMLButtonElement>(home, `[part="pagination"] button[aria-label="Page ${last}"]`)!.click();
    await waitFor(() => covidCalls().at(-1)!.searchParams.get('page') === String(last));
    await waitFor(() => inShadow(home, '[part="pagination"] [aria-current="page"]')?.textContent === String(last));
    expect(pages()).to.deep.equal([...new Set([1, last - 2, last - 1, last].filter((page) => page >= 1))]);
  });

  it('reloads the products when the district changes', async () => {
    const before = covidCalls().length;
    await sdk.setLocation('Selangor', 'Klang');
    await waitFor(() => covidCalls().length > before);
    expect(covidCalls().at(-1)!.searchParams.get('district')).to.equal('Klang');
    expect(covidCalls().at(-1)!.searchParams.get('page')).to.equal('1');
  });

  it('has a COVID-19 news note and no serious or critical accessibility violation', async () => {
    expect(inShadow(home, '[part="news"] h2')?.textContent).to.equal('COVID-19 News');
    // Not while the grid is dimmed for a load.
    await waitFor(() => inShadow(home, '[part="grid"]')?.getAttribute('aria-busy') === 'false');
    await expectAccessible(home);
    expect(navigations).to.deep.equal([]);
  });
});

describe('lapasar-home when the API fails', () => {
  it("says 'Failed to load banners.' and shows three static banners", async () => {
    const restore = requests.answer(/\/api\/banners\/home/, () => new Response('down', { status: 500 }));
    home.remove();
    const again = await mount('<lapasar-home></lapasar-home>', 'lapasar-home');
    await waitFor(() => inShadow(again, '[part="banners-error"]')?.textContent === 'Failed to load banners.');
    expect([...again.shadowRoot!.querySelectorAll('[part="slide"]')]).to.have.length(3);
    restore();
    again.remove();
  });

  it("shows 'Failed to load products. Please try again later.' with Try Again", async () => {
    const restore = requests.answer(/\/api\/products\/covid/, () =>
      Response.json({ error: 'down', code: 'internal_error' }, { status: 500 }),
    );
    const again = await mount('<lapasar-home></lapasar-home>', 'lapasar-home');
    await waitFor(() => inShadow(again, '[part="error"]')?.textContent?.includes('Failed to load products. Please try again later.'));
    restore();
    inShadow<HTMLButtonElement>(again, '[part="try-again"]')!.click();
    await waitFor(() => again.shadowRoot!.querySelectorAll('[part="product-card"]').length > 0);
  });
});
