/** POST /workflow/validate-field: the checkout fields the server checks one at a time as they change (spec 2 section 5). */
import { z } from '@hono/zod-openapi';
import type { ValidatedField } from '../../src/contract/types';
import { SAP_POID_PATTERN, WORKFLOW_MESSAGES } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import { sapPoidUsed, workflowRows } from '../queries/workflow-read';
import { approvalConfigured, orderingPlace, ownLocationAndProject, workflowForOrder } from './workflow-rules';

export const FIELD_MESSAGES = {
  location: 'Please select one of your locations.',
  projectNeedsLocation: 'Please select a location first.',
  project: 'The charge code does not belong to the selected location.',
  sapPoidFormat: 'The quotation ID may have 1 to 35 letters, digits, - or /.',
  sapPoidUsed: 'This quotation ID is already used by another order.',
  soNumberFormat: 'The SO number may have 1 to 35 letters, digits, - or /.',
  email: 'Please enter a valid email address.',
} as const;

export interface FieldCheck {
  valid: boolean;
  message: string;
  warnings: string[];
}

interface FieldRequest {
  buyerId: number;
  /** The person checking out: they order only for their own locations and charge codes. */
  userId: number;
  field: ValidatedField;
  /** The field's value, trimmed; '' when empty. */
  value: string;
  locationId: number | null;
  projectId: number | null;
  /** The order's grand total when the client knows it: the workflow's warnings are for it. */
  grandTotalSen: number | null;
  /** The alternate recipient is ticked, so its e-mail is required. */
  alternateRecipient: boolean;
}

const ok = (warnings: string[] = []): FieldCheck => ({ valid: true, message: '', warnings });
const refused = (message: string): FieldCheck => ({ valid: false, message, warnings: [] });
const emailSchema = z.email().max(254);
const asId = (value: string): number | null => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** What an order of the total would meet in the workflow: over its spending limit, or no approvers. */
async function workflowWarnings(db: Database, request: FieldRequest, locationId: number, projectId: number | null): Promise<string[]> {
  if (request.grandTotalSen === null) return [];
  const { blocker } = await workflowForOrder(db, request.buyerId, locationId, projectId, request.grandTotalSen);
  return blocker === null || blocker === WORKFLOW_MESSAGES.notConfigured ? [] : [blocker];
}

async function checkLocation(db: Database, request: FieldRequest): Promise<FieldCheck> {
  const locationId = asId(request.value);
  if (locationId === null) return refused(FIELD_MESSAGES.location);
  const place = await orderingPlace(db, request, locationId, null);
  if ('refusal' in place) return refused(place.refusal.status === 404 ? FIELD_MESSAGES.location : place.refusal.message);
  const { location } = place;
  const workflows = await workflowRows(db, request.buyerId);
  // A company without any workflow orders without approval, wherever it delivers.
  if (workflows.length === 0) return ok();
  if (!workflows.some((workflow) => workflow.locationId === location.id)) return refused(WORKFLOW_MESSAGES.notConfigured);
  return ok(await workflowWarnings(db, request, location.id, null));
}

async function checkProject(db: Database, request: FieldRequest): Promise<FieldCheck> {
  // A charge code is optional.
  if (request.value === '') return ok();
  if (request.locationId === null) return refused(FIELD_MESSAGES.projectNeedsLocation);
  await ownLocationAndProject(db, request, request.locationId, null);
  const projectId = asId(request.value);
  if (projectId === null) return refused(FIELD_MESSAGES.project);
  const place = await orderingPlace(db, request, request.locationId, projectId);
  if ('refusal' in place) return refused(place.refusal.status === 404 ? FIELD_MESSAGES.project : place.refusal.message);
  if (!(await approvalConfigured(db, request.buyerId))) return ok();
  const { workflow } = await workflowForOrder(db, request.buyerId, request.locationId, projectId, request.grandTotalSen ?? 0);
  if (!workflow) return refused(WORKFLOW_MESSAGES.notConfigured);
  return ok(await workflowWarnings(db, request, request.locationId, projectId));
}

async function checkSapPoid(db: Database, request: FieldRequest): Promise<FieldCheck> {
  if (request.value === '') return ok();
  if (!SAP_POID_PATTERN.test(request.value)) return refused(FIELD_MESSAGES.sapPoidFormat);
  return (await sapPoidUsed(db, request.buyerId, request.value)) ? refused(FIELD_MESSAGES.sapPoidUsed) : ok();
}

function checkSoNumber(request: FieldRequest): FieldCheck {
  return request.value === '' || SAP_POID_PATTERN.test(request.value) ? ok() : refused(FIELD_MESSAGES.soNumberFormat);
}

function checkAlternateEmail(request: FieldRequest): FieldCheck {
  if (request.value === '') return request.alternateRecipient ? refused(FIELD_MESSAGES.email) : ok();
  return emailSchema.safeParse(request.value).success ? ok() : refused(FIELD_MESSAGES.email);
}

/** Checks one field; ids in the context that are not the buyer's are a 404, a bad value is `valid: false`. */
export async function validateField(db: Database, request: FieldRequest): Promise<FieldCheck> {
  switch (request.field) {
    case 'location_id':
      return checkLocation(db, request);
    case 'project_id':
      return checkProject(db, request);
    case 'sap_poid':
      return checkSapPoid(db, request);
    case 'so_number':
      return checkSoNumber(request);
    case 'alt_email':
      return checkAlternateEmail(request);
  }
}
