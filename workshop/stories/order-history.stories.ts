import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { empty, failing, loading, PHONE, visitor, workshop } from '../states';

const ORDERS = /^GET \/api\/orders\/pre-orders$/;

const meta = {
  title: 'Orders/Order history',
  component: 'lapasar-order-history',
  parameters: { workshop: { persona: 'buyer', ready: '[part="order"]' } },
} satisfies Meta;
export default meta;

/** Orders waiting for workflow approval, for budget approval, sent back for changes, and processing. */
export const SignedIn: StoryObj = { name: 'Signed in' };
export const MaskedSeller: StoryObj = { name: 'Masked seller', ...workshop({ persona: 'masked' }) };
export const Visitor: StoryObj = visitor();
export const Empty: StoryObj = empty();
export const LoadError: StoryObj = { name: 'Error', ...failing(ORDERS) };
export const Loading: StoryObj = loading(ORDERS);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
