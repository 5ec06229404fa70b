import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { workshop } from '../states';

interface Login extends HTMLElement {
  open(): void;
}

const meta = {
  title: 'Page setup/Login',
  component: 'lapasar-login',
  parameters: { workshop: { persona: null, ready: 'dialog[open][part="login-dialog"]' } },
  // The dialog opens when something asks for a login; here the story asks, as a host's Sign in button would.
  play: async ({ canvasElement }) => {
    const login = canvasElement.querySelector<Login>('lapasar-login');
    await customElements.whenDefined('lapasar-login');
    login?.open();
  },
} satisfies Meta;
export default meta;

/** Sign in with a demo account (buyer@lapasar.test, password Demo#2026): lapasar-login fires with the user. */
export const Open: StoryObj = {};
export const PhoneWidth: StoryObj = { name: 'Phone width', tags: ['phone'], globals: { viewport: { value: 'phone', isRotated: false } } };
/** A signed-in buyer has no login to give: the dialog stays closed. */
export const SignedIn: StoryObj = { name: 'Signed in (renders nothing)', ...workshop({ persona: 'buyer', ready: '' }), play: undefined };
