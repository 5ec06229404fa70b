import type { StoryObj } from '@storybook/web-components-vite';
import type { WorkshopParameters } from './story-setup';

/* The states most elements have, as story fragments. */

type Story = StoryObj;

/** The story at a phone's width (390 px), in the toolbar's viewport and in the workshop's test (its `phone` tag). */
export const PHONE: Story = { tags: ['phone'], globals: { viewport: { value: 'phone', isRotated: false } } };

export const workshop = (parameters: WorkshopParameters): Story => ({ parameters: { workshop: parameters } });

/** A visitor: the element asks them to sign in. */
export const visitor = (ready = '[part="sign-in"]'): Story => workshop({ persona: null, ready });

/** The signed-in buyer's collections are empty. */
export const empty = (ready = '[part="empty"]'): Story => workshop({ empty: true, ready });

/** `call` (`METHOD /path`) fails with a 500. */
export const failing = (call: RegExp, ready = '[part="error"]'): Story => workshop({ fail: [call], ready });

/** `call` gets no answer while the story shows. */
export const loading = (call: RegExp, ready = '[part="skeleton"]'): Story => workshop({ hold: [call], ready });
