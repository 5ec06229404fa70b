import { expect } from 'vitest';
import { SERVER_ERRORS, wordRefusal } from '../../../src/ui/server-text';

/**
 * Holds a refusal the server sent to the elements' catalogue of error words (src/ui/server-text.ts):
 * its code is there, and one of the code's English texts reads exactly as the server's message, so
 * an element in Bahasa Malaysia words it from the code instead of showing the English.
 */
export function expectWordedByCode(body: { error?: string; code?: string }): void {
  const english = body.code === undefined ? undefined : SERVER_ERRORS[body.code];
  expect(english, `${body.code} in src/ui/server-text.ts`).toBeDefined();
  expect(wordRefusal(english!, english!, body.error ?? '', {}), body.error).toBe(body.error);
}
