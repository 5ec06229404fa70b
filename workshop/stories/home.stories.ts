import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { loading, PHONE, workshop } from '../states';

const meta = {
  title: 'Shopping/Home',
  component: 'lapasar-home',
  parameters: { workshop: { ready: '[part="product-card"]' } },
} satisfies Meta;
export default meta;

/** The banners and the COVID CARE ITEMS tabs at Selangor / Petaling; quick add fires lapasar-add-to-cart once signed in. */
export const Visitor: StoryObj = {};
export const SignedIn: StoryObj = { name: 'Signed in', ...workshop({ persona: 'buyer' }) };
/** Contract prices beside the marketplace's, with the saving. */
export const CatalogueMember: StoryObj = {
  name: 'Catalogue member',
  ...workshop({ persona: 'catalogue', ready: '[part="contract-price"]' }),
};
/** Without a delivery location the chooser is forced open and no products are fetched. */
export const NoLocation: StoryObj = { name: 'No location', ...workshop({ location: null, ready: '[part="carousel"]' }) };
/** The banners cannot be loaded: three static banners stand in. */
export const BannersFailed: StoryObj = {
  name: 'Banners failed',
  ...workshop({ fail: [/^GET \/api\/banners\/home$/], ready: '[part="banners-error"]' }),
};
export const Loading: StoryObj = loading(/^GET \/api\/products\/covid$/);
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
