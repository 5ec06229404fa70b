import { catalogue } from '../../store/language';

/** User-facing text of the product parts: rating and variant options (spec 1 sections 2.5, 2.6). */
export const $productStrings = catalogue(
  'product-parts',
  {
    rating: 'Rating {n} out of 5',
    chooseOption: 'Select {name}',
  } as const,
  () => import('./strings.ms'),
);
