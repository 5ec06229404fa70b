import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { empty, failing, loading, PHONE, visitor, workshop } from '../states';

const meta = {
  title: 'Shopping/Cart',
  component: 'lapasar-cart',
  parameters: { workshop: { persona: 'buyer', ready: '[part="order-summary"]' } },
} satisfies Meta;
export default meta;

/**
 * The demo cart at Selangor / Petaling: a line below its MOQ, a line not shipped there, a
 * seller's minimum not reached, a bulk price in force and references. Checkout fires the
 * cancelable lapasar-checkout.
 */
export const SignedIn: StoryObj = { name: 'Signed in' };
/** The masks are not shipped to Selangor: left out of every figure and of checkout. */
export const RestrictedLine: StoryObj = { name: 'Restricted line', ...workshop({ ready: '[part="restricted-notice"]' }) };
export const MaskedSeller: StoryObj = { name: 'Masked seller', ...workshop({ persona: 'masked' }) };
export const CatalogueMember: StoryObj = {
  name: 'Catalogue member',
  ...workshop({ persona: 'catalogue', ready: '[part="contract-price"]' }),
};
export const Visitor: StoryObj = visitor();
export const Empty: StoryObj = empty();
export const LoadError: StoryObj = { name: 'Error', ...failing(/^GET \/api\/cart$/) };
export const Loading: StoryObj = loading(/^GET \/api\/cart$/);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
