import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { CompanyLocation } from '../../api/types';
import { ADDRESS_FIELDS, addressLine, addressOf, type AddressField } from '../../lib/company-places';
import { fill } from '../../lib/fill';
import { archiveLocation, companyLocationsStore, saveLocation } from '../../store/company-places';
import { newQueryScope } from '../../store/query';
import { useServerText } from '../../ui/server-text';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { PlaceForm, type FieldSpec, type PlaceFormHandle } from './place-form';
import { PlaceTable, SaidLine, type Said } from './place-table';
import { $placeStrings } from './places-strings';
import { $strings } from './strings';

/** The fields of an address, labelled, with a place's values to start from. */
export function addressFieldSpecs(
  t: ReturnType<typeof $placeStrings.get>,
  address?: Partial<Record<AddressField, string>> | null,
): FieldSpec[] {
  return ADDRESS_FIELDS.map((name) => ({ name, label: t[name], defaultValue: address?.[name], state: name === 'state' }));
}

/** The company's delivery locations (archived ones apart), added, changed, archived after a confirmation and restored. */
export function LocationsSection() {
  const t = useStore($placeStrings);
  const common = useStore($strings);
  const serverText = useServerText();
  const [$locations] = useState(() => companyLocationsStore(newQueryScope()));
  const { data, error } = useStore($locations);
  const [said, setSaid] = useState<Said | null>(null);
  const [editing, setEditing] = useState<CompanyLocation | null>(null);
  const form = useRef<PlaceFormHandle>(null);

  if (!data) {
    return error !== undefined ? (
      <div className={styles.message} role="alert" part="error">
        <p>{serverText(error, common.loadFailed)}</p>
        <button type="button" className={ui.button} onClick={() => $locations.invalidate()}>
          {common.tryAgain}
        </button>
      </div>
    ) : (
      <p role="status">{common.loading}</p>
    );
  }

  const edit = (location: CompanyLocation | null) => {
    setEditing(location);
    // The form remounts with the place's values; start on its first field.
    requestAnimationFrame(() => form.current?.focus());
  };

  return (
    <section className={styles.section} aria-labelledby="company-locations-title" part="locations">
      <h3 id="company-locations-title" className={styles.sectionTitle}>
        {common.locations}
      </h3>
      <p className={styles.muted}>{t.locationsIntro}</p>
      <SaidLine said={said} part="locations-status" />
      {data.length === 0 && (
        <p className={styles.muted} part="no-locations">
          {t.noLocations}
        </p>
      )}
      <PlaceTable
        items={data}
        titles={{ inUse: t.locationsTable, archived: t.archivedLocations }}
        columns={[
          { label: t.name, cell: (location) => location.name },
          { label: t.address, cell: addressLine },
          { label: t.openOrders, cell: (location) => location.openOrders },
        ]}
        nameOf={(location) => location.name}
        onChange={edit}
        archive={(location, step) => archiveLocation(location.id, step)}
        say={setSaid}
        part="location"
      />
      <PlaceForm
        key={editing?.id ?? 'new'}
        ref={form}
        title={editing ? fill(t.changeLocation, { name: editing.name }) : t.addLocation}
        fields={[{ name: 'name', label: t.name, defaultValue: editing?.name }, ...addressFieldSpecs(t, editing)]}
        onSubmit={async (values) => {
          const saved = await saveLocation({ name: values.name, ...addressOf(values) }, editing?.id);
          setSaid({ text: fill(t.saved, { name: saved.name }) });
          if (editing) edit(null);
        }}
        onCancel={editing ? () => edit(null) : undefined}
        part="location-form"
      />
    </section>
  );
}
