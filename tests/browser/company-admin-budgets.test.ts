import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { companyAdminPage } from './company-admin-page';
import { apiLogin, expectAccessible, typeInto, waitFor } from './support';
import { budget, CURRENT, fakeCompanySettings, HQ, PENANG, PROJECT } from './company-settings-fake';

const server = fakeCompanySettings();
const page = await companyAdminPage(server);
const { sdk, $, all, part, focused } = page;
const show = () => page.show('budgets');
const row = (text: string) => all('[part="budget"]').find((candidate) => candidate.textContent?.includes(text))!;
const cells = (entry: HTMLElement) => [...entry.querySelectorAll('th, td')].slice(0, 7).map((cell) => cell.textContent);

describe('lapasar-company-admin budgets', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });
  beforeEach(() => {
    server.state.budgets = [
      budget(1, { limit: 10000, committed: 1500, pending: 500, remaining: 8000 }),
      budget(2, { chargeCode: PROJECT, limit: 5000, remaining: 5000 }),
      budget(3, { period: '2025-01-01', location: PENANG, limit: 2000, remaining: 2000 }),
    ];
    server.state.startMonth = 1;
  });

  it('shows the current period by default with its figures in RM, and another period when chosen', async () => {
    await show();
    await waitFor(() => all('[part="budget"]').length === 2);
    expect(cells(row('(whole location)'))).to.deep.equal([
      'HQ Shah Alam',
      '(whole location)',
      '',
      'RM 10,000.00',
      'RM 1,500.00',
      'RM 500.00',
      'RM 8,000.00',
    ]);
    const period = part<HTMLSelectElement>('budget-period');
    expect([...period.options].map((option) => option.textContent)).to.deep.equal([
      'FY2025 (2025-01-01 to 2025-12-31)',
      'FY2026 (2026-01-01 to 2026-12-31), current',
      'FY2027 (2027-01-01 to 2027-12-31), next',
    ]);
    expect(period.value).to.equal(CURRENT);
    await expectAccessible(page.element);

    typeInto(period, '2027-01-01');
    await waitFor(() => $('[part="no-budgets"]'));
    expect(part('no-budgets').textContent).to.equal('No budget is set for FY2027.');
    expect(
      server
        .called(/^GET \/api\/company\/budgets$/)
        .at(-1)!
        .query.get('period'),
    ).to.equal('2027-01-01');
  });

  it('changes a limit in place, and shows the refusal of a limit below what is used in the server words', async () => {
    await show();
    await waitFor(() => row('(whole location)'));
    const limit = row('(whole location)').querySelector<HTMLInputElement>('[part="budget-limit"]')!;
    typeInto(limit, '1,000');
    limit.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('[part="budget-error"]'));
    expect(part('budget-error').textContent).to.equal('limit: RM 1000.00 is below what the budget has committed and pending (RM 2000.00)');
    expect(limit.getAttribute('aria-invalid')).to.equal('true');
    expect(server.state.budgets[0].limit).to.equal(10000);

    typeInto(limit, '12000.50');
    row('(whole location)').querySelector<HTMLButtonElement>('[part="budget-save"]')!.click();
    await waitFor(() => part('budget-status').textContent === 'HQ Shah Alam: the limit is now RM 12,000.50.');
    expect(server.called(/^PUT \/api\/company\/budgets$/).at(-1)!.body).to.deep.equal({
      period: CURRENT,
      locationId: HQ.id,
      chargeCodeId: null,
      limit: 12000.5,
    });
    await waitFor(() => cells(row('(whole location)'))[6] === 'RM 10,000.50');
    expect($('[part="budget-error"]')).to.equal(null);
  });

  it('removes after a confirmation, says why the server refuses a budget in use, and keeps the keyboard', async () => {
    await show();
    await waitFor(() => row('Substation Upgrade'));
    row('Substation Upgrade').querySelector<HTMLButtonElement>('[part="budget-remove"]')!.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="confirm"][open]'));
    expect(dialog.textContent).to.contain('Remove the budget of HQ Shah Alam / Substation Upgrade for FY2026?');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$('dialog[part="confirm"][open]'));
    expect(focused()).to.equal('Remove the budget of HQ Shah Alam / Substation Upgrade');
    expect(server.called(/^DELETE/)).to.have.length(0);

    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('dialog[part="confirm"][open]'));
    part('confirm-ok').click();
    await waitFor(() => all('[part="budget"]').length === 1);
    expect(part('budget-status').textContent).to.equal('The budget of HQ Shah Alam / Substation Upgrade was removed.');
    expect(server.called(/^DELETE \/api\/company\/budgets\/2$/)).to.have.length(1);
    expect(focused()).to.equal('Budgets');

    row('(whole location)').querySelector<HTMLButtonElement>('[part="budget-remove"]')!.click();
    await waitFor(() => $('dialog[part="confirm"][open]'));
    part('confirm-ok').click();
    await waitFor(() => part('budget-status').getAttribute('role') === 'alert');
    expect(part('budget-status').textContent).to.equal('The budget has RM 2000.00 committed and pending; it cannot be removed');
    expect(focused()).to.equal('Remove the budget of HQ Shah Alam');
  });

  it('adds a charge code budget and an item code budget from the company locations and codes', async () => {
    await show();
    await waitFor(() => row('(whole location)'));
    const form = part<HTMLFormElement>('budget-form');
    const location = form.querySelector<HTMLSelectElement>('select[name="location"]')!;
    await waitFor(() => location.options.length === 3);
    expect([...location.options].map((option) => option.textContent)).to.deep.equal(['Choose a location', 'HQ Shah Alam', 'Penang Branch']);

    part('budget-set').click();
    await waitFor(() => $('[part="budget-form-error"]'));
    expect(part('budget-form-error').textContent).to.equal('Choose a location.');
    expect(focused()).to.equal('location');

    typeInto(location, String(HQ.id));
    const chargeCode = form.querySelector<HTMLSelectElement>('select[name="chargeCode"]')!;
    await waitFor(() => chargeCode.options.length === 2);
    expect(chargeCode.options[1].textContent).to.equal('P-007 Substation Upgrade');
    typeInto(location, String(PENANG.id));
    typeInto(form.querySelector<HTMLInputElement>('input[name="limit"]')!, '3000');
    part('budget-set').click();
    await waitFor(() => part('budget-status').textContent === 'The budget of Penang Branch is set to RM 3,000.00.');
    expect(server.called(/^PUT \/api\/company\/budgets$/).at(-1)!.body).to.deep.equal({
      period: CURRENT,
      locationId: PENANG.id,
      chargeCodeId: null,
      limit: 3000,
    });
    await waitFor(() => row('Penang Branch'));

    form.querySelector<HTMLInputElement>('input[value="item_code"]')!.click();
    typeInto(location, String(HQ.id));
    await waitFor(() => chargeCode.options.length === 2);
    typeInto(form.querySelector<HTMLInputElement>('input[name="limit"]')!, '800');
    part('budget-set').click();
    await waitFor(() => $('[part="budget-form-error"]'));
    expect(part('budget-form-error').textContent).to.equal('Choose a charge code: an item code budget belongs to one.');
    typeInto(chargeCode, String(PROJECT.id));
    typeInto(form.querySelector<HTMLSelectElement>('select[name="itemCode"]')!, '31');
    part('budget-set').click();
    await waitFor(() => row('IC-31'));
    expect(server.called(/^PUT \/api\/company\/item-code-budgets$/).at(-1)!.body).to.deep.equal({
      period: CURRENT,
      chargeCodeId: PROJECT.id,
      itemCodeId: 31,
      limit: 800,
    });
    await expectAccessible(page.element);
  });

  it('exports the period shown as CSV and Excel, and sets the financial year with its consequence said', async () => {
    await show();
    await waitFor(() => row('(whole location)'));
    typeInto(part<HTMLSelectElement>('budget-period'), '2025-01-01');
    await waitFor(() => row('Penang Branch'));
    part('budget-export-csv').click();
    await waitFor(() => server.called(/^GET \/api\/company\/budgets\/export\/csv$/).length === 1);
    expect(server.called(/^GET \/api\/company\/budgets\/export\/csv$/)[0].query.get('period')).to.equal('2025-01-01');
    part('budget-export-excel').click();
    await waitFor(() => server.called(/^GET \/api\/company\/budgets\/export\/excel$/).length === 1);

    expect(part('financial-year').textContent).to.contain('budgets already set keep the period they were set for');
    const month = await waitFor(() => $<HTMLSelectElement>('select[name="startMonth"]'));
    expect(month.value).to.equal('1');
    typeInto(month, '4');
    part('financial-year-save').click();
    await waitFor(
      () => part('financial-year-status').textContent === 'The financial year now starts in April; the current period is FY2026.',
    );
    expect(server.called(/^PUT \/api\/company\/financial-year$/)[0].body).to.deep.equal({ startMonth: 4 });
  });
});
