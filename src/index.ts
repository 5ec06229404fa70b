/**
 * LaPasar Elements: the public API. Importing it defines nothing; use `define.js` (all elements)
 * or `autoload.js` (elements as they appear), or call each element's `define()`.
 */
export * from './store/index';
export { ApiError } from './api/client';
export type * from './api/types';
export type { LapasarEvent, LapasarEventDetails, LapasarEventName } from './ui/events';
export type { SearchType } from './lib/search';
export { LapasarApprovals, define as defineApprovals } from './widgets/approvals/index';
export { LapasarBuyerDashboard, define as defineBuyerDashboard } from './widgets/buyer-dashboard/index';
export { LapasarCart, define as defineCart } from './widgets/cart/index';
export { LapasarCatalogueCategories, define as defineCatalogueCategories } from './widgets/catalogue-categories/index';
export { LapasarCatalogueProducts, define as defineCatalogueProducts } from './widgets/catalogue-products/index';
export { LapasarCheckoutWizard, define as defineCheckoutWizard } from './widgets/checkout-wizard/index';
export { LapasarCategoryMenu, define as defineCategoryMenu } from './widgets/category-menu/index';
export { LapasarCompareTable, define as defineCompareTable } from './widgets/compare-table/index';
export { LapasarConfigElement, define as defineConfig } from './widgets/config/index';
export { LapasarCountBadge, define as defineCountBadge } from './widgets/count-badge/index';
export { LapasarHeader, define as defineHeader } from './widgets/header/index';
export { LapasarHome, define as defineHome } from './widgets/home/index';
export { LapasarLocationPicker, define as defineLocationPicker } from './widgets/location-picker/index';
export { LapasarLogin, define as defineLogin } from './widgets/login/index';
export { LapasarOrderHistory, define as defineOrderHistory } from './widgets/order-history/index';
export { LapasarOrderSuccess, define as defineOrderSuccess } from './widgets/order-success/index';
export { LapasarAcceptInvitation, define as defineAcceptInvitation } from './widgets/accept-invitation/index';
export { LapasarCompanyAdmin, define as defineCompanyAdmin } from './widgets/company-admin/index';
export { LapasarOperatorCompanies, define as defineOperatorCompanies } from './widgets/operator-companies/index';
export { LapasarProductDetail, define as defineProductDetail } from './widgets/product-detail/index';
export { LapasarProductGrid, define as defineProductGrid } from './widgets/product-grid/index';
export { LapasarQuickOrder, define as defineQuickOrder } from './widgets/quick-order/index';
export { LapasarSearchBar, define as defineSearchBar } from './widgets/search-bar/index';
export { LapasarWishlist, define as defineWishlist } from './widgets/wishlist/index';
export { LapasarShoppingLists, define as defineShoppingLists } from './widgets/shopping-lists/index';
