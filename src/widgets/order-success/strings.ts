import { catalogue } from '../../store/language';

/** User-facing text of lapasar-order-success (spec 2 sections 2 and 8). */
export const $strings = catalogue(
  'order-success',
  {
    invalid: 'Invalid order information. Please check your order history.',
    title: 'Order Submitted Successfully',
    checking: 'Checking your order...',
    reference: 'Order ID: {poId}',
    created: 'Submitted on {date}',
    pendingWorkflow: 'Your order is waiting for workflow approval.',
    pendingBudget: 'Your order exceeds the budget: it is waiting for budget approval before workflow approval.',
    processingNow: 'Your order is being processed.',
    ended: 'Your order is now: {status}.',
    edited: 'Your order was edited, so its approval starts again from the first stage.',
    progress: 'Order progress',
    submitted: 'Submitted',
    budgetApproval: 'Budget approval',
    workflowApproval: 'Workflow approval',
    processing: 'Order processing',
    complete: 'Complete',
    inProgress: 'In progress',
    waiting: 'Waiting',
    viewOrders: 'View Orders',
    viewPreOrders: 'View Pre-Orders',
    backToCart: 'Back to Cart',
    dashboard: 'Go to Dashboard',
  } as const,
  () => import('./strings.ms'),
);
