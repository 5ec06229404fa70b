import type { BuyerSettings, User, YesNo } from '../../src/contract/types';
import type { BuyerRow, UserRow } from '../env';

const yesNo = (value: string): YesNo => (value === 'Y' ? 'Y' : 'N');

export function isTnbUser(user: UserRow, buyer: BuyerRow | null): boolean {
  return user.isTnb || buyer?.isTnb === 1;
}

export function isCatalogueUser(user: UserRow, buyer: BuyerRow | null): boolean {
  return user.isCatalogue || (buyer?.catalogId ?? null) !== null;
}

/** The contract's user, without the token (GET /auth/me). */
export function toPublicUser(user: UserRow, buyer: BuyerRow | null): Omit<User, 'auth_token'> {
  return {
    recid: user.id,
    active: yesNo(user.active),
    by_id: user.buyerId ?? 0,
    isTnbUser: isTnbUser(user, buyer),
    isCatalogueUser: isCatalogueUser(user, buyer),
    userName: user.name,
    emailId: user.email,
    mobile: user.mobile,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    companyAdministrator: user.companyAdministrator && buyer !== null,
    marketplaceOperator: user.marketplaceOperator,
  };
}

export function toUser(user: UserRow, buyer: BuyerRow | null, token: string): User {
  return { ...toPublicUser(user, buyer), auth_token: token };
}

export function toBuyerSettings(buyer: BuyerRow): BuyerSettings {
  return {
    catalog_id: buyer.catalogId,
    is_tnb: buyer.isTnb,
    view_sl_info: yesNo(buyer.viewSlInfo),
    companyName: buyer.companyName,
    checkout_type: buyer.checkoutType === 'workflow' ? 'workflow' : 'standard',
    budget_type: buyer.budgetType,
    has_item_code: yesNo(buyer.hasItemCode),
    has_eb_number: yesNo(buyer.hasEbNumber),
    has_capex: yesNo(buyer.hasCapex),
    has_special_budget_category: yesNo(buyer.hasSpecialBudgetCategory),
    has_payment_code: yesNo(buyer.hasPaymentCode),
    registration_no: buyer.registrationNo,
    sst_number: buyer.sstNumber,
    tax_number: buyer.taxNumber,
  };
}
