import type { BuyerSettings, User } from '../../../src/api/types';

/** A signed-in buyer as POST /users/login returns it. */
export const user: User = {
  recid: 1,
  auth_token: 'tok-1',
  active: 'Y',
  by_id: 10,
  isTnbUser: false,
  isCatalogueUser: false,
  userName: 'Aina',
  emailId: 'buyer@lapasar.test',
  mobile: '0123456789',
  role: 'buyer',
};

/** Buyer settings of an ordinary marketplace buyer. */
export const settings: BuyerSettings = {
  catalog_id: null,
  is_tnb: 0,
  view_sl_info: 'Y',
  companyName: 'Acme Sdn Bhd',
  checkout_type: 'standard',
  budget_type: '',
  has_item_code: 'N',
  has_eb_number: 'N',
  has_capex: 'N',
  has_special_budget_category: 'N',
  has_payment_code: 'N',
  registration_no: '',
  sst_number: '',
  tax_number: '',
};
