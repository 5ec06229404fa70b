import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { empty, failing, loading, PHONE, visitor, workshop } from '../states';

const meta = {
  title: 'Shopping/Wishlist',
  component: 'lapasar-wishlist',
  parameters: { workshop: { persona: 'buyer', ready: '[part="wishlist-item"]' } },
} satisfies Meta;
export default meta;

/** Products of three sellers: one not shipped to Selangor, one out of stock, one with its options not yet chosen. */
export const SignedIn: StoryObj = { name: 'Signed in' };
/** The masks are not shipped to Selangor: counted, but left out of the money. */
export const RestrictedLine: StoryObj = { name: 'Restricted line', ...workshop({ ready: '[part="seller-excluded-note"]' }) };
export const MaskedSeller: StoryObj = { name: 'Masked seller', ...workshop({ persona: 'masked' }) };
export const CatalogueMember: StoryObj = {
  name: 'Catalogue member',
  ...workshop({ persona: 'catalogue', ready: '[part="contract-price"]' }),
};
export const Visitor: StoryObj = visitor();
export const Empty: StoryObj = empty();
export const LoadError: StoryObj = { name: 'Error', ...failing(/^GET \/api\/wishlist$/) };
export const Loading: StoryObj = loading(/^GET \/api\/wishlist$/);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
