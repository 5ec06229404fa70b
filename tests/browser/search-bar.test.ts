import { expect } from 'chai';
import { expectAccessible, inShadow, interceptNavigation, loadSdk, mount, nextEvent, typeInto, waitFor } from './support';

const sdk = await loadSdk();
const navigations = interceptNavigation();
const bar = await mount('<lapasar-search-bar></lapasar-search-bar>', 'lapasar-search-bar');
const input = () => inShadow<HTMLInputElement>(bar, '[part="search-input"]')!;
const submit = () => inShadow<HTMLButtonElement>(bar, '[part="search-submit"]')!;
const dialog = () => inShadow<HTMLDialogElement>(bar, 'dialog');

describe('lapasar-search-bar alone on a page', () => {
  it('offers By Product and By Seller with the spec placeholder', async () => {
    await waitFor(() => input());
    expect(input().placeholder).to.equal('What are you looking for?');
    const options = [...inShadow<HTMLSelectElement>(bar, '[part="search-type"]')!.options].map((o) => o.textContent);
    expect(options).to.deep.equal(['By Product', 'By Seller']);
  });

  it('without a location: holds the search, forces the modal open and warns', async () => {
    // The bar hosts the location modal itself, which opens at once on a page without a location.
    await waitFor(() => dialog()?.open);
    sdk.closeLocationDialog();
    await waitFor(() => !dialog()?.open);
    let searched = false;
    bar.addEventListener('lapasar-search', () => (searched = true), { once: true });
    typeInto(inShadow<HTMLSelectElement>(bar, '[part="search-type"]')!, 'by-seller');
    typeInto(input(), '  face mask  ');
    submit().click();
    await waitFor(() => dialog()?.open);
    expect(sdk.$locationDialog.get()).to.include({ open: true, forced: true });
    expect(inShadow(bar, '[part="search-warning"]')?.textContent).to.equal('Please set your state and district first to search products');
    expect(searched).to.equal(false);
  });

  it('runs the held search, trimmed, once the location is set', async () => {
    const searched = nextEvent(bar, 'lapasar-search');
    const started = performance.now();
    await sdk.setLocation('Selangor', 'Petaling');
    sdk.closeLocationDialog();
    const event = await searched;
    expect(performance.now() - started).to.be.at.least(90);
    expect(event.detail).to.deep.equal({ query: 'face mask', type: 'by-seller', href: '/search?q=face%20mask&type=by-seller' });
    await waitFor(() => navigations.includes('/search?q=face%20mask&type=by-seller'));
    expect(inShadow(bar, '[part="search-warning"]')).to.equal(null);
  });

  it('ignores empty text', async () => {
    const before = navigations.length;
    typeInto(input(), '   ');
    submit().click();
    // A search goes out at once when there is text: the next one to leave is the real one.
    typeInto(inShadow<HTMLSelectElement>(bar, '[part="search-type"]')!, 'by-product');
    typeInto(input(), 'tape');
    submit().click();
    await waitFor(() => navigations.length > before);
    expect(navigations.slice(before)).to.deep.equal(['/search?q=tape']);
  });

  it('searches by product through the configured route template', async () => {
    sdk.configure({ routes: { search: '/find?term={query}' } });
    typeInto(inShadow<HTMLSelectElement>(bar, '[part="search-type"]')!, 'by-product');
    typeInto(input(), 'gloves');
    submit().click();
    await waitFor(() => navigations.includes('/find?term=gloves'));
  });

  it('shows the search its host sets, and follows it when the host changes it', async () => {
    const type = () => inShadow<HTMLSelectElement>(bar, '[part="search-type"]')!;
    bar.setAttribute('query', 'safety boots');
    bar.setAttribute('search-type', 'by-seller');
    await waitFor(() => input().value === 'safety boots');
    expect(type().value).to.equal('by-seller');
    bar.setAttribute('query', 'gloves');
    bar.setAttribute('search-type', 'anything else');
    await waitFor(() => input().value === 'gloves');
    expect(type().value).to.equal('by-product');
    bar.removeAttribute('query');
    await waitFor(() => input().value === '');
  });

  it('has no serious or critical accessibility violation', async () => {
    await expectAccessible(bar);
  });
});
