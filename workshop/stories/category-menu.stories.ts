import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { failing, workshop } from '../states';

const meta = {
  title: 'Page setup/Category menu',
  component: 'lapasar-category-menu',
  parameters: { workshop: { ready: '[part="categories-button"]' } },
} satisfies Meta;
export default meta;

/** The CATEGORIES button and its flyout: the seed's category tree. */
export const Flyout: StoryObj = {};
/** The All Categories page: every category and subcategory as a link. */
export const List: StoryObj = { args: { mode: 'list' }, ...workshop({ ready: '[part="all-categories"]' }) };
/** A catalogue member gets the catalogue's categories. */
export const CatalogueMember: StoryObj = {
  name: 'Catalogue member',
  args: { mode: 'list' },
  ...workshop({ persona: 'catalogue', ready: '[part="all-categories"]' }),
};
export const LoadError: StoryObj = { name: 'Error', args: { mode: 'list' }, ...failing(/^GET \/api\/categories\/header$/) };
