import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import type { CompanyChargeCode, CompanyLocation, CompanyPerson, CompanyPersonAccess, YesNo } from '../../api/types';
import { fill } from '../../lib/fill';
import { companyChargeCodesStore, companyLocationsStore, personAccessStore, setPersonAccess } from '../../store/company-places';
import { newQueryScope } from '../../store/query';
import { Dialog } from '../../ui/dialog';
import { useServerText } from '../../ui/server-text';
import { StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import { $accessStrings } from './access-strings';
import * as styles from './company-admin.css';

interface AccessDialogProps {
  person: CompanyPerson;
  /** Closes the dialog; the opener takes the keyboard back. */
  onClose: () => void;
}

/** Every one, or the ids chosen among `items` (those listed before, archived since, stay listed). */
function ChoiceList<T extends { id: number; archived: boolean }>(props: {
  legend: string;
  labels: { all: string; chosen: string };
  name: string;
  items: T[];
  all: boolean;
  chosen: number[];
  labelOf: (item: T) => string;
  part: string;
}) {
  const { legend, labels, name, items, labelOf, part } = props;
  const t = useStore($accessStrings);
  const [all, setAll] = useState(props.all);
  const [chosen, setChosen] = useState(props.chosen);
  const shown = items.filter((item) => !item.archived || chosen.includes(item.id));
  return (
    <fieldset className={ui.plainFieldset} part={part}>
      <legend className={ui.label}>{legend}</legend>
      <ul className={ui.choiceList}>
        <li>
          <label className={styles.check}>
            <input type="radio" name={`${name}-all`} checked={all} onChange={() => setAll(true)} />
            {labels.all}
          </label>
        </li>
        <li>
          <label className={styles.check}>
            <input type="radio" name={`${name}-all`} checked={!all} onChange={() => setAll(false)} />
            {labels.chosen}
          </label>
          {!all && (
            <ul className={`${ui.choiceList} ${styles.nested}`}>
              {shown.length === 0 && <li className={styles.muted}>{t.none}</li>}
              {shown.map((item) => (
                <li key={item.id}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      name={name}
                      value={item.id}
                      checked={chosen.includes(item.id)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setChosen((current) => (on ? [...current, item.id] : current.filter((id) => id !== item.id)));
                      }}
                    />
                    {labelOf(item)} {item.archived && t.archived}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </li>
      </ul>
    </fieldset>
  );
}

/** The form of one person's access, from what the server answered; a save says what the server now holds. */
function AccessForm({
  access,
  locations,
  chargeCodes,
}: {
  access: CompanyPersonAccess;
  locations: CompanyLocation[];
  chargeCodes: CompanyChargeCode[];
}) {
  const t = useStore($accessStrings);
  const serverText = useServerText();
  const ids = useId();
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    // A radio's checked state is React's; the form holds only the boxes ticked.
    const form = event.currentTarget;
    const every = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}-all"]`)?.checked ?? true;
    const listed = (name: string) => data.getAll(name).map(Number);
    const view = String(data.get('viewSlInfo') ?? '');
    setBusy(true);
    try {
      const saved = await setPersonAccess(access.userId, {
        locationIds: every('locations') ? 'all' : listed('locations'),
        chargeCodeIds: every('chargeCodes') ? 'all' : listed('chargeCodes'),
        pickChargeCodes: data.get('pickChargeCodes') === 'on',
        viewSlInfo: view === '' ? null : (view as YesNo),
      });
      const count = (all: boolean, n: number) => (all ? t.every : fill(t.counted, { n }));
      setSaid({
        text: fill(t.saved, {
          name: saved.name,
          locations: `${t.locations.toLowerCase()}: ${count(saved.allLocations, saved.locations.length)}`,
          chargeCodes: `${t.chargeCodes.toLowerCase()}: ${count(saved.allChargeCodes, saved.chargeCodes.length)}`,
        }),
      });
    } catch (failure) {
      setSaid({ text: serverText(failure, t.saveFailed), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const yesNo = (value: YesNo) => (value === 'Y' ? t.yes : t.no);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} part="access-form">
      <ChoiceList
        legend={t.locations}
        labels={{ all: t.allLocations, chosen: t.chosenLocations }}
        name="locations"
        items={locations}
        all={access.allLocations}
        chosen={access.locations.map((location) => location.id)}
        labelOf={(location) => location.name}
        part="access-locations"
      />
      <ChoiceList
        legend={t.chargeCodes}
        labels={{ all: t.allChargeCodes, chosen: t.chosenChargeCodes }}
        name="chargeCodes"
        items={chargeCodes}
        all={access.allChargeCodes}
        chosen={access.chargeCodes.map((code) => code.id)}
        labelOf={(code) => `${code.code} ${code.name} (${code.locationName})`}
        part="access-charge-codes"
      />
      <label className={styles.check}>
        <input type="checkbox" name="pickChargeCodes" defaultChecked={access.pickChargeCodes} part="access-pick-charge-codes" />
        {t.pickChargeCodes}
      </label>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${ids}-view`}>
          {t.viewSlInfo}
        </label>
        <select id={`${ids}-view`} name="viewSlInfo" className={ui.input} defaultValue={access.viewSlInfo ?? ''} part="access-view-sl-info">
          <option value="">{fill(t.companyDefault, { value: yesNo(access.companyViewSlInfo) })}</option>
          <option value="Y">{t.yes}</option>
          <option value="N">{t.no}</option>
        </select>
      </div>
      <StatusLine said={said} part="access-status" />
      <div>
        <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part="access-save">
          {busy ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}

/** One person's access in a dialog: every location and charge code or those chosen, charge codes at checkout, view_sl_info. */
export function AccessDialog({ person, onClose }: AccessDialogProps) {
  const t = useStore($accessStrings);
  const serverText = useServerText();
  const [stores] = useState(() => {
    const scope = newQueryScope();
    return {
      access: personAccessStore(person.id, scope),
      locations: companyLocationsStore(scope),
      chargeCodes: companyChargeCodesStore(scope),
    };
  });
  const access = useStore(stores.access);
  const locations = useStore(stores.locations);
  const chargeCodes = useStore(stores.chargeCodes);
  const failure = access.error ?? locations.error ?? chargeCodes.error;

  return (
    <Dialog open title={fill(t.title, { name: person.name })} dismissible onDismiss={onClose} part="access" closeLabel={t.close}>
      <p className={styles.muted}>{fill(t.intro, { name: person.name })}</p>
      {access.data && locations.data && chargeCodes.data ? (
        <AccessForm access={access.data} locations={locations.data} chargeCodes={chargeCodes.data} />
      ) : failure !== undefined ? (
        <p className={ui.errorText} role="alert" part="access-error">
          {serverText(failure, t.loadFailed)}
        </p>
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </Dialog>
  );
}
