import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { workshop } from '../states';

const meta = {
  title: 'Page setup/Count badge',
  component: 'lapasar-count-badge',
  args: { kind: 'cart' },
  parameters: { workshop: { persona: 'buyer', ready: '[part="badge"]' } },
} satisfies Meta;
export default meta;

export const Cart: StoryObj = {};
export const Wishlist: StoryObj = { args: { kind: 'wishlist' } };
export const Compare: StoryObj = { args: { kind: 'compare' } };
/** A visitor's counts are 0: the badge renders nothing. */
export const Visitor: StoryObj = workshop({ persona: null, ready: '' });
