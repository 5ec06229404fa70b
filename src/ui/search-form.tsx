import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { searchHref } from '../lib/routes';
import { normalizeSearch, searchTypeOf, type SearchType } from '../lib/search';
import { $config } from '../store/config';
import { openLocationDialog, takeHeldSearch } from '../store/dialogs';
import { $hasLocation } from '../store/location';
import { emit, navigate } from './events';
import { $searchStrings } from './search-strings';
import * as ui from './ui.css';

const WARNING_MS = 5000;
const HELD_SEARCH_DELAY_MS = 100;
let lastForm = 0;

export interface SearchFormClasses {
  form: string;
  select: string;
  input: string;
  submit: string;
  warning: string;
}

/**
 * Search by product or by seller, gated on the location (spec 1 section 4): without one the
 * query is held, the modal forced open and a warning shown; the held search runs once it is set.
 */
export function SearchForm({
  classes,
  query: shownQuery = '',
  type: shownType,
}: {
  classes: SearchFormClasses;
  query?: string;
  type?: string;
}) {
  const t = useStore($searchStrings);
  const [owner] = useState(() => `search-${++lastForm}`);
  const [query, setQuery] = useState(shownQuery);
  const [type, setType] = useState<SearchType>(searchTypeOf(shownType));
  // The host shows the current search (the results page's q and type); typing edits a copy.
  const [shown, setShown] = useState({ query: shownQuery, type: shownType });
  if (shown.query !== shownQuery || shown.type !== shownType) {
    setShown({ query: shownQuery, type: shownType });
    if (shown.query !== shownQuery) setQuery(shownQuery);
    if (shown.type !== shownType) setType(searchTypeOf(shownType));
  }
  // The missing-location warning: it goes after WARNING_MS, or at once when a location is set.
  const [warning, setWarning] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const template = useStore($config).routes.search;
  const hasLocation = useStore($hasLocation);

  const run = (text: string, searchType: SearchType) => {
    const href = searchHref(template, text, searchType);
    emit(formRef.current, 'lapasar-search', { query: text, type: searchType, href });
    navigate(formRef.current, href);
  };

  // Once a location is set, the search this form held runs (after a moment, so the modal has closed).
  const replayHeld = useEffectEvent(() => {
    const held = takeHeldSearch(owner);
    return held ? setTimeout(() => run(held.query, held.type), HELD_SEARCH_DELAY_MS) : undefined;
  });
  useEffect(() => {
    if (!hasLocation) return;
    const timer = replayHeld();
    return () => clearTimeout(timer);
  }, [hasLocation]);

  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(false), WARNING_MS);
    return () => clearTimeout(timer);
  }, [warning]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = normalizeSearch(query);
    if (!text) return;
    if (!$hasLocation.get()) {
      openLocationDialog(true, { query: text, type, owner });
      setWarning(true);
      return;
    }
    run(text, type);
  };

  return (
    <form ref={formRef} role="search" className={classes.form} part="search-form" onSubmit={submit}>
      <label className={ui.visuallyHidden} htmlFor={`${owner}-type`}>
        {t.typeLabel}
      </label>
      <select
        id={`${owner}-type`}
        className={classes.select}
        part="search-type"
        value={type}
        onChange={(event) => setType(event.target.value as SearchType)}
      >
        <option value="by-product">{t.byProduct}</option>
        <option value="by-seller">{t.bySeller}</option>
      </select>
      <label className={ui.visuallyHidden} htmlFor={`${owner}-query`}>
        {t.label}
      </label>
      <input
        id={`${owner}-query`}
        className={classes.input}
        part="search-input"
        type="search"
        name="q"
        placeholder={t.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={classes.submit} part="search-submit">
        {t.submit}
      </button>
      {warning && !hasLocation && (
        <p className={classes.warning} role="alert" part="search-warning">
          {t.needLocation}
        </p>
      )}
    </form>
  );
}
