import { useEffect, useState } from 'react';
import type { Approver, BuyerCode, ItemCodeBudget, ValidateBudgetRequest, ValidateBudgetResponse } from '../../api/types';
import { capitalBudgetCodes, checkoutApprovers, itemCodeBudgets, itemCodes, submitButtonStatus, validateBudget } from '../../api/workflow';
import { WORKFLOW_MESSAGES } from '../../lib/workflow';

export type ApproversState =
  | { kind: 'idle' | 'loading' | 'failed' }
  | { kind: 'not-configured'; message: string }
  | { kind: 'loaded'; approvers: Approver[] };

export type BudgetState =
  | { kind: 'idle' | 'loading' | 'error' | 'needs-project' }
  | { kind: 'valid' | 'invalid' | 'approval'; answer: ValidateBudgetResponse };

export type SubmitStatus =
  | { kind: 'idle' | 'loading' }
  | { kind: 'loaded'; disabled: boolean; message: string; spendingLimit: number | null };

export interface OrderChecksInput {
  locationId: number | null;
  projectId: number | null;
  /** A project must be chosen before the budget is checked. */
  projectNeeded: boolean;
  grandTotal: number;
  userId: number;
  buyerId: number;
  itemCodes: ValidateBudgetRequest['itemCodes'];
  itemCodesEnabled: boolean;
  capexEnabled: boolean;
  /** Goes up when the server refused a submit: every check is asked again. */
  revision: number;
  /** The order being edited: its own holds count as left, as submitting the edit releases them. */
  editPoId?: string;
}

/** Settles a call into state, unless the inputs changed meanwhile. */
function useCall<T>(key: string | null, idle: T, loading: T, call: () => Promise<T>, failed: T): T {
  const [state, setState] = useState<{ key: string | null; value: T }>({ key: null, value: idle });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    call().then(
      (value) => current && setState({ key, value }),
      () => current && setState({ key, value: failed }),
    );
    return () => {
      current = false;
    };
    // The key names every input of the call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key === null ? idle : state.key === key ? state.value : loading;
}

/** Step 3's server checks for the location, project and total: approvers, submit status, budget and the codes. */
export function useOrderChecks(input: OrderChecksInput) {
  const { locationId, projectId, grandTotal } = input;
  const placeKey = locationId === null ? null : JSON.stringify([locationId, projectId, grandTotal, input.revision]);

  const approvers = useCall<ApproversState>(
    placeKey,
    { kind: 'idle' },
    { kind: 'loading' },
    async () => {
      const answer = await checkoutApprovers(locationId ?? 0, projectId, grandTotal);
      if (!answer.success) return { kind: 'not-configured', message: answer.message ?? WORKFLOW_MESSAGES.notConfigured };
      return { kind: 'loaded', approvers: answer.approvers };
    },
    { kind: 'failed' },
  );

  const submitStatus = useCall<SubmitStatus>(
    placeKey,
    { kind: 'idle' },
    { kind: 'loading' },
    async () => {
      const answer = await submitButtonStatus(locationId ?? 0, projectId, grandTotal);
      return { kind: 'loaded', disabled: answer.submit_disabled, message: answer.message, spendingLimit: answer.spending_limit };
    },
    { kind: 'idle' },
  );

  const budgetKey =
    locationId === null ? null : input.projectNeeded && projectId === null ? 'needs-project' : JSON.stringify([placeKey, input.itemCodes]);
  const budget = useCall<BudgetState>(
    budgetKey,
    { kind: 'idle' },
    { kind: 'loading' },
    async () => {
      if (budgetKey === 'needs-project') return { kind: 'needs-project' };
      const answer = await validateBudget({
        userId: input.userId,
        byId: input.buyerId,
        locationId: locationId ?? 0,
        projectId,
        orderAmount: grandTotal,
        ...(input.itemCodes && input.itemCodes.length > 0 ? { itemCodes: input.itemCodes } : {}),
        ...(input.editPoId ? { editPoId: input.editPoId } : {}),
      });
      return { kind: !answer.valid ? 'invalid' : answer.requiresApproval ? 'approval' : 'valid', answer };
    },
    { kind: 'error' },
  );

  const codes = useCall<BuyerCode[]>(input.itemCodesEnabled ? 'item-codes' : null, [], [], itemCodes, []);
  const budgetsKey =
    input.itemCodesEnabled && locationId !== null && projectId !== null ? JSON.stringify([locationId, projectId, input.editPoId]) : null;
  // Null until the charge code's budgets are in hand: only then does a code without one show as unusable.
  const budgets = useCall<ItemCodeBudget[] | null>(
    budgetsKey,
    null,
    null,
    () =>
      itemCodeBudgets({
        locationId: locationId ?? 0,
        chargeCode: projectId ?? 0,
        byId: input.buyerId,
        userId: input.userId,
        ...(input.editPoId ? { editPoId: input.editPoId } : {}),
      }),
    null,
  );
  const capital = useCall<BuyerCode[]>(input.capexEnabled ? 'capital' : null, [], [], capitalBudgetCodes, []);

  return { approvers, submitStatus, budget, itemCodes: codes, itemCodeBudgets: budgets, capitalCodes: capital };
}

export type OrderChecks = ReturnType<typeof useOrderChecks>;
