import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { empty, failing, loading, PHONE, visitor, workshop } from '../states';

const INBOX = /^GET \/api\/approvals$/;

const meta = {
  title: 'Orders/Approvals',
  component: 'lapasar-approvals',
  parameters: { workshop: { persona: 'approver', ready: '[part="approval"]' } },
} satisfies Meta;
export default meta;

/** Two Head Office orders at Department Head, with the IT Refresh budget: approve, reject or send back, one or both. */
export const Approver: StoryObj = {};
/** A buyer who approves nothing reads the server's refusal. */
export const NotAnApprover: StoryObj = { name: 'Not an approver', ...workshop({ persona: 'buyer', ready: '[part="error"]' }) };
export const Visitor: StoryObj = visitor();
export const Empty: StoryObj = empty();
export const LoadError: StoryObj = { name: 'Error', ...failing(INBOX) };
export const Loading: StoryObj = loading(INBOX);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
