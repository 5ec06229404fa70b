import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SuccessSchema } from '../../src/contract/common';
import { CompanyIdParamsSchema } from '../../src/contract/company';
import {
  CompanyWorkflowResponseSchema,
  CompanyWorkflowsResponseSchema,
  WorkflowPreviewQuerySchema,
  WorkflowPreviewResponseSchema,
  WorkflowRequestSchema,
} from '../../src/contract/company-workflows';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentAdministrator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { companyWorkflows, createWorkflow, previewWorkflow, removeWorkflow, replaceWorkflow } from '../services/company-workflows';

const NOT_ADMINISTRATOR = 'Only an administrator of the company may do this';
const administratorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator of a buyer company, or a punch-out session'),
};
const definitionRefusals = {
  400: errorResponse(
    'Malformed input (the field leads the message), or a stage without an approver (stage_without_approver), naming someone not an active approver of the company (not_an_approver), no stage from RM 0 (no_stage_from_zero) or a stage from above the spending limit (stage_unreachable)',
  ),
  404: errorResponse("No such location or charge code (or workflow) of the caller's company"),
  409: errorResponse('Another workflow already serves this location and charge code (workflow_exists)'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/company/workflows',
  summary:
    "The approval workflows of the caller's company: location and charge code, stages in order with their approvers and from-amounts, spending limit, where budget approval comes, and how many orders still wait under each (administrators only)",
  security: bearerSecurity,
  responses: { 200: json(CompanyWorkflowsResponseSchema, 'The workflows'), ...administratorOnly },
});

const createWorkflowRoute = createRoute({
  method: 'post',
  path: '/company/workflows',
  summary: 'Create the approval workflow of a location, or of one of its charge codes (which then wins over the location’s)',
  security: bearerSecurity,
  request: { body: jsonBody(WorkflowRequestSchema) },
  responses: { 201: json(CompanyWorkflowResponseSchema, 'The workflow as saved'), ...administratorOnly, ...definitionRefusals },
});

const replaceRoute = createRoute({
  method: 'put',
  path: '/company/workflows/{id}',
  summary:
    'Replace a workflow’s whole definition; orders already submitted keep the stages and approvers they were submitted under, the next ones get these',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema, body: jsonBody(WorkflowRequestSchema) },
  responses: { 200: json(CompanyWorkflowResponseSchema, 'The workflow as saved'), ...administratorOnly, ...definitionRefusals },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/company/workflows/{id}',
  summary: 'Remove a workflow; orders submitted under it go on through the stages and approvers they were submitted with',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: json(SuccessSchema, 'Removed'),
    400: errorResponse('Malformed id'),
    ...administratorOnly,
    404: errorResponse("No such workflow of the caller's company"),
  },
});

const previewRoute = createRoute({
  method: 'get',
  path: '/company/workflows/preview',
  summary:
    'What an order of `amount` RM for a location and charge code goes through, judged as checkout judges it: the workflow that applies, the decisions in order with their approvers, or why it would be refused',
  security: bearerSecurity,
  request: { query: WorkflowPreviewQuerySchema },
  responses: {
    200: json(WorkflowPreviewResponseSchema, 'The preview'),
    400: errorResponse('Malformed input (the field leads the message)'),
    ...administratorOnly,
    404: errorResponse("No such location or charge code of the caller's company"),
  },
});

const administrator = (c: Context<AppEnv>) => currentAdministrator(c, NOT_ADMINISTRATOR);

export function companyWorkflowRoutes({ db }: RouteDeps) {
  const requireSession = requireAuth(db);

  return createRouter()
    .openapi({ ...listRoute, middleware: [requireSession] }, async (c) =>
      c.json({ success: true as const, data: await companyWorkflows(db, administrator(c)) }, 200),
    )
    .openapi({ ...previewRoute, middleware: [requireSession] }, async (c) => {
      const query = c.req.valid('query');
      const preview = await previewWorkflow(db, administrator(c), {
        locationId: Number(query.location),
        projectId: query.project === undefined ? null : Number(query.project),
        amount: Number(query.amount),
      });
      return c.json({ success: true as const, data: preview }, 200);
    })
    .openapi({ ...createWorkflowRoute, middleware: [requireSession] }, async (c) =>
      c.json({ success: true as const, data: await createWorkflow(db, administrator(c), c.req.valid('json')) }, 201),
    )
    .openapi({ ...replaceRoute, middleware: [requireSession] }, async (c) => {
      const workflow = await replaceWorkflow(db, administrator(c), Number(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ success: true as const, data: workflow }, 200);
    })
    .openapi({ ...removeRoute, middleware: [requireSession] }, async (c) => {
      await removeWorkflow(db, administrator(c), Number(c.req.valid('param').id));
      return c.json({ success: true as const }, 200);
    });
}
