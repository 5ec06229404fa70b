import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { PHONE, workshop } from '../states';

const meta = {
  title: 'Page setup/Location picker',
  component: 'lapasar-location-picker',
  parameters: { workshop: { ready: '[part="location-button"]' } },
} satisfies Meta;
export default meta;

/** Selangor / Petaling chosen: the button shows it. Try postcode 50450 or 10200 in the dialog. */
export const Chosen: StoryObj = {};
/** No location yet: the dialog opens by itself and Escape does not close it. */
export const NoLocation: StoryObj = { name: 'No location', ...workshop({ location: null, ready: 'dialog[open][part="location-dialog"]' }) };
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
