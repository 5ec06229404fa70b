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
/** The delivery locations: those in use with their open orders, an archived one apart, and the form to add one. */
export const Locations: StoryObj = { args: { section: 'locations' }, ...workshop({ ready: '[part="location"]' }) };
export const LocationsPhoneWidth: StoryObj = {
  name: 'Locations, phone width',
  args: { section: 'locations' },
  ...PHONE,
  ...workshop({ ready: '[part="location"]' }),
};
/** A new company: no location yet. */
export const NoLocations: StoryObj = {
  name: 'Locations, none yet',
  args: { section: 'locations' },
  ...workshop({ empty: true, ready: '[part="no-locations"]' }),
};
/** The charge codes of a location (one with its own address, one archived) and the item codes. */
export const Codes: StoryObj = { name: 'Charge and item codes', args: { section: 'codes' }, ...workshop({ ready: '[part="item-code"]' }) };
export const CodesPhoneWidth: StoryObj = {
  name: 'Charge and item codes, phone width',
  args: { section: 'codes' },
  ...PHONE,
  ...workshop({ ready: '[part="item-code"]' }),
};

/** Opens the access of the third person listed (Lim Wei Jie), as their row's Access button does. */
const openAccess: StoryObj['play'] = async ({ canvasElement }) => {
  await customElements.whenDefined('lapasar-company-admin');
  const root = canvasElement.querySelector('lapasar-company-admin')?.shadowRoot;
  for (let tries = 0; tries < 100; tries++) {
    const opener = root?.querySelectorAll<HTMLButtonElement>('[part="person-access"]')[2];
    if (opener) return opener.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
/** One person's access: every location or those chosen, every charge code or those chosen, charge codes at checkout, view_sl_info. */
export const PersonAccess: StoryObj = {
  name: "A person's access",
  ...workshop({ ready: 'dialog[open] [part="access-form"]' }),
  play: openAccess,
};
export const PersonAccessPhoneWidth: StoryObj = {
  name: "A person's access, phone width",
  ...PHONE,
  ...workshop({ ready: 'dialog[open] [part="access-form"]' }),
  play: openAccess,
};
/** The integrations: single sign-on with its client secret set, a live and a revoked assertion key, and PunchOut from SAP Ariba. */
export const Integrations: StoryObj = { args: { section: 'integrations' }, ...workshop({ ready: '[part="assertion-key"]' }) };
export const IntegrationsPhoneWidth: StoryObj = {
  name: 'Integrations, phone width',
  args: { section: 'integrations' },
  ...PHONE,
  ...workshop({ ready: '[part="assertion-key"]' }),
};
/** A new company: nothing linked yet. */
export const NoIntegrations: StoryObj = {
  name: 'Integrations, none yet',
  args: { section: 'integrations' },
  ...workshop({ empty: true, ready: '[part="no-punchout"]' }),
};
/** The category price limits, each changed in place or removed, and a new one set for a category found by its path. */
export const PriceLimits: StoryObj = { name: 'Price limits', args: { section: 'limits' }, ...workshop({ ready: '[part="limit"]' }) };
export const PriceLimitsPhoneWidth: StoryObj = {
  name: 'Price limits, phone width',
  args: { section: 'limits' },
  ...PHONE,
  ...workshop({ ready: '[part="limit"]' }),
};
/** A new company: no price limit yet. */
export const NoPriceLimits: StoryObj = {
  name: 'Price limits, none yet',
  args: { section: 'limits' },
  ...workshop({ empty: true, ready: '[part="no-limits"]' }),
};
/** The company's settings, each explained in a line, saved with one button. */
export const Settings: StoryObj = { args: { section: 'settings' }, ...workshop({ ready: '[part="settings-form"]' }) };
export const SettingsPhoneWidth: StoryObj = {
  name: 'Settings, phone width',
  args: { section: 'settings' },
  ...PHONE,
  ...workshop({ ready: '[part="settings-form"]' }),
};
