import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { CompanyChargeCode, CompanyItemCode, CompanyLocation } from '../../api/types';
import { addressLine, addressOf } from '../../lib/company-places';
import { fill } from '../../lib/fill';
import {
  archiveChargeCode,
  archiveItemCode,
  companyChargeCodesStore,
  companyItemCodesStore,
  companyLocationsStore,
  saveChargeCode,
  saveItemCode,
} from '../../store/company-places';
import { newQueryScope } from '../../store/query';
import { LoadFailed, NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { addressFieldSpecs, PlaceForm, usePlaceEditing } from './place-form';
import { PlaceTable } from './place-table';
import { $placeStrings } from './places-strings';
import { $strings } from './strings';

/** The charge codes of one location, chosen from the company's, each with its own address or the location's. */
function ChargeCodes({ locations }: { locations: CompanyLocation[] }) {
  const t = useStore($placeStrings);
  const common = useStore($strings);
  const ids = useId();
  const [$codes] = useState(() => companyChargeCodesStore(newQueryScope()));
  const { data, error } = useStore($codes);
  const [chosen, setChosen] = useState<number | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const { editing, edit, form, setEditing } = usePlaceEditing<CompanyChargeCode>();
  const [ownAddress, setOwnAddress] = useState(false);

  const location = locations.find((entry) => entry.id === chosen) ?? locations.find((entry) => !entry.archived) ?? locations[0];
  if (!location) return <p className={styles.muted}>{t.needLocation}</p>;
  const codes = data?.filter((code) => code.locationId === location.id);
  const change = (code: CompanyChargeCode | null) => {
    setOwnAddress(code?.address != null);
    edit(code);
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="charge-codes">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t.chargeCodes}
      </h3>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${ids}-location`}>
          {t.locationOf}
        </label>
        <select
          id={`${ids}-location`}
          className={`${ui.input} ${styles.select}`}
          value={location.id}
          onChange={(event) => {
            setChosen(Number(event.currentTarget.value));
            setOwnAddress(false);
            setEditing(null);
          }}
          part="charge-code-location"
        >
          {locations.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.archived ? `${entry.name} (${t.archived})` : entry.name}
            </option>
          ))}
        </select>
      </div>
      <StatusLine said={said} part="charge-codes-status" />
      {!data && error !== undefined && <LoadFailed error={error} words={common} onRetry={() => $codes.invalidate()} />}
      <PlaceTable
        items={codes}
        empty={fill(t.noChargeCodes, { location: location.name })}
        titles={{
          inUse: fill(t.chargeCodesOf, { location: location.name }),
          archived: fill(t.archivedChargeCodes, { location: location.name }),
        }}
        columns={[
          { label: t.name, cell: (code) => code.name },
          { label: t.code, cell: (code) => code.code },
          { label: t.address, cell: (code) => (code.address ? addressLine(code.address) : t.locationAddress) },
          { label: t.openOrders, cell: (code) => code.openOrders },
        ]}
        nameOf={(code) => code.name}
        onChange={change}
        archive={(code, step) => archiveChargeCode(code.id, step)}
        say={setSaid}
        part="charge-code"
      />
      {location.archived && !editing ? (
        <p className={styles.muted}>{fill(t.archivedLocationSaid, { location: location.name })}</p>
      ) : (
        <PlaceForm
          key={`${location.id}/${editing?.id ?? 'new'}`}
          ref={form}
          title={editing ? fill(t.changeChargeCode, { name: editing.name }) : fill(t.addChargeCode, { location: location.name })}
          fields={[
            { name: 'name', label: t.name, defaultValue: editing?.name },
            { name: 'code', label: t.code, defaultValue: editing?.code },
            ...(ownAddress ? addressFieldSpecs(t, editing?.address) : []),
          ]}
          onSubmit={async (values) => {
            const fields = { name: values.name, code: values.code, address: ownAddress ? addressOf(values) : null };
            const saved = await saveChargeCode(editing ? fields : { locationId: location.id, ...fields }, editing?.id);
            setSaid({ text: fill(t.saved, { name: saved.name }) });
            setOwnAddress(false);
            if (editing) change(null);
          }}
          onCancel={editing ? () => change(null) : undefined}
          part="charge-code-form"
        >
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={ownAddress}
              onChange={(event) => setOwnAddress(event.currentTarget.checked)}
              part="own-address"
            />
            {t.ownAddress}
          </label>
        </PlaceForm>
      )}
    </section>
  );
}

/** The company's item codes: code, description and GL code; the code is fixed once made. */
function ItemCodes() {
  const t = useStore($placeStrings);
  const common = useStore($strings);
  const ids = useId();
  const [$codes] = useState(() => companyItemCodesStore(newQueryScope()));
  const { data, error } = useStore($codes);
  const [said, setSaid] = useState<Said | null>(null);
  const { editing, edit, form } = usePlaceEditing<CompanyItemCode>();

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="item-codes">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t.itemCodes}
      </h3>
      <StatusLine said={said} part="item-codes-status" />
      {!data && error !== undefined && <LoadFailed error={error} words={common} onRetry={() => $codes.invalidate()} />}
      <PlaceTable
        items={data}
        empty={t.noItemCodes}
        titles={{ inUse: t.itemCodesTable, archived: t.archivedItemCodes }}
        columns={[
          { label: t.code, cell: (code) => code.code },
          { label: t.description, cell: (code) => code.description },
          { label: t.glCodeColumn, cell: (code) => code.glCode },
        ]}
        nameOf={(code) => code.code}
        onChange={edit}
        archive={(code, step) => archiveItemCode(code.id, step)}
        say={setSaid}
        part="item-code"
      />
      <PlaceForm
        key={editing?.id ?? 'new'}
        ref={form}
        title={editing ? fill(t.changeItemCode, { code: editing.code }) : t.addItemCode}
        fields={[
          ...(editing ? [] : [{ name: 'code', label: t.code }]),
          { name: 'description', label: t.description, defaultValue: editing?.description },
          { name: 'glCode', label: t.glCode, defaultValue: editing?.glCode, optional: true },
        ]}
        onSubmit={async (values) => {
          const change = { description: values.description, glCode: values.glCode };
          const saved = await saveItemCode(editing ? change : { code: values.code, ...change }, editing?.id);
          setSaid({ text: fill(t.saved, { name: saved.code }) });
          if (editing) edit(null);
        }}
        onCancel={editing ? () => edit(null) : undefined}
        part="item-code-form"
      >
        {editing && <p className={styles.muted}>{t.codeFixed}</p>}
      </PlaceForm>
    </section>
  );
}

/** Charge codes per location and the company's item codes, each added, changed, archived and restored. */
export function CodesSection() {
  const t = useStore($placeStrings);
  const common = useStore($strings);
  const [$locations] = useState(() => companyLocationsStore(newQueryScope()));
  const { data, error } = useStore($locations);

  return (
    <section className={styles.section} aria-labelledby="company-codes-title" part="codes">
      <h3 id="company-codes-title" className={styles.sectionTitle}>
        {common.codes}
      </h3>
      <p className={styles.muted}>{t.codesIntro}</p>
      {data ? <ChargeCodes locations={data} /> : <NotLoaded error={error} words={common} onRetry={() => $locations.invalidate()} />}
      <ItemCodes />
    </section>
  );
}
