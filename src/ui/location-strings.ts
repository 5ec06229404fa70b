import { catalogue } from '../store/language';

/** User-facing text of the location picker and modal (spec 1 sections 2.3 and 8). */
export const $locationStrings = catalogue(
  'location',
  {
    title: 'Set your delivery location',
    button: 'Location',
    notSet: 'Set location',
    postcode: 'Postcode',
    postcodeHint: 'Optional',
    state: 'State',
    district: 'District',
    chooseState: 'Select state',
    chooseDistrict: 'Select district',
    submit: 'Set Location',
    close: 'Close',
    districtRequired: '* Please select a district to continue',
    districtsFailed: 'Failed to load districts. Please try again later.',
    saving: 'Saving...',
  } as const,
  () => import('./location-strings.ms'),
);
