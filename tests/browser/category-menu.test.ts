import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { CategoryHeaderResponse } from '../../src/api/types';
import { api, expectAccessible, inShadow, interceptNavigation, loadSdk, mount, waitFor } from './support';

const sdk = await loadSdk();
const navigations = interceptNavigation();
const tree = (await api<CategoryHeaderResponse>('/categories/header')).data;
const token = (id: number) => btoa(`cat_${id}`);

describe('lapasar-category-menu (flyout) alone on a page', () => {
  let menu: HTMLElement;
  const panelLinks = () => [...(inShadow(menu, '[part="categories-panel"]')?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? [])];

  before(async () => {
    await sdk.setLocation('Selangor', 'Petaling');
    menu = await mount('<lapasar-category-menu></lapasar-category-menu>', 'lapasar-category-menu');
  });

  it('opens a 280 px panel with All Categories first, then the top-level categories', async () => {
    const button = await waitFor(() => inShadow<HTMLButtonElement>(menu, '[part="categories-button"]'));
    expect(button.textContent).to.contain('CATEGORIES');
    button.click();
    await waitFor(() => panelLinks().length === tree.length + 1);
    expect(panelLinks().map((link) => link.textContent)).to.deep.equal(['All Categories', ...tree.map((node) => node.name)]);
    expect(panelLinks()[0].getAttribute('href')).to.equal('/categories');
    expect(panelLinks()[1].getAttribute('href')).to.equal(`/category/${token(tree[0].categoryId)}`);
    expect(inShadow(menu, '[part="categories-panel"]')!.getBoundingClientRect().width).to.equal(280);
  });

  it('opens a submenu on hover and closes it 300 ms after the pointer leaves', async () => {
    const item = panelLinks()[1].parentElement!;
    const box = item.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + box.height / 2)] });
    const submenu = await waitFor(() => inShadow(menu, '[part="category-submenu"]'));
    const first = submenu.querySelector('a')!;
    expect(first.textContent).to.equal(tree[0].children[0].name);
    expect(first.getAttribute('href')).to.equal(`/category/${token(tree[0].categoryId)}/sub/${token(tree[0].children[0].categoryId)}`);
    await sendMouse({ type: 'move', position: [900, 700] });
    const left = performance.now();
    await waitFor(() => !inShadow(menu, '[part="category-submenu"]'));
    expect(performance.now() - left).to.be.at.least(250);
  });

  it('navigates through lapasar-navigate', async () => {
    panelLinks()[1].click();
    await waitFor(() => navigations.includes(`/category/${token(tree[0].categoryId)}`));
    expect(inShadow(menu, '[part="categories-panel"]')).to.equal(null);
  });

  it('has no serious or critical accessibility violation', async () => {
    inShadow<HTMLButtonElement>(menu, '[part="categories-button"]')!.click();
    await waitFor(() => panelLinks().length > 1);
    await expectAccessible(menu);
    menu.remove();
  });
});

describe('lapasar-category-menu mode="list" (All Categories)', () => {
  let page: HTMLElement;
  const links = () => [...(page.shadowRoot?.querySelectorAll<HTMLAnchorElement>('[part="all-categories"] a') ?? [])];
  const count = (nodes: typeof tree): number => nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);

  before(async () => {
    page = await mount('<lapasar-category-menu mode="list"></lapasar-category-menu>', 'lapasar-category-menu');
  });

  it('lists every category and subcategory as a link', async () => {
    await waitFor(() => links().length === count(tree));
    expect(inShadow(page, 'h2')?.textContent).to.equal('All Categories');
    const leaf = tree[0].children[0].children[0] ?? tree[0].children[0];
    const link = links().find((node) => node.textContent === leaf.name)!;
    expect(link.getAttribute('href')).to.equal(`/category/${token(tree[0].categoryId)}/sub/${token(leaf.categoryId)}`);
  });

  it('forces the location chooser instead of navigating when no location is set', async () => {
    sdk.$location.set(null);
    const before = navigations.length;
    links()[0].click();
    await waitFor(() => inShadow<HTMLDialogElement>(page, 'dialog[part="location-dialog"]')?.open);
    expect(navigations.length).to.equal(before);
    expect(sdk.$locationDialog.get()).to.include({ open: true, forced: true });
    await sdk.setLocation('Selangor', 'Petaling');
    sdk.closeLocationDialog();
    links()[0].click();
    await waitFor(() => navigations.length === before + 1);
  });

  it("says 'Failed to load categories.' when they cannot be loaded", async () => {
    sdk.configure({ apiBase: `${window.LAPASAR_TEST_API}/missing` });
    const failed = Object.assign(document.createElement('lapasar-category-menu'), { mode: 'list' });
    document.body.append(failed);
    await waitFor(() => inShadow(failed, '[part="error"]')?.textContent === 'Failed to load categories.');
    sdk.configure({ apiBase: window.LAPASAR_TEST_API });
    failed.remove();
  });

  it('has no serious or critical accessibility violation', async () => {
    await expectAccessible(page);
  });
});
