import { useStore } from '@nanostores/react';
import { atom, type WritableAtom } from 'nanostores';
import type { FetcherValue } from '@nanostores/query';
import { useId, useState } from 'react';
import { chargeCodesStore, type Choice } from '../../store/company-choices';
import { newQueryScope } from '../../store/query';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';

/** The location a form has chosen ('' for none yet) and the charge codes read for it. */
export interface PlaceChoice {
  $location: WritableAtom<string>;
  location: string;
  chargeCodes: FetcherValue<Choice[]>;
}

/** A form's choice of location, with the charge codes of the location chosen. */
export function usePlaceChoice(initialLocation = ''): PlaceChoice {
  const [$location] = useState(() => atom(initialLocation));
  const [$chargeCodes] = useState(() => chargeCodesStore($location, newQueryScope()));
  return { $location, location: useStore($location), chargeCodes: useStore($chargeCodes) };
}

type PickerField = 'location' | 'chargeCode';

export interface PlacePickerProps {
  choice: PlaceChoice;
  locations: Choice[];
  words: { location: string; chooseLocation: string; chargeCode: string };
  /** The charge code's empty option: the whole location, or every charge code. */
  noChargeCode: string;
  /** The charge code chosen at first, once its location's charge codes are read. */
  initialChargeCode?: number;
  /** Said under the charge code when the location chosen has none. */
  noChargeCodes?: string;
  /** The narrow selects of a form in a row. */
  inline?: boolean;
  /** What ties a field to the form's refusal (aria-invalid, aria-describedby). */
  described?: (field: PickerField) => object;
}

/** A location and one of its charge codes (fields `location` and `chargeCode`): the charge codes offered follow the location. */
export function PlacePicker(props: PlacePickerProps) {
  const { choice, locations, words, noChargeCode, initialChargeCode, noChargeCodes, inline, described } = props;
  const ids = useId();
  const { $location, location, chargeCodes } = choice;
  const className = inline ? `${ui.input} ${styles.select}` : ui.input;
  const options = (choices: Choice[]) =>
    choices.map((entry) => (
      <option key={entry.id} value={entry.id}>
        {entry.name}
      </option>
    ));
  return (
    <>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${ids}-location`}>
          {words.location}
        </label>
        <select
          id={`${ids}-location`}
          name="location"
          className={className}
          value={location}
          onChange={(event) => $location.set(event.currentTarget.value)}
          {...described?.('location')}
        >
          <option value="">{words.chooseLocation}</option>
          {options(locations)}
        </select>
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${ids}-charge-code`}>
          {words.chargeCode}
        </label>
        <select
          id={`${ids}-charge-code`}
          name="chargeCode"
          className={className}
          // Made again once the charge codes arrive, so the one chosen at first is selected.
          key={initialChargeCode === undefined ? undefined : `${location}:${chargeCodes.data?.length ?? 0}`}
          defaultValue={initialChargeCode ?? ''}
          {...described?.('chargeCode')}
        >
          <option value="">{noChargeCode}</option>
          {options(chargeCodes.data ?? [])}
        </select>
        {noChargeCodes && location && chargeCodes.data?.length === 0 && <p className={styles.muted}>{noChargeCodes}</p>}
      </div>
    </>
  );
}
