import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { CompanyAdmin } from './company-admin';
import css from './company-admin.css?inline';

/**
 * An administrator's pages for their buyer company, one at a time by `section`, with links to the
 * others (routes.company, its `{section}` filled). `people`: everyone who buys or approves for the
 * company, each with their role (Buyer or Approver), the administrator flag and Deactivate (after
 * a confirmation; their sessions end at once) or Reactivate, each saved at once and said in a
 * status line, the server's refusal in its words (the company keeps an active administrator); the
 * invitations waiting, each withdrawn with one button; and Invite someone: an e-mail address, a
 * role and the administrator flag, and the server mails a link that works once, for 7 days.
 * `audit`: every change to the company (who, when, the change, what, before and after), filtered
 * by change and days, newest first, exported as CSV; nobody can change it. A visitor is asked to
 * sign in; a signed-in person who is not an administrator is told who manages the company.
 *
 * @summary Company administration: people, invitations and the audit log.
 * @tagname lapasar-company-admin
 * @attr {string} section - people (the default) or audit.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart company-admin - The whole element.
 * @csspart sections - The navigation between the pages.
 * @csspart section-link - One page's link; the page shown has aria-current="page".
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart not-administrator - Said to a signed-in person who does not administer the company.
 * @csspart error - A page that could not be loaded, an unknown section, or a refused export.
 * @csspart people - The people page.
 * @csspart people-status - What the last change did, or why it was refused.
 * @csspart people-table - The company's people.
 * @csspart person - One person.
 * @csspart person-role - A person's role.
 * @csspart person-administrator - Whether a person is an administrator.
 * @csspart person-active - Deactivate or Reactivate.
 * @csspart invitations - The invitations waiting to be accepted.
 * @csspart no-invitations - Said when no invitation is waiting.
 * @csspart invitation - One invitation.
 * @csspart withdraw - Withdraws an invitation.
 * @csspart invite - Invite someone.
 * @csspart invite-form - The address, role and administrator flag.
 * @csspart invite-error - Why an invitation was not sent.
 * @csspart invite-status - The invitation that was sent.
 * @csspart send-invitation - Send invitation.
 * @csspart confirm - The deactivation to confirm.
 * @csspart audit - The audit log page.
 * @csspart audit-filter - The change, From and To, Show and Export CSV.
 * @csspart audit-apply - Show.
 * @csspart audit-export - Export CSV.
 * @csspart audit-count - How many entries are shown.
 * @csspart audit-table - The entries, newest first.
 * @csspart audit-entry - One entry.
 * @cssproperty --lapasar-color-primary - The buttons.
 */
export class LapasarCompanyAdmin extends elementClass(CompanyAdmin, { section: 'string' }, lazySheet(css)) {}

export const tagName = 'lapasar-company-admin';

/** Defines lapasar-company-admin (once per page). */
export function define(): void {
  defineElement(tagName, LapasarCompanyAdmin);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-company-admin': LapasarCompanyAdmin;
  }
}
