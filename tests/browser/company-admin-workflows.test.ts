import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { CompanyWorkflow } from '../../src/api/types';
import { companyAdminPage } from './company-admin-page';
import { apiLogin, expectAccessible, typeInto, waitFor } from './support';
import { approver, fakeCompanySettings, HQ } from './company-settings-fake';

const server = fakeCompanySettings();
const page = await companyAdminPage(server);
const { sdk, $, all, part, focused } = page;
const show = () => page.show('workflows');
const stage = (index: number) => all('[part="workflow-stage-editor"]')[index];
const approverBox = (index: number, name: string) =>
  [...stage(index).querySelectorAll('label')].find((label) => label.textContent?.startsWith(name))!.querySelector('input')!;

/** HQ's two-stage workflow as the server lists it: the manager from RM 0, finance from RM 1,000. */
const hqApprovals = (settings: Pick<CompanyWorkflow, 'spendingLimit' | 'budgetApprovalFirst' | 'ordersInApproval'>): CompanyWorkflow => ({
  id: 5,
  name: 'HQ approvals',
  location: HQ,
  project: null,
  ...settings,
  stages: [
    {
      stage: 1,
      label: 'Manager',
      fromAmount: 0,
      approvers: [{ id: 8, name: 'Farah Aziz', email: 'farah@lapasar.test', activeApprover: true }],
    },
    {
      stage: 2,
      label: 'Finance',
      fromAmount: 1000,
      approvers: [{ id: 9, name: 'Lim Wei Jie', email: 'lim@lapasar.test', activeApprover: true }],
    },
  ],
});

describe('lapasar-company-admin approval workflows', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });
  beforeEach(() => {
    server.state.people = [approver(8, 'Farah Aziz'), approver(9, 'Lim Wei Jie'), { ...approver(10, 'Ahmad Buyer'), role: 'buyer' }];
    server.state.workflows = [];
  });

  it('builds a two-stage workflow by keyboard and buttons, each refusal at its stage, and lists it', async () => {
    await show();
    await waitFor(() => $('[part="no-workflows"]'));
    expect(part('workflows-kept').textContent).to.equal(
      'Orders already submitted keep the workflow they were submitted under: a change reaches only the orders submitted after it.',
    );
    part('workflow-add').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('[part="workflow-form"]'));
    expect(focused()).to.equal('New workflow');
    const form = part<HTMLFormElement>('workflow-form');
    typeInto(form.querySelector<HTMLInputElement>('input[name="name"]')!, 'HQ approvals');
    const location = form.querySelector<HTMLSelectElement>('select[name="location"]')!;
    await waitFor(() => location.options.length === 3);
    typeInto(location, String(HQ.id));
    typeInto(form.querySelector<HTMLInputElement>('input[name="spendingLimit"]')!, '50,000');

    typeInto(stage(0).querySelector<HTMLInputElement>('input[name="label"]')!, 'Finance');
    typeInto(stage(0).querySelector<HTMLInputElement>('input[name="fromAmount"]')!, '1000');
    part('stage-add').click();
    await waitFor(() => all('[part="workflow-stage-editor"]').length === 2);
    expect(focused()).to.equal('label');
    typeInto(stage(1).querySelector<HTMLInputElement>('input[name="label"]')!, 'Manager');
    typeInto(stage(1).querySelector<HTMLInputElement>('input[name="fromAmount"]')!, '0');
    // Only the company's active approvers are offered.
    expect([...stage(1).querySelectorAll('fieldset fieldset label')].map((label) => label.textContent)).to.deep.equal([
      'Farah Aziz (farah@lapasar.test)',
      'Lim Wei Jie (lim@lapasar.test)',
    ]);
    approverBox(1, 'Farah Aziz').click();

    // The manager decides first: moved up, the keyboard follows the button.
    stage(1).querySelector<HTMLButtonElement>('[part="stage-up"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => stage(0).querySelector<HTMLInputElement>('input[name="label"]')!.value === 'Manager');
    expect(focused()).to.equal('Move down: Stage 1');

    part('workflow-save').click();
    await waitFor(() => $('[part="workflow-error"]'));
    expect(stage(1).querySelector('[part="workflow-error"]')!.textContent).to.equal(
      'stages.1.approverIds: Stage 2 "Finance" has no approver; every stage needs at least one',
    );
    expect(server.state.workflows).to.have.length(0);

    approverBox(1, 'Lim Wei Jie').click();
    part('workflow-save').click();
    await waitFor(() => $('[part="workflow"]'));
    expect(server.called(/^POST \/api\/company\/workflows$/).at(-1)!.body).to.deep.equal({
      name: 'HQ approvals',
      locationId: HQ.id,
      projectId: null,
      spendingLimit: 50000,
      budgetApprovalFirst: true,
      stages: [
        { label: 'Manager', fromAmount: 0, approverIds: [8] },
        { label: 'Finance', fromAmount: 1000, approverIds: [9] },
      ],
    });
    expect(part('workflow-status').textContent).to.equal('The workflow HQ approvals is saved.');
    expect(focused()).to.equal('Approval workflows');
    const listed = part('workflow');
    expect(listed.textContent).to.contain('RM 50,000.00');
    expect(all('[part="workflow-stage"]').map((entry) => entry.textContent)).to.deep.equal([
      'Stage 1: Manager · From RM 0.00 · Farah Aziz',
      'Stage 2: Finance · From RM 1,000.00 · Lim Wei Jie',
    ]);
    await expectAccessible(page.element);
  });

  it('previews what an order goes through and what it cannot, and deletes after a confirmation', async () => {
    server.state.workflows = [hqApprovals({ spendingLimit: 50000, budgetApprovalFirst: false, ordersInApproval: 2 })];
    await show();
    await waitFor(() => $('[part="workflow"]'));
    expect(part('workflow').textContent).to.contain('After the stages');
    const preview = part<HTMLFormElement>('preview-form');
    typeInto(preview.querySelector<HTMLInputElement>('input[name="amount"]')!, '1500');
    typeInto(preview.querySelector<HTMLSelectElement>('select[name="location"]')!, String(HQ.id));
    part('preview-show').click();
    await waitFor(() => $('[part="preview-step"]'));
    expect(part('preview-answer').textContent).to.contain('An order of RM 1,500.00 for HQ Shah Alam goes through:');
    expect(all('[part="preview-step"]').map((step) => step.textContent)).to.deep.equal([
      'Stage 1: Manager, decided by Farah Aziz',
      'Stage 2: Finance, decided by Lim Wei Jie',
    ]);
    expect(Object.fromEntries(server.called(/^GET \/api\/company\/workflows\/preview$/)[0].query)).to.deep.equal({
      location: String(HQ.id),
      amount: '1500.00',
    });
    typeInto(preview.querySelector<HTMLInputElement>('input[name="amount"]')!, '60000');
    part('preview-show').click();
    await waitFor(() => part('preview-answer').textContent?.includes('cannot be submitted'));
    expect(part('preview-answer').textContent).to.contain('exceeds workflow budget limit of RM 50000.00');
    await expectAccessible(page.element);

    part('workflow-remove').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('dialog[part="confirm"][open]'));
    expect(part('confirm').textContent).to.contain('Delete the workflow HQ approvals? Orders already submitted keep their stages.');
    part('confirm-ok').click();
    await waitFor(() => $('[part="no-workflows"]'));
    expect(server.called(/^DELETE \/api\/company\/workflows\/5$/)).to.have.length(1);
    expect(part('workflow-status').textContent).to.equal('The workflow HQ approvals was deleted.');
  });

  it('edits a workflow with a stage removed, replacing the whole definition', async () => {
    server.state.workflows = [hqApprovals({ spendingLimit: null, budgetApprovalFirst: true, ordersInApproval: 0 })];
    await show();
    await waitFor(() => $('[part="workflow"]'));
    expect(part('workflow').textContent).to.contain('None');
    part('workflow-edit').click();
    await waitFor(() => all('[part="workflow-stage-editor"]').length === 2);
    stage(1).querySelector<HTMLButtonElement>('[part="stage-remove"]')!.click();
    await waitFor(() => all('[part="workflow-stage-editor"]').length === 1);
    part('workflow-save').click();
    await waitFor(() => part('workflow-status').textContent === 'The workflow HQ approvals is saved.');
    expect(server.called(/^PUT \/api\/company\/workflows\/5$/).at(-1)!.body).to.deep.equal({
      name: 'HQ approvals',
      locationId: HQ.id,
      projectId: null,
      spendingLimit: null,
      budgetApprovalFirst: true,
      stages: [{ label: 'Manager', fromAmount: 0, approverIds: [8] }],
    });
    await waitFor(() => all('[part="workflow-stage"]').length === 1);
  });
});
