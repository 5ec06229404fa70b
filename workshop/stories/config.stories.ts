import type { Meta, StoryObj } from '@storybook/web-components-vite';

const meta = {
  title: 'Page setup/Config',
  component: 'lapasar-config',
  args: { 'api-base': '/api', 'corporate-base': '/corporate', locale: 'en-MY' },
} satisfies Meta;
export default meta;

/** Renders nothing: every element on the page takes its API base, locale and routes from it. */
export const Configured: StoryObj = {};

/** Route templates for a host with its own paths: elements' links and lapasar-navigate hrefs follow them. */
export const CustomRoutes: StoryObj = { name: 'Custom routes', args: { routes: '{"product":"/shop/item/{id}","cart":"/shop/basket"}' } };
