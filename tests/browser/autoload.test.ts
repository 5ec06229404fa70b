import { expect } from 'chai';
import { inShadow, waitFor } from './support';

const loaded = (chunk: string) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(chunk));

localStorage.clear();
await import('/dist/sdk/autoload.js' as string);

describe('autoload.js', () => {
  it('loads nothing while no LaPasar tag is on the page', async () => {
    // autoload's first scan runs as it loads, so a chunk it wanted would already be requested;
    // one round trip to the same server lets such a request land in the resource timings.
    await fetch('/dist/sdk/autoload.js', { cache: 'no-store' });
    expect(loaded('/runtime.js')).to.equal(false);
    expect(customElements.get('lapasar-count-badge')).to.equal(undefined);
  });

  it('loads and defines an element when its tag appears, configuration first', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<lapasar-config api-base="${window.LAPASAR_TEST_API}"></lapasar-config><lapasar-count-badge kind="cart"></lapasar-count-badge>`,
    );
    await customElements.whenDefined('lapasar-count-badge');
    expect(customElements.get('lapasar-config')).to.not.equal(undefined);
    expect(loaded('/elements/lapasar-count-badge.js')).to.equal(true);
    expect(loaded('/elements/lapasar-header.js')).to.equal(false);
  });

  it('picks up tags added later, anywhere in the document', async () => {
    const section = document.createElement('section');
    document.body.append(section);
    section.innerHTML = '<div><lapasar-location-picker></lapasar-location-picker></div>';
    await customElements.whenDefined('lapasar-location-picker');
    const picker = section.querySelector('lapasar-location-picker')!;
    await waitFor(() => inShadow(picker, '[part="location-button"]'));
  });

  it("asks for an element's chunks together with the element, not once its file has arrived", async () => {
    const element = new URL('/dist/sdk/elements/lapasar-location-picker.js', location.href);
    const source = await (await fetch(element)).text();
    const imported = [...source.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)].map(
      ([, specifier]) => new URL(specifier, element).href,
    );
    expect(imported.length).to.be.greaterThan(0);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
    expect(preloads).to.include.members(imported);
  });
});
