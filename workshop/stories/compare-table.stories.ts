import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { empty, failing, loading, PHONE, visitor, workshop } from '../states';

const LIST = /^POST \/corporate\/marketplace\/compare\/list$/;

const meta = {
  title: 'Shopping/Compare table',
  component: 'lapasar-compare-table',
  parameters: { workshop: { persona: 'buyer', ready: '[part="group"]' } },
} satisfies Meta;
export default meta;

/** Two comparisons: the laptop and the mouse, then paper and pens, with their SKUs, vendors and shipping. */
export const SignedIn: StoryObj = { name: 'Signed in' };
export const MaskedSeller: StoryObj = { name: 'Masked seller', ...workshop({ persona: 'masked' }) };
export const CatalogueMember: StoryObj = {
  name: 'Catalogue member',
  ...workshop({ persona: 'catalogue', ready: '[part="contract-price"]' }),
};
export const Visitor: StoryObj = visitor();
export const Empty: StoryObj = empty();
export const LoadError: StoryObj = { name: 'Error', ...failing(LIST) };
export const Loading: StoryObj = loading(LIST, '[part="loading"]');
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
