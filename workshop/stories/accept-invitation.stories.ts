import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { workshop } from '../states';

const meta = {
  title: 'Company/Accept invitation',
  component: 'lapasar-accept-invitation',
  args: { token: 'workshop-invitation-token' },
  parameters: { workshop: { persona: null, ready: '[part="form"]' } },
} satisfies Meta;
export default meta;

/** The invitee chooses a name and a password. */
export const Form: StoryObj = {};
/** A link without its token. */
export const IncompleteLink: StoryObj = { name: 'Incomplete link', args: { token: undefined }, ...workshop({ ready: '[part="error"]' }) };
