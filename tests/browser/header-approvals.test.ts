import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ApprovalCountResponse } from '../../src/api/types';
import { fakeApi, json } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, mount, waitFor } from './support';

/* The reference server's count is exercised by the server suite; here it is answered from memory. */

const inbox: ApprovalCountResponse = { success: true, isApprover: true, count: 3 };
const server = fakeApi(
  (path) => path === '/api/approvals/count',
  () => json(200, inbox),
);

const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '40000', country: 'Malaysia' } });
const navigations = interceptNavigation();
const header = await mount('<lapasar-header></lapasar-header>', 'lapasar-header');
const link = () => inShadow<HTMLAnchorElement>(header, '[part="approvals-link"]');
const active = () => header.shadowRoot!.activeElement;
const counted = () => server.called(/^GET \/api\/approvals\/count$/).length;

afterEach(() => server.reset());

async function signInAs(email: string): Promise<void> {
  await sdk.signIn(await apiLogin(email));
  await sdk.refreshCounts();
}

describe('lapasar-header Approvals', () => {
  it('is not offered to a visitor, nor to a buyer, who is not asked about approvals', async () => {
    expect(link()).to.equal(null);
    await signInAs('buyer@lapasar.test');
    expect(link()).to.equal(null);
    expect(counted()).to.equal(0);
  });

  it('shows an approver the link to their approvals with the count of orders waiting, in the top bar and the account menu', async () => {
    inbox.count = 3;
    await signInAs('approver@lapasar.test');
    const approvals = await waitFor(link);
    expect(approvals.getAttribute('href')).to.equal('/approvals');
    expect(approvals.textContent).to.equal('Approvals, orders waiting for you: 3');
    expect(inShadow(header, '[part="approvals-badge"]')!.textContent).to.equal('3');
    await expectAccessible(header);

    inShadow<HTMLButtonElement>(header, '[part="user-menu-button"]')!.click();
    const entry = await waitFor(() => inShadow<HTMLAnchorElement>(header, '[part="user-menu-approvals"]'));
    expect([...inShadow(header, '[part="user-menu"]')!.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
      'Dashboard',
      'Approvals, orders waiting for you: 3',
      'Profile',
      'Logout',
    ]);
    entry.click();
    expect(navigations.at(-1)).to.equal('/approvals');
    await waitFor(() => !inShadow(header, '[part="user-menu"]'));
  });

  it('follows the count, and is reached and followed by keyboard', async () => {
    inbox.count = 0;
    await sdk.refreshCounts();
    await waitFor(() => !inShadow(header, '[part="approvals-badge"]'));
    expect(link()!.textContent).to.equal('Approvals');
    inbox.count = 150;
    await sdk.refreshCounts();
    await waitFor(() => inShadow(header, '[part="approvals-badge"]')?.textContent === '99+');

    inShadow<HTMLAnchorElement>(header, '[part="top-bar"] a')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(link());
    const before = navigations.length;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => navigations.length === before + 1);
    expect(navigations.at(-1)).to.equal('/approvals');
  });

  it('is in the slide-out menu on a small screen', async () => {
    await setViewport({ width: 390, height: 740 });
    try {
      inShadow<HTMLButtonElement>(header, '[part="mobile-menu-button"]')!.click();
      const menu = await waitFor(() => inShadow<HTMLDialogElement>(header, '[part="mobile-menu"]'));
      await waitFor(() => menu.open);
      const entry = await waitFor(() => menu.querySelector<HTMLAnchorElement>('[part="mobile-approvals"]'));
      expect(entry.getAttribute('href')).to.equal('/approvals');
      expect(entry.textContent).to.equal('Approvals, orders waiting for you: 99+');
      await expectAccessible(header);
      entry.click();
      await waitFor(() => !menu.open);
      expect(navigations.at(-1)).to.equal('/approvals');
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it('goes for a user who approves no stage, and on signing out', async () => {
    inbox.isApprover = false;
    inbox.count = 0;
    await sdk.refreshCounts();
    await waitFor(() => link() === null);
    inbox.isApprover = true;
    await sdk.refreshCounts();
    await waitFor(link);
    await sdk.logout();
    await waitFor(() => link() === null);
  });
});
