import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type {
  CompanyAuditEntry,
  CompanyInvitation,
  CompanyPerson,
  InviteAdministratorRequest,
  OperatorCompany,
  OperatorCompanySettingsResponse,
} from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, typeInto, waitFor } from './support';

/* Typed operator fixtures: the reference server's operator routes are exercised by the server suite and the end-to-end walk. */

const DEMO: OperatorCompany = {
  id: 1,
  name: 'Demo Trading Sdn Bhd',
  registrationNo: '201901000001 (1300001-A)',
  sstNumber: 'W10-1808-32000001',
  taxNumber: '',
  people: 2,
  administrators: [{ id: 1, name: 'Aisyah Rahman', email: 'buyer@lapasar.test' }],
  invitedAdministrators: ['second.admin@example.com'],
  createdAt: '2026-01-05T02:00:00.000Z',
};
const KILANG: OperatorCompany = {
  ...DEMO,
  id: 7,
  name: 'Kilang Maju Sdn Bhd',
  registrationNo: '202001000123 (1360123-K)',
  sstNumber: '',
  people: 0,
  administrators: [],
  invitedAdministrators: [],
};
const PEOPLE: CompanyPerson[] = [
  {
    id: 1,
    name: 'Aisyah Rahman',
    email: 'buyer@lapasar.test',
    role: 'buyer',
    administrator: true,
    active: true,
    singleSignOn: false,
    assertedRole: null,
  },
  {
    id: 12,
    name: 'Siti Nor',
    email: 'siti@lapasar.test',
    role: 'approver',
    administrator: false,
    active: false,
    singleSignOn: true,
    assertedRole: 'approver',
  },
];
const invitation = (id: number, email: string, overrides: Partial<CompanyInvitation> = {}): CompanyInvitation => ({
  id,
  email,
  role: 'buyer',
  administrator: true,
  expiresAt: '2026-06-01T00:00:00.000Z',
  createdAt: '2026-05-25T00:00:00.000Z',
  invitedBy: 'Nur Operator',
  ...overrides,
});
const ENTRY: CompanyAuditEntry = {
  id: 5,
  at: '2026-05-09T06:30:00.000Z',
  actor: { id: 1, name: 'Aisyah Rahman', email: 'buyer@lapasar.test' },
  action: 'person_changed',
  subject: 'user:12',
  before: { role: 'buyer', administrator: false, active: true },
  after: { role: 'approver', administrator: false, active: false },
};

/** The demo company's settings, places, workflows, price limits and integrations as the server answers them. */
const SETTINGS: Omit<OperatorCompanySettingsResponse, 'success' | 'company' | 'people' | 'invitations'> = {
  settings: {
    id: 1,
    companyName: DEMO.name,
    registrationNo: DEMO.registrationNo,
    sstNumber: DEMO.sstNumber,
    taxNumber: '',
    viewSlInfo: 'Y',
    checkoutType: 'workflow',
    budgetType: 'general',
    hasItemCode: 'Y',
    hasEbNumber: 'N',
    hasCapex: 'N',
    hasSpecialBudgetCategory: 'N',
    hasPaymentCode: 'N',
    approvalDocAmountFrom: 5000,
    mandatoryOrderAttachment: false,
    cartIdGenerator: false,
    sapPoidConfigured: true,
    alternateRecipientRequired: false,
  },
  places: { locations: { count: 4, archived: 1 }, chargeCodes: { count: 6, archived: 0 } },
  workflows: [
    {
      id: 3,
      name: 'Head Office approval',
      location: { id: 1, name: 'Head Office' },
      project: null,
      spendingLimit: 50_000,
      budgetApprovalFirst: false,
      stages: [
        {
          stage: 1,
          label: 'Department Head',
          fromAmount: 0,
          approvers: [{ id: 2, name: 'Ahmad Approver', email: 'approver@lapasar.test', activeApprover: true }],
        },
        {
          stage: 2,
          label: 'Finance Director',
          fromAmount: 1000,
          approvers: [{ id: 5, name: 'Farah Finance', email: 'finance@lapasar.test', activeApprover: true }],
        },
      ],
      ordersInApproval: 0,
    },
  ],
  priceLimits: [{ id: 8, category: { id: 40, name: 'Laptops', path: ['IT & Electronics', 'Laptops'] }, maxUnitPrice: 4500 }],
  integrations: {
    identityProvider: null,
    assertionKeys: [],
    punchout: {
      systemName: 'SAP Ariba',
      defaultUser: { id: 1, name: 'Aisyah Rahman', email: 'buyer@lapasar.test' },
      cxml: { domain: 'NetworkID', identity: 'AN01000000001', sharedSecret: { set: true, setAt: null } },
      oci: { username: 'demo-oci', password: { set: false, setAt: null } },
      frameOrigins: [],
    },
    endpoints: {
      signOnCallback: 'https://shop.example.com/api/auth/sso/callback',
      assertionAudience: 'https://shop.example.com/api/auth/sso/assertion',
      cxml: 'https://shop.example.com/punchout/cxml',
      ociStart: 'https://shop.example.com/punchout/oci/start',
    },
  },
};

/** Answers the operator routes from memory, as the reference server would (404 for another company, 409 for an address invited). */
function fakeOperatorApi() {
  const state = { invitations: [] as CompanyInvitation[], audit: [] as CompanyAuditEntry[], nextId: 100 };
  const serve = ({ method, path, body }: FakeRequest): Response => {
    if (method === 'GET' && path === '/api/operator/companies') return json(200, { success: true, data: [DEMO, KILANG] });
    const match = path.match(/^\/api\/operator\/companies\/(\d+)(\/.*)?$/);
    if (!match || Number(match[1]) !== DEMO.id) return json(404, { error: 'No such company' });
    const rest = match[2] ?? '';
    if (method === 'GET' && rest === '')
      return json(200, { success: true, company: DEMO, people: PEOPLE, invitations: state.invitations, ...SETTINGS });
    if (method === 'GET' && rest === '/audit') return json(200, { success: true, data: state.audit });
    if (method === 'POST' && rest === '/invitations') {
      const asked = body as InviteAdministratorRequest;
      if (state.invitations.some((entry) => entry.email === asked.email))
        return json(409, { error: `email: an invitation to ${asked.email} is already waiting to be accepted`, code: 'already_invited' });
      const sent = invitation(state.nextId++, asked.email, { role: asked.role ?? 'buyer', expiresAt: '2026-06-08T00:00:00.000Z' });
      state.invitations.push(sent);
      return json(201, { success: true, invitation: sent });
    }
    const withdrawn = rest.match(/^\/invitations\/(\d+)$/);
    if (method === 'DELETE' && withdrawn) {
      const before = state.invitations.length;
      state.invitations = state.invitations.filter((entry) => entry.id !== Number(withdrawn[1]));
      return state.invitations.length < before
        ? json(200, { success: true })
        : json(404, { error: 'No such invitation waiting to be accepted in your company' });
    }
    return json(404, { error: 'No such company' });
  };
  return { state, ...fakeApi((path) => path.startsWith('/api/operator/'), serve) };
}

const server = fakeOperatorApi();
const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
const navigations = interceptNavigation();
afterEach(() => {
  server.reset();
  server.calls.splice(0);
});

let element: HTMLElement;

async function show(company?: string, width?: number): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-operator-companies');
  if (company !== undefined) element.setAttribute('company', company);
  if (width) element.style.width = `${width}px`;
  document.body.append(element);
  await customElements.whenDefined('lapasar-operator-companies');
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const part = <T extends Element = HTMLButtonElement>(name: string) => $<T>(`[part~="${name}"]`)!;
const card = (email: string) => all('[part="invitation"]').find((candidate) => candidate.textContent?.includes(email))!;
/** What has the keyboard's focus inside the element: its aria-label, else a field's name, else its text. */
const focused = () => {
  const active = element.shadowRoot!.activeElement;
  return active?.getAttribute('aria-label') ?? active?.getAttribute('name') ?? active?.textContent ?? null;
};

describe("lapasar-operator-companies' company page for a visitor", () => {
  it('asks to sign in and loads nothing', async () => {
    await show('1');
    await waitFor(() => $('[part="sign-in"]'));
    expect(server.calls).to.have.length(0);
    await expectAccessible(element);
  });
});

describe("lapasar-operator-companies' company page for a company's administrator", () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });
  after(() => sdk.logout());

  it("says the page is the operator's and asks the server nothing", async () => {
    await show('1');
    await waitFor(() => $('[part="not-operator"]'));
    expect(part('not-operator').textContent).to.contain("Only the marketplace's operators");
    expect($('[part="company-name"]')).to.equal(null);
    expect(server.calls).to.have.length(0);
  });
});

describe('lapasar-operator-companies for the marketplace operator', () => {
  before(async () => {
    // The demo has no operator: the session says this one is, and every /api/operator call meets the fake.
    await sdk.signIn({ ...(await apiLogin('buyer@lapasar.test')), marketplaceOperator: true });
  });
  after(() => sdk.logout());
  beforeEach(() => {
    server.state.invitations = [
      invitation(41, 'second.admin@example.com', { role: 'approver' }),
      invitation(42, 'new.joiner@example.com', { administrator: false, invitedBy: 'Aisyah Rahman' }),
    ];
    server.state.audit = [ENTRY];
  });

  it('links each company of the list to its page, and the page back to the list', async () => {
    await show();
    await waitFor(() => all('[part="company"]').length === 2);
    const links = all<HTMLAnchorElement>('[part="company-link"]');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).to.deep.equal([
      ['Demo Trading Sdn Bhd', '/operator/companies/1'],
      ['Kilang Maju Sdn Bhd', '/operator/companies/7'],
    ]);
    links[0].click();
    expect(navigations.at(-1)).to.equal('/operator/companies/1');
    await expectAccessible(element);

    await show('1');
    await waitFor(() => $('[part="company-name"]'));
    expect(part<HTMLAnchorElement>('back').getAttribute('href')).to.equal('/operator');
    part<HTMLAnchorElement>('back').click();
    expect(navigations.at(-1)).to.equal('/operator');
  });

  it("shows the company's details, people and invitations, read-only, at 1280 and 390 px", async () => {
    for (const width of [1280, 390]) {
      await show('1', width);
      await waitFor(() => all('[part="person"]').length === 2);
      expect(part('company-name').textContent).to.equal('Demo Trading Sdn Bhd');
      const facts = [...part('details').querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
      expect(facts).to.deep.equal([
        ['SSM registration number', '201901000001 (1300001-A)'],
        ['SST registration number', 'W10-1808-32000001'],
        ['Tax identification number (TIN)', 'Not given'],
        ['Created', '5 Jan 2026, 2:00 am'],
        ['Administrators', 'Aisyah Rahman (buyer@lapasar.test)'],
      ]);
      const rows = all('[part="person"]').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
      expect(rows).to.deep.equal([
        ['Aisyah Rahman', 'buyer@lapasar.test', 'Buyer', 'Yes', 'Active'],
        ['Siti Nor (signs in with the company account)', 'siti@lapasar.test', 'Approver', 'No', 'Deactivated'],
      ]);
      // Nothing on the page changes a person: their settings are the company's.
      expect(part('people').querySelectorAll('button, input, select')).to.have.length(0);
      expect(card('second.admin@example.com').textContent).to.contain('Invited as Approver, Administrator by Nur Operator');
      // Only an administrator's invitation is the operator's to send again.
      expect(card('new.joiner@example.com').querySelector('[part="send-again"]')).to.equal(null);
      expect(element.scrollWidth).to.be.at.most(width);
      await expectAccessible(element);
    }
  });

  it("shows the company's settings, places, workflows, price limits and integrations, read-only, at 1280 and 390 px", async () => {
    const factsOf = (name: string) =>
      [...part(name).querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    for (const width of [1280, 390]) {
      await show('1', width);
      await waitFor(() => $('[part="settings"]'));
      expect(part('settings').querySelector('h3')!.textContent).to.equal('Settings');
      const settings = Object.fromEntries(factsOf('settings'));
      expect(settings['Checkout type']).to.equal('Workflow: buyers with charge code access pick one');
      expect(settings['Budget type']).to.equal('Location and charge code budgets only');
      expect(settings['Item code on each line']).to.equal('Yes');
      expect(settings['EB numbers']).to.equal('No');
      expect(settings['Approval document from']).to.equal('RM 5,000.00');
      expect(settings['Quotation ID field']).to.equal('Yes');
      expect(factsOf('places')).to.deep.equal([
        ['Delivery locations', '3 in use, 1 archived'],
        ['Charge codes', '6 in use'],
      ]);
      const workflow = part('workflow');
      expect([...workflow.querySelectorAll('th, td')].map((cell) => cell.getAttribute('data-label') ?? 'name')).to.deep.equal([
        'name',
        'Location and charge code',
        'Stages',
        'Spending limit',
      ]);
      expect(workflow.querySelector('th')!.textContent).to.equal('Head Office approval');
      expect(all('[part="workflow-stage"]').map((stage) => stage.textContent)).to.deep.equal([
        '1. Department Head, from RM 0.00: Ahmad Approver',
        '2. Finance Director, from RM 1,000.00: Farah Finance',
      ]);
      expect(workflow.textContent).to.contain('Head Office · every charge code without its own');
      expect(workflow.textContent).to.contain('RM 50,000.00');
      expect([...part('price-limit').querySelectorAll('th, td')].map((cell) => cell.textContent)).to.deep.equal([
        'IT & Electronics › Laptops',
        'RM 4,500.00',
      ]);
      const integrations = Object.fromEntries(factsOf('integrations'));
      expect(integrations).to.deep.equal({
        'Single sign-on': 'Not set up: people sign in with e-mail and password',
        'Assertion keys': '0 in use',
        PunchOut: 'SAP Ariba',
        'cXML credential': 'NetworkID AN01000000001 · shared secret: set',
        'OCI user name': 'demo-oci · password: not set',
      });
      // Read-only: nothing in these sections changes the company.
      for (const name of ['settings', 'places', 'workflows', 'price-limits', 'integrations'])
        expect(part(name).querySelectorAll('button, input, select, textarea'), name).to.have.length(0);
      // Narrow, a table's header row is hidden and each row is a card of labelled cells.
      const header = getComputedStyle(part('workflows-table').querySelector('thead')!);
      expect(header.position === 'absolute', `header hidden at ${width}`).to.equal(width === 390);
      expect(element.scrollWidth).to.be.at.most(width);
      await expectAccessible(element);
    }
  });

  it("sends an administrator's invitation again from the keyboard, and withdraws another", async () => {
    await show('1');
    await waitFor(() => card('second.admin@example.com'));
    card('second.admin@example.com').querySelector<HTMLButtonElement>('[part="send-again"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('invitations-status').textContent?.startsWith('A new link'));
    expect(part('invitations-status').textContent).to.equal(
      'A new link is on its way to second.admin@example.com; the one sent before no longer works.',
    );
    // The one waiting is withdrawn first (an address has one invitation waiting), then sent anew with its role.
    expect(server.calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body])).to.deep.equal([
      ['DELETE', '/api/operator/companies/1/invitations/41', undefined],
      ['POST', '/api/operator/companies/1/invitations', { email: 'second.admin@example.com', role: 'approver' }],
    ]);
    await waitFor(() => card('second.admin@example.com')?.textContent?.includes('8 Jun 2026'));
    expect(focused()).to.equal('Invitations waiting');
    // The list, the page and the audit log read again.
    await waitFor(() => server.called(/^GET \/api\/operator\/companies\/1\/audit$/).length === 2);

    card('new.joiner@example.com').querySelector<HTMLButtonElement>('[part="withdraw"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !card('new.joiner@example.com'));
    expect(part('invitations-status').textContent).to.equal('The invitation to new.joiner@example.com was withdrawn.');
    expect(focused()).to.equal('Invitations waiting');

    // Withdrawn meanwhile by the company's administrator: the server's words, as an alert.
    const stop = server.answer(/^DELETE /, () => json(404, { error: 'No such invitation waiting to be accepted in your company' }));
    card('second.admin@example.com').querySelector<HTMLButtonElement>('[part="withdraw"]')!.click();
    await waitFor(() => part('invitations-status').getAttribute('role') === 'alert');
    expect(part('invitations-status').textContent).to.equal('No such invitation waiting to be accepted in your company');
    stop();
    await expectAccessible(element);
  });

  it('invites another administrator, and says what the server refused in its words', async () => {
    await show('1');
    await waitFor(() => $('[part="invite-form"]'));
    const form = part<HTMLFormElement>('invite-form');
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
    part('send-invitation').click();
    await waitFor(() => part('invite-status').getAttribute('role') === 'alert');
    expect(part('invite-status').textContent).to.equal('Please enter an e-mail address.');
    expect(focused()).to.equal('email');
    expect(server.called(/^POST/)).to.have.length(0);

    typeInto(email, ' finance.head@example.com ');
    form.querySelector<HTMLInputElement>('input[name="approver"]')!.click();
    email.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('invite-status').textContent?.startsWith('An invitation'));
    expect(part('invite-status').textContent).to.equal(
      'An invitation to administer Demo Trading Sdn Bhd is on its way to finance.head@example.com.',
    );
    expect(server.called(/^POST /).map((call) => call.body)).to.deep.equal([{ email: 'finance.head@example.com', role: 'approver' }]);
    await waitFor(() => card('finance.head@example.com'));
    expect(email.value).to.equal('');

    typeInto(email, 'finance.head@example.com');
    part('send-invitation').click();
    await waitFor(() => part('invite-status').getAttribute('role') === 'alert');
    expect(part('invite-status').textContent).to.equal(
      'email: an invitation to finance.head@example.com is already waiting to be accepted',
    );
    expect(focused()).to.equal('email');
    await expectAccessible(element);
  });

  it("reads the company's audit log, filtered as its administrators' page is, with no export", async () => {
    await show('1');
    await waitFor(() => $('[part="audit-entry"]'));
    const entry = part('audit-entry');
    expect(entry.textContent).to.contain('Person changed');
    expect([...entry.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal([
      'role: buyer → approver',
      'active: true → false',
    ]);
    expect($('[part="audit-export"]')).to.equal(null);

    const filter = part<HTMLFormElement>('audit-filter');
    typeInto(filter.querySelector<HTMLSelectElement>('select[name="action"]')!, 'invitation_created');
    typeInto(filter.querySelector<HTMLInputElement>('input[name="from"]')!, '2026-05-10');
    typeInto(filter.querySelector<HTMLInputElement>('input[name="to"]')!, '2026-05-01');
    part('audit-apply').click();
    await waitFor(() => $('[role="alert"][part="error"]'));
    expect(part('error').textContent).to.equal('The From date must not be after the To date.');
    expect(server.called(/^GET \/api\/operator\/companies\/1\/audit$/)).to.have.length(1);

    typeInto(filter.querySelector<HTMLInputElement>('input[name="to"]')!, '2026-05-31');
    server.state.audit = [];
    part('audit-apply').click();
    await waitFor(() => part('audit-count').textContent === 'No change matches.');
    expect(Object.fromEntries(server.called(/^GET \/api\/operator\/companies\/1\/audit$/)[1].query)).to.deep.equal({
      action: 'invitation_created',
      from: '2026-05-10',
      to: '2026-05-31',
    });
    await expectAccessible(element);
  });

  it('says so for a company the marketplace does not have, or an id that is none', async () => {
    await show('999');
    await waitFor(() => $('[part="not-found"]'));
    expect(part('not-found').textContent).to.equal('There is no company 999 on the marketplace.');
    expect(server.called(/^GET \/api\/operator\/companies\/999$/)).to.have.length(1);

    server.calls.splice(0);
    await show('first');
    await waitFor(() => $('[part="not-found"]'));
    expect(part('not-found').textContent).to.equal('There is no company first on the marketplace.');
    expect(server.calls).to.have.length(0);
    await expectAccessible(element);
  });

  it('speaks Bahasa Malaysia', async () => {
    sdk.configure({ locale: 'ms-MY' });
    try {
      await show('1');
      await waitFor(() => part('send-again')?.textContent === 'Hantar semula');
      expect(part<HTMLAnchorElement>('back').textContent).to.equal('← Semua syarikat');
      expect(part('audit').querySelector('h3')!.textContent).to.equal('Log audit');
      expect(part('settings').querySelector('h3')!.textContent).to.equal('Tetapan');
      expect(part('settings').querySelector('[data-setting="checkout-type"]')!.textContent).to.equal(
        'Aliran kerja: pembeli yang mempunyai akses kod caj memilihnya',
      );
      expect(part('workflow-stage').textContent).to.equal('1. Department Head, dari RM 0.00: Ahmad Approver');
      expect(part<HTMLFormElement>('audit-filter').getAttribute('aria-label')).to.equal('Tapis log audit');
    } finally {
      sdk.configure({ locale: 'en-MY' });
    }
  });
});
