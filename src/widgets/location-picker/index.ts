import { closeLocationDialog, openLocationDialog } from '../../store/dialogs';
import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { LocationPickerView } from './location-picker';
import css from './location-picker.css?inline';

/**
 * The delivery location: a button showing the current state and district, and a modal with
 * postcode, state and district. The modal opens by itself while no location is set, and Escape
 * closes it only once one is. A postcode of 5 or more characters fills state and district.
 *
 * @summary Delivery location button and modal.
 * @tagname lapasar-location-picker
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set.
 * @csspart location-button - The button showing the location.
 * @csspart location-dialog - The modal.
 * @csspart location-submit - The Set Location button.
 * @csspart district-required - The district-required message.
 * @cssproperty --lapasar-color-primary - Button colour.
 * @cssproperty --lapasar-color-border - Field borders.
 */
export class LapasarLocationPicker extends elementClass(LocationPickerView, {}, lazySheet(css)) {
  /** Opens the location modal. */
  open(): void {
    openLocationDialog();
  }

  /** Closes the location modal. */
  close(): void {
    closeLocationDialog();
  }
}

export const tagName = 'lapasar-location-picker';

/** Defines lapasar-location-picker (once per page). */
export function define(): void {
  defineElement(tagName, LapasarLocationPicker);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-location-picker': LapasarLocationPicker;
  }
}
