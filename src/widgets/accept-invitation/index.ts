import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { AcceptInvitation } from './accept-invitation';
import css from './accept-invitation.css?inline';

/**
 * The page an invitation's link opens (`/accept-invitation?token=...`): the invitee chooses their
 * name and password, and the account is made in the inviting company with the role the
 * administrator gave it, then signed in. A used, withdrawn or expired invitation is refused in the
 * server's words; without a token it says the link is not complete.
 *
 * @summary Accepting an invitation into a company.
 * @tagname lapasar-accept-invitation
 * @attr {string} token - The token of the mailed link.
 * @event {CustomEvent<{user: object}>} lapasar-login - The new account is signed in.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart accept-invitation - The whole element.
 * @csspart form - The name and password form.
 * @csspart field-error - What is wrong with a field.
 * @csspart error - The server's refusal, or a link without its token.
 * @csspart submit - Create my account.
 * @csspart joined - The account is ready.
 * @csspart continue - The link to start shopping.
 * @cssproperty --lapasar-color-primary - The buttons.
 */
export class LapasarAcceptInvitation extends elementClass(AcceptInvitation, { token: 'string' }, lazySheet(css)) {}

export const tagName = 'lapasar-accept-invitation';

/** Defines lapasar-accept-invitation (once per page). */
export function define(): void {
  defineElement(tagName, LapasarAcceptInvitation);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-accept-invitation': LapasarAcceptInvitation;
  }
}
