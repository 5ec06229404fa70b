import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
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
import { SubmitErrorSchema } from '../../src/contract/orders';
import { toSen } from '../../src/lib/money';
import type { AppEnv } from '../env';
import { currentBuyer, currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { toBuyerSettings } from '../services/users';
import { itemCodeBudgets, validateBudgetAtCheckout } from '../services/workflow-budgets';
import { checkoutForm } from '../services/workflow-checkout';
import { SubmitValidationError } from '../services/workflow-submit';
import { validateField } from '../services/workflow-fields';
import {
  attachmentSettings,
  capitalBudgetCodes,
  checkoutApprovers,
  itemCodes,
  locationProjects,
  submitButtonStatus,
  userWorkflowLocations,
} from '../services/workflow-read';
import { assertOwnIds } from '../services/workflow-rules';
import type { RouteDeps } from '../deps';
import { imageLinksOf } from './listing-params';
import { errorBody } from '../services/errors';

const NOT_BUYER = 'Only buyers check out';
const buyerResponses = { 401: errorResponse('Not signed in'), 403: errorResponse('Not a buyer') };
const ownedResponses = { ...buyerResponses, 404: errorResponse("No such location or charge code among the buyer's") };

const buyerSettingsRoute = createRoute({
  method: 'get',
  path: '/workflow/buyer-settings',
  summary: "The settings of the signed-in user's buyer company",
  security: bearerSecurity,
  responses: {
    200: json(BuyerSettingsResponseSchema, 'The buyer settings'),
    401: errorResponse('Not signed in'),
    404: errorResponse('The user belongs to no buyer company'),
  },
});

const checkoutFormRoute = createRoute({
  method: 'get',
  path: '/workflow/checkout-form',
  summary:
    "Everything the checkout wizard opens with: the cart's lines (or, with edit_po_id, the lines of that order's edit draft) judged and priced at state and district (else the request's location) with totals and warnings, the lines left in the cart there, the unmet vendor minimums, the edited order's form and files, the form's defaults, the buyer's locations and location_id's projects, which fields show, the buyer settings, and the workflow verdict for location_id and project_id",
  security: bearerSecurity,
  request: { query: CheckoutFormQuerySchema },
  responses: {
    200: json(CheckoutFormResponseSchema, 'The checkout form'),
    400: json(SubmitErrorSchema, 'Malformed query, or a postcode in another state than the address names (validation names ship_pincode)'),
    ...ownedResponses,
    409: errorResponse('The order named by edit_po_id can no longer be edited'),
  },
});

const userWorkflowRoute = createRoute({
  method: 'get',
  path: '/workflow/validate-user-workflow',
  summary: "The buyer's locations that have a workflow, each matched when an order of grand_total (RM) can go through it",
  security: bearerSecurity,
  request: { query: ValidateUserWorkflowQuerySchema },
  responses: {
    200: json(ValidateUserWorkflowResponseSchema, 'The locations'),
    400: errorResponse('Malformed grand total'),
    ...buyerResponses,
  },
});

const attachmentSettingsRoute = createRoute({
  method: 'get',
  path: '/workflow/attachment-settings',
  summary: "The buyer company's attachment settings (the approval document amount in RM)",
  security: bearerSecurity,
  responses: { 200: json(AttachmentSettingsResponseSchema, 'The settings'), ...buyerResponses },
});

const locationProjectsRoute = createRoute({
  method: 'get',
  path: '/workflow/location-projects',
  summary:
    "A location's charge codes (projects), for users with charge-code access and workflow checkout; empty otherwise. grand_total is accepted and does not change the list",
  security: bearerSecurity,
  request: { query: LocationProjectsQuerySchema },
  responses: { 200: json(LocationProjectsResponseSchema, 'The projects'), 400: errorResponse('Malformed query'), ...ownedResponses },
});

const validateFieldRoute = createRoute({
  method: 'post',
  path: '/workflow/validate-field',
  summary:
    "Checks one checkout field as it changes: location_id (the buyer's, with a workflow), project_id (of context.location_id), sap_poid (1 to 35 letters, digits, - or /, not on another of the buyer's orders), so_number (same format), alt_email. A bad value is valid false with a message; warnings name what the workflow will refuse at context.grand_total",
  security: bearerSecurity,
  request: { body: jsonBody(ValidateFieldRequestSchema) },
  responses: {
    200: json(ValidateFieldResponseSchema, 'The verdict'),
    400: errorResponse('Malformed body or unknown field'),
    ...ownedResponses,
  },
});

const approversRoute = createRoute({
  method: 'get',
  path: '/workflow/checkout-approvers',
  summary:
    "The approvers of the stages an order of grandTotal (RM) goes through at locationId and projectId. Without a workflow: 200 with success false and 'Please configure your Workflow Settings.'; with no approvers: success true, an empty list and 'No approvers found for this location and project.'",
  security: bearerSecurity,
  request: { query: ApproverQuerySchema },
  responses: { 200: json(CheckoutApproversResponseSchema, 'The approvers'), 400: errorResponse('Malformed query'), ...ownedResponses },
});

const capitalBudgetCodesRoute = createRoute({
  method: 'get',
  path: '/workflow/capital-budget-codes',
  summary: "The buyer company's capital budget codes",
  security: bearerSecurity,
  responses: { 200: json(CapitalBudgetCodesResponseSchema, 'The codes'), ...buyerResponses },
});

const itemCodesRoute = createRoute({
  method: 'get',
  path: '/workflow/item-codes',
  summary: "The buyer company's item codes",
  security: bearerSecurity,
  responses: { 200: json(ItemCodesResponseSchema, 'The codes'), ...buyerResponses },
});

const submitStatusRoute = createRoute({
  method: 'get',
  path: '/workflow/check-submit-button-status',
  summary:
    "Whether an order of grandTotal (RM) at locationId and projectId can be submitted by the signed-in buyer: disabled without a workflow, over the workflow's spending limit, with no approvers, or with a stage no one but the buyer approves (nobody decides their own order) ('' when enabled)",
  security: bearerSecurity,
  request: { query: ApproverQuerySchema },
  responses: { 200: json(SubmitButtonStatusResponseSchema, 'The status'), 400: errorResponse('Malformed query'), ...ownedResponses },
});

const validateBudgetRoute = createRoute({
  method: 'post',
  path: '/workflow/validate-budget-at-checkout',
  summary:
    "The order amount (RM) against the budget of the location and project: invalid without one, valid and requiring budget approval over it; each item code's amount against what its budget has left. With editPoId (the buyer's order being edited) what that order holds counts as left, as its replacement releases it. userId and byId must be the signed-in user's",
  security: bearerSecurity,
  request: { body: jsonBody(ValidateBudgetRequestSchema) },
  responses: {
    200: json(ValidateBudgetResponseSchema, 'The verdict'),
    400: errorResponse('Malformed body'),
    401: errorResponse('Not signed in'),
    403: errorResponse("Not a buyer, or another user's ids"),
    404: ownedResponses[404],
  },
});

const itemCodeBudgetsRoute = createRoute({
  method: 'post',
  path: '/workflow/get-item-code-budgets',
  summary:
    "The item code budgets under a charge code (chargeCode is the project id) of one of the buyer's locations, in RM; with editPoId (the buyer's order being edited) what that order holds counts as remaining. userId and byId must be the signed-in user's",
  security: bearerSecurity,
  request: { body: jsonBody(ItemCodeBudgetsRequestSchema) },
  responses: {
    200: json(ItemCodeBudgetsResponseSchema, 'The budgets'),
    400: errorResponse('Malformed body'),
    401: errorResponse('Not signed in'),
    403: errorResponse("Not a buyer, or another user's ids"),
    404: ownedResponses[404],
  },
});

/** A query or body id, sent as text or a number. */
const idOf = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));
/** An RM amount, sent as text or a number, in sen. */
const senOf = (value: string | number): number => toSen(Number(value));

export function workflowRoutes({ db, taxRateBasisPoints, productImages }: RouteDeps) {
  const auth = requireAuth(db);
  // A punch-out session never gets here (middleware/punchout-scope.ts): its cart goes back to its procurement system.
  const buyerOf = (c: Context<AppEnv>) => currentBuyer(c, NOT_BUYER);
  return createRouter()
    .openapi({ ...buyerSettingsRoute, middleware: [auth] }, (c) => {
      const { buyer } = currentSession(c);
      if (!buyer) return c.json(errorBody(404, 'This account does not belong to a buyer company'), 404);
      return c.json({ success: true as const, data: toBuyerSettings(buyer) }, 200);
    })
    .openapi({ ...checkoutFormRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = buyerOf(c);
      const query = c.req.valid('query');
      // The query's state and district revalidate the lines at a new delivery address.
      const location = query.state ? { state: query.state, district: query.district } : c.get('location');
      try {
        const form = await checkoutForm(db, {
          user,
          buyer,
          location,
          images: imageLinksOf(c, productImages),
          taxRateBasisPoints,
          locationId: idOf(query.location_id),
          projectId: idOf(query.project_id),
          editPoId: query.edit_po_id ?? null,
          postcode: query.postcode ?? null,
        });
        return c.json({ success: true as const, ...form }, 200);
      } catch (error) {
        // The address the form was asked for is wrong in a field the buyer fixes: named as the submit names it.
        if (error instanceof SubmitValidationError)
          return c.json({ success: false as const, ...errorBody(400, error.message, error.code), validation: error.validation }, 400);
        throw error;
      }
    })
    .openapi({ ...userWorkflowRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = buyerOf(c);
      const orderer = { buyerId: buyer.id, userId: user.id };
      const locations = await userWorkflowLocations(db, orderer, senOf(c.req.valid('query').grand_total ?? 0));
      return c.json({ success: true as const, locations }, 200);
    })
    .openapi({ ...attachmentSettingsRoute, middleware: [auth] }, async (c) => {
      const { buyer } = buyerOf(c);
      return c.json({ success: true as const, ...(await attachmentSettings(db, buyer.id)) }, 200);
    })
    .openapi({ ...locationProjectsRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = buyerOf(c);
      const projects = await locationProjects(db, user, buyer, Number(c.req.valid('query').location_id));
      return c.json({ success: true as const, projects }, 200);
    })
    .openapi({ ...validateFieldRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = buyerOf(c);
      const body = c.req.valid('json');
      const grandTotal = body.context?.grand_total;
      const check = await validateField(db, {
        buyerId: buyer.id,
        userId: user.id,
        field: body.field,
        value: body.value === null ? '' : String(body.value).trim(),
        locationId: idOf(body.context?.location_id),
        projectId: idOf(body.context?.project_id),
        grandTotalSen: grandTotal === null || grandTotal === undefined ? null : senOf(grandTotal),
        alternateRecipient: body.orderData?.apply_alt_receipient === 'Y',
      });
      return c.json({ success: true as const, ...check }, 200);
    })
    .openapi({ ...approversRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = buyerOf(c);
      const query = c.req.valid('query');
      const orderer = { buyerId: buyer.id, userId: user.id };
      return c.json(await checkoutApprovers(db, orderer, Number(query.locationId), idOf(query.projectId), senOf(query.grandTotal)), 200);
    })
    .openapi({ ...capitalBudgetCodesRoute, middleware: [auth] }, async (c) => {
      const { buyer } = buyerOf(c);
      return c.json({ success: true as const, capitalBudgetCodes: await capitalBudgetCodes(db, buyer.id) }, 200);
    })
    .openapi({ ...itemCodesRoute, middleware: [auth] }, async (c) => {
      const { buyer } = buyerOf(c);
      return c.json({ success: true as const, itemCodes: await itemCodes(db, buyer.id) }, 200);
    })
    .openapi({ ...submitStatusRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = buyerOf(c);
      const query = c.req.valid('query');
      return c.json(
        {
          success: true as const,
          ...(await submitButtonStatus(
            db,
            { buyerId: buyer.id, userId: user.id },
            Number(query.locationId),
            idOf(query.projectId),
            senOf(query.grandTotal),
          )),
        },
        200,
      );
    })
    .openapi({ ...validateBudgetRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = buyerOf(c);
      const body = c.req.valid('json');
      assertOwnIds({ userId: user.id, buyerId: buyer.id }, body);
      const verdict = await validateBudgetAtCheckout(db, {
        buyerId: buyer.id,
        userId: user.id,
        budgetType: buyer.budgetType,
        locationId: body.locationId,
        projectId: body.projectId ?? null,
        orderAmountSen: toSen(body.orderAmount),
        itemCodes: (body.itemCodes ?? []).map((item) => ({ itemCode: item.itemCode, amountSen: toSen(item.amount) })),
        editPoId: body.editPoId ?? null,
      });
      return c.json({ success: true as const, ...verdict }, 200);
    })
    .openapi({ ...itemCodeBudgetsRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = buyerOf(c);
      const body = c.req.valid('json');
      assertOwnIds({ userId: user.id, buyerId: buyer.id }, body);
      return c.json(
        {
          success: true as const,
          itemCodes: await itemCodeBudgets(
            db,
            { buyerId: buyer.id, userId: user.id },
            { locationId: body.locationId, projectId: Number(body.chargeCode) },
            body.editPoId ?? null,
          ),
        },
        200,
      );
    });
}
