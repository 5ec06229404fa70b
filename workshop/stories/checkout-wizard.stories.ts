import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, loading, PHONE, workshop } from '../states';

const FORM = /^GET \/api\/workflow\/checkout-form$/;

const meta = {
  title: 'Orders/Checkout wizard',
  component: 'lapasar-checkout-wizard',
  parameters: { workshop: { persona: 'buyer', ready: '[part="buyer-details"]' } },
} satisfies Meta;
export default meta;

/**
 * The demo cart at the Shah Alam Plant's address: the cart's MOQ and vendor minimum notices hold
 * Submit, and the masks, not shipped to Selangor, stay in the cart. Choose Head Office for its
 * two-stage approval, or Johor Depot for no workflow.
 */
export const SignedIn: StoryObj = { name: 'Signed in' };
/** An energy buyer: EB numbers instead of item codes, and a mandatory order attachment. */
export const EnergyBuyer: StoryObj = { name: 'Energy buyer', ...workshop({ persona: 'energy' }) };
export const MaskedSeller: StoryObj = { name: 'Masked seller', ...workshop({ persona: 'masked' }) };
export const LoadError: StoryObj = { name: 'Error', ...failing(FORM) };
export const Loading: StoryObj = loading(FORM, '[part="loading"]');
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
