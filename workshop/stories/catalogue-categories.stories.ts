import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, loading, PHONE, workshop } from '../states';

const meta = {
  title: 'Catalogue buyers/Catalogue categories',
  component: 'lapasar-catalogue-categories',
  parameters: { workshop: { persona: 'catalogue', ready: '[part="category-tile"]' } },
} satisfies Meta;
export default meta;

/** The Corporate Standard Catalogue's categories, each with its product count. */
export const CatalogueMember: StoryObj = { name: 'Catalogue member' };
/** An energy buyer's catalogue (GET /products/tnb-catalogue-categories). */
export const EnergyBuyer: StoryObj = { name: 'Energy buyer', ...workshop({ persona: 'energy' }) };
/** A category's search view: filters, search, sort and pagination inside it. */
export const SearchView: StoryObj = { name: 'Search view', args: { 'category-id': 3000 }, ...workshop({ ready: '[part="product-card"]' }) };
/** Anyone else gets lapasar-access-denied and, unless a host cancels it, the element's message. */
export const AccessDenied: StoryObj = { name: 'Access denied', ...workshop({ persona: 'buyer', ready: '[part="access-denied"]' }) };
export const Empty: StoryObj = workshop({ empty: true, ready: '[part="empty"]' });
export const LoadError: StoryObj = { name: 'Error', ...failing(/^GET \/api\/products\/catalogue-categories$/) };
export const Loading: StoryObj = loading(/^GET \/api\/products\/catalogue-categories$/);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
