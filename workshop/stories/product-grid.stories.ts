import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { encodeCategoryToken } from '../../src/lib/category-token';
import { failing, loading, PHONE, workshop } from '../states';

const OFFICE_SUPPLIES = encodeCategoryToken(3000);

const meta = {
  title: 'Shopping/Product grid',
  component: 'lapasar-product-grid',
  args: { source: 'search', query: 'pro' },
  parameters: { workshop: { ready: '[part="product-card"]' } },
} satisfies Meta;
export default meta;

/** Search results: filters, sort, 24 a page and quick add. */
export const Search: StoryObj = {};
/** A category of the seed's tree (Office Supplies), with its breadcrumbs. */
export const Category: StoryObj = { args: { source: 'category', 'category-token': OFFICE_SUPPLIES, query: undefined } };
/** A seller's products, with the vendor card. */
export const Vendor: StoryObj = {
  args: { source: 'vendor', 'vendor-id': 1, query: undefined },
  ...workshop({ ready: '[part="vendor-card"]' }),
};
/** The COVID care tabs' listing. */
export const Covid: StoryObj = { args: { source: 'covid', 'covid-category': 'covidAll', query: undefined } };
export const SignedIn: StoryObj = { name: 'Signed in', ...workshop({ persona: 'buyer' }) };
/** Masked seller codes (VNDR-000001) for a buyer whose company may not see seller names. */
export const MaskedSeller: StoryObj = { name: 'Masked seller', ...workshop({ persona: 'masked' }) };
export const CatalogueMember: StoryObj = {
  name: 'Catalogue member',
  ...workshop({ persona: 'catalogue', ready: '[part="contract-price"]' }),
};
export const Empty: StoryObj = { args: { query: 'zzz' }, ...workshop({ ready: '[part="empty"]' }) };
export const LoadError: StoryObj = { name: 'Error', ...failing(/^GET \/api\/search$/) };
export const Loading: StoryObj = loading(/^GET \/api\/search$/);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
