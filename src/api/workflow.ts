import { ofetch } from 'ofetch';
import { ApiError, request } from './client';
import type {
  BuyerSettings,
  BuyerSettingsResponse,
  CapitalBudgetCodesResponse,
  CheckoutApproversResponse,
  CheckoutFormQuery,
  CheckoutFormResponse,
  GenerateUploadUrlsResponse,
  ItemCodeBudgetsRequest,
  ItemCodeBudgetsResponse,
  ItemCodesResponse,
  LocationProjectsResponse,
  SubmitButtonStatusResponse,
  SubmitCompleteRequest,
  SubmitCompleteResponse,
  UploadFile,
  UploadResponse,
  UploadTicket,
  ValidateBudgetRequest,
  ValidateBudgetResponse,
  ValidateFieldRequest,
  ValidateFieldResponse,
} from './types';

/** GET /workflow/buyer-settings. */
export async function buyerSettings(): Promise<BuyerSettings> {
  const response = await request<BuyerSettingsResponse>('/workflow/buyer-settings');
  return response.data;
}

/** GET /workflow/checkout-form: the lines, totals, defaults and validations at a location and project. */
export function checkoutForm(query: CheckoutFormQuery = {}): Promise<CheckoutFormResponse> {
  const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return request<CheckoutFormResponse>('/workflow/checkout-form', { query: defined });
}

/** POST /workflow/validate-field. */
export function validateField(body: ValidateFieldRequest): Promise<ValidateFieldResponse> {
  return request<ValidateFieldResponse>('/workflow/validate-field', { method: 'POST', body });
}

/** Grand totals travel in queries as RM with 2 decimals. */
const ringgitText = (ringgit: number) => ringgit.toFixed(2);

/** GET /workflow/checkout-approvers. */
export function checkoutApprovers(locationId: number, projectId: number | null, grandTotal: number): Promise<CheckoutApproversResponse> {
  return request<CheckoutApproversResponse>('/workflow/checkout-approvers', { query: approverQuery(locationId, projectId, grandTotal) });
}

/** GET /workflow/check-submit-button-status. */
export function submitButtonStatus(locationId: number, projectId: number | null, grandTotal: number): Promise<SubmitButtonStatusResponse> {
  return request<SubmitButtonStatusResponse>('/workflow/check-submit-button-status', {
    query: approverQuery(locationId, projectId, grandTotal),
  });
}

function approverQuery(locationId: number, projectId: number | null, grandTotal: number): Record<string, string> {
  const query: Record<string, string> = { locationId: String(locationId), grandTotal: ringgitText(grandTotal) };
  if (projectId !== null) query.projectId = String(projectId);
  return query;
}

/** GET /workflow/location-projects: the charge codes (projects) of one of the company's locations. */
export async function locationProjects(locationId: number): Promise<LocationProjectsResponse['projects']> {
  return (await request<LocationProjectsResponse>('/workflow/location-projects', { query: { location_id: String(locationId) } })).projects;
}

/** GET /workflow/item-codes. */
export async function itemCodes(): Promise<ItemCodesResponse['itemCodes']> {
  return (await request<ItemCodesResponse>('/workflow/item-codes')).itemCodes;
}

/** GET /workflow/capital-budget-codes. */
export async function capitalBudgetCodes(): Promise<CapitalBudgetCodesResponse['capitalBudgetCodes']> {
  return (await request<CapitalBudgetCodesResponse>('/workflow/capital-budget-codes')).capitalBudgetCodes;
}

/** POST /workflow/get-item-code-budgets. */
export async function itemCodeBudgets(body: ItemCodeBudgetsRequest): Promise<ItemCodeBudgetsResponse['itemCodes']> {
  return (await request<ItemCodeBudgetsResponse>('/workflow/get-item-code-budgets', { method: 'POST', body })).itemCodes;
}

/** POST /workflow/validate-budget-at-checkout. */
export function validateBudget(body: ValidateBudgetRequest): Promise<ValidateBudgetResponse> {
  return request<ValidateBudgetResponse>('/workflow/validate-budget-at-checkout', { method: 'POST', body });
}

/** POST /workflow/generate-upload-urls: one signed ticket per file, in order. */
export async function generateUploadUrls(attachments: UploadFile[]): Promise<UploadTicket[]> {
  return (await request<GenerateUploadUrlsResponse>('/workflow/generate-upload-urls', { method: 'POST', body: { attachments } })).uploads;
}

/** PUT the file to its signed URL: absolute and self-authorising, so it goes without the client's bearer token. The answer, when the backend sends one. */
export async function putUpload(ticket: UploadTicket, file: File): Promise<UploadResponse | undefined> {
  try {
    const answer: unknown = await ofetch(ticket.uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
    return typeof answer === 'object' && answer !== null && 'isImage' in answer ? (answer as UploadResponse) : undefined;
  } catch (error) {
    // The server's refusal (a type it does not take, a size over the limit) keeps its status and message.
    const failure = error as { message?: string; status?: number; data?: unknown };
    const data =
      typeof failure.data === 'object' && failure.data !== null ? (failure.data as ConstructorParameters<typeof ApiError>[2]) : undefined;
    throw new ApiError(failure.message ?? String(error), failure.status ?? 0, data);
  }
}

/** DELETE /attachments/{id}: removes an uploaded file the order has not taken. */
export async function deleteAttachment(attachmentId: string): Promise<void> {
  await request<unknown>(`/attachments/${attachmentId}`, { method: 'DELETE' });
}

/** POST /workflow/submit-complete. */
export function submitComplete(body: SubmitCompleteRequest): Promise<SubmitCompleteResponse> {
  return request<SubmitCompleteResponse>('/workflow/submit-complete', { method: 'POST', body });
}
