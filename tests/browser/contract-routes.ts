import { z } from '@hono/zod-openapi';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MagicLinkResponseSchema,
  MeResponseSchema,
} from '../../src/contract/auth';
import { BulkPriceRenegotiateBodySchema, BulkPriceRequestBodySchema, BulkPriceResponseSchema } from '../../src/contract/bulk-prices';
import {
  AddReferenceRequestSchema,
  AddToCartRequestSchema,
  AddToCartResponseSchema,
  CartCountResponseSchema,
  CartQuantityRequestSchema,
  CartQuantityResponseSchema,
  CartReferenceParamsSchema,
  CartRemoveResponseSchema,
  CartResponseSchema,
  CartSkuParamsSchema,
  ReferencesResponseSchema,
  RemoveRestrictedRequestSchema,
  RemoveRestrictedResponseSchema,
} from '../../src/contract/cart';
import {
  CatalogueBrandsQuerySchema,
  CatalogueCategoriesResponseSchema,
  CatalogueProductsQuerySchema,
  CatalogueProductsResponseSchema,
  CatalogueSearchQuerySchema,
} from '../../src/contract/catalogue';
import { CategoryHeaderResponseSchema, CategoryParamsSchema, CategoryResponseSchema } from '../../src/contract/categories';
import { ErrorSchema, IdParamsSchema, locationParams, SuccessSchema } from '../../src/contract/common';
import {
  CompareAddProductFormSchema,
  CompareAddSkuFormSchema,
  CompareByIdFormSchema,
  CompareCountResponseSchema,
  CompareListResponseSchema,
  CompareMoveFormSchema,
  CompareRecordResponseSchema,
  CompareRemovedResponseSchema,
  CompareRemoveFormSchema,
  CompareRemoveGroupFormSchema,
  CompareUpdateFormSchema,
} from '../../src/contract/compare';
import {
  ChangePersonRequestSchema,
  CompanyAuditQuerySchema,
  CompanyAuditResponseSchema,
  CompanyIdParamsSchema,
  CompanyPeopleResponseSchema,
  InvitationResponseSchema,
  InviteRequestSchema,
  PersonResponseSchema,
} from '../../src/contract/company';
import {
  BudgetsQuerySchema,
  CompanyBudgetResponseSchema,
  CompanyBudgetsResponseSchema,
  FinancialYearRequestSchema,
  FinancialYearResponseSchema,
  SetBudgetRequestSchema,
  SetItemCodeBudgetRequestSchema,
} from '../../src/contract/company-budgets';
import {
  CompanyWorkflowResponseSchema,
  CompanyWorkflowsResponseSchema,
  WorkflowPreviewQuerySchema,
  WorkflowPreviewResponseSchema,
  WorkflowRequestSchema,
} from '../../src/contract/company-workflows';
import { PersonAccessRequestSchema, PersonAccessResponseSchema } from '../../src/contract/company-access';
import {
  ChangeChargeCodeRequestSchema,
  ChangeItemCodeRequestSchema,
  ChangeLocationRequestSchema,
  ChargeCodeResponseSchema,
  CompanyChargeCodesQuerySchema,
  CompanyChargeCodesResponseSchema,
  CompanyItemCodesResponseSchema,
  CompanyLocationsResponseSchema,
  CreateChargeCodeRequestSchema,
  CreateItemCodeRequestSchema,
  CreateLocationRequestSchema,
  ItemCodeResponseSchema,
  LocationResponseSchema,
} from '../../src/contract/company-places';
import { CategoriesResponseSchema } from '../../src/contract/categories';
import {
  CompanyPriceLimitResponseSchema,
  CompanyPriceLimitsResponseSchema,
  SetPriceLimitRequestSchema,
} from '../../src/contract/company-price-limits';
import { ChangeCompanySettingsRequestSchema, CompanySettingsResponseSchema } from '../../src/contract/company-settings';
import { DashboardResponseSchema, DashboardSummaryResponseSchema } from '../../src/contract/dashboard';
import {
  CreateCompanyRequestSchema,
  CreatedCompanyResponseSchema,
  InviteAdministratorRequestSchema,
  OperatorCompaniesResponseSchema,
  OperatorCompanyAuditResponseSchema,
  OperatorCompanyParamsSchema,
  OperatorCompanySettingsResponseSchema,
  OperatorInvitationParamsSchema,
  OperatorInvitationResponseSchema,
} from '../../src/contract/operator';
import {
  AssertionKeyParamsSchema,
  AssertionKeyRequestSchema,
  AssertionKeyResponseSchema,
  IdentityProviderRequestSchema,
  IdentityProviderResponseSchema,
  IntegrationsResponseSchema,
  PunchoutSettingsRequestSchema,
  PunchoutSettingsResponseSchema,
} from '../../src/contract/company-integrations';
import {
  BrandsSchema,
  CategoryScopeQuerySchema,
  CovidListingQuerySchema,
  ProductListResponseSchema,
  UnifiedQuerySchema,
} from '../../src/contract/listing';
import {
  AddListLineRequestSchema,
  ChangeListLineRequestSchema,
  ColleaguesResponseSchema,
  ListCartResponseSchema,
  ListLineParamsSchema,
  ListNameRequestSchema,
  ListParamsSchema,
  ListResponseSchema,
  ListsResponseSchema,
  ShareListRequestSchema,
} from '../../src/contract/lists';
import {
  DistrictsQuerySchema,
  DistrictsResponseSchema,
  PostcodeDetailsRequestSchema,
  PostcodeDetailsResponseSchema,
  SetLocationRequestSchema,
  SetLocationResponseSchema,
  StatesResponseSchema,
} from '../../src/contract/location';
import { HomeBannersResponseSchema } from '../../src/contract/media';
import { EditLineParamsSchema, EditLineRequestSchema } from '../../src/contract/order-edit';
import {
  ApprovalCountResponseSchema,
  ApprovalResponseSchema,
  ApprovalsResponseSchema,
  ApproveRequestSchema,
  BulkDecisionRequestSchema,
  BulkDecisionResponseSchema,
  DecisionResponseSchema,
  EditOrderResponseSchema,
  PoIdParamsSchema,
  PreOrderResponseSchema,
  PreOrdersQuerySchema,
  PreOrdersResponseSchema,
  RejectRequestSchema,
  ReturnRequestSchema,
  SubmitCompleteRequestSchema,
  SubmitCompleteResponseSchema,
  SubmitErrorSchema,
} from '../../src/contract/orders';
import {
  ProductDetailQuerySchema,
  ProductDetailResponseSchema,
  SkuDetailQuerySchema,
  SkuDetailResponseSchema,
  SkuPricingInfoSchema,
  SkuPricingQuerySchema,
} from '../../src/contract/product-detail';
import { QuickOrderAddResponseSchema, QuickOrderCheckResponseSchema, QuickOrderRequestSchema } from '../../src/contract/quick-order';
import { FilterMetadataSchema, SearchMetaQuerySchema, SearchQuerySchema, SearchResponseSchema } from '../../src/contract/search';
import {
  AttachmentParamsSchema,
  GenerateUploadUrlsRequestSchema,
  GenerateUploadUrlsResponseSchema,
  UploadResponseSchema,
  UploadTokenParamsSchema,
} from '../../src/contract/uploads';
import { VendorQuerySchema, VendorResponseSchema } from '../../src/contract/vendors';
import {
  WishlistBulkRemoveRequestSchema,
  WishlistCheckParamsSchema,
  WishlistCheckResponseSchema,
  WishlistItemRequestSchema,
  WishlistItemResponseSchema,
  WishlistQuerySchema,
  WishlistRemovedResponseSchema,
  WishlistResponseSchema,
  WishlistUpdateRequestSchema,
  WishlistUpdateResponseSchema,
} from '../../src/contract/wishlist';
import {
  ApproverQuerySchema,
  AttachmentSettingsResponseSchema,
  BuyerSettingsResponseSchema,
  CapitalBudgetCodesResponseSchema,
  CheckoutApproversResponseSchema,
  CheckoutFormQuerySchema,
  CheckoutFormResponseSchema,
  ItemCodeBudgetsRequestSchema,
  ItemCodeBudgetsResponseSchema,
  ItemCodesResponseSchema,
  LocationProjectsQuerySchema,
  LocationProjectsResponseSchema,
  SubmitButtonStatusResponseSchema,
  ValidateBudgetRequestSchema,
  ValidateBudgetResponseSchema,
  ValidateFieldRequestSchema,
  ValidateFieldResponseSchema,
  ValidateUserWorkflowQuerySchema,
  ValidateUserWorkflowResponseSchema,
} from '../../src/contract/workflow';

/**
 * The contract of the routes browser tests answer themselves: what the server's `createRoute`
 * declares for each, with the contract's own schemas. tests/server/browser-contract-routes.test.ts
 * holds every entry to the server's route; a route a fake answers must be listed here.
 */
export interface ContractRoute {
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  json?: z.ZodType;
  /** A form-encoded body's fields. */
  form?: z.ZodType;
  /** The content types a file body may have. */
  files?: readonly string[];
  /** Each status the route answers: the JSON body's schema, or a file's content type. */
  answers: Readonly<Record<number, z.ZodType | string>>;
}

/** Statuses answered with the server's `{ error }` body. */
const errors = (...statuses: number[]): Record<number, z.ZodType> => Object.fromEntries(statuses.map((status) => [status, ErrorSchema]));

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'application/zip', 'application/x-zip-compressed', PDF];
// The cart reads its lines at the visitor's location; the route declares this query itself.
const CartLocationQuerySchema = z.object(locationParams);

const compare = (form: z.ZodType, answer: z.ZodType | string, ...statuses: number[]): ContractRoute => ({
  form,
  answers: { 200: answer, ...errors(400, 401, 403, ...statuses, 413, 415) },
});

/** `METHOD /path`, with `{name}` for a path parameter, to the route's contract. */
export const CONTRACT_ROUTES: Readonly<Record<string, ContractRoute>> = {
  'POST /api/users/login': { json: LoginRequestSchema, answers: { 200: LoginResponseSchema, ...errors(400, 401, 403, 429, 503) } },
  'GET /api/auth/me': { answers: { 200: MeResponseSchema, ...errors(401) } },
  'POST /api/auth/logout': { answers: { 200: LogoutResponseSchema, ...errors(401) } },
  'POST /api/users/magic-link': { answers: { 200: MagicLinkResponseSchema, ...errors(401, 429) } },
  'GET /api/dashboard': { answers: { 200: DashboardResponseSchema, ...errors(401) } },
  'GET /api/workflow/buyer-settings': { answers: { 200: BuyerSettingsResponseSchema, ...errors(401, 404) } },

  'GET /api/location/states': { answers: { 200: StatesResponseSchema } },
  'GET /api/location/districts': { query: DistrictsQuerySchema, answers: { 200: DistrictsResponseSchema, ...errors(400, 404) } },
  'POST /api/location': { json: SetLocationRequestSchema, answers: { 200: SetLocationResponseSchema, ...errors(400) } },

  'GET /api/categories/header': { answers: { 200: CategoryHeaderResponseSchema } },
  'GET /api/categories/{id}': { params: CategoryParamsSchema, answers: { 200: CategoryResponseSchema, ...errors(400, 404) } },
  'GET /api/catalogue-categories/header': { answers: { 200: CategoryHeaderResponseSchema, ...errors(401, 403) } },
  'GET /api/dashboard/summary': { answers: { 200: DashboardSummaryResponseSchema, ...errors(401, 403) } },

  'GET /api/products/unified': { query: UnifiedQuerySchema, answers: { 200: ProductListResponseSchema, ...errors(400, 404) } },
  'GET /api/products/covid': { query: CovidListingQuerySchema, answers: { 200: ProductListResponseSchema, ...errors(400, 404) } },
  'GET /api/products/brands': { query: CategoryScopeQuerySchema, answers: { 200: BrandsSchema, ...errors(400, 404) } },
  'GET /api/products/catalogue': {
    query: CatalogueProductsQuerySchema,
    answers: { 200: CatalogueProductsResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/products/catalogue-categories': { answers: { 200: CatalogueCategoriesResponseSchema, ...errors(401, 403) } },
  'GET /api/products/tnb-catalogue-categories': { answers: { 200: CatalogueCategoriesResponseSchema, ...errors(401, 403) } },
  'GET /api/products/catalogue/search': {
    query: CatalogueSearchQuerySchema,
    answers: { 200: SearchResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/products/catalogue/brands': {
    query: CatalogueBrandsQuerySchema,
    answers: { 200: BrandsSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/products/{id}': {
    params: IdParamsSchema,
    query: ProductDetailQuerySchema,
    answers: { 200: ProductDetailResponseSchema, ...errors(400, 404) },
  },
  'GET /api/products/{id}/details': {
    params: IdParamsSchema,
    query: ProductDetailQuerySchema,
    answers: { 200: ProductDetailResponseSchema, ...errors(400, 401, 404) },
  },
  'POST /api/products/{id}/bulk-price/request': {
    params: IdParamsSchema,
    json: BulkPriceRequestBodySchema,
    answers: { 200: BulkPriceResponseSchema, 201: BulkPriceResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/products/bulk-price/{id}/renegotiate': {
    params: IdParamsSchema,
    json: BulkPriceRenegotiateBodySchema,
    answers: { 200: BulkPriceResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/products/bulk-price/{id}': {
    params: IdParamsSchema,
    answers: { 200: BulkPriceResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/products/{id}/variant-sku-details': {
    params: IdParamsSchema,
    query: SkuDetailQuerySchema,
    answers: { 200: SkuDetailResponseSchema, ...errors(400, 404) },
  },
  'GET /api/products/{id}/sku-pricing-info': {
    params: IdParamsSchema,
    query: SkuPricingQuerySchema,
    answers: { 200: SkuPricingInfoSchema, ...errors(400, 404) },
  },
  'GET /api/banners/home': { answers: { 200: HomeBannersResponseSchema } },
  'GET /api/search': { query: SearchQuerySchema, answers: { 200: SearchResponseSchema, ...errors(400) } },
  'GET /api/search/filter-metadata': { query: SearchMetaQuerySchema, answers: { 200: FilterMetadataSchema, ...errors(400) } },
  'GET /api/vendors/{id}': {
    params: IdParamsSchema,
    query: VendorQuerySchema,
    answers: { 200: VendorResponseSchema, ...errors(400, 404) },
  },

  'POST /api/cart/add': { json: AddToCartRequestSchema, answers: { 200: AddToCartResponseSchema, ...errors(400, 401, 403) } },
  'GET /api/cart/count': { answers: { 200: CartCountResponseSchema, ...errors(401) } },
  'POST /api/cart/quick-order/check': {
    json: QuickOrderRequestSchema,
    answers: { 200: QuickOrderCheckResponseSchema, ...errors(400, 401, 403) },
  },
  'POST /api/cart/quick-order': { json: QuickOrderRequestSchema, answers: { 200: QuickOrderAddResponseSchema, ...errors(400, 401, 403) } },
  'GET /api/cart': { query: CartLocationQuerySchema, answers: { 200: CartResponseSchema, ...errors(400, 401, 403) } },
  'PATCH /api/cart/items/{skuId}': {
    params: CartSkuParamsSchema,
    json: CartQuantityRequestSchema,
    answers: { 200: CartQuantityResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/cart/items/{skuId}': {
    params: CartSkuParamsSchema,
    answers: { 200: CartRemoveResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/cart/remove-restricted': {
    query: CartLocationQuerySchema,
    json: RemoveRestrictedRequestSchema,
    answers: { 200: RemoveRestrictedResponseSchema, ...errors(400, 401, 403) },
  },
  'GET /api/cart/items/{skuId}/references': {
    params: CartSkuParamsSchema,
    answers: { 200: ReferencesResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/cart/items/{skuId}/references': {
    params: CartSkuParamsSchema,
    json: AddReferenceRequestSchema,
    answers: { 200: ReferencesResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/cart/items/{skuId}/references/{referenceId}': {
    params: CartReferenceParamsSchema,
    answers: { 200: ReferencesResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/cart/quotation': { query: CartLocationQuerySchema, answers: { 200: PDF, ...errors(400, 401, 403) } },

  'POST /api/wishlist/update': {
    json: WishlistUpdateRequestSchema,
    answers: { 200: WishlistUpdateResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/wishlist/check/{productId}': {
    params: WishlistCheckParamsSchema,
    answers: { 200: WishlistCheckResponseSchema, ...errors(400, 401) },
  },
  'GET /api/wishlist/count': { answers: { 200: CartCountResponseSchema, ...errors(401) } },
  'GET /api/wishlist': { query: WishlistQuerySchema, answers: { 200: WishlistResponseSchema, ...errors(400, 401, 403) } },
  'PUT /api/wishlist/item': {
    json: WishlistItemRequestSchema,
    answers: { 200: WishlistItemResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/wishlist/bulk': {
    json: WishlistBulkRemoveRequestSchema,
    answers: { 200: WishlistRemovedResponseSchema, ...errors(400, 401, 403) },
  },
  'DELETE /api/wishlist/vendor/{id}': { params: IdParamsSchema, answers: { 200: WishlistRemovedResponseSchema, ...errors(400, 401, 403) } },

  'GET /api/company/people': { answers: { 200: CompanyPeopleResponseSchema, ...errors(401, 403) } },
  'POST /api/company/invitations': {
    json: InviteRequestSchema,
    answers: { 201: InvitationResponseSchema, ...errors(400, 401, 403, 409) },
  },
  'DELETE /api/company/invitations/{id}': {
    params: CompanyIdParamsSchema,
    answers: { 200: SuccessSchema, ...errors(400, 401, 403, 404) },
  },
  'PATCH /api/company/people/{id}': {
    params: CompanyIdParamsSchema,
    json: ChangePersonRequestSchema,
    answers: { 200: PersonResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/company/audit': { query: CompanyAuditQuerySchema, answers: { 200: CompanyAuditResponseSchema, ...errors(400, 401, 403) } },
  'GET /api/company/audit/export': { query: CompanyAuditQuerySchema, answers: { 200: 'text/csv', ...errors(400, 401, 403) } },
  'GET /api/operator/companies': { answers: { 200: OperatorCompaniesResponseSchema, ...errors(401, 403) } },
  'POST /api/operator/companies': {
    json: CreateCompanyRequestSchema,
    answers: { 201: CreatedCompanyResponseSchema, ...errors(400, 401, 403, 409) },
  },
  'POST /api/operator/companies/{id}/invitations': {
    params: OperatorCompanyParamsSchema,
    json: InviteAdministratorRequestSchema,
    answers: { 201: OperatorInvitationResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/operator/companies/{id}': {
    params: OperatorCompanyParamsSchema,
    answers: { 200: OperatorCompanySettingsResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/operator/companies/{id}/invitations/{invitationId}': {
    params: OperatorInvitationParamsSchema,
    answers: { 200: SuccessSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/operator/companies/{id}/audit': {
    params: OperatorCompanyParamsSchema,
    query: CompanyAuditQuerySchema,
    answers: { 200: OperatorCompanyAuditResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/company/financial-year': { answers: { 200: FinancialYearResponseSchema, ...errors(401, 403) } },
  'PUT /api/company/financial-year': {
    json: FinancialYearRequestSchema,
    answers: { 200: FinancialYearResponseSchema, ...errors(400, 401, 403) },
  },
  'GET /api/company/budgets': { query: BudgetsQuerySchema, answers: { 200: CompanyBudgetsResponseSchema, ...errors(400, 401, 403) } },
  'PUT /api/company/budgets': {
    json: SetBudgetRequestSchema,
    answers: { 200: CompanyBudgetResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/company/budgets/{id}': {
    params: CompanyIdParamsSchema,
    answers: { 200: SuccessSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'PUT /api/company/item-code-budgets': {
    json: SetItemCodeBudgetRequestSchema,
    answers: { 200: CompanyBudgetResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/company/item-code-budgets/{id}': {
    params: CompanyIdParamsSchema,
    answers: { 200: SuccessSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/company/budgets/export/csv': { query: BudgetsQuerySchema, answers: { 200: 'text/csv', ...errors(400, 401, 403) } },
  'GET /api/company/budgets/export/excel': { query: BudgetsQuerySchema, answers: { 200: XLSX, ...errors(400, 401, 403) } },
  'GET /api/company/workflows': { answers: { 200: CompanyWorkflowsResponseSchema, ...errors(401, 403) } },
  'POST /api/company/workflows': {
    json: WorkflowRequestSchema,
    answers: { 201: CompanyWorkflowResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'PUT /api/company/workflows/{id}': {
    params: CompanyIdParamsSchema,
    json: WorkflowRequestSchema,
    answers: { 200: CompanyWorkflowResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/company/workflows/{id}': {
    params: CompanyIdParamsSchema,
    answers: { 200: SuccessSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/company/workflows/preview': {
    query: WorkflowPreviewQuerySchema,
    answers: { 200: WorkflowPreviewResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/lists': { answers: { 200: ListsResponseSchema, ...errors(401, 403) } },
  'POST /api/lists': { json: ListNameRequestSchema, answers: { 201: ListResponseSchema, ...errors(400, 401, 403, 409) } },
  'GET /api/lists/colleagues': { answers: { 200: ColleaguesResponseSchema, ...errors(401, 403) } },
  'GET /api/lists/{id}': { params: ListParamsSchema, answers: { 200: ListResponseSchema, ...errors(400, 401, 403, 404) } },
  'PATCH /api/lists/{id}': {
    params: ListParamsSchema,
    json: ListNameRequestSchema,
    answers: { 200: ListResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/lists/{id}': { params: ListParamsSchema, answers: { 200: SuccessSchema, ...errors(400, 401, 403, 404) } },
  'POST /api/lists/{id}/lines': {
    params: ListParamsSchema,
    json: AddListLineRequestSchema,
    answers: { 200: ListResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'PATCH /api/lists/{id}/lines/{lineId}': {
    params: ListLineParamsSchema,
    json: ChangeListLineRequestSchema,
    answers: { 200: ListResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/lists/{id}/lines/{lineId}': {
    params: ListLineParamsSchema,
    answers: { 200: ListResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'PUT /api/lists/{id}/shares': {
    params: ListParamsSchema,
    json: ShareListRequestSchema,
    answers: { 200: ListResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/lists/{id}/cart': { params: ListParamsSchema, answers: { 200: ListCartResponseSchema, ...errors(400, 401, 403, 404) } },

  'GET /api/workflow/checkout-form': {
    query: CheckoutFormQuerySchema,
    answers: { 200: CheckoutFormResponseSchema, 400: SubmitErrorSchema, ...errors(401, 403, 404, 409) },
  },
  'GET /api/workflow/validate-user-workflow': {
    query: ValidateUserWorkflowQuerySchema,
    answers: { 200: ValidateUserWorkflowResponseSchema, ...errors(400, 401, 403) },
  },
  'GET /api/workflow/attachment-settings': { answers: { 200: AttachmentSettingsResponseSchema, ...errors(401, 403) } },
  'GET /api/workflow/location-projects': {
    query: LocationProjectsQuerySchema,
    answers: { 200: LocationProjectsResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/workflow/validate-field': {
    json: ValidateFieldRequestSchema,
    answers: { 200: ValidateFieldResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/workflow/checkout-approvers': {
    query: ApproverQuerySchema,
    answers: { 200: CheckoutApproversResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/workflow/capital-budget-codes': { answers: { 200: CapitalBudgetCodesResponseSchema, ...errors(401, 403) } },
  'GET /api/workflow/item-codes': { answers: { 200: ItemCodesResponseSchema, ...errors(401, 403) } },
  'GET /api/workflow/check-submit-button-status': {
    query: ApproverQuerySchema,
    answers: { 200: SubmitButtonStatusResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/workflow/validate-budget-at-checkout': {
    json: ValidateBudgetRequestSchema,
    answers: { 200: ValidateBudgetResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/workflow/get-item-code-budgets': {
    json: ItemCodeBudgetsRequestSchema,
    answers: { 200: ItemCodeBudgetsResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/location/postcode-details': {
    json: PostcodeDetailsRequestSchema,
    answers: { 200: PostcodeDetailsResponseSchema, ...errors(400, 404) },
  },
  'POST /api/workflow/generate-upload-urls': {
    json: GenerateUploadUrlsRequestSchema,
    answers: { 200: GenerateUploadUrlsResponseSchema, ...errors(400, 401, 403, 413, 429) },
  },
  'PUT /api/uploads/{token}': {
    params: UploadTokenParamsSchema,
    files: UPLOAD_TYPES,
    answers: { 200: UploadResponseSchema, ...errors(400, 403, 404, 409, 411, 413, 415) },
  },
  'GET /api/attachments/{id}': {
    params: AttachmentParamsSchema,
    answers: { 200: 'application/octet-stream', ...errors(400, 401, 404, 410) },
  },
  'DELETE /api/attachments/{id}': { params: AttachmentParamsSchema, answers: { 200: SuccessSchema, ...errors(400, 401, 403, 404, 410) } },
  'POST /api/workflow/submit-complete': {
    json: SubmitCompleteRequestSchema,
    answers: { 200: SubmitCompleteResponseSchema, 400: SubmitErrorSchema, ...errors(401, 403, 404, 409) },
  },

  'GET /api/orders/pre-orders': { query: PreOrdersQuerySchema, answers: { 200: PreOrdersResponseSchema, ...errors(400, 401) } },
  'GET /api/orders/pre-orders/{poId}': { params: PoIdParamsSchema, answers: { 200: PreOrderResponseSchema, ...errors(400, 401, 404) } },
  'POST /api/orders/pre-orders/{poId}/edit': {
    params: PoIdParamsSchema,
    answers: { 200: EditOrderResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/orders/pre-orders/{poId}/edit': {
    params: PoIdParamsSchema,
    answers: { 200: EditOrderResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'PUT /api/orders/pre-orders/{poId}/edit/lines/{skuId}': {
    params: EditLineParamsSchema,
    json: EditLineRequestSchema,
    answers: { 200: EditOrderResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/approvals': { answers: { 200: ApprovalsResponseSchema, ...errors(401, 403) } },
  'POST /api/orders/pre-orders/{poId}/cancel': {
    params: PoIdParamsSchema,
    answers: { 200: DecisionResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/approvals/count': { answers: { 200: ApprovalCountResponseSchema, ...errors(401) } },
  'POST /api/approvals/bulk': { json: BulkDecisionRequestSchema, answers: { 200: BulkDecisionResponseSchema, ...errors(400, 401, 403) } },
  'GET /api/approvals/{poId}': { params: PoIdParamsSchema, answers: { 200: ApprovalResponseSchema, ...errors(400, 401, 403, 404, 409) } },
  'POST /api/approvals/{poId}/return': {
    params: PoIdParamsSchema,
    json: ReturnRequestSchema,
    answers: { 200: DecisionResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/approvals/{poId}/approve': {
    params: PoIdParamsSchema,
    json: ApproveRequestSchema,
    answers: { 200: DecisionResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/approvals/{poId}/reject': {
    params: PoIdParamsSchema,
    json: RejectRequestSchema,
    answers: { 200: DecisionResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },

  'POST /corporate/marketplace/compare/count': compare(CompareByIdFormSchema, CompareCountResponseSchema),
  'POST /corporate/marketplace/compare/list': compare(CompareByIdFormSchema, CompareListResponseSchema, 404),
  'POST /corporate/marketplace/compare/add/product': compare(CompareAddProductFormSchema, CompareRecordResponseSchema, 404),
  'POST /corporate/marketplace/compare/add/sku': compare(CompareAddSkuFormSchema, CompareRecordResponseSchema, 404),
  'POST /corporate/marketplace/compare/update': compare(CompareUpdateFormSchema, CompareRecordResponseSchema, 404),
  'POST /corporate/marketplace/compare/move': compare(CompareMoveFormSchema, CompareRecordResponseSchema, 404, 409),
  'POST /corporate/marketplace/compare/remove': compare(CompareRemoveFormSchema, CompareRemovedResponseSchema, 404),
  'POST /corporate/marketplace/compare/remove/group': compare(CompareRemoveGroupFormSchema, CompareRemovedResponseSchema),
  'POST /corporate/marketplace/compare/remove/all': compare(CompareByIdFormSchema, CompareRemovedResponseSchema),
  'POST /corporate/marketplace/compare/export/pdf': compare(CompareByIdFormSchema, PDF, 404),
  'POST /corporate/marketplace/compare/export/excel': compare(CompareByIdFormSchema, XLSX, 404),

  'GET /api/company/locations': { answers: { 200: CompanyLocationsResponseSchema, ...errors(401, 403) } },
  'POST /api/company/locations': {
    json: CreateLocationRequestSchema,
    answers: { 201: LocationResponseSchema, ...errors(400, 401, 403, 409) },
  },
  'PATCH /api/company/locations/{id}': {
    params: CompanyIdParamsSchema,
    json: ChangeLocationRequestSchema,
    answers: { 200: LocationResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/company/locations/{id}/archive': {
    params: CompanyIdParamsSchema,
    answers: { 200: LocationResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/company/locations/{id}/restore': {
    params: CompanyIdParamsSchema,
    answers: { 200: LocationResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/company/charge-codes': {
    query: CompanyChargeCodesQuerySchema,
    answers: { 200: CompanyChargeCodesResponseSchema, ...errors(400, 401, 403) },
  },
  'POST /api/company/charge-codes': {
    json: CreateChargeCodeRequestSchema,
    answers: { 201: ChargeCodeResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'PATCH /api/company/charge-codes/{id}': {
    params: CompanyIdParamsSchema,
    json: ChangeChargeCodeRequestSchema,
    answers: { 200: ChargeCodeResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/company/charge-codes/{id}/archive': {
    params: CompanyIdParamsSchema,
    answers: { 200: ChargeCodeResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/company/charge-codes/{id}/restore': {
    params: CompanyIdParamsSchema,
    answers: { 200: ChargeCodeResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/company/item-codes': { answers: { 200: CompanyItemCodesResponseSchema, ...errors(401, 403) } },
  'POST /api/company/item-codes': {
    json: CreateItemCodeRequestSchema,
    answers: { 201: ItemCodeResponseSchema, ...errors(400, 401, 403, 409) },
  },
  'PATCH /api/company/item-codes/{id}': {
    params: CompanyIdParamsSchema,
    json: ChangeItemCodeRequestSchema,
    answers: { 200: ItemCodeResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/company/item-codes/{id}/archive': {
    params: CompanyIdParamsSchema,
    answers: { 200: ItemCodeResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'POST /api/company/item-codes/{id}/restore': {
    params: CompanyIdParamsSchema,
    answers: { 200: ItemCodeResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/company/people/{id}/access': {
    params: CompanyIdParamsSchema,
    answers: { 200: PersonAccessResponseSchema, ...errors(400, 401, 403, 404) },
  },
  'PUT /api/company/people/{id}/access': {
    params: CompanyIdParamsSchema,
    json: PersonAccessRequestSchema,
    answers: { 200: PersonAccessResponseSchema, ...errors(400, 401, 403, 404) },
  },

  'GET /api/company/integrations': { answers: { 200: IntegrationsResponseSchema, ...errors(401, 403) } },
  'PUT /api/company/integrations/identity-provider': {
    json: IdentityProviderRequestSchema,
    answers: { 200: IdentityProviderResponseSchema, ...errors(400, 401, 403, 409) },
  },
  'POST /api/company/integrations/assertion-keys': {
    json: AssertionKeyRequestSchema,
    answers: { 201: AssertionKeyResponseSchema, ...errors(400, 401, 403, 409) },
  },
  'POST /api/company/integrations/assertion-keys/{id}/revoke': {
    params: AssertionKeyParamsSchema,
    answers: { 200: AssertionKeyResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'PUT /api/company/integrations/punchout': {
    json: PunchoutSettingsRequestSchema,
    answers: { 200: PunchoutSettingsResponseSchema, ...errors(400, 401, 403, 409, 503) },
  },
  'GET /api/categories': { answers: { 200: CategoriesResponseSchema } },
  'GET /api/company/price-limits': { answers: { 200: CompanyPriceLimitsResponseSchema, ...errors(401, 403) } },
  'PUT /api/company/price-limits': {
    json: SetPriceLimitRequestSchema,
    answers: { 200: CompanyPriceLimitResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/company/price-limits/{id}': {
    params: CompanyIdParamsSchema,
    answers: { 200: SuccessSchema, ...errors(400, 401, 403, 404) },
  },
  'GET /api/company/settings': { answers: { 200: CompanySettingsResponseSchema, ...errors(401, 403) } },
  'PATCH /api/company/settings': {
    json: ChangeCompanySettingsRequestSchema,
    answers: { 200: CompanySettingsResponseSchema, ...errors(400, 401, 403, 409) },
  },
};
