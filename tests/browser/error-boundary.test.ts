import { expect } from 'chai';
import { expectAccessible, inShadow, interceptNavigation, loadSdk, nextEvent, typeInto, waitFor } from './support';

await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
const navigations = interceptNavigation();
document.body.insertAdjacentHTML(
  'beforeend',
  '<lapasar-category-menu mode="list"></lapasar-category-menu><lapasar-search-bar></lapasar-search-bar>',
);
await Promise.all([customElements.whenDefined('lapasar-category-menu'), customElements.whenDefined('lapasar-search-bar')]);
const menu = document.querySelector('lapasar-category-menu')!;
const bar = document.querySelector('lapasar-search-bar')!;
const categoryLinks = () => [...(menu.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[href^="/category/"]') ?? [])];
const alert = () => inShadow(menu, '[role="alert"]');

/** A host page's <lapasar-config> with the given routes attribute. */
function configureRoutes(routes: string): void {
  const config = document.querySelector('lapasar-config') ?? document.body.appendChild(document.createElement('lapasar-config'));
  config.setAttribute('routes', routes);
}

describe('an element that throws', () => {
  it('shows its own error state, logs the error, and leaves the rest of the page working', async () => {
    await waitFor(() => categoryLinks().length > 0 && inShadow(bar, '[part="search-input"]'));
    const logged: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => logged.push(...args);
    try {
      // A category route that is not a template: the menu fails while it builds its links.
      configureRoutes('{"category": 5}');
      await waitFor(() => alert());
    } finally {
      console.error = consoleError;
    }
    expect(alert()!.textContent).to.contain('Something went wrong. Please try again.');
    expect(categoryLinks()).to.have.length(0);
    expect(logged.some((item) => item instanceof TypeError)).to.equal(true);
    await expectAccessible(menu);

    // The search bar, built with the same plumbing, still searches.
    const searched = nextEvent(bar, 'lapasar-search');
    typeInto(inShadow<HTMLInputElement>(bar, '[part="search-input"]')!, 'gloves');
    inShadow<HTMLButtonElement>(bar, '[part="search-submit"]')!.click();
    expect((await searched).detail.query).to.equal('gloves');
    await waitFor(() => navigations.length === 1);
    expect(navigations[0]).to.equal('/search?q=gloves');
  });

  it('mounts afresh on Try Again once the cause is gone', async () => {
    configureRoutes('{"category": "/category/{token}"}');
    inShadow<HTMLButtonElement>(menu, '[part="try-again"]')!.click();
    await waitFor(() => categoryLinks().length > 0);
    expect(alert()).to.equal(null);
  });
});
