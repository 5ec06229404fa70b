import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useState } from 'react';
import { getDashboardSummary, type DashboardSummary } from '../../api/dashboard';
import { $viewerKey, createFetcherStore, newQueryScope } from '../../store/query';
import { $isEnergyBuyer } from '../../store/session';

// Only a signed-in energy buyer has a dashboard to load: anyone else asks for nothing.
const $energyBuyerKey = computed([$viewerKey, $isEnergyBuyer], (viewer, energy) => (viewer !== 'visitor' && energy ? viewer : null));

/** The dashboard summary in this element's own query scope, with Try Again. */
export function useSummary() {
  const [$summary] = useState(() =>
    createFetcherStore<DashboardSummary>(['dashboard-summary/', $energyBuyerKey, newQueryScope()], { fetcher: getDashboardSummary }),
  );
  const { data, error } = useStore($summary);
  return { data, error, retry: () => $summary.invalidate() };
}
