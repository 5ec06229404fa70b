/**
 * The backend contract's types (spec section 7 of both documents), inferred from the zod schemas
 * in src/contract that the server validates and documents with: a schema change breaks the type
 * check on both sides. Type-only imports, so zod stays out of the bundle.
 */
import type { z } from 'zod';
import type {
  ChangePersonRequestSchema,
  CompanyAuditQuerySchema,
  CompanyAuditResponseSchema,
  CompanyPeopleResponseSchema,
  InvitationResponseSchema,
  InviteRequestSchema,
  PersonResponseSchema,
} from './company';
import type {
  CreateCompanyRequestSchema,
  CreatedCompanyResponseSchema,
  InviteAdministratorRequestSchema,
  OperatorCompaniesResponseSchema,
  OperatorCompanySettingsResponseSchema,
  OperatorInvitationResponseSchema,
} from './operator';
import type {
  CompanyBudgetResponseSchema,
  CompanyBudgetsResponseSchema,
  FinancialYearResponseSchema,
  SetBudgetRequestSchema,
  SetItemCodeBudgetRequestSchema,
} from './company-budgets';
import type {
  CompanyWorkflowResponseSchema,
  CompanyWorkflowsResponseSchema,
  WorkflowPreviewResponseSchema,
  WorkflowRequestSchema,
} from './company-workflows';
import type { PersonAccessRequestSchema, PersonAccessResponseSchema } from './company-access';
import type {
  ChangeChargeCodeRequestSchema,
  ChangeItemCodeRequestSchema,
  ChangeLocationRequestSchema,
  ChargeCodeResponseSchema,
  CompanyChargeCodesResponseSchema,
  CompanyItemCodesResponseSchema,
  CompanyLocationsResponseSchema,
  CreateChargeCodeRequestSchema,
  CreateItemCodeRequestSchema,
  CreateLocationRequestSchema,
  ItemCodeResponseSchema,
  LocationResponseSchema,
} from './company-places';
import type {
  AssertionKeyRequestSchema,
  AssertionKeyResponseSchema,
  IdentityProviderRequestSchema,
  IdentityProviderResponseSchema,
  IntegrationsResponseSchema,
  PunchoutSettingsRequestSchema,
  PunchoutSettingsResponseSchema,
} from './company-integrations';
import type { EditLineRequestSchema } from './order-edit';
import type {
  AddListLineRequestSchema,
  ChangeListLineRequestSchema,
  ColleaguesResponseSchema,
  ListAccessSchema,
  ListCartResponseSchema,
  ListNameRequestSchema,
  ListPermissionSchema,
  ListResponseSchema,
  ListsResponseSchema,
  ShareListRequestSchema,
  ShoppingListLineSchema,
  ShoppingListSchema,
  ShoppingListSummarySchema,
} from './lists';
import type {
  LoginRequestSchema,
  LoginResponseSchema,
  MagicLinkResponseSchema,
  MeResponseSchema,
  RedeemMagicLinkRequestSchema,
  RegisterRequestSchema,
  UserRoleSchema,
  UserSchema,
} from './auth';
import type {
  BulkPriceRenegotiateBodySchema,
  BulkPriceRequestBodySchema,
  BulkPriceResponseSchema,
  BulkPriceSchema,
  BulkPriceStatusSchema,
  SellerBulkPriceSchema,
  SellerBulkPricesResponseSchema,
  SellerReplyBodySchema,
} from './bulk-prices';
import type {
  AddReferenceRequestSchema,
  AddToCartRequestSchema,
  AddToCartResponseSchema,
  CartCountResponseSchema,
  CartItemSchema,
  CartQuantityRequestSchema,
  CartQuantityResponseSchema,
  CartRemoveResponseSchema,
  CartResponseSchema,
  CartSchema,
  CartSummarySchema,
  ExcludedItemSchema,
  ProductReferenceSchema,
  ReferencesResponseSchema,
  RemoveRestrictedRequestSchema,
  RemoveRestrictedResponseSchema,
  SellerShippingSchema,
  VariantOptionSchema,
  VendorMinimumSchema,
} from './cart';
import type {
  QuickOrderAddResponseSchema,
  QuickOrderCheckResponseSchema,
  QuickOrderLineSchema,
  QuickOrderRequestSchema,
  QuickOrderStatusSchema,
} from './quick-order';
import type {
  CategoriesResponseSchema,
  CategoryHeaderResponseSchema,
  CategoryNodeSchema,
  CategoryResponseSchema,
  CategorySchema,
  CovidCategoriesResponseSchema,
} from './categories';
import type { ApiErrorBodySchema, PaginationSchema, YesNoSchema } from './common';
import type {
  CompareAddProductFormSchema,
  CompareAddSkuFormSchema,
  CompareByIdFormSchema,
  CompareCountResponseSchema,
  CompareItemSchema,
  CompareListResponseSchema,
  CompareMoveFormSchema,
  CompareRecordResponseSchema,
  CompareRecordSchema,
  CompareRemovedResponseSchema,
  CompareRemoveFormSchema,
  CompareRemoveGroupFormSchema,
  CompareSkuSchema,
  CompareUpdateFormSchema,
} from './compare';
import type {
  CatalogueCategoriesResponseSchema,
  CatalogueCategoryResponseSchema,
  CatalogueCategoryTileSchema,
  CatalogueProductsQuerySchema,
  CatalogueProductsResponseSchema,
  CatalogueSearchQuerySchema,
} from './catalogue';
import type { BuyerSettingSchema, DashboardResponseSchema, DashboardSummaryResponseSchema, DashboardViewTypeSchema } from './dashboard';
import type {
  BrandsSchema,
  FreeShippingCodeSchema,
  ListingSortSchema,
  MoqBucketSchema,
  PriceRangeSchema,
  ProductListingSchema,
  ProductListResponseSchema,
  UnifiedQuerySchema,
} from './listing';
import type {
  DistrictSchema,
  DistrictsResponseSchema,
  LocationSchema,
  PostcodeDetailsResponseSchema,
  SetLocationRequestSchema,
  SetLocationResponseSchema,
  StateSchema,
  StatesResponseSchema,
} from './location';
import type { BannerSchema } from './media';
import type {
  LocationRestrictionSchema,
  ProductDetailResponseSchema,
  ProductDetailSchema,
  ProductFeatureSchema,
  ProductVariantOptionSchema,
  ProductVariantSchema,
  RestrictionTypeSchema,
  SellerDetailsSchema,
  ShippingInfoSchema,
  SkuDetailResponseSchema,
  SkuFieldsSchema,
  SkuPricingInfoSchema,
  SkuPricingSchema,
} from './product-detail';
import type { FilterMetadataSchema, SearchHitSchema, SearchResponseSchema, SearchSortSchema, SearchTypeSchema } from './search';
import type {
  AttachmentKindSchema,
  AttachmentSchema,
  GenerateUploadUrlsRequestSchema,
  GenerateUploadUrlsResponseSchema,
  UploadFileSchema,
  UploadResponseSchema,
  UploadTicketSchema,
  AttachmentRefSchema,
} from './uploads';
import type { VendorResponseSchema, VendorSchema } from './vendors';
import type { BuyerSettingsResponseSchema, BuyerSettingsSchema } from './workflow';
import type * as Workflow from './workflow';
import type {
  WishlistBulkRemoveRequestSchema,
  WishlistCheckResponseSchema,
  WishlistCountResponseSchema,
  WishlistItemRequestSchema,
  WishlistItemResponseSchema,
  WishlistProductSchema,
  WishlistRemovedResponseSchema,
  WishlistResponseSchema,
  WishlistSellerSchema,
  WishlistUpdateRequestSchema,
  WishlistUpdateResponseSchema,
  WishlistVariantsSchema,
} from './wishlist';
import type { FilterParams } from '../lib/filters';

/** A loose object (the wire may carry more fields) typed by its declared fields only, so a dropped field breaks its readers. */
type Declared<T extends z.ZodObject> = z.infer<z.ZodObject<T['shape']>>;

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
export type YesNo = z.infer<typeof YesNoSchema>;

/* Session and settings */
export type User = z.infer<typeof UserSchema>;
export type UserRole = z.infer<typeof UserRoleSchema>;
export type LoginRequest = z.input<typeof LoginRequestSchema>;
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export type MeResponse = z.infer<typeof MeResponseSchema>;
export type MagicLinkResponse = z.infer<typeof MagicLinkResponseSchema>;
export type RedeemMagicLinkRequest = z.input<typeof RedeemMagicLinkRequestSchema>;
export type DashboardViewType = z.infer<typeof DashboardViewTypeSchema>;
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
export type BuyerSettings = z.infer<typeof BuyerSettingsSchema>;
export type BuyerSettingsResponse = z.infer<typeof BuyerSettingsResponseSchema>;

/* Location */
export type Location = z.infer<typeof LocationSchema>;
export type State = z.infer<typeof StateSchema>;
export type District = z.infer<typeof DistrictSchema>;
export type StatesResponse = z.infer<typeof StatesResponseSchema>;
export type DistrictsResponse = z.infer<typeof DistrictsResponseSchema>;
export type SetLocationRequest = z.input<typeof SetLocationRequestSchema>;
export type SetLocationResponse = z.infer<typeof SetLocationResponseSchema>;
export type PostcodeDetailsResponse = z.infer<typeof PostcodeDetailsResponseSchema>;

/* Categories and banners */
export type Category = z.infer<typeof CategorySchema>;
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;
export type CategoryResponse = z.infer<typeof CategoryResponseSchema>;
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;
export type CategoryHeaderResponse = z.infer<typeof CategoryHeaderResponseSchema>;
export type CovidCategoriesResponse = z.infer<typeof CovidCategoriesResponseSchema>;
export type Banner = z.infer<typeof BannerSchema>;

/* Counts */
export type WishlistCountResponse = z.infer<typeof WishlistCountResponseSchema>;
export type CartCountResponse = z.infer<typeof CartCountResponseSchema>;
export type CompareCountResponse = z.infer<typeof CompareCountResponseSchema>;

/* Browse and search (spec 1 sections 3, 7 and 9) */
export type ProductListing = Declared<typeof ProductListingSchema>;
export type Pagination = z.infer<typeof PaginationSchema>;
export type ProductListResponse = Omit<z.infer<typeof ProductListResponseSchema>, 'products'> & { products: ProductListing[] };
export type ListingSort = z.infer<typeof ListingSortSchema>;
export type MoqBucket = z.infer<typeof MoqBucketSchema>;
export type FreeShippingCode = z.infer<typeof FreeShippingCodeSchema>;
export type SearchHit = Declared<typeof SearchHitSchema>;
export type SearchType = z.infer<typeof SearchTypeSchema>;
export type SearchSort = z.infer<typeof SearchSortSchema>;
export type SearchResponse = Omit<z.infer<typeof SearchResponseSchema>, 'hits'> & { hits: SearchHit[] };
export type PriceRangeResponse = z.infer<typeof PriceRangeSchema>;
export type BrandsResponse = z.infer<typeof BrandsSchema>;
export type FilterMetadataResponse = z.infer<typeof FilterMetadataSchema>;
export type Vendor = z.infer<typeof VendorSchema>;
export type VendorResponse = z.infer<typeof VendorResponseSchema>;

/** The typed values the client gives GET /products/unified's parameters (sent as text). */
interface ListingQueryValues extends Required<FilterParams> {
  page: number;
  limit: number;
  search: string;
  sort_by: ListingSort;
  state: string;
  district: string;
  categoryId: number;
  subcategoryId: number;
  token: string;
  subToken: string;
  vendorId: number;
  covidCategoryId: number | 'covidAll';
}

/** Query parameters of GET /products/unified (spec 1 section 7), keyed as the contract names them. Lists are comma-separated. */
export type UnifiedListingQuery = { [K in keyof z.input<typeof UnifiedQuerySchema>]?: ListingQueryValues[K] };

/* Cart and wishlist */
export type AddToCartRequest = z.input<typeof AddToCartRequestSchema>;
export type AddToCartResponse = z.infer<typeof AddToCartResponseSchema>;
export type Cart = z.infer<typeof CartSchema>;
export type CartItem = z.infer<typeof CartItemSchema>;
export type CartVariantOption = z.infer<typeof VariantOptionSchema>;
export type CartSummary = z.infer<typeof CartSummarySchema>;
export type SellerShipping = z.infer<typeof SellerShippingSchema>;
export type ExcludedItem = z.infer<typeof ExcludedItemSchema>;
export type VendorMinimum = z.infer<typeof VendorMinimumSchema>;
export type CartResponse = z.infer<typeof CartResponseSchema>;
export type CartQuantityRequest = z.input<typeof CartQuantityRequestSchema>;
export type CartQuantityResponse = z.infer<typeof CartQuantityResponseSchema>;
export type CartRemoveResponse = z.infer<typeof CartRemoveResponseSchema>;
export type RemoveRestrictedRequest = z.input<typeof RemoveRestrictedRequestSchema>;
export type RemoveRestrictedResponse = z.infer<typeof RemoveRestrictedResponseSchema>;
export type ProductReference = z.infer<typeof ProductReferenceSchema>;
export type AddReferenceRequest = z.input<typeof AddReferenceRequestSchema>;
export type ReferencesResponse = z.infer<typeof ReferencesResponseSchema>;

/* Quick order */
export type QuickOrderRequest = z.input<typeof QuickOrderRequestSchema>;
export type QuickOrderStatus = z.infer<typeof QuickOrderStatusSchema>;
export type QuickOrderLineVerdict = z.infer<typeof QuickOrderLineSchema>;
export type QuickOrderCheckResponse = z.infer<typeof QuickOrderCheckResponseSchema>;
export type QuickOrderAddResponse = z.infer<typeof QuickOrderAddResponseSchema>;
export type WishlistUpdateRequest = z.input<typeof WishlistUpdateRequestSchema>;
export type WishlistUpdateResponse = z.infer<typeof WishlistUpdateResponseSchema>;
export type WishlistCheckResponse = z.infer<typeof WishlistCheckResponseSchema>;

/* Wishlist page */
export type WishlistVariants = z.infer<typeof WishlistVariantsSchema>;
export type WishlistProduct = z.infer<typeof WishlistProductSchema>;
export type WishlistSeller = z.infer<typeof WishlistSellerSchema>;
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;
export type WishlistItemRequest = z.input<typeof WishlistItemRequestSchema>;
export type WishlistItemResponse = z.infer<typeof WishlistItemResponseSchema>;
export type WishlistBulkRemoveRequest = z.input<typeof WishlistBulkRemoveRequestSchema>;
export type WishlistRemovedResponse = z.infer<typeof WishlistRemovedResponseSchema>;

/* Compare (the corporate API; form-encoded requests) */
export type CompareByIdForm = z.input<typeof CompareByIdFormSchema>;
export type CompareAddProductForm = z.input<typeof CompareAddProductFormSchema>;
export type CompareAddSkuForm = z.input<typeof CompareAddSkuFormSchema>;
export type CompareUpdateForm = z.input<typeof CompareUpdateFormSchema>;
export type CompareMoveForm = z.input<typeof CompareMoveFormSchema>;
export type CompareRemoveForm = z.input<typeof CompareRemoveFormSchema>;
export type CompareRemoveGroupForm = z.input<typeof CompareRemoveGroupFormSchema>;
export type CompareRecord = z.infer<typeof CompareRecordSchema>;
export type CompareSku = z.infer<typeof CompareSkuSchema>;
export type CompareItem = z.infer<typeof CompareItemSchema>;
export type CompareListResponse = z.infer<typeof CompareListResponseSchema>;
export type CompareRecordResponse = z.infer<typeof CompareRecordResponseSchema>;
export type CompareRemovedResponse = z.infer<typeof CompareRemovedResponseSchema>;

/* Product detail and bulk prices */
export type ProductVariant = z.infer<typeof ProductVariantSchema>;
export type ProductVariantOption = z.infer<typeof ProductVariantOptionSchema>;
export type ProductFeature = z.infer<typeof ProductFeatureSchema>;
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;
export type RestrictionType = z.infer<typeof RestrictionTypeSchema>;
export type LocationRestriction = z.infer<typeof LocationRestrictionSchema>;
export type BulkPriceStatus = z.infer<typeof BulkPriceStatusSchema>;
export type BulkPriceRequest = z.infer<typeof BulkPriceSchema>;
export type SellerDetails = z.infer<typeof SellerDetailsSchema>;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;
export type SkuDetail = z.infer<typeof SkuFieldsSchema>;
export type SkuDetailResponse = z.infer<typeof SkuDetailResponseSchema>;
export type SkuPricing = z.infer<typeof SkuPricingSchema>;
export type SkuPricingInfoResponse = z.infer<typeof SkuPricingInfoSchema>;
export type BulkPriceRequestBody = z.input<typeof BulkPriceRequestBodySchema>;
export type BulkPriceRenegotiateBody = z.input<typeof BulkPriceRenegotiateBodySchema>;
export type BulkPriceResponse = z.infer<typeof BulkPriceResponseSchema>;
export type SellerBulkPriceRequest = z.infer<typeof SellerBulkPriceSchema>;
export type SellerBulkPricesResponse = z.infer<typeof SellerBulkPricesResponseSchema>;
export type SellerReplyBody = z.input<typeof SellerReplyBodySchema>;

/* Checkout attachments (uploads) */
export type AttachmentKind = z.infer<typeof AttachmentKindSchema>;
export type UploadFile = z.input<typeof UploadFileSchema>;
export type GenerateUploadUrlsRequest = z.input<typeof GenerateUploadUrlsRequestSchema>;
export type UploadTicket = z.infer<typeof UploadTicketSchema>;
export type AttachmentRef = z.input<typeof AttachmentRefSchema>;
export type GenerateUploadUrlsResponse = z.infer<typeof GenerateUploadUrlsResponseSchema>;
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
export type Attachment = z.infer<typeof AttachmentSchema>;
/* Orders: submit, pre-orders and approvals */
import type {
  ApprovalCountResponseSchema,
  ApprovalItemSchema,
  ApprovalResponseSchema,
  ApprovalsResponseSchema,
  ApproveRequestSchema,
  BudgetPositionSchema,
  BulkDecisionRequestSchema,
  BulkDecisionResponseSchema,
  BulkDecisionResultSchema,
  DecisionResponseSchema,
  EditOrderResponseSchema,
  OrderAddressSchema,
  OrderAttachmentSchema,
  OrderLineSchema,
  OrderSellerEntrySchema,
  PreOrderDetailSchema,
  PreOrderResponseSchema,
  PreOrdersResponseSchema,
  PreOrderStatusSchema,
  PreOrderSummarySchema,
  RejectRequestSchema,
  ReturnRequestSchema,
  SubmitCompleteRequestSchema,
  SubmitCompleteResponseSchema,
  SubmitErrorSchema,
  SubmitFormDataSchema,
  TimelineStepSchema,
} from './orders';

export type SubmitFormData = z.input<typeof SubmitFormDataSchema>;
export type SubmitCompleteRequest = z.input<typeof SubmitCompleteRequestSchema>;
export type SubmitCompleteResponse = z.infer<typeof SubmitCompleteResponseSchema>;
export type SubmitError = z.infer<typeof SubmitErrorSchema>;
export type PreOrderStatus = z.infer<typeof PreOrderStatusSchema>;
export type OrderAddress = z.infer<typeof OrderAddressSchema>;
export type OrderLine = z.infer<typeof OrderLineSchema>;
export type OrderAttachment = z.infer<typeof OrderAttachmentSchema>;
export type TimelineStep = z.infer<typeof TimelineStepSchema>;
export type PreOrderSummary = z.infer<typeof PreOrderSummarySchema>;
export type PreOrderDetail = z.infer<typeof PreOrderDetailSchema>;
export type PreOrdersResponse = z.infer<typeof PreOrdersResponseSchema>;
export type PreOrderResponse = z.infer<typeof PreOrderResponseSchema>;
export type BudgetPosition = z.infer<typeof BudgetPositionSchema>;
export type ApprovalItem = z.infer<typeof ApprovalItemSchema>;
export type ApprovalsResponse = z.infer<typeof ApprovalsResponseSchema>;
export type ApprovalResponse = z.infer<typeof ApprovalResponseSchema>;
export type ApproveRequest = z.input<typeof ApproveRequestSchema>;
export type RejectRequest = z.input<typeof RejectRequestSchema>;
export type DecisionResponse = z.infer<typeof DecisionResponseSchema>;
export type ReturnRequest = z.input<typeof ReturnRequestSchema>;
export type BulkDecisionRequest = z.input<typeof BulkDecisionRequestSchema>;
export type BulkDecisionResult = z.infer<typeof BulkDecisionResultSchema>;
export type BulkDecisionResponse = z.infer<typeof BulkDecisionResponseSchema>;
export type ApprovalCountResponse = z.infer<typeof ApprovalCountResponseSchema>;
export type OrderSellerEntry = z.infer<typeof OrderSellerEntrySchema>;
export type EditOrderResponse = z.infer<typeof EditOrderResponseSchema>;
/* Checkout workflow: read and validation calls */
export type WorkflowLocation = z.infer<typeof Workflow.WorkflowLocationSchema>;
export type ChargeCodeProject = z.infer<typeof Workflow.ChargeCodeProjectSchema>;
export type BuyerCode = z.infer<typeof Workflow.BuyerCodeSchema>;
export type CheckoutTotals = z.infer<typeof Workflow.CheckoutTotalsSchema>;
export type BudgetValidation = z.infer<typeof Workflow.BudgetValidationSchema>;
export type WorkflowValidation = z.infer<typeof Workflow.WorkflowValidationSchema>;
export type CheckoutFormDefaults = z.infer<typeof Workflow.CheckoutFormDefaultsSchema>;
export type CheckoutFormConfig = z.infer<typeof Workflow.CheckoutFormConfigSchema>;
export type CheckoutLineValidation = z.infer<typeof Workflow.CheckoutLineValidationSchema>;
export type CheckoutFormQuery = z.input<typeof Workflow.CheckoutFormQuerySchema>;
export type CheckoutFormResponse = z.infer<typeof Workflow.CheckoutFormResponseSchema>;
export type ValidateUserWorkflowQuery = z.input<typeof Workflow.ValidateUserWorkflowQuerySchema>;
export type UserWorkflowLocation = z.infer<typeof Workflow.UserWorkflowLocationSchema>;
export type ValidateUserWorkflowResponse = z.infer<typeof Workflow.ValidateUserWorkflowResponseSchema>;
export type AttachmentSettingsResponse = z.infer<typeof Workflow.AttachmentSettingsResponseSchema>;
export type LocationProjectsQuery = z.input<typeof Workflow.LocationProjectsQuerySchema>;
export type LocationProjectsResponse = z.infer<typeof Workflow.LocationProjectsResponseSchema>;
export type ValidatedField = z.infer<typeof Workflow.ValidatedFieldSchema>;
export type ValidateFieldRequest = z.input<typeof Workflow.ValidateFieldRequestSchema>;
export type ValidateFieldResponse = z.infer<typeof Workflow.ValidateFieldResponseSchema>;
export type Approver = z.infer<typeof Workflow.ApproverSchema>;
export type ApproverQuery = z.input<typeof Workflow.ApproverQuerySchema>;
export type CheckoutApproversResponse = z.infer<typeof Workflow.CheckoutApproversResponseSchema>;
export type CapitalBudgetCodesResponse = z.infer<typeof Workflow.CapitalBudgetCodesResponseSchema>;
export type ItemCodesResponse = z.infer<typeof Workflow.ItemCodesResponseSchema>;
export type SubmitButtonStatusResponse = z.infer<typeof Workflow.SubmitButtonStatusResponseSchema>;
export type ValidateBudgetRequest = z.input<typeof Workflow.ValidateBudgetRequestSchema>;
export type ValidateBudgetResponse = z.infer<typeof Workflow.ValidateBudgetResponseSchema>;
export type ItemCodeBudgetsRequest = z.input<typeof Workflow.ItemCodeBudgetsRequestSchema>;
export type ItemCodeBudget = z.infer<typeof Workflow.ItemCodeBudgetSchema>;
export type ItemCodeBudgetsResponse = z.infer<typeof Workflow.ItemCodeBudgetsResponseSchema>;

/* Catalogue and the energy buyers' dashboard */
export type CatalogueProductsQuery = z.input<typeof CatalogueProductsQuerySchema>;
export type CatalogueProductsResponse = z.infer<typeof CatalogueProductsResponseSchema>;
export type CatalogueCategoryTile = z.infer<typeof CatalogueCategoryTileSchema>;
export type CatalogueCategoriesResponse = z.infer<typeof CatalogueCategoriesResponseSchema>;
export type CatalogueSearchQuery = z.input<typeof CatalogueSearchQuerySchema>;
export type CatalogueCategoryResponse = z.infer<typeof CatalogueCategoryResponseSchema>;
export type BuyerSetting = z.infer<typeof BuyerSettingSchema>;
export type DashboardSummaryResponse = z.infer<typeof DashboardSummaryResponseSchema>;
/* Order edit drafts */
export type EditLineRequest = z.input<typeof EditLineRequestSchema>;

/* Shopping lists */
export type ListAccessName = z.infer<typeof ListAccessSchema>;
export type ListPermission = z.infer<typeof ListPermissionSchema>;
export type ShoppingListSummary = z.infer<typeof ShoppingListSummarySchema>;
export type ShoppingListLine = z.infer<typeof ShoppingListLineSchema>;
export type ShoppingList = z.infer<typeof ShoppingListSchema>;
export type ListsResponse = z.infer<typeof ListsResponseSchema>;
export type ListResponse = z.infer<typeof ListResponseSchema>;
export type ListNameRequest = z.input<typeof ListNameRequestSchema>;
export type AddListLineRequest = z.input<typeof AddListLineRequestSchema>;
export type ChangeListLineRequest = z.input<typeof ChangeListLineRequestSchema>;
export type ShareListRequest = z.input<typeof ShareListRequestSchema>;
export type ColleaguesResponse = z.infer<typeof ColleaguesResponseSchema>;
export type ListCartResponse = z.infer<typeof ListCartResponseSchema>;

/* Company administration */
export type CompanyPeopleResponse = z.infer<typeof CompanyPeopleResponseSchema>;
export type CompanyPerson = CompanyPeopleResponse['people'][number];
export type CompanyInvitation = CompanyPeopleResponse['invitations'][number];
export type CompanyRole = CompanyPerson['role'];
export type InviteRequest = z.input<typeof InviteRequestSchema>;
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;
export type ChangePersonRequest = z.input<typeof ChangePersonRequestSchema>;
export type PersonResponse = z.infer<typeof PersonResponseSchema>;
export type CompanyAuditQuery = z.input<typeof CompanyAuditQuerySchema>;
export type CompanyAuditResponse = z.infer<typeof CompanyAuditResponseSchema>;
export type CompanyAuditEntry = CompanyAuditResponse['data'][number];

/* The marketplace operator */
export type OperatorCompaniesResponse = z.infer<typeof OperatorCompaniesResponseSchema>;
export type OperatorCompany = OperatorCompaniesResponse['data'][number];
export type CreateCompanyRequest = z.input<typeof CreateCompanyRequestSchema>;
export type CreatedCompanyResponse = z.infer<typeof CreatedCompanyResponseSchema>;
export type InviteAdministratorRequest = z.input<typeof InviteAdministratorRequestSchema>;
export type OperatorInvitationResponse = z.infer<typeof OperatorInvitationResponseSchema>;
export type OperatorCompanySettingsResponse = z.infer<typeof OperatorCompanySettingsResponseSchema>;
export type FinancialYearResponse = z.infer<typeof FinancialYearResponseSchema>;
export type FinancialYear = FinancialYearResponse['data'];
export type CompanyBudgetsResponse = z.infer<typeof CompanyBudgetsResponseSchema>;
export type CompanyBudget = CompanyBudgetsResponse['data'][number];
export type SetBudgetRequest = z.input<typeof SetBudgetRequestSchema>;
export type SetItemCodeBudgetRequest = z.input<typeof SetItemCodeBudgetRequestSchema>;
export type CompanyBudgetResponse = z.infer<typeof CompanyBudgetResponseSchema>;
export type CompanyWorkflowsResponse = z.infer<typeof CompanyWorkflowsResponseSchema>;
export type CompanyWorkflow = CompanyWorkflowsResponse['data'][number];
export type CompanyWorkflowResponse = z.infer<typeof CompanyWorkflowResponseSchema>;
export type WorkflowRequest = z.input<typeof WorkflowRequestSchema>;
export type WorkflowPreviewResponse = z.infer<typeof WorkflowPreviewResponseSchema>;
export type WorkflowPreview = WorkflowPreviewResponse['data'];

/* Company administration: locations, charge codes, item codes and each person's access */
export type CompanyLocationsResponse = z.infer<typeof CompanyLocationsResponseSchema>;
export type CompanyLocation = CompanyLocationsResponse['locations'][number];
export type CreateLocationRequest = z.input<typeof CreateLocationRequestSchema>;
export type ChangeLocationRequest = z.input<typeof ChangeLocationRequestSchema>;
export type LocationResponse = z.infer<typeof LocationResponseSchema>;
export type CompanyChargeCodesResponse = z.infer<typeof CompanyChargeCodesResponseSchema>;
export type CompanyChargeCode = CompanyChargeCodesResponse['chargeCodes'][number];
export type CompanyAddress = NonNullable<CompanyChargeCode['address']>;
export type CreateChargeCodeRequest = z.input<typeof CreateChargeCodeRequestSchema>;
export type ChangeChargeCodeRequest = z.input<typeof ChangeChargeCodeRequestSchema>;
export type ChargeCodeResponse = z.infer<typeof ChargeCodeResponseSchema>;
export type CompanyItemCodesResponse = z.infer<typeof CompanyItemCodesResponseSchema>;
export type CompanyItemCode = CompanyItemCodesResponse['itemCodes'][number];
export type CreateItemCodeRequest = z.input<typeof CreateItemCodeRequestSchema>;
export type ChangeItemCodeRequest = z.input<typeof ChangeItemCodeRequestSchema>;
export type ItemCodeResponse = z.infer<typeof ItemCodeResponseSchema>;
export type PersonAccessResponse = z.infer<typeof PersonAccessResponseSchema>;
export type CompanyPersonAccess = PersonAccessResponse['access'];
export type PersonAccessRequest = z.input<typeof PersonAccessRequestSchema>;

/* Company administration: integrations (identity provider, assertion keys, PunchOut) */
export type IntegrationsResponse = z.infer<typeof IntegrationsResponseSchema>;
export type CompanyIdentityProvider = NonNullable<IntegrationsResponse['identityProvider']>;
export type CompanyAssertionKey = IntegrationsResponse['assertionKeys'][number];
export type CompanyPunchoutSettings = NonNullable<IntegrationsResponse['punchout']>;
export type IntegrationEndpoints = IntegrationsResponse['endpoints'];
export type SecretState = NonNullable<CompanyIdentityProvider['oidc']>['clientSecret'];
export type IdentityProviderRequest = z.input<typeof IdentityProviderRequestSchema>;
export type IdentityProviderResponse = z.infer<typeof IdentityProviderResponseSchema>;
export type AssertionKeyRequest = z.input<typeof AssertionKeyRequestSchema>;
export type AssertionKeyResponse = z.infer<typeof AssertionKeyResponseSchema>;
export type PunchoutSettingsRequest = z.input<typeof PunchoutSettingsRequestSchema>;
export type PunchoutSettingsResponse = z.infer<typeof PunchoutSettingsResponseSchema>;
/* Company administration: category price limits and the company's own settings */
import type { CompanyPriceLimitResponseSchema, CompanyPriceLimitsResponseSchema, SetPriceLimitRequestSchema } from './company-price-limits';
import type { ChangeCompanySettingsRequestSchema, CompanySettingsResponseSchema } from './company-settings';
export type CompanyPriceLimitsResponse = z.infer<typeof CompanyPriceLimitsResponseSchema>;
export type CompanyPriceLimit = CompanyPriceLimitsResponse['data'][number];
export type CompanyPriceLimitResponse = z.infer<typeof CompanyPriceLimitResponseSchema>;
export type SetPriceLimitRequest = z.input<typeof SetPriceLimitRequestSchema>;
export type CompanySettingsResponse = z.infer<typeof CompanySettingsResponseSchema>;
export type CompanySettings = CompanySettingsResponse['settings'];
export type ChangeCompanySettingsRequest = z.input<typeof ChangeCompanySettingsRequestSchema>;
