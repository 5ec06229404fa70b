import { lazySheet } from '../../theme/sheets';
import adminCss from '../../ui/admin.css?inline';
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
 * `budgets`: the budgets of a period (the current one unless another is chosen; the periods that
 * have budgets and the next one are offered), each location's, charge code's and item code's limit,
 * committed, pending and remaining in RM, the limit changed in place (Save per row; a limit below
 * what is used is refused in the server's words), Remove after a confirmation, a new budget for a
 * location (and charge code) or an item code under a charge code, Export CSV and Export Excel, and
 * the month the financial year starts in, with what a change does. `workflows`: the approval
 * workflows (location, charge code, stages in order with their from-amount and approvers, spending
 * limit, budget approval before or after the stages, orders in approval), each edited or deleted
 * (after a confirmation) and a new one added: name, location, charge code, spending limit or none,
 * budget approval first, and stages added, removed and moved by buttons, each with its label,
 * from-amount and approvers chosen from the company's active approvers; a refusal is shown at the
 * stage it names. A preview says what an order of an amount for a location and charge code goes
 * through. Orders already submitted keep the workflow they were submitted under, as the page says.
 * `audit`: every change to the company (who, when, the change, what, before and after), filtered
 * by change and days, newest first, exported as CSV; nobody can change it. A visitor is asked to
 * sign in; a signed-in person who is not an administrator is told who manages the company.
 * `locations`: the company's delivery locations (name, address, open orders; the archived ones
 * apart, marked), added and changed with a name, lot no., streets, postcode, city and a state of
 * Malaysia (a postcode in another state is refused at the postcode, in the server's words),
 * archived after a confirmation (refused while orders for it are open) and restored. `codes`: the
 * charge codes of a chosen location (name, code, optionally their own address), and the item
 * codes (code, description, GL code; the code fixed once made), each archived and restored alike.
 * The locations and codes pages load when first shown. On `people`, each person's Access button
 * opens a dialog of what they may order for: every location or those chosen, every charge code or
 * those chosen, whether they pick a charge code at checkout, and their view_sl_info (the company's
 * default, Y or N), saved at once and the server's answer said; closing it gives the keyboard back
 * to the button. `limits`: the category price limits (the category, the path above it, the most a
 * unit may cost in RM), each maximum changed in place or removed after a confirmation, and a new
 * one set for a category found by typing part of its path and chosen from the marketplace's
 * categories. `settings`: the company's name and registration numbers, checkout type, budget type,
 * the codes asked on each line and the order options, each with a line saying what it changes for
 * buyers at checkout, saved with one button; a combination checkout cannot honour is refused in the
 * server's words next to the form, which takes the focus and leads to the setting it names. The
 * limits and settings pages load when first shown.
 * `integrations` (loaded when first shown): the addresses to configure at the
 * identity provider, portal and procurement system; Single sign-on (company identifier, the OpenID
 * provider's issuer, client ID and client secret, which the page says only is set or not and
 * replaces when one is typed, e-mail domains, role claim and the values making an approver or a
 * buyer, embedding origins, password sign-in on or off), saved whole; Assertion keys (key ID,
 * algorithm, fingerprint, added, live or revoked), one added from a pasted PEM or JWK and one
 * revoked after a confirmation; PunchOut (procurement system name, default user, cXML credential
 * domain and identity with its shared secret, OCI user name and password, allowed frame origins),
 * each secret kept, generated or typed: a generated one is shown once, with Copy, and never again.
 * A refusal is said beside the field it names, with the keyboard moved there; turning password
 * sign-in off while no administrator could sign in another way is refused in words of its own.
 *
 * @summary Company administration: people, invitations, delivery locations, charge and item codes, budgets, approval workflows, price limits, settings, integrations and the audit log.
 * @tagname lapasar-company-admin
 * @attr {string} section - people (the default), locations, codes, budgets, workflows, limits, settings, integrations or audit.
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
 * @csspart person-asserted-role - For a person who signs in with the company's provider, the role it last asserted.
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
 * @csspart confirm - The deactivation, budget removal, workflow deletion, price limit removal or key revocation to confirm.
 * @csspart budgets - The budgets page.
 * @csspart budget-period - The period chooser.
 * @csspart budget-export-csv - Export CSV.
 * @csspart budget-export-excel - Export Excel.
 * @csspart budget-status - What the last change did, or why it was refused.
 * @csspart no-budgets - Said when the period has no budget.
 * @csspart budget-table - The period's budgets.
 * @csspart budget - One budget.
 * @csspart budget-remaining - Its remaining amount.
 * @csspart budget-limit - Its limit, changed in place.
 * @csspart budget-save - Saves the limit.
 * @csspart budget-remove - Removes the budget (after a confirmation).
 * @csspart budget-error - Why a limit was refused.
 * @csspart budget-add - Add a budget.
 * @csspart budget-form - The new budget's location, charge code, item code and limit.
 * @csspart budget-form-error - Why the new budget was refused.
 * @csspart budget-set - Set budget.
 * @csspart financial-year - The financial year and what a change does.
 * @csspart financial-year-form - The start month.
 * @csspart financial-year-save - Saves it.
 * @csspart financial-year-status - What the change did, or why it was refused.
 * @csspart workflows - The approval workflows page.
 * @csspart workflows-kept - Says orders already submitted keep their workflow.
 * @csspart workflow-status - What the last change did, or why it was refused.
 * @csspart no-workflows - Said when the company has no workflow.
 * @csspart workflow - One workflow.
 * @csspart workflow-stages - Its stages in order.
 * @csspart workflow-stage - One stage.
 * @csspart workflow-edit - Edit.
 * @csspart workflow-remove - Delete (after a confirmation).
 * @csspart workflow-add - Add a workflow.
 * @csspart workflow-editor - The editor of a new or changed workflow.
 * @csspart workflow-form - Its fields.
 * @csspart workflow-stage-editor - One stage in the editor.
 * @csspart stage-up - Moves a stage up.
 * @csspart stage-down - Moves a stage down.
 * @csspart stage-remove - Removes a stage.
 * @csspart stage-add - Adds a stage.
 * @csspart workflow-error - A refusal, at the stage it names or under the form.
 * @csspart workflow-save - Save workflow.
 * @csspart workflow-cancel - Closes the editor without saving.
 * @csspart workflow-preview - The preview of what an order goes through.
 * @csspart preview-form - Its amount, location and charge code.
 * @csspart preview-show - Preview.
 * @csspart preview-answer - What the order goes through, or why it cannot be submitted.
 * @csspart preview-steps - The decisions in order.
 * @csspart preview-step - One decision.
 * @csspart preview-error - Why the preview could not be made.
 * @csspart audit - The audit log page.
 * @csspart audit-filter - The change, From and To, Show and Export CSV.
 * @csspart audit-apply - Show.
 * @csspart audit-export - Export CSV.
 * @csspart audit-count - How many entries are shown.
 * @csspart audit-table - The entries, newest first.
 * @csspart audit-entry - One entry.
 * @csspart locations - The delivery locations page.
 * @csspart locations-status - What the last change to a location did, or why it was refused.
 * @csspart no-locations - Said when the company has no location.
 * @csspart location-table - Locations in use, or the archived ones (each row's name marked Archived).
 * @csspart location - One location.
 * @csspart location-change - Opens the location in the form below.
 * @csspart location-archive - Archive (after a confirmation) or Restore.
 * @csspart location-form - Add a location, or change one.
 * @csspart location-form-error - What is wrong with a field, or why the form was refused.
 * @csspart location-form-save - Save.
 * @csspart codes - The charge and item codes page.
 * @csspart charge-codes - The charge codes of the location chosen.
 * @csspart charge-code-location - The location whose charge codes are shown.
 * @csspart charge-codes-status - What the last change to a charge code did, or why it was refused.
 * @csspart no-charge-codes - Said when the location has no charge code.
 * @csspart charge-code-table - Charge codes in use, or the archived ones.
 * @csspart charge-code - One charge code; charge-code-change and charge-code-archive are its buttons.
 * @csspart charge-code-form - Add a charge code at the location, or change one; charge-code-form-error, charge-code-form-save.
 * @csspart own-address - Whether a charge code has its own delivery address.
 * @csspart item-codes - The item codes.
 * @csspart item-codes-status - What the last change to an item code did, or why it was refused.
 * @csspart no-item-codes - Said when the company has no item code.
 * @csspart item-code-table - Item codes in use, or the archived ones.
 * @csspart item-code - One item code; item-code-change and item-code-archive are its buttons.
 * @csspart item-code-form - Add an item code, or change one; item-code-form-error, item-code-form-save.
 * @csspart person-access - Opens a person's access.
 * @csspart access - The dialog of a person's access.
 * @csspart access-form - The locations, charge codes, charge codes at checkout and view_sl_info.
 * @csspart access-locations - Every location, or those chosen.
 * @csspart access-charge-codes - Every charge code, or those chosen.
 * @csspart access-pick-charge-codes - Whether the person picks a charge code at checkout.
 * @csspart access-view-sl-info - The company's default, Y or N.
 * @csspart access-status - What the server now holds, or why the save was refused.
 * @csspart access-save - Save access.
 * @csspart access-error - The access could not be loaded.
 * @csspart limits - The price limits page.
 * @csspart limit-status - What the last change did, or why a removal was refused.
 * @csspart no-limits - Said when no category has a limit.
 * @csspart limit-table - The limits, by category path.
 * @csspart limit - One limit; limit-category-name is its category.
 * @csspart limit-maximum - Its maximum per unit.
 * @csspart limit-input - The maximum, changed in place; limit-save saves it.
 * @csspart limit-remove - Removes the limit (after a confirmation).
 * @csspart limit-error - Why a maximum was refused.
 * @csspart limit-add - Add a price limit.
 * @csspart limit-form - The category (limit-find narrows limit-category) and the maximum (limit-amount).
 * @csspart limit-form-error - Why the new limit was refused.
 * @csspart limit-set - Set price limit.
 * @csspart settings - The settings page.
 * @csspart settings-form - Every setting with the line explaining it.
 * @csspart settings-error - The server's refusal, naming the setting; settings-error-field goes to it.
 * @csspart settings-save - Save settings.
 * @csspart settings-status - Said once the settings are saved, or that nothing changed.
 * @csspart integrations - The integrations page.
 * @csspart endpoints - The addresses to configure.
 * @csspart identity-provider - Single sign-on.
 * @csspart no-provider - Said when single sign-on is not set up.
 * @csspart provider-form - Its fields; provider-oidc turns the OpenID provider on or off, provider-password-sign-in password sign-in.
 * @csspart client-secret-state - Whether a client secret is set, and since when.
 * @csspart provider-error - A refusal, beside the field it names or under the form.
 * @csspart provider-save - Save.
 * @csspart provider-status - What the save did.
 * @csspart assertion-keys - The assertion keys.
 * @csspart key-status - What the last change did, or why a revocation was refused.
 * @csspart no-keys - Said when no key is added.
 * @csspart key-table - The keys.
 * @csspart assertion-key - One key; key-state says live or revoked.
 * @csspart key-revoke - Revoke (after a confirmation).
 * @csspart keys-need-provider - Said in place of the key form while single sign-on is not set up.
 * @csspart key-form - Add a key: key ID, algorithm and the public key; key-error, key-add.
 * @csspart punchout - PunchOut.
 * @csspart no-punchout - Said when PunchOut is not set up.
 * @csspart punchout-generated - The secrets just generated, shown this once.
 * @csspart generated-secret - One generated secret.
 * @csspart copy-secret - Copies it.
 * @csspart copy-status - Whether it was copied.
 * @csspart punchout-form - Its fields; punchout-cxml and punchout-oci turn each protocol on or off.
 * @csspart secret - A secret's state and what to do with it: keep, generate or enter one.
 * @csspart secret-state - Whether the secret is set, and since when.
 * @csspart punchout-error - A refusal, beside the field it names or under the form.
 * @csspart punchout-save - Save.
 * @csspart punchout-status - What the save did.
 * @cssproperty --lapasar-color-primary - The buttons.
 */
export class LapasarCompanyAdmin extends elementClass(CompanyAdmin, { section: 'string' }, lazySheet(`${adminCss}\n${css}`)) {}

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
