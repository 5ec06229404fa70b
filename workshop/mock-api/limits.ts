import type { CompanyPriceLimit, CompanySettings } from '../../src/contract/types';
import { CATEGORY_ROWS, categoryPath } from './world';

/* The demo company's category price limits and settings, as its administrator keeps them. */

export interface LimitsState {
  /** Each category's maximum per unit (RM). */
  priceLimits: { id: number; categoryId: number; maxUnitPrice: number }[];
  settings: CompanySettings;
}

/** A limit as the API answers it: with its category's name and path from the top. */
export function priceLimitOf(limit: LimitsState['priceLimits'][number]): CompanyPriceLimit {
  const path = categoryPath(limit.categoryId)
    .map((row) => row.name)
    .reverse();
  return { id: limit.id, category: { id: limit.categoryId, name: path.at(-1) ?? '', path }, maxUnitPrice: limit.maxUnitPrice };
}

const SETTINGS: CompanySettings = {
  id: 1,
  companyName: 'Demo Trading Sdn Bhd',
  registrationNo: '201901000001 (1300001-A)',
  sstNumber: 'W10-1808-32000001',
  taxNumber: '',
  viewSlInfo: 'Y',
  checkoutType: 'workflow',
  budgetType: 'department',
  hasItemCode: 'Y',
  hasEbNumber: 'N',
  hasCapex: 'Y',
  hasSpecialBudgetCategory: 'N',
  hasPaymentCode: 'N',
  approvalDocAmountFrom: 5000,
  mandatoryOrderAttachment: false,
  cartIdGenerator: false,
  sapPoidConfigured: true,
  alternateRecipientRequired: false,
};

const categoryNamed = (name: string) => CATEGORY_ROWS.find((row) => row.name === name)?.id ?? 0;

/** RM 6,000 for IT & Electronics, as the demo seed sets, and RM 150 for the pens under Office Supplies. */
export function demoLimits(): LimitsState {
  return {
    priceLimits: [
      { id: 1, categoryId: categoryNamed('IT & Electronics'), maxUnitPrice: 6000 },
      { id: 2, categoryId: categoryNamed('Pens'), maxUnitPrice: 150 },
    ],
    settings: { ...SETTINGS },
  };
}

/** A new company: no limit, the settings a company starts with. */
export function emptyLimits(): LimitsState {
  return {
    priceLimits: [],
    settings: { ...SETTINGS, checkoutType: 'standard', budgetType: 'none', hasItemCode: 'N', hasCapex: 'N', sapPoidConfigured: false },
  };
}
