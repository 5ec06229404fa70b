import { describe, expect, it } from 'vitest';
import { ALLOWED_TYPES, ATTACHMENT_MESSAGES, attachmentProblem, MAX_FILE_BYTES, MAX_FILES_PER_SLOT } from '../../src/lib/attachments';
import {
  approvalDocumentMessage,
  approvalSteps,
  BATCH_ID_PATTERN,
  BUDGET_STAGE,
  batchIdAt,
  CHECKOUT_STEPS,
  checkBudget,
  EB_PREFIX,
  ebNumber,
  ebNumberProblem,
  exceedsSpendingLimit,
  isEbChargeCode,
  itemCodeDisabled,
  itemCodeBudgetProblem,
  needsApprovalDocument,
  overBudgetMessage,
  SAP_POID_PATTERN,
  stagesFor,
  stepAfter,
  WORKFLOW_MESSAGES,
} from '../../src/lib/workflow';

describe('the wizard', () => {
  it('has the three steps', () => {
    expect(CHECKOUT_STEPS).toEqual(['Buyer Details', 'Attachment For Approver', 'Product Details']);
  });

  it("numbers batches 'WF_' and a timestamp", () => {
    expect(batchIdAt(1763900000123)).toBe('WF_1763900000123');
    expect(BATCH_ID_PATTERN.test(batchIdAt(Date.now()))).toBe(true);
    expect(BATCH_ID_PATTERN.test('WF_abc')).toBe(false);
    expect(BATCH_ID_PATTERN.test('XX_1763900000123')).toBe(false);
  });
});

describe('quotation ID', () => {
  it('takes 1 to 35 letters, digits, - or /', () => {
    for (const value of ['PO-2026/001', 'A', 'a'.repeat(35)]) expect(SAP_POID_PATTERN.test(value)).toBe(true);
    for (const value of ['', 'a'.repeat(36), 'PO 1', 'PO#1', 'PO_1']) expect(SAP_POID_PATTERN.test(value)).toBe(false);
  });
});

describe('stages at an amount', () => {
  const stages = [
    { stage: 2, fromAmount: 100_000, label: 'Finance Director' },
    { stage: 1, fromAmount: 0, label: 'Department Head' },
  ];

  it('applies a stage from its amount on, in stage order', () => {
    expect(stagesFor(stages, 99_999).map((stage) => stage.stage)).toEqual([1]);
    expect(stagesFor(stages, 100_000).map((stage) => stage.stage)).toEqual([1, 2]);
    expect(stagesFor([], 100)).toEqual([]);
  });
});

describe('the decisions an order waits for', () => {
  const stages = [
    { stage: 1, fromAmount: 0 },
    { stage: 2, fromAmount: 100_000 },
  ];

  it('are the stages its total reaches, budget approval before them or after them when over budget', () => {
    expect(approvalSteps(stages, 50_000, { overBudget: false, approvalFirst: true })).toEqual([1]);
    expect(approvalSteps(stages, 150_000, { overBudget: false, approvalFirst: false })).toEqual([1, 2]);
    expect(approvalSteps(stages, 150_000, { overBudget: true, approvalFirst: true })).toEqual([BUDGET_STAGE, 1, 2]);
    expect(approvalSteps(stages, 150_000, { overBudget: true, approvalFirst: false })).toEqual([1, 2, BUDGET_STAGE]);
  });

  it('follow one another to processing (null)', () => {
    const steps = [1, 2, BUDGET_STAGE];
    expect(stepAfter(steps, 1)).toBe(2);
    expect(stepAfter(steps, 2)).toBe(BUDGET_STAGE);
    expect(stepAfter(steps, BUDGET_STAGE)).toBeNull();
    expect(stepAfter([BUDGET_STAGE, 1], BUDGET_STAGE)).toBe(1);
  });
});

describe('spending limit', () => {
  it('is exceeded only above it; none without one', () => {
    expect(exceedsSpendingLimit(5_000_000, 5_000_000)).toBe(false);
    expect(exceedsSpendingLimit(5_000_000, 5_000_001)).toBe(true);
    expect(exceedsSpendingLimit(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('budget check', () => {
  const budget = { budgetLimit: 2_000_000, committed: 1_000_000, pending: 200_000 };

  it('is valid within what remains after spent and held amounts', () => {
    expect(checkBudget(budget, 800_000)).toEqual({
      valid: true,
      requiresApproval: false,
      budgetLimit: 2_000_000,
      currentSpent: 1_200_000,
      remainingBudget: 800_000,
      isWithinLimit: true,
      exceedsBy: 0,
      message: 'Within budget',
    });
  });

  it('is valid but requires approval over it, saying by how much', () => {
    expect(checkBudget(budget, 900_050)).toMatchObject({
      valid: true,
      requiresApproval: true,
      isWithinLimit: false,
      exceedsBy: 100_050,
      message: 'This order exceeds your budget limit by RM 1,000.50. It will require budget approval.',
    });
    // An overspent budget has nothing left, never a negative remainder.
    expect(checkBudget({ budgetLimit: 100, committed: 300, pending: 0 }, 50)).toMatchObject({
      remainingBudget: 0,
      exceedsBy: 50,
      requiresApproval: true,
    });
  });

  it('is invalid without a budget', () => {
    expect(checkBudget(null, 100)).toMatchObject({ valid: false, requiresApproval: false, message: WORKFLOW_MESSAGES.noBudget });
  });

  it('words the excess in RM', () => {
    expect(overBudgetMessage(123_456)).toBe('This order exceeds your budget limit by RM 1,234.56. It will require budget approval.');
  });
});

describe('approval document', () => {
  it('is needed at or above a configured amount, never when it is 0', () => {
    expect(needsApprovalDocument(500_000, 500_000, true)).toBe(true);
    expect(needsApprovalDocument(499_999, 500_000, true)).toBe(false);
    expect(needsApprovalDocument(10_000_000, 0, true)).toBe(false);
    // A company without an approval workflow has no approver to read one.
    expect(needsApprovalDocument(10_000_000, 500_000, false)).toBe(false);
  });

  it("says 'Orders over RM{amount} require approval attachment.'", () => {
    expect(approvalDocumentMessage(500_000)).toBe('Orders over RM5,000.00 require approval attachment.');
  });
});

describe('item codes', () => {
  it('disables a code whose remaining budget is below the line total, unless the budget is general or nothing remains', () => {
    expect(itemCodeDisabled('department', 30_000, 30_001)).toBe(true);
    expect(itemCodeDisabled('department', 30_000, 30_000)).toBe(false);
    expect(itemCodeDisabled('general', 30_000, 30_001)).toBe(false);
    expect(itemCodeDisabled('department', 0, 30_001)).toBe(false);
  });

  it("refuses an amount above an item code budget's remainder (nothing left included) or a code without a budget, unless the budget is general", () => {
    const budget = (budgetLimit: number, committed = 0, pending = 0) => ({ budgetLimit, committed, pending });
    // The server refuses what the select leaves enabled: nothing left is still too little.
    expect(itemCodeBudgetProblem('department', budget(30_000, 30_000), 30_001)).toBe('short');
    expect(itemCodeBudgetProblem('department', budget(30_000, 30_000), 0)).toBeNull();
    expect(itemCodeBudgetProblem('department', budget(50_000, 10_000, 10_000), 30_000)).toBeNull();
    expect(itemCodeBudgetProblem('department', budget(50_000, 30_000, 20_500), 1)).toBe('short');
    expect(itemCodeBudgetProblem('department', null, 1)).toBe('no_budget');
    expect(itemCodeBudgetProblem('none', null, 0)).toBe('no_budget');
    expect(itemCodeBudgetProblem('general', budget(30_000, 30_000), 30_001)).toBeNull();
    expect(itemCodeBudgetProblem('general', null, 30_001)).toBeNull();
  });
});

describe('EB numbers', () => {
  const parts = { chargeCode: '4105', year: '26', categoryCode: 'MT', input: '001', input2: 'A' };

  it('joins the prefix, charge code, year, category and the two inputs', () => {
    expect(EB_PREFIX).toBe('EB');
    expect(ebNumber(parts)).toBe('EB-4105-26-MT-001-A');
  });

  it('applies to a charge code named by exactly 4 digits', () => {
    expect(isEbChargeCode('4105')).toBe(true);
    expect(isEbChargeCode('410')).toBe(false);
    expect(isEbChargeCode('41055')).toBe(false);
    expect(isEbChargeCode('IT Refresh')).toBe(false);
  });

  it('names the first malformed part', () => {
    expect(ebNumberProblem(parts)).toBeNull();
    expect(ebNumberProblem({ ...parts, chargeCode: '41A5' })).toBe('The charge code must be 4 digits');
    expect(ebNumberProblem({ ...parts, year: '2026' })).toBe('The year must be 2 digits');
    expect(ebNumberProblem({ ...parts, categoryCode: '' })).toBe('The category code is required');
  });
});

describe('attachments', () => {
  const file = (name: string, size = 1000) => ({ name, size });

  it('reads the extension without case', () => {
    expect(attachmentProblem(file('Quote.PDF'), [])).toBeNull();
    expect(attachmentProblem(file('archive.tar.zip'), [])).toBeNull();
    expect(attachmentProblem(file('noext'), [])).toBe(ATTACHMENT_MESSAGES.type);
    expect(attachmentProblem(file('.pdf'), [])).toBe(ATTACHMENT_MESSAGES.type);
  });

  it('accepts the six types up to 10 MB, at most 3 to a slot', () => {
    expect(Object.keys(ALLOWED_TYPES).sort()).toEqual(['gif', 'jpeg', 'jpg', 'pdf', 'png', 'zip']);
    expect(ALLOWED_TYPES.jpg).toEqual(['image/jpeg']);
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_FILES_PER_SLOT).toBe(3);
    for (const name of ['a.gif', 'a.jpg', 'a.jpeg', 'a.png', 'a.zip', 'a.pdf'])
      expect(attachmentProblem(file(name, MAX_FILE_BYTES), [])).toBeNull();
  });

  it('refuses other types, 10 MB + 1 byte, a fourth file and a duplicate name, in that order', () => {
    expect(attachmentProblem(file('a.exe'), [])).toBe(ATTACHMENT_MESSAGES.type);
    expect(ATTACHMENT_MESSAGES.type).toBe('Invalid file type. Allowed: gif, jpg, png, jpeg, zip, pdf');
    expect(attachmentProblem(file('a.pdf', MAX_FILE_BYTES + 1), [])).toBe('File size exceeds 10MB limit');
    expect(attachmentProblem(file('d.pdf'), ['a.pdf', 'b.pdf', 'c.pdf'])).toBe('Maximum 3 files allowed');
    expect(attachmentProblem(file('a.pdf'), ['a.pdf'])).toBe('File a.pdf is already selected');
    expect(attachmentProblem(file('a.exe', MAX_FILE_BYTES + 1), ['a.exe', 'b', 'c'])).toBe(ATTACHMENT_MESSAGES.type);
  });
});
