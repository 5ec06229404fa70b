import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CompanyLocation } from '../../api/types';
import { addressLine, addressOf } from '../../lib/company-places';
import { fill } from '../../lib/fill';
import { archiveLocation, companyLocationsStore, saveLocation } from '../../store/company-places';
import { newQueryScope } from '../../store/query';
import { NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import * as styles from './company-admin.css';
import { addressFieldSpecs, PlaceForm, usePlaceEditing } from './place-form';
import { PlaceTable } from './place-table';
import { $placeStrings } from './places-strings';
import { $strings } from './strings';

/** The company's delivery locations (archived ones apart), added, changed, archived after a confirmation and restored. */
export function LocationsSection() {
  const t = useStore($placeStrings);
  const common = useStore($strings);
  const [$locations] = useState(() => companyLocationsStore(newQueryScope()));
  const { data, error } = useStore($locations);
  const [said, setSaid] = useState<Said | null>(null);
  const { editing, edit, form } = usePlaceEditing<CompanyLocation>();

  if (!data) return <NotLoaded error={error} words={common} onRetry={() => $locations.invalidate()} />;

  return (
    <section className={styles.section} aria-labelledby="company-locations-title" part="locations">
      <h3 id="company-locations-title" className={styles.sectionTitle}>
        {common.locations}
      </h3>
      <p className={styles.muted}>{t.locationsIntro}</p>
      <StatusLine said={said} part="locations-status" />
      <PlaceTable
        items={data}
        empty={t.noLocations}
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
