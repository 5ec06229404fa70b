import * as api from '../api/company-workflows';
import type { CompanyWorkflow, WorkflowRequest } from '../api/types';
import { $administratorKey, reloadAudit } from './company';
import { createFetcherStore, revalidateKeys } from './query';

const WORKFLOWS_KEY = 'company-workflows/';

/** The company's approval workflows. */
export const companyWorkflowsStore = (scope: string) =>
  createFetcherStore<CompanyWorkflow[]>([WORKFLOWS_KEY, $administratorKey, scope], { fetcher: api.getCompanyWorkflows });

const reloadWorkflows = () => {
  revalidateKeys((key: string) => key.startsWith(WORKFLOWS_KEY));
  reloadAudit();
};

/** Creates (id null) or replaces a workflow; the lists and the audit log read again. */
export async function saveWorkflow(id: number | null, workflow: WorkflowRequest): Promise<CompanyWorkflow> {
  const saved = await api.saveWorkflow(id, workflow);
  reloadWorkflows();
  return saved;
}

export async function removeWorkflow(id: number): Promise<void> {
  await api.removeWorkflow(id);
  reloadWorkflows();
}

export { previewWorkflow } from '../api/company-workflows';
