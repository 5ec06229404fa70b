/**
 * The energy buyers' dashboard (spec 2 section 2, Special-buyer dashboard): who is signed in, the
 * company's settings in words, and live figures read through the services that own them.
 */
import type { BuyerSetting, BuyerSettings, DashboardSummaryResponse } from '../../src/contract/types';
import { toRinggit } from '../../src/lib/money';
import { checkBudget } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import type { BuyerRow, UserRow } from '../env';
import { catalogueProductCount } from '../queries/catalogue';
import { budgetsWithNames, preOrderCountsByStatus } from '../queries/dashboard';
import { approvalInbox } from './approvals';
import { currentBudgetPeriod } from './budget-periods';
import { cartCount } from './cart';
import { catalogueOf } from './catalogue-access';
import { ServiceError } from './errors';
import { isTnbUser, toBuyerSettings } from './users';
import { wishlistCount } from './wishlist';

const DASHBOARD_MESSAGES = { energyBuyersOnly: 'The dashboard is only available to energy buyers' } as const;

const enabled = (flag: 'Y' | 'N') => (flag === 'Y' ? 'Enabled' : 'Disabled');
const orNotSet = (text: string) => (text.trim() === '' ? 'Not set' : text);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The buyer settings flags (spec 2 section 3), each with a label and its value in words. */
function settingsInWords(settings: BuyerSettings): BuyerSetting[] {
  return [
    { key: 'checkout_type', label: 'Checkout type', value: capitalised(settings.checkout_type) },
    { key: 'budget_type', label: 'Budget type', value: capitalised(settings.budget_type) },
    { key: 'has_item_code', label: 'Item codes', value: enabled(settings.has_item_code) },
    { key: 'has_eb_number', label: 'EB number', value: enabled(settings.has_eb_number) },
    { key: 'has_capex', label: 'Capital budget (CAPEX)', value: enabled(settings.has_capex) },
    { key: 'has_special_budget_category', label: 'Special budget category', value: enabled(settings.has_special_budget_category) },
    { key: 'has_payment_code', label: 'Payment code', value: enabled(settings.has_payment_code) },
    { key: 'is_tnb', label: 'Energy buyer', value: settings.is_tnb === 1 ? 'Yes' : 'No' },
    { key: 'registration_no', label: 'Registration number', value: orNotSet(settings.registration_no) },
    { key: 'sst_number', label: 'SST number', value: orNotSet(settings.sst_number) },
    { key: 'tax_number', label: 'Tax number', value: orNotSet(settings.tax_number) },
    { key: 'view_sl_info', label: 'Seller names', value: settings.view_sl_info === 'Y' ? 'Shown' : 'Masked' },
  ];
}

/** The budgets of the period today falls in. */
async function budgetFigures(db: Database, buyerId: number) {
  return (await budgetsWithNames(db, buyerId, await currentBudgetPeriod(db, buyerId))).map((budget) => ({
    locationName: budget.locationName,
    projectName: budget.projectName,
    budgetLimit: toRinggit(budget.budgetLimit),
    remaining: toRinggit(checkBudget(budget, 0).remainingBudget),
  }));
}

async function catalogueSummary(db: Database, buyerId: number) {
  const catalogue = await catalogueOf(db, buyerId);
  return catalogue && { id: catalogue.id, name: catalogue.name, products: await catalogueProductCount(db, catalogue.id) };
}

/** GET /dashboard/summary: energy buyers only (403 otherwise). The cart and wishlist are a buyer's; an approver has none. */
export async function dashboardSummary(db: Database, user: UserRow, buyer: BuyerRow | null): Promise<DashboardSummaryResponse['data']> {
  if (!buyer || !isTnbUser(user, buyer)) throw new ServiceError(403, DASHBOARD_MESSAGES.energyBuyersOnly);
  const ownsCart = user.role === 'buyer';
  const [statuses, budgets, cartItems, wishlistItems, inbox, catalogue] = await Promise.all([
    preOrderCountsByStatus(db, buyer.id),
    budgetFigures(db, buyer.id),
    ownsCart ? cartCount(db, buyer) : 0,
    ownsCart ? wishlistCount(db, buyer.id) : 0,
    user.role === 'approver' ? approvalInbox(db, { userId: user.id, buyerId: buyer.id, email: user.email }) : null,
    catalogueSummary(db, buyer.id),
  ]);
  return {
    user: { name: user.name, email: user.email, mobile: user.mobile, companyName: buyer.companyName, role: user.role },
    settings: settingsInWords(toBuyerSettings(buyer)),
    figures: {
      preOrders: {
        budgetApproval: statuses.get('budget_approval') ?? 0,
        workflowApproval: statuses.get('workflow_approval') ?? 0,
        processing: statuses.get('processing') ?? 0,
        rejected: statuses.get('rejected') ?? 0,
      },
      budgets,
      cartItems,
      wishlistItems,
      // Those the user placed or edited wait for another approver.
      approvalsWaiting: inbox && inbox.filter((item) => item.ownOrder === null).length,
    },
    catalogue,
  };
}
