import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, PHONE, visitor, workshop } from '../states';

const meta = {
  title: 'Company/Marketplace operator',
  component: 'lapasar-operator-companies',
  parameters: { workshop: { persona: 'operator', ready: '[part="company"]' } },
} satisfies Meta;
export default meta;

/** Every company with its administrators (or who was invited), Create a company and Invite an administrator. */
export const Companies: StoryObj = {};
/** A marketplace started empty: no company yet. */
export const FirstCompany: StoryObj = { name: 'First company', ...workshop({ empty: true, ready: '[part="no-companies"]' }) };
/** A company's administrator is not the operator. */
export const NotOperator: StoryObj = { name: 'Not an operator', ...workshop({ persona: 'buyer', ready: '[part="not-operator"]' }) };
export const Visitor: StoryObj = visitor();
export const LoadError: StoryObj = { name: 'Error', ...failing(/^GET \/api\/operator\/companies$/) };
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
/** One company: its details, settings, places, workflows, price limits and integrations, people, invitations waiting, Invite another administrator and its audit log. */
export const Company: StoryObj = { args: { company: '1' }, ...workshop({ ready: '[part="audit-entry"]' }) };
export const CompanyPhoneWidth: StoryObj = {
  name: 'Company, phone width',
  args: { company: '1' },
  ...PHONE,
  ...workshop({ ready: '[part="audit-entry"]' }),
};
/** A new company waiting for its first administrator: the invitation can be sent again or withdrawn. */
export const WaitingCompany: StoryObj = {
  name: 'Company waiting for its administrator',
  args: { company: '7' },
  ...workshop({ ready: '[part="send-again"]' }),
};
/** A company the marketplace does not have. */
export const UnknownCompany: StoryObj = { name: 'Unknown company', args: { company: '404' }, ...workshop({ ready: '[part="not-found"]' }) };
