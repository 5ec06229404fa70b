import { catalogue } from '../store/language';

/** User-facing text of add to compare (spec 1 sections 2.6 and 5). */
export const $compareStrings = catalogue(
  'compare-button',
  {
    compare: 'Compare',
    label: 'Add {name} to compare',
    added: '{name} added to Comparison {n}',
    failed: 'Failed to add to compare',
  } as const,
  () => import('./compare-strings.ms'),
);
