import { useDialogHost } from '../../ui/dialog-host';
import { LocationButton } from '../../ui/location-button';
import { LocationModal } from '../../ui/location-modal';
import * as styles from './location-picker.css';

/** lapasar-location-picker: the current location as a button, and the location modal. */
export function LocationPickerView() {
  const hostsModal = useDialogHost('location');
  return (
    <>
      <LocationButton className={styles.button} />
      {hostsModal && <LocationModal />}
    </>
  );
}
