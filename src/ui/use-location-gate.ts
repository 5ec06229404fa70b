import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { openLocationDialog } from '../store/dialogs';
import { $hasLocation, $location } from '../store/location';

/**
 * Listings need a location (spec 1 section 2.7): without a state and district the chooser is
 * forced open and the caller fetches nothing. Returns a key that changes with the location.
 */
export function useLocationGate(): string | null {
  const hasLocation = useStore($hasLocation);
  const location = useStore($location);
  useEffect(() => {
    if (!hasLocation) openLocationDialog(true);
  }, [hasLocation]);
  return hasLocation && location ? `${location.state}|${location.district}` : null;
}
