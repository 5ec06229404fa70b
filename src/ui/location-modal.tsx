import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postcodeBlocksSubmit } from '../lib/location';
import { setLocation } from '../store/actions';
import { $locationDialog, closeLocationDialog, openLocationDialog } from '../store/dialogs';
import { $hasLocation, $location } from '../store/location';
import { Dialog } from './dialog';
import { emit } from './events';
import { $locationStrings } from './location-strings';
import * as ui from './ui.css';
import { useLocationForm } from './use-location-form';

/**
 * The location modal (spec 1 section 2.3), driven by $locationDialog. It opens by itself while no
 * location is set, and Escape closes it only once one is.
 */
export function LocationModal() {
  const t = useStore($locationStrings);
  const { open } = useStore($locationDialog);
  const hasLocation = useStore($hasLocation);
  const location = useStore($location);
  const form = useLocationForm(open, location);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!$hasLocation.get()) openLocationDialog(true);
  }, []);

  const blocked = !form.state || !form.district || postcodeBlocksSubmit(form.postcode) || saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setSaving(true);
    await setLocation(form.state, form.district, form.postcode.trim());
    setSaving(false);
    closeLocationDialog();
    const saved = $location.get();
    if (saved) emit(formRef.current, 'lapasar-location-change', saved);
  };

  return (
    <Dialog
      open={open}
      title={t.title}
      dismissible={hasLocation}
      onDismiss={closeLocationDialog}
      part="location-dialog"
      closeLabel={t.close}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="lapasar-postcode">
            {t.postcode}
          </label>
          <input
            id="lapasar-postcode"
            className={ui.input}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={t.postcodeHint}
            value={form.postcode}
            onChange={(event) => form.setPostcode(event.target.value)}
            onBlur={() => void form.lookUpPostcode()}
          />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="lapasar-state">
            {t.state}
          </label>
          <select
            id="lapasar-state"
            className={ui.input}
            name="state"
            required
            value={form.state}
            onChange={(event) => form.chooseState(event.target.value)}
          >
            <option value="">{t.chooseState}</option>
            {form.states.map((state) => (
              <option key={state.id} value={state.name}>
                {state.name}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="lapasar-district">
            {t.district}
          </label>
          <select
            id="lapasar-district"
            className={ui.input}
            name="district"
            required
            value={form.district}
            disabled={!form.state}
            onChange={(event) => form.setDistrict(event.target.value)}
          >
            <option value="">{t.chooseDistrict}</option>
            {form.districts.map((district) => (
              <option key={`${district.id}-${district.name}`} value={district.name}>
                {district.name}
              </option>
            ))}
          </select>
        </div>
        {form.districtsFailed && (
          <p className={ui.errorText} role="alert">
            {t.districtsFailed}
          </p>
        )}
        {form.state && !form.district && (
          <p className={ui.errorText} part="district-required">
            {t.districtRequired}
          </p>
        )}
        <button type="submit" className={ui.primaryButton} disabled={blocked} part="location-submit">
          {saving ? t.saving : t.submit}
        </button>
      </form>
    </Dialog>
  );
}
