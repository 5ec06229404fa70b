import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, loading, PHONE, workshop } from '../states';

const meta = {
  title: 'Shopping/Product detail',
  component: 'lapasar-product-detail',
  args: { 'product-id': 101 },
  parameters: { workshop: { ready: '[part="add-to-cart"]' } },
} satisfies Meta;
export default meta;

/** A product with a Pack variant, free shipping to Selangor and a Contracted Item badge. */
export const Visitor: StoryObj = {};
/** The bulk price panel with the buyer's requests, the wishlist toggle and Add to list. */
export const SignedIn: StoryObj = { name: 'Signed in', ...workshop({ persona: 'buyer', ready: '[part="bulk-panel"]' }) };
/** Three colours, the red one out of stock. */
export const Variants: StoryObj = { args: { 'product-id': 102 }, ...workshop({ ready: '[part="variant-select"]' }) };
/** Shipped only to Penang, Kedah and Perak: not to Selangor. */
export const RestrictedLine: StoryObj = {
  name: 'Restricted line',
  args: { 'product-id': 105 },
  ...workshop({ ready: '[part="restriction"]' }),
};
export const MaskedSeller: StoryObj = { name: 'Masked seller', ...workshop({ persona: 'masked' }) };
export const CatalogueMember: StoryObj = {
  name: 'Catalogue member',
  ...workshop({ persona: 'catalogue', ready: '[part="contract-price"]' }),
};
export const NotFound: StoryObj = { name: 'Not found', args: { 'product-id': 999 }, ...workshop({ ready: '[part="not-found"]' }) };
export const LoadError: StoryObj = { name: 'Error', ...failing(/^GET \/api\/products\/101$/) };
export const Loading: StoryObj = loading(/^GET \/api\/products\/101$/);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
