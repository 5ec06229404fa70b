/** The COVID CARE ITEMS tabs by category id (spec 1 section 2.4). */
export const COVID_TABS: readonly { id: number | 'covidAll'; label: string }[] = [
  { id: 'covidAll', label: 'All items' },
  { id: 2756, label: 'Face mask' },
  { id: 2757, label: 'Thermometer' },
  { id: 2758, label: 'Sanitizers' },
  { id: 2759, label: 'Gloves' },
  { id: 2760, label: 'Face protection' },
  { id: 2761, label: 'Full body protection' },
];

/** A COVID tab's label, or null for an id that is not one. */
export function covidTabLabel(id: number | 'covidAll'): string | null {
  return COVID_TABS.find((tab) => tab.id === id)?.label ?? null;
}
