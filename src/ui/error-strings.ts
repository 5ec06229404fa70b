import { catalogue } from '../store/language';

/** An element's error state. */
export const $strings = catalogue(
  'error-boundary',
  {
    failed: 'Something went wrong. Please try again.',
    tryAgain: 'Try Again',
  },
  () => import('./error-strings.ms'),
);
