import { useStore } from '@nanostores/react';
import { isLocationComplete } from '../lib/location';
import { openLocationDialog } from '../store/dialogs';
import { $location } from '../store/location';
import { locationStrings as t } from './location-strings';

/** The button that shows the current location and opens the location modal. */
export function LocationButton({ className }: { className: string }) {
  const location = useStore($location);
  const text = location && isLocationComplete(location) ? `${location.state}, ${location.district}` : t.notSet;
  return (
    <button type="button" className={className} part="location-button" aria-haspopup="dialog" aria-label={`${t.button}: ${text}`} onClick={() => openLocationDialog()}>
      <span aria-hidden="true">📍</span> {text}
    </button>
  );
}
