import { lazySheet } from '../../theme/sheets';
import adminCss from '../../ui/admin.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import { OperatorCompanies } from './operator-companies';
import css from './operator-companies.css?inline';

/**
 * The marketplace operator's page: every buyer company (name, SSM registration number, how many
 * people, its administrators or the addresses invited to be one, when created); Create a company
 * (name, registration, SST and TIN numbers, and the first administrator's e-mail, mailed a link
 * that works once for 7 days), the server's refusals in its words; and Invite an administrator
 * into a company whose invitation expired or whose administrators left. Each company's name links
 * to its own page (routes.operatorCompany, its `{id}` filled). With `company`, the element shows that
 * company instead, under a link back to the list (routes.operator): its details (registration, SST
 * and tax numbers, created, administrators), read-only; its settings as its administrators set
 * them (checkout and budget type, the codes on each line, the order options), how many delivery
 * locations and charge codes it has in use and archived, its approval workflows (location and
 * charge code, each stage with its amount and approvers, spending limit), its category price
 * limits and its integrations (single sign-on, assertion keys, PunchOut; each secret only as set
 * or not), all read-only, tables becoming cards when narrow; its people with their role, administrator
 * flag and status; its invitations waiting, an administrator's sent again with a new link (the one
 * before stops working) and any withdrawn, the server's answer said and the keyboard brought back
 * to the invitations' heading; Invite another administrator (an address, and whether they also
 * approve); and its audit log, filtered by change and days like its administrators' own page. That
 * page loads when first shown. A visitor is asked to sign in; anyone else signed in is told the
 * page is the operator's, and nothing is asked of the server.
 *
 * @summary The marketplace operator's companies.
 * @tagname lapasar-operator-companies
 * @attr {string} company - The id of the company to show; none (the default) lists every company.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart operator-companies - The whole element.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart not-operator - Said to a signed-in account that is no operator.
 * @csspart error - The companies, a company or its audit log could not be loaded, or a filter's days are the wrong way round.
 * @csspart no-companies - Said while the marketplace has no company.
 * @csspart companies - The companies.
 * @csspart company - One company.
 * @csspart create - Create a company.
 * @csspart create-form - The company's details and its first administrator's address.
 * @csspart create-status - The company created, or why not.
 * @csspart create-company - Create company.
 * @csspart invite - Invite an administrator (on a company's page, another administrator).
 * @csspart invite-form - The company (in the list) and the address.
 * @csspart invite-status - The invitation sent, or why not.
 * @csspart send-invitation - Send invitation.
 * @csspart company-link - A company's name in the list, linked to its page.
 * @csspart back - The link back to every company, on a company's page.
 * @csspart not-found - Said for a company the marketplace does not have.
 * @csspart company-name - The company's name, on its page.
 * @csspart details - The company's numbers and administrators.
 * @csspart settings - The company's settings, read-only.
 * @csspart places - How many delivery locations and charge codes it has.
 * @csspart workflows - Its approval workflows.
 * @csspart workflows-table - The workflows, one row each.
 * @csspart workflow - One workflow.
 * @csspart workflow-stage - One stage of a workflow: its amount and approvers.
 * @csspart no-workflows - Said while the company has no approval workflow.
 * @csspart price-limits - Its category price limits.
 * @csspart price-limits-table - The limits, one row each.
 * @csspart price-limit - One category's limit.
 * @csspart no-price-limits - Said while no category has a limit.
 * @csspart integrations - Its single sign-on, assertion keys and PunchOut, secrets only as set or not.
 * @csspart punchout-system - Its procurement system's name, or that PunchOut is not set up.
 * @csspart people - The company's people.
 * @csspart people-table - Its people, one row each.
 * @csspart no-people - Said while nobody has joined the company.
 * @csspart person - One person.
 * @csspart invitations-section - The invitations waiting.
 * @csspart invitations-status - What Send again or Withdraw did, or why not.
 * @csspart invitations - The invitations waiting, one card each.
 * @csspart no-invitations - Said when no invitation is waiting.
 * @csspart invitation - One invitation.
 * @csspart send-again - Send an administrator's invitation again.
 * @csspart withdraw - Withdraw an invitation.
 * @csspart audit - The company's audit log.
 * @csspart audit-filter - The change and the days to show.
 * @csspart audit-apply - Show the entries the filter selects.
 * @csspart audit-count - How many entries are shown.
 * @csspart audit-table - The entries.
 * @csspart audit-entry - One entry.
 * @cssproperty --lapasar-color-primary - The buttons.
 */
export class LapasarOperatorCompanies extends elementClass(OperatorCompanies, { company: 'string' }, lazySheet(`${adminCss}\n${css}`)) {}

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
