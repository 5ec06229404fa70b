import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { workshop } from '../states';

const meta = {
  title: 'Orders/Order success',
  component: 'lapasar-order-success',
  args: { 'po-id': 'PO-20260512-000042', 'created-date': '2026-05-12T02:14:00.000Z' },
  parameters: { workshop: { persona: 'buyer', ready: '[part="outcome"]' } },
} satisfies Meta;
export default meta;

/** Waiting for workflow approval, with the order's stages. */
export const Submitted: StoryObj = {};
/** Over its budget: budget approval comes first. */
export const BudgetPending: StoryObj = { name: 'Budget pending', args: { 'po-id': 'PO-20260509-000037', 'budget-pending': true } };
/** An edited order: its approval starts again. */
export const Edited: StoryObj = { args: { edited: true } };
/** No order to show: a visitor, an order of someone else's, or no po-id. */
export const Invalid: StoryObj = { args: { 'po-id': undefined }, ...workshop({ ready: '[part="invalid"]' }) };
export const Visitor: StoryObj = workshop({ persona: null, ready: '[part="invalid"]' });
