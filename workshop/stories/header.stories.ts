import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { PHONE, workshop } from '../states';

const meta = {
  title: 'Page setup/Header',
  component: 'lapasar-header',
  parameters: { workshop: { ready: '[part="header"]' } },
} satisfies Meta;
export default meta;

export const Visitor: StoryObj = {};
/** Aisyah of Demo Trading: the wishlist, cart and compare badges count her demo lists. */
export const SignedIn: StoryObj = { name: 'Signed in', ...workshop({ persona: 'buyer', ready: '[part="cart-link"] [part="badge"]' }) };
/** A catalogue member gets the Catalogue link. */
export const CatalogueMember: StoryObj = { name: 'Catalogue member', ...workshop({ persona: 'catalogue' }) };
/** An approver sees Approvals with the number of orders waiting. */
export const Approver: StoryObj = workshop({ persona: 'approver', ready: '[part="approvals-badge"]' });
export const PhoneWidth: StoryObj = { name: 'Phone width', ...PHONE, ...workshop({ persona: 'buyer' }) };
