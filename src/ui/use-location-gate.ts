import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { openLocationDialog } from '../store/dialogs';
import { $hasLocation } from '../store/location';
import { $locationKey } from '../store/query';

/**
 * Listings need a location (spec 1 section 2.7): without a state and district the chooser is
 * forced open and the caller fetches nothing. Returns a key that changes with the location.
 */
export function useLocationGate(): string | null {
  const hasLocation = useStore($hasLocation);
  useEffect(() => {
    if (!hasLocation) openLocationDialog(true);
  }, [hasLocation]);
  return useStore($locationKey);
}
