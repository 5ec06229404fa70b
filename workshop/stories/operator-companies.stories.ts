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
