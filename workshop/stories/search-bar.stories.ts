import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { PHONE } from '../states';

const meta = {
  title: 'Page setup/Search bar',
  component: 'lapasar-search-bar',
  parameters: { workshop: { ready: '[part="search-form"]' } },
} satisfies Meta;
export default meta;

/** Searching fires lapasar-search and lapasar-navigate (to /search?q=...). */
export const ByProduct: StoryObj = { name: 'By product', args: { query: 'laptop' } };
export const BySeller: StoryObj = { name: 'By seller', args: { query: 'Maju', 'search-type': 'by-seller' } };
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE };
