import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { CompanyAuditEntry, CompanyInvitation, CompanyPerson, InviteRequest } from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { companyAdminPage } from './company-admin-page';
import { apiLogin, expectAccessible, interceptNavigation, typeInto, waitFor } from './support';

/* Typed company fixtures: the reference server's company routes are exercised by the server suite and the end-to-end walk. */

const ADMIN: CompanyPerson = {
  id: 1,
  name: 'Aisyah Rahman',
  email: 'buyer@lapasar.test',
  role: 'buyer',
  administrator: true,
  active: true,
  singleSignOn: false,
  assertedRole: null,
};
const person = (id: number, name: string, overrides: Partial<CompanyPerson> = {}): CompanyPerson => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@lapasar.test`,
  role: 'buyer',
  administrator: false,
  active: true,
  singleSignOn: false,
  assertedRole: null,
  ...overrides,
});
const ENTRY: CompanyAuditEntry = {
  id: 5,
  at: '2026-05-09T06:30:00.000Z',
  actor: { id: 1, name: 'Aisyah Rahman', email: 'buyer@lapasar.test' },
  action: 'person_changed',
  subject: 'user:8',
  before: { role: 'buyer', administrator: false, active: true },
  after: { role: 'approver', administrator: false, active: true },
};

/** Answers the company routes from memory, as the reference server would (one administrator kept, 409s with codes). */
function fakeCompanyApi() {
  const state = { people: [] as CompanyPerson[], invitations: [] as CompanyInvitation[], audit: [] as CompanyAuditEntry[], nextId: 100 };
  const serve = ({ method, path, body }: FakeRequest): Response => {
    if (method === 'GET' && path === '/api/company/people')
      return json(200, { success: true, people: state.people, invitations: state.invitations });
    if (method === 'GET' && path === '/api/company/audit') return json(200, { success: true, data: state.audit });
    if (method === 'GET' && path === '/api/company/audit/export')
      return new Response('\uFEFFAt (UTC),By\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    if (method === 'POST' && path === '/api/company/invitations') {
      const asked = body as InviteRequest;
      if (state.invitations.some((invitation) => invitation.email === asked.email))
        return json(409, { error: `email: an invitation to ${asked.email} is already waiting to be accepted`, code: 'already_invited' });
      const invitation: CompanyInvitation = {
        id: state.nextId++,
        email: asked.email,
        role: asked.role,
        administrator: asked.administrator,
        expiresAt: '2026-06-01T00:00:00.000Z',
        createdAt: '2026-05-25T00:00:00.000Z',
        invitedBy: ADMIN.name,
      };
      state.invitations.push(invitation);
      return json(201, { success: true, invitation });
    }
    const invitation = path.match(/^\/api\/company\/invitations\/(\d+)$/);
    if (method === 'DELETE' && invitation) {
      state.invitations = state.invitations.filter((entry) => entry.id !== Number(invitation[1]));
      return json(200, { success: true });
    }
    const changed = path.match(/^\/api\/company\/people\/(\d+)$/);
    const target = changed && state.people.find((entry) => entry.id === Number(changed[1]));
    if (method === 'PATCH' && target) {
      const after = { ...target, ...(body as Partial<CompanyPerson>) };
      const left = state.people.map((entry) => (entry === target ? after : entry)).filter((entry) => entry.administrator && entry.active);
      if (left.length === 0)
        return json(409, {
          error: `administrator: ${target.name} is the company's last active administrator; make another person administrator first`,
          code: 'last_administrator',
        });
      Object.assign(target, after);
      return json(200, { success: true, person: target });
    }
    return json(404, { error: 'No such person in your company' });
  };
  return { state, ...fakeApi((path) => path.startsWith('/api/company/'), serve) };
}

const server = fakeCompanyApi();
const page = await companyAdminPage(server);
const { sdk, $, all, part, focused } = page;
const navigations = interceptNavigation();
const show = (section?: string) => page.show(section);
const row = (name: string) => all('[part="person"]').find((candidate) => candidate.querySelector('th')?.textContent?.startsWith(name))!;

describe('lapasar-company-admin for a visitor', () => {
  it('asks to sign in and loads nothing', async () => {
    await show();
    await waitFor(() => $('[part="sign-in"]'));
    expect(server.calls).to.have.length(0);
    await expectAccessible(page.element);
  });
});

describe('lapasar-company-admin for someone who does not administer the company', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('approver@lapasar.test'));
  });
  after(() => sdk.logout());

  it('says who manages the company and asks the server nothing', async () => {
    await show('people');
    await waitFor(() => $('[part="not-administrator"]'));
    expect(part('not-administrator').textContent).to.contain("Only your company's administrators");
    expect($('[part="sections"]')).to.equal(null);
    expect(server.calls).to.have.length(0);
  });
});

describe('lapasar-company-admin for an administrator', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });
  beforeEach(() => {
    server.state.people = [
      { ...ADMIN },
      person(8, 'Farah Aziz', { role: 'approver' }),
      person(9, 'Lim Wei Jie'),
      person(12, 'Siti Nor', { role: 'approver', active: false, singleSignOn: true, assertedRole: 'buyer' }),
    ];
    server.state.invitations = [];
    server.state.audit = [ENTRY];
  });

  it('lists the people with their role, administrator flag and state, and links the other pages', async () => {
    await show();
    await waitFor(() => all('[part="person"]').length === 4);
    expect(row('Aisyah Rahman').textContent).to.contain('(you)');
    expect(row('Siti Nor').textContent).to.contain('Signs in with your company account');
    // The role the provider last asserted stays in view when the company keeps another (a stage's only approver).
    expect(row('Siti Nor').querySelector('[part="person-asserted-role"]')!.textContent).to.equal(' The provider last asserted: Buyer');
    expect(row('Siti Nor').querySelector<HTMLButtonElement>('[part="person-active"]')!.textContent).to.equal('Reactivate');
    expect(row('Farah Aziz').querySelector<HTMLSelectElement>('[part="person-role"]')!.value).to.equal('approver');
    const links = all<HTMLAnchorElement>('[part="section-link"]');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).to.deep.equal([
      ['People', '/company/people', 'page'],
      ['Locations', '/company/locations', null],
      ['Charge and item codes', '/company/codes', null],
      ['Budgets', '/company/budgets', null],
      ['Approval workflows', '/company/workflows', null],
      ['Price limits', '/company/limits', null],
      ['Settings', '/company/settings', null],
      ['Integrations', '/company/integrations', null],
      ['Audit log', '/company/audit', null],
    ]);
    links[8].click();
    expect(navigations.at(-1)).to.equal('/company/audit');
    expect(part('no-invitations').textContent).to.equal('No invitation is waiting to be accepted.');
    await expectAccessible(page.element);
  });

  it('changes a role and the administrator flag at once, and says what the server refused', async () => {
    await show();
    await waitFor(() => row('Lim Wei Jie'));
    typeInto(row('Lim Wei Jie').querySelector<HTMLSelectElement>('[part="person-role"]')!, 'approver');
    await waitFor(() => part('people-status').textContent === 'Lim Wei Jie: saved.');
    expect(server.called(/^PATCH \/api\/company\/people\/9$/).map((call) => call.body)).to.deep.equal([{ role: 'approver' }]);
    expect(row('Lim Wei Jie').querySelector<HTMLSelectElement>('[part="person-role"]')!.value).to.equal('approver');

    // The company's only administrator cannot give the role up: the server's words, and the box as it was.
    const own = row('Aisyah Rahman').querySelector<HTMLInputElement>('[part="person-administrator"]')!;
    own.click();
    await waitFor(() => part('people-status').getAttribute('role') === 'alert');
    expect(part('people-status').textContent).to.equal(
      "administrator: Aisyah Rahman is the company's last active administrator; make another person administrator first",
    );
    await waitFor(() => own.checked);
    expect(server.state.people[0].administrator).to.equal(true);
  });

  it('deactivates after a confirmation and gives the keyboard back to the row', async () => {
    await show();
    await waitFor(() => row('Lim Wei Jie'));
    const toggle = row('Lim Wei Jie').querySelector<HTMLButtonElement>('[part="person-active"]')!;
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="confirm"][open]'));
    expect(dialog.textContent).to.contain('Deactivate Lim Wei Jie? They are signed out at once');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$('dialog[part="confirm"][open]'));
    expect(server.called(/^PATCH/)).to.have.length(0);
    expect(focused()).to.equal('Deactivate Lim Wei Jie');

    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('dialog[part="confirm"][open]'));
    $<HTMLButtonElement>('[part="confirm-ok"]')!.click();
    await waitFor(() => row('Lim Wei Jie').querySelector('[part="person-active"]')!.textContent === 'Reactivate');
    expect(server.called(/^PATCH \/api\/company\/people\/9$/).map((call) => call.body)).to.deep.equal([{ active: false }]);
    expect(focused()).to.equal('Reactivate Lim Wei Jie');
    await expectAccessible(page.element);
  });

  it('invites by e-mail, refuses what the server refuses in its words, and withdraws', async () => {
    await show();
    await waitFor(() => row('Aisyah Rahman'));
    const form = part<HTMLFormElement>('invite-form');
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
    part('send-invitation').click();
    await waitFor(() => $('[part="invite-error"]'));
    expect(part('invite-error').textContent).to.equal('Please enter an e-mail address.');
    expect(focused()).to.equal('email');
    expect(server.called(/^POST/)).to.have.length(0);

    typeInto(email, ' lead@example.com ');
    typeInto(form.querySelector<HTMLSelectElement>('select[name="role"]')!, 'approver');
    form.querySelector<HTMLInputElement>('input[name="administrator"]')!.click();
    part('send-invitation').click();
    await waitFor(() => part('invite-status').textContent === 'An invitation is on its way to lead@example.com.');
    expect(server.called(/^POST \/api\/company\/invitations$/).map((call) => call.body)).to.deep.equal([
      { email: 'lead@example.com', role: 'approver', administrator: true },
    ]);
    await waitFor(() => $('[part="invitation"]'));
    expect(part('invitation').textContent).to.contain('Invited as Approver, Administrator by Aisyah Rahman');
    expect(email.value).to.equal('');

    typeInto(email, 'lead@example.com');
    part('send-invitation').click();
    await waitFor(() => $('[part="invite-error"]'));
    expect(part('invite-error').textContent).to.equal('email: an invitation to lead@example.com is already waiting to be accepted');

    part('withdraw').click();
    await waitFor(() => $('[part="no-invitations"]'));
    expect(server.called(/^DELETE \/api\/company\/invitations\/\d+$/)).to.have.length(1);
    expect(focused()).to.equal('Invitations waiting');
    await expectAccessible(page.element);
  });

  it('shows the audit log with what changed, filters it and exports the same filter', async () => {
    await show('audit');
    await waitFor(() => $('[part="audit-entry"]'));
    const entry = part('audit-entry');
    expect(entry.textContent).to.contain('Person changed');
    expect(entry.textContent).to.contain('Aisyah Rahman (buyer@lapasar.test)');
    // Only what changed is listed.
    expect([...entry.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal(['role: buyer → approver']);
    await expectAccessible(page.element);

    const filter = part<HTMLFormElement>('audit-filter');
    typeInto(filter.querySelector<HTMLSelectElement>('select[name="action"]')!, 'person_changed');
    typeInto(filter.querySelector<HTMLInputElement>('input[name="from"]')!, '2026-05-10');
    typeInto(filter.querySelector<HTMLInputElement>('input[name="to"]')!, '2026-05-01');
    part('audit-apply').click();
    await waitFor(() => $('[role="alert"][part="error"]'));
    expect(part('error').textContent).to.equal('The From date must not be after the To date.');
    expect(server.called(/^GET \/api\/company\/audit$/)).to.have.length(1);

    typeInto(filter.querySelector<HTMLInputElement>('input[name="to"]')!, '2026-05-31');
    part('audit-apply').click();
    await waitFor(() => server.called(/^GET \/api\/company\/audit$/).length === 2);
    expect(Object.fromEntries(server.called(/^GET \/api\/company\/audit$/)[1].query)).to.deep.equal({
      action: 'person_changed',
      from: '2026-05-10',
      to: '2026-05-31',
    });

    part('audit-export').click();
    await waitFor(() => server.called(/^GET \/api\/company\/audit\/export$/).length === 1);
    expect(Object.fromEntries(server.called(/^GET \/api\/company\/audit\/export$/)[0].query)).to.deep.equal({
      action: 'person_changed',
      from: '2026-05-10',
      to: '2026-05-31',
    });
  });

  it('names a section it does not have', async () => {
    await show('budgets-2020');
    await waitFor(() => $('[part="error"]'));
    expect(part('error').textContent).to.equal('There is no "budgets-2020" page in company administration. Choose one of the pages above.');
    expect(all('[part="section-link"]').every((link) => link.getAttribute('aria-current') === null)).to.equal(true);
  });
});
