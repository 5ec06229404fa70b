import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { OperatorCompanies } from './operator-companies';
import css from './operator-companies.css?inline';

/**
 * The marketplace operator's page: every buyer company (name, SSM registration number, how many
 * people, its administrators or the addresses invited to be one, when created); Create a company
 * (name, registration, SST and TIN numbers, and the first administrator's e-mail, mailed a link
 * that works once for 7 days), the server's refusals in its words; and Invite an administrator
 * into a company whose invitation expired or whose administrators left. A visitor is asked to
 * sign in; anyone else signed in is told the page is the operator's.
 *
 * @summary The marketplace operator's companies.
 * @tagname lapasar-operator-companies
 * @csspart operator-companies - The whole element.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart not-operator - Said to a signed-in account that is no operator.
 * @csspart error - The companies could not be loaded.
 * @csspart no-companies - Said while the marketplace has no company.
 * @csspart companies - The companies.
 * @csspart company - One company.
 * @csspart create - Create a company.
 * @csspart create-form - The company's details and its first administrator's address.
 * @csspart create-status - The company created, or why not.
 * @csspart create-company - Create company.
 * @csspart invite - Invite an administrator.
 * @csspart invite-form - The company and the address.
 * @csspart invite-status - The invitation sent, or why not.
 * @csspart send-invitation - Send invitation.
 * @cssproperty --lapasar-color-primary - The buttons.
 */
export class LapasarOperatorCompanies extends elementClass(OperatorCompanies, {}, lazySheet(css)) {}

export const tagName = 'lapasar-operator-companies';

/** Defines lapasar-operator-companies (once per page). */
export function define(): void {
  defineElement(tagName, LapasarOperatorCompanies);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-operator-companies': LapasarOperatorCompanies;
  }
}
