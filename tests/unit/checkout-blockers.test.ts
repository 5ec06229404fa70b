import { describe, expect, it } from 'vitest';
import {
  fieldSelector,
  refusalBlockers,
  stepComplete,
  submitBlockers,
  type BlockerInput,
} from '../../src/widgets/checkout-wizard/blockers';

const ready: BlockerInput = {
  submitting: false,
  lineCount: 2,
  rechecking: false,
  uploading: false,
  uploadFailed: false,
  fieldErrors: [{}, {}, {}],
  lineProblems: [],
  vendorMinimumErrors: [],
  workflowHolds: [],
};

describe('why Submit is held', () => {
  it('holds nothing for a complete order, and nothing while it is being submitted', () => {
    expect(submitBlockers(ready)).toEqual([]);
    expect(submitBlockers({ ...ready, submitting: true, fieldErrors: [{ company_name: 'Required field' }, {}, {}] })).toEqual([]);
  });

  it('says only that the cart is empty when there is nothing to order', () => {
    expect(submitBlockers({ ...ready, lineCount: 0, uploading: true })).toEqual([
      { step: 2, field: null, message: 'Cart is empty. Cannot proceed to checkout.' },
    ]);
  });

  it('ties each reason to its step and field, in the order the buyer meets them', () => {
    const blockers = submitBlockers({
      ...ready,
      rechecking: true,
      uploading: true,
      fieldErrors: [
        { ship_street2: 'Required field' },
        { approval: 'Orders over RM5,000.00 require approval attachment.' },
        { 'item_code:7': 'Item code required for Gloves' },
      ],
      lineProblems: [{ skuId: 7, message: 'Minimum order quantity for Gloves is 10' }],
      vendorMinimumErrors: ['Orders from Maju in Masks must exceed RM 300.00; ...'],
      workflowHolds: [{ step: 0, field: 'project_id', message: 'Please select a charge code/project before validating budget' }],
    });
    expect(blockers.map(({ step, field }) => [step, field])).toEqual([
      [2, null],
      [0, 'ship_street2'],
      [1, null],
      [1, 'approval'],
      [2, 'line:7'],
      [2, null],
      [2, 'item_code:7'],
      [0, 'project_id'],
    ]);
  });

  it('names a field once, keeping its first reason', () => {
    const blockers = submitBlockers({
      ...ready,
      fieldErrors: [{ project_id: 'Required field' }, {}, {}],
      workflowHolds: [{ step: 0, field: 'project_id', message: 'Please select a charge code/project before validating budget' }],
    });
    expect(blockers).toEqual([{ step: 0, field: 'project_id', message: 'Required field' }]);
  });

  it('completes a step once it was opened and nothing of it holds the order', () => {
    const blockers = submitBlockers({ ...ready, fieldErrors: [{}, { order: 'An order attachment is required' }, {}] });
    const all = new Set([0, 1, 2] as const);
    expect([0, 1, 2].map((step) => stepComplete(blockers, step as 0 | 1 | 2, all))).toEqual([true, false, true]);
    // Nothing holds step 3, but the buyer has not opened it yet.
    expect(stepComplete(blockers, 2, new Set([0, 1] as const))).toBe(false);
  });

  it("puts each field a refused submit names at its step, as the wizard keys it, and a code's refusal at the field it concerns", () => {
    const places = { linesOfItemCode: (code: string) => (code === 'IC-1003' ? [7, 9] : []), projectField: 'project_id' as const };
    expect(
      refusalBlockers(
        {
          code: 'submit_fields_invalid',
          message: 'Please fill in the required fields',
          validation: [
            { field: 'delivery_date_request.3', message: 'The requested delivery date cannot be in the past' },
            { field: 'ship_pincode', message: 'Postcode 40000 is in Selangor' },
          ],
        },
        places,
      ),
    ).toEqual([
      { step: 0, field: 'delivery_date_request:3', message: 'The requested delivery date cannot be in the past' },
      { step: 0, field: 'ship_pincode', message: 'Postcode 40000 is in Selangor' },
    ]);
    const budget = { code: 'item_code_budget', message: 'Not enough budget left under item code IC-1003', item_code: 'IC-1003' };
    expect(refusalBlockers(budget, places)).toEqual([
      { step: 2, field: 'item_code:7', message: budget.message },
      { step: 2, field: 'item_code:9', message: budget.message },
    ]);
    expect(refusalBlockers({ code: 'approval_document_required', message: 'Needed' }, places)).toEqual([
      { step: 1, field: 'approval', message: 'Needed' },
    ]);
    expect(refusalBlockers({ code: 'no_other_approver', message: 'Nobody else' }, places)).toEqual([
      { step: 0, field: 'project_id', message: 'Nobody else' },
    ]);
    // Stock and a spending limit concern no field: the wizard's own checks show them again.
    expect(refusalBlockers({ code: 'insufficient_stock', message: 'Some items have insufficient stock' }, places)).toEqual([]);
  });

  it('finds the element a field names', () => {
    expect(fieldSelector('approval')).toBe('[data-slot="approval"] input[type="file"]');
    expect(fieldSelector('line:7')).toBe('[data-sku="7"]');
    expect(fieldSelector('item_code:7')).toBe('[name="item_code_7"]');
    expect(fieldSelector('delivery_date_request:3')).toBe('[name="delivery_date_request_3"]');
    expect(fieldSelector('ship_street2')).toBe('[name="ship_street2"]');
  });
});
