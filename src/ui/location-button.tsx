import { useStore } from '@nanostores/react';
import { isLocationComplete } from '../lib/location';
import { openLocationDialog } from '../store/dialogs';
import { $location } from '../store/location';
import { $locationStrings } from './location-strings';

/** The button that shows the current location and opens the location modal. */
export function LocationButton({ className }: { className: string }) {
  const t = useStore($locationStrings);
  const location = useStore($location);
  const text = location && isLocationComplete(location) ? `${location.state}, ${location.district}` : t.notSet;
  return (
    <button
      type="button"
      className={className}
      part="location-button"
      aria-haspopup="dialog"
      aria-label={`${t.button}: ${text}`}
      onClick={() => openLocationDialog()}
    >
      {/* An outline pin drawn inline: emoji fonts are not on every machine. */}
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>{' '}
      {text}
    </button>
  );
}
