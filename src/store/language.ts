import { createI18n, type Translations, type TranslationsJSON } from '@nanostores/i18n';
import { persistentAtom } from '@nanostores/persistent';
import { computed, type ReadableAtom } from 'nanostores';
import { languageOf } from '../lib/language';
import { $config } from './config';

export { type Language, languageOf } from '../lib/language';

/** The locale the visitor chose with a language switch (kept in localStorage); undefined until they choose. */
const $chosenLocale = persistentAtom<string | undefined>('locale', undefined);

/** `locale` as a well-formed BCP 47 tag, or undefined for none or a malformed one (a hand-edited storage entry, a typo in an attribute). */
export function wellFormedLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/** The locale in force: the visitor's choice, else the configured one (`configure({ locale })`); a malformed one counts as none, so English (en-MY). */
export const $locale = computed(
  [$chosenLocale, $config],
  (chosen, config) => wellFormedLocale(chosen) ?? wellFormedLocale(config.locale) ?? 'en-MY',
);

/** The language the elements speak, from `$locale`. */
export const $language = computed($locale, languageOf);

/** Switches every element to `locale` and remembers the choice on this device; '' forgets it, back to the configured locale. */
export function chooseLocale(locale: string): void {
  $chosenLocale.set(locale || undefined);
}

/**
 * A catalogue in another language: the same keys as the English one, each a string (a `params`
 * entry's text with the same `{name}` placeholders), or a `count` entry's plural forms.
 */
export type Translated<English> = {
  [Key in keyof English]: English[Key] extends string
    ? string
    : English[Key] extends (...args: never[]) => unknown
      ? string | PluralForms
      : Translated<English[Key]>;
};

/** A `count` entry's forms in a language: `other` always, the rest as its plural rules need them. */
interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

type MalayModule<English> = Promise<{ default: Translated<English> }>;

// Malay catalogues load when a page first shows Bahasa Malaysia, one small chunk per catalogue,
// so an English page downloads none of them.
const malay = new Map<string, () => MalayModule<unknown>>();
const sources = new Map<string, object>();

const i18n = createI18n($language, {
  async get(code, components) {
    return Promise.all(
      components.map(async (name) => {
        const load = code === 'ms' ? malay.get(name) : undefined;
        return { [name]: load ? ((await load()).default as TranslationsJSON) : {} };
      }),
    );
  },
});

/** The Malay catalogues being loaded ahead of an element's first render (catalogueReady), by name. */
const preparing = new Map<string, Promise<void>>();

/**
 * Null when an element may render now in the language in force; else a promise that settles once
 * every registered Malay catalogue is loaded and in the i18n cache, so an element that renders then
 * reads Malay from its first render instead of showing English while its catalogue loads. A
 * catalogue that fails to load is waited for no longer: its English stands in.
 */
export function catalogueReady(): Promise<void> | null {
  if ($language.get() !== 'ms') return null;
  const cached = i18n.cache.ms ?? {};
  const missing = [...malay].filter(([name]) => !(name in cached));
  if (missing.length === 0) return null;
  return Promise.all(
    missing.map(([name, load]) => {
      let loading = preparing.get(name);
      if (!loading) {
        loading = load().then(
          ({ default: translated }) => {
            i18n.cache.ms = { ...i18n.cache.ms, [name]: translated } as Translations;
          },
          () => {
            preparing.delete(name);
          },
        );
        preparing.set(name, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/**
 * A module's user-facing text: `english` is the source (the spec's words), `loadMalay` its Bahasa
 * Malaysia catalogue. Components read it with `useStore`, and re-render in the other language
 * when the locale changes.
 */
export function catalogue<English extends object>(
  name: string,
  english: English,
  loadMalay: () => MalayModule<English>,
): ReadableAtom<English> {
  malay.set(name, loadMalay);
  sources.set(name, english);
  return i18n(name, english as unknown as Translations) as unknown as ReadableAtom<English>;
}

/** Every registered catalogue with its English source and Bahasa Malaysia translation, for the test that holds them to the same keys. */
export async function cataloguePairs(): Promise<{ name: string; english: object; malay: object }[]> {
  return Promise.all(
    [...malay].map(async ([name, load]) => ({ name, english: sources.get(name) ?? {}, malay: (await load()).default as object })),
  );
}
