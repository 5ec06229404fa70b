import { define as defineAcceptInvitation } from './widgets/accept-invitation/index';
import { define as defineApprovals } from './widgets/approvals/index';
import { define as defineCompanyAdmin } from './widgets/company-admin/index';
import { define as defineOperatorCompanies } from './widgets/operator-companies/index';
import { define as defineBuyerDashboard } from './widgets/buyer-dashboard/index';
import { define as defineCart } from './widgets/cart/index';
import { define as defineCheckoutWizard } from './widgets/checkout-wizard/index';
import { define as defineCatalogueCategories } from './widgets/catalogue-categories/index';
import { define as defineCatalogueProducts } from './widgets/catalogue-products/index';
import { define as defineCompareTable } from './widgets/compare-table/index';
import { define as defineCategoryMenu } from './widgets/category-menu/index';
import { define as defineConfig } from './widgets/config/index';
import { define as defineCountBadge } from './widgets/count-badge/index';
import { define as defineHeader } from './widgets/header/index';
import { define as defineHome } from './widgets/home/index';
import { define as defineLocationPicker } from './widgets/location-picker/index';
import { define as defineLogin } from './widgets/login/index';
import { define as defineOrderHistory } from './widgets/order-history/index';
import { define as defineOrderSuccess } from './widgets/order-success/index';
import { define as defineProductDetail } from './widgets/product-detail/index';
import { define as defineProductGrid } from './widgets/product-grid/index';
import { define as defineQuickOrder } from './widgets/quick-order/index';
import { define as defineSearchBar } from './widgets/search-bar/index';
import { define as defineShoppingLists } from './widgets/shopping-lists/index';
import { define as defineWishlist } from './widgets/wishlist/index';

// lapasar-config goes first so that the other elements start with the page's configuration.
for (const define of [
  defineConfig,
  defineHeader,
  defineLogin,
  defineLocationPicker,
  defineSearchBar,
  defineCountBadge,
  defineCategoryMenu,
  defineHome,
  defineProductGrid,
  defineProductDetail,
  defineCart,
  defineQuickOrder,
  defineCompareTable,
  defineCheckoutWizard,
  defineOrderSuccess,
  defineAcceptInvitation,
  defineOrderHistory,
  defineApprovals,
  defineWishlist,
  defineShoppingLists,
  defineCatalogueProducts,
  defineCatalogueCategories,
  defineBuyerDashboard,
  defineCompanyAdmin,
  defineOperatorCompanies,
]) {
  define();
}

export * from './index';
