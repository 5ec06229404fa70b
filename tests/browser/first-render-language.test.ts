import { expect } from 'chai';
import { loadSdk, waitFor } from './support';

const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '40000', country: 'Malaysia' } });
// Chosen before any element is on the page: no Malay catalogue has loaded yet.
sdk.chooseLocale('ms-MY');

/** Adds `tag` to the page, recording its shadow root's text at every change, each before the browser could paint it. */
function watched(tag: string): string[] {
  const element = document.createElement(tag);
  const seen: string[] = [];
  const root = element.shadowRoot;
  if (!root) throw new Error(`${tag} has no shadow root`);
  new MutationObserver(() => seen.push(root.textContent ?? '')).observe(root, { childList: true, subtree: true, characterData: true });
  document.body.append(element);
  return seen;
}

describe('an element on a page in Bahasa Malaysia', () => {
  it('speaks Malay from its first render: no English shows while its catalogue loads', async () => {
    const seen = watched('lapasar-header');
    await waitFor(() => seen.at(-1)?.includes('Jadi Pembekal'));
    expect(seen.filter((text) => text.includes('Become a Supplier'))).to.deep.equal([]);
  });

  it('an element added once the catalogues have loaded renders Malay at once', async () => {
    const later = watched('lapasar-header');
    await waitFor(() => later.length > 0);
    expect(later[0]).to.include('Jadi Pembekal');
  });
});
