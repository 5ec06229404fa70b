import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, loading, PHONE, workshop } from '../states';

const PRODUCTS = /^GET \/api\/products\/catalogue$/;

const meta = {
  title: 'Catalogue buyers/Catalogue products',
  component: 'lapasar-catalogue-products',
  args: { 'category-id': 3000 },
  parameters: { workshop: { persona: 'catalogue', ready: '[part="product-card"]' } },
} satisfies Meta;
export default meta;

/** Office Supplies of the Corporate Standard Catalogue, at its contract prices. */
export const CatalogueMember: StoryObj = { name: 'Catalogue member' };
/** The whole catalogue, for a company that goes straight to the listing. */
export const WholeCatalogue: StoryObj = { name: 'Whole catalogue', args: { 'category-id': undefined } };
/** A category the catalogue does not hold. */
export const NotInCatalogue: StoryObj = {
  name: 'Not in the catalogue',
  args: { 'category-id': 999999 },
  ...workshop({ ready: '[part="refused"]' }),
};
export const Empty: StoryObj = workshop({ empty: true, ready: '[part="empty"]' });
export const LoadError: StoryObj = { name: 'Error', ...failing(PRODUCTS) };
export const Loading: StoryObj = loading(PRODUCTS);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
