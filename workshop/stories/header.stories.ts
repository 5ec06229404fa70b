import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { PHONE, workshop } from '../states';

/** A host's logo, as a data: URL so the workshop needs no image host. */
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><text x="0" y="30" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#0b5394">LaPasar</text></svg>')}`;

const meta = {
  title: 'Page setup/Header',
  component: 'lapasar-header',
  args: { 'logo-src': LOGO },
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
