import type { ReadableAtom } from 'nanostores';
import { checkoutForm, itemCodes, locationProjects } from '../api/workflow';
import { $administratorKey } from './company';
import { createFetcherStore } from './query';

/*
 * What an administrator picks a budget's or a workflow's location, charge code and item code from:
 * the checkout's lists until the company's own location routes take their place.
 */

/** A location, charge code or item code to choose. */
export interface Choice {
  id: number;
  name: string;
}

/** The company's locations, as checkout lists them. */
export const companyLocationsStore = (scope: string) =>
  createFetcherStore<Choice[]>(['company-locations/', $administratorKey, scope], {
    fetcher: async () => (await checkoutForm()).locations.map((location) => ({ id: location.recid, name: location.location_name })),
  });

/** The charge codes of a location ('' or 0: none chosen yet). */
export const chargeCodesStore = (location: ReadableAtom<string>, scope: string) =>
  createFetcherStore<Choice[]>(['company-charge-codes/', $administratorKey, scope, '/', location], {
    fetcher: async (...parts) => {
      const locationId = Number(parts.at(-1));
      if (!locationId) return [];
      return (await locationProjects(locationId)).map((project) => ({
        id: project.project_id,
        name: `${project.project_code} ${project.project_name}`,
      }));
    },
  });

/** The company's item codes. */
export const itemCodesStore = (scope: string) =>
  createFetcherStore<Choice[]>(['company-item-codes/', $administratorKey, scope], {
    fetcher: async () => (await itemCodes()).map((code) => ({ id: code.recid, name: `${code.code} ${code.description}` })),
  });
