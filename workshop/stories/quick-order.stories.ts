import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { PHONE, visitor, workshop } from '../states';

const meta = {
  title: 'Shopping/Quick order',
  component: 'lapasar-quick-order',
  parameters: { workshop: { persona: 'buyer', ready: '[part="list"]' } },
} satisfies Meta;
export default meta;

/** Paste "SKU code, quantity" lines, e.g. PO-A4-1R, 10 and DL-LAT-5450, 1, and Check them. */
export const SignedIn: StoryObj = { name: 'Signed in' };
export const Visitor: StoryObj = visitor();
/** Without a delivery location the list cannot be checked. */
export const NoLocation: StoryObj = { name: 'No location', ...workshop({ location: null, ready: '[part="location-prompt"]' }) };
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
