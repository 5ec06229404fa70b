import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import { postcodeDetails } from '../api/location';
import type { District, Location } from '../api/types';
import { canLookUpPostcode, isPostcode } from '../lib/location';
import { $states, districtsStore } from '../store/fetchers';
import { $noQuery } from '../store/query';

/** The location modal's form state: states, districts of the chosen state, postcode lookup. */
export function useLocationForm(open: boolean, current: Location | null) {
  const [state, setState] = useState('');
  const [district, setDistrict] = useState('');
  const [postcode, setPostcode] = useState('');
  // The postcode last typed: an answer for an earlier one is dropped.
  const typed = useRef('');

  // Opening starts from the stored location (set while rendering); changes while open are our own.
  const [formOpen, setFormOpen] = useState(false);
  if (formOpen !== open) {
    setFormOpen(open);
    if (open) {
      setState(current?.state ?? '');
      setDistrict(current?.district ?? '');
      setPostcode(current?.postcode ?? '');
    }
  }

  const states = useStore(open ? $states : $noQuery).data ?? [];
  const $districts = useMemo(() => (state ? districtsStore(state) : null), [state]);
  const loaded = useStore(open && $districts ? $districts : $noQuery);
  const result = loaded.loading ? undefined : loaded.data;
  // The chosen district stays listed even when the state's list lacks it (a stored or looked-up one).
  const missing = result && district && !result.districts.some((d) => d.name === district);
  const districts: District[] = !result ? [] : missing ? [...result.districts, { id: 0, name: district, state_id: 0 }] : result.districts;

  return {
    states,
    districts,
    districtsFailed: Boolean(result?.failed) && districts.length === 0,
    state,
    district,
    postcode,
    /** Typing a whole postcode (5 digits) looks it up at once, without waiting for the field to be left. */
    setPostcode(value: string) {
      setPostcode(value);
      typed.current = value;
      if (isPostcode(value)) void lookUp(value);
    },
    setDistrict,
    /** Choosing a state loads its districts and clears the district. */
    chooseState(name: string) {
      setState(name);
      setDistrict('');
    },
    /** On blur: a postcode of 5 or more characters fills state and district. */
    async lookUpPostcode() {
      if (!canLookUpPostcode(postcode)) return;
      typed.current = postcode;
      await lookUp(postcode);
    },
  };

  async function lookUp(value: string) {
    const found = await postcodeDetails(value.trim());
    if (!found || typed.current !== value) return;
    setState(found.state);
    setDistrict(found.district);
  }
}
