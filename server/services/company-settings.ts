/**
 * A company's own settings, administered by its administrators: its name and registration
 * numbers, and the checkout options its people order under (lib/company-settings.ts refuses the
 * combinations checkout cannot honour). A change writes one audit entry, `company_changed`, with
 * the settings it changed before and after, in its transaction; a change that changes nothing
 * writes nothing.
 */
import { BUDGET_TYPES, settingsProblem } from '../../src/lib/company-settings';
import { toRinggit, toSen } from '../../src/lib/money';
import type { Database } from '../db/client';
import type { BuyerRow } from '../env';
import {
  type CheckoutChanges,
  type CompanyChanges,
  lockCompanySettings,
  updateCompany,
  upsertCheckoutSettings,
} from '../queries/company-settings';
import { lockCompanyName } from '../queries/operator';
import { recordAudit } from './company-audit';
import { administratorsFor, type CompanyAdministrator } from './company-people';
import { ServiceError } from './errors';
import { checkoutSettingsOf } from './workflow-read';

type CheckoutSettings = Awaited<ReturnType<typeof checkoutSettingsOf>>;

const yesNo = (flag: string) => (flag === 'Y' ? ('Y' as const) : ('N' as const));
const budgetTypeOf = (type: string) => BUDGET_TYPES.find((known) => known === type) ?? 'none';

/** The settings as the contract gives them (money in RM). An unknown budget type reads as 'none', which the checkout treats alike. */
function settingsOf(company: BuyerRow, checkout: CheckoutSettings) {
  return {
    id: company.id,
    companyName: company.companyName,
    registrationNo: company.registrationNo,
    sstNumber: company.sstNumber,
    taxNumber: company.taxNumber,
    viewSlInfo: yesNo(company.viewSlInfo),
    checkoutType: company.checkoutType === 'workflow' ? ('workflow' as const) : ('standard' as const),
    budgetType: budgetTypeOf(company.budgetType),
    hasItemCode: yesNo(company.hasItemCode),
    hasEbNumber: yesNo(company.hasEbNumber),
    hasCapex: yesNo(company.hasCapex),
    hasSpecialBudgetCategory: yesNo(company.hasSpecialBudgetCategory),
    hasPaymentCode: yesNo(company.hasPaymentCode),
    approvalDocAmountFrom: toRinggit(checkout.approvalDocAmountFrom),
    mandatoryOrderAttachment: checkout.mandatoryOrderAttachment > 0,
    cartIdGenerator: checkout.cartIdGenerator,
    sapPoidConfigured: checkout.sapPoidConfigured,
    alternateRecipientRequired: checkout.alternateRecipientRequired,
  };
}

export type CompanySettings = ReturnType<typeof settingsOf>;
type SettingsChange = Partial<Omit<CompanySettings, 'id'>>;

const COMPANY_COLUMNS = [
  'companyName',
  'registrationNo',
  'sstNumber',
  'taxNumber',
  'viewSlInfo',
  'checkoutType',
  'budgetType',
  'hasItemCode',
  'hasEbNumber',
  'hasCapex',
  'hasSpecialBudgetCategory',
  'hasPaymentCode',
] as const satisfies readonly (keyof CompanyChanges & keyof SettingsChange)[];

/** The checkout_settings columns of the changed settings, in the table's units. */
function checkoutColumns(changed: SettingsChange): CheckoutChanges {
  const columns: CheckoutChanges = {};
  if (changed.approvalDocAmountFrom !== undefined) columns.approvalDocAmountFrom = toSen(changed.approvalDocAmountFrom);
  if (changed.mandatoryOrderAttachment !== undefined) columns.mandatoryOrderAttachment = changed.mandatoryOrderAttachment ? 1 : 0;
  if (changed.cartIdGenerator !== undefined) columns.cartIdGenerator = changed.cartIdGenerator;
  if (changed.sapPoidConfigured !== undefined) columns.sapPoidConfigured = changed.sapPoidConfigured;
  if (changed.alternateRecipientRequired !== undefined) columns.alternateRecipientRequired = changed.alternateRecipientRequired;
  return columns;
}

/** The caller's company's settings, each with its current value (the session's company row is read for each request). */
export async function companySettingsOf(db: Database, admin: CompanyAdministrator): Promise<CompanySettings> {
  return settingsOf(admin.buyer, await checkoutSettingsOf(db, admin.buyer.id));
}

/**
 * Changes the settings named: a name another company has is refused (409 `company_name_taken`),
 * and so is a combination the checkout cannot honour (400 `settings_unsupported`, led by the field).
 */
export async function changeCompanySettings(
  db: Database,
  admin: CompanyAdministrator,
  request: SettingsChange,
  now = new Date(),
): Promise<CompanySettings> {
  const buyerId = admin.buyer.id;
  return db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    if (request.companyName !== undefined && (await lockCompanyName(tx, request.companyName, buyerId)))
      throw new ServiceError(409, `companyName: a company named ${request.companyName} already exists`, 'company_name_taken');
    const locked = await lockCompanySettings(tx, buyerId);
    if (!locked) throw new ServiceError(404, 'No such company');
    const before = settingsOf(locked.company, await checkoutSettingsOf(tx, buyerId));
    const changedKeys = (Object.keys(request) as (keyof SettingsChange)[]).filter(
      (key) => request[key] !== undefined && request[key] !== before[key],
    );
    if (changedKeys.length === 0) return before;
    const after: CompanySettings = { ...before, ...request };
    const problem = settingsProblem(after, new Set(changedKeys));
    if (problem) throw new ServiceError(400, `${problem.field}: ${problem.message}`, 'settings_unsupported');

    const changed: SettingsChange = Object.fromEntries(changedKeys.map((key) => [key, after[key]]));
    const companyColumns: CompanyChanges = Object.fromEntries(
      COMPANY_COLUMNS.filter((key) => changed[key] !== undefined).map((key) => [key, changed[key]]),
    );
    await updateCompany(tx, buyerId, companyColumns);
    await upsertCheckoutSettings(tx, buyerId, checkoutColumns(changed));
    // Read back: the audit and the answer hold what the database keeps (text as it stored it).
    const stored = await lockCompanySettings(tx, buyerId);
    const written = stored ? settingsOf(stored.company, await checkoutSettingsOf(tx, buyerId)) : after;
    await recordAudit(tx, {
      buyerId,
      actorId: admin.user.id,
      action: 'company_changed',
      subject: `company:${buyerId}`,
      before: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
      after: Object.fromEntries(changedKeys.map((key) => [key, written[key]])),
      at: now,
    });
    return written;
  });
}
