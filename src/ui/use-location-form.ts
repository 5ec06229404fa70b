import { useEffect, useRef, useState } from 'react';
import { districts as fetchDistricts, postcodeDetails, states as fetchStates } from '../api/location';
import type { District, Location, State } from '../api/types';
import { canLookUpPostcode } from '../lib/location';

/** The location modal's form state: states, districts of the chosen state, postcode lookup. */
export function useLocationForm(open: boolean, current: Location | null) {
  const [states, setStates] = useState<State[]>([]);
  const [districts, setDistricts] = useState<District[]>([]);
  const [districtsFailed, setDistrictsFailed] = useState(false);
  const [state, setState] = useState('');
  const [district, setDistrict] = useState('');
  const [postcode, setPostcode] = useState('');
  const latestRequest = useRef(0);

  const loadDistricts = async (stateName: string, keep = '') => {
    const request = ++latestRequest.current;
    setDistricts([]);
    setDistrictsFailed(false);
    if (!stateName) return;
    const result = await fetchDistricts(stateName);
    // A quicker change of state has made this answer stale.
    if (request !== latestRequest.current) return;
    const list = keep && !result.districts.some((d) => d.name === keep)
      ? [...result.districts, { id: 0, name: keep, state_id: 0 }]
      : result.districts;
    setDistricts(list);
    setDistrictsFailed(result.failed && list.length === 0);
  };

  useEffect(() => {
    if (!open) return;
    void fetchStates().then(setStates);
    setState(current?.state ?? '');
    setDistrict(current?.district ?? '');
    setPostcode(current?.postcode ?? '');
    if (current?.state) void loadDistricts(current.state, current.district);
    // Reset only when the modal opens; `current` changes while it is open are our own.
  }, [open]);

  return {
    states,
    districts,
    districtsFailed,
    state,
    district,
    postcode,
    setPostcode,
    setDistrict,
    /** Choosing a state loads its districts and clears the district. */
    chooseState(name: string) {
      setState(name);
      setDistrict('');
      void loadDistricts(name);
    },
    /** On blur: a postcode of 5 or more characters fills state and district. */
    async lookUpPostcode() {
      if (!canLookUpPostcode(postcode)) return;
      const found = await postcodeDetails(postcode.trim());
      if (!found) return;
      setState(found.state);
      setDistrict(found.district);
      await loadDistricts(found.state, found.district);
    },
  };
}
