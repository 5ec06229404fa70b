import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, PHONE, visitor, workshop } from '../states';

const meta = {
  title: 'Company/Company administration',
  component: 'lapasar-company-admin',
  args: { section: 'people' },
  parameters: { workshop: { persona: 'buyer', ready: '[part="person"]' } },
} satisfies Meta;
export default meta;

/** The company's people (role, administrator, deactivate), an invitation waiting and the invitation form. */
export const People: StoryObj = {};
/** Every change to the company, filtered and exported. */
export const AuditLog: StoryObj = { name: 'Audit log', args: { section: 'audit' }, ...workshop({ ready: '[part="audit-entry"]' }) };
/** A company that only has its administrator yet. */
export const NewCompany: StoryObj = { name: 'New company', ...workshop({ empty: true, ready: '[part="no-invitations"]' }) };
/** A signed-in approver who does not administer the company. */
export const NotAdministrator: StoryObj = {
  name: 'Not an administrator',
  ...workshop({ persona: 'approver', ready: '[part="not-administrator"]' }),
};
export const Visitor: StoryObj = visitor();
export const LoadError: StoryObj = { name: 'Error', ...failing(/^GET \/api\/company\/people$/) };
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
export const AuditPhoneWidth: StoryObj = {
  name: 'Audit log, phone width',
  args: { section: 'audit' },
  ...PHONE,
  ...workshop({ ready: '[part="audit-entry"]' }),
};
/** The budgets of the current period, a limit changed in place, a new budget and the financial year. */
export const Budgets: StoryObj = { args: { section: 'budgets' }, ...workshop({ ready: '[part="budget"]' }) };
export const BudgetsPhoneWidth: StoryObj = {
  name: 'Budgets, phone width',
  args: { section: 'budgets' },
  ...PHONE,
  ...workshop({ ready: '[part="budget"]' }),
};
/** The approval workflows with their stages, the editor and the preview. */
export const Workflows: StoryObj = {
  name: 'Approval workflows',
  args: { section: 'workflows' },
  ...workshop({ ready: '[part="workflow"]' }),
};
export const WorkflowsPhoneWidth: StoryObj = {
  name: 'Approval workflows, phone width',
  args: { section: 'workflows' },
  ...PHONE,
  ...workshop({ ready: '[part="workflow"]' }),
};
