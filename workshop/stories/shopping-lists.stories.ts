import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, PHONE, visitor, workshop } from '../states';

const meta = {
  title: 'Shopping/Shopping lists',
  component: 'lapasar-shopping-lists',
  parameters: { workshop: { persona: 'buyer', ready: '[part="list-card"]' } },
} satisfies Meta;
export default meta;

/** The Wishlist first, the buyer's own lists, and a list a colleague shared to view. */
export const Index: StoryObj = {};
/** One list with its lines, total and Add List to Cart; its owner renames, shares and deletes it. */
export const OneList: StoryObj = { name: 'One list', args: { 'list-id': 31 }, ...workshop({ ready: '[part="list-line"]' }) };
/** A colleague's list shared to view only: no changes. */
export const SharedViewOnly: StoryObj = {
  name: 'Shared, view only',
  args: { 'list-id': 33 },
  ...workshop({ ready: '[part="list-line"]' }),
};
export const Visitor: StoryObj = visitor();
export const Empty: StoryObj = workshop({ empty: true, ready: '[part="no-lists"]' });
export const LoadError: StoryObj = { name: 'Error', ...failing(/^GET \/api\/lists$/) };
export const PhoneWidth: StoryObj = {
  name: 'Phone width',
  args: { 'list-id': 31 },
  ...PHONE,
  ...workshop({ ready: '[part="list-line"]' }),
};
