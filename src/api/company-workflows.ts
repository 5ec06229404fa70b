import { request } from './client';
import type {
  CompanyWorkflow,
  CompanyWorkflowResponse,
  CompanyWorkflowsResponse,
  WorkflowPreview,
  WorkflowPreviewResponse,
  WorkflowRequest,
} from './types';

/** GET /company/workflows: the company's approval workflows with their names, stages and orders in approval. */
export async function getCompanyWorkflows(): Promise<CompanyWorkflow[]> {
  return (await request<CompanyWorkflowsResponse>('/company/workflows')).data;
}

/** POST /company/workflows (no id) or PUT /company/workflows/{id}: the whole definition. */
export async function saveWorkflow(id: number | null, workflow: WorkflowRequest): Promise<CompanyWorkflow> {
  const path = id === null ? '/company/workflows' : `/company/workflows/${id}`;
  return (await request<CompanyWorkflowResponse>(path, { method: id === null ? 'POST' : 'PUT', body: workflow })).data;
}

/** DELETE /company/workflows/{id}. */
export async function removeWorkflow(id: number): Promise<void> {
  await request(`/company/workflows/${id}`, { method: 'DELETE' });
}

/** GET /company/workflows/preview: what an order of `amount` RM for a location and charge code goes through. */
export async function previewWorkflow(location: number, project: number | null, amount: number): Promise<WorkflowPreview> {
  const query: Record<string, string> = { location: String(location), amount: amount.toFixed(2) };
  if (project !== null) query.project = String(project);
  return (await request<WorkflowPreviewResponse>('/company/workflows/preview', { query })).data;
}
