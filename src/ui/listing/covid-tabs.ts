import type { StoreValue } from 'nanostores';
import { catalogue } from '../../store/language';

/** The COVID CARE ITEMS tabs' labels by category id (spec 1 section 2.4), in the language in force. */
export const $covidTabLabels = catalogue(
  'covid-tabs',
  {
    covidAll: 'All items',
    2756: 'Face mask',
    2757: 'Thermometer',
    2758: 'Sanitizers',
    2759: 'Gloves',
    2760: 'Face protection',
    2761: 'Full body protection',
  } as const,
  () => import('./covid-tabs.ms'),
);

export type CovidTabLabels = StoreValue<typeof $covidTabLabels>;

/** The COVID tabs in their order: all items, then the categories 2756..2761. */
const COVID_TAB_IDS = ['covidAll', 2756, 2757, 2758, 2759, 2760, 2761] as const;

export type CovidTabId = (typeof COVID_TAB_IDS)[number];

/** The tabs with their labels in the language of `labels`. */
export const covidTabs = (labels: CovidTabLabels): { id: CovidTabId; label: string }[] =>
  COVID_TAB_IDS.map((id) => ({ id, label: labels[id] }));

/** A COVID tab's label, or null for an id that is not one. */
export function covidTabLabel(id: number | 'covidAll', labels: CovidTabLabels): string | null {
  return (COVID_TAB_IDS as readonly (number | string)[]).includes(id) ? labels[id as CovidTabId] : null;
}
