import './support/storage';
import { count, params } from '@nanostores/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRM } from '../../src/lib/money';
import { configure } from '../../src/store/config';
import { $language, $locale, catalogue, chooseLocale, languageOf } from '../../src/store/language';

afterEach(() => {
  chooseLocale('');
  configure({ locale: 'en-MY' });
});

const $sample = catalogue(
  'language-test',
  { title: 'Cart', items: count({ one: '{count} item', other: '{count} items' }), hello: params('Welcome, {name}') },
  async () => ({ default: { title: 'Troli', items: { other: '{count} item' }, hello: 'Selamat datang, {name}' } }),
);

/** The catalogue's text once its language's translation has loaded. */
function settled<T>(store: { get(): T; listen(listener: (value: T) => void): () => void }, ready: (value: T) => boolean): Promise<T> {
  if (ready(store.get())) return Promise.resolve(store.get());
  return new Promise((resolve) => {
    const stop = store.listen((value) => {
      if (!ready(value)) return;
      stop();
      resolve(value);
    });
  });
}

describe('the language in force', () => {
  it('is Bahasa Malaysia for ms and ms-*, English otherwise', () => {
    expect(['ms', 'ms-MY', 'MS-my', 'en-MY', 'en', 'zh-MY', 'msa'].map(languageOf)).toEqual(['ms', 'ms', 'ms', 'en', 'en', 'en', 'en']);
  });

  it('follows configure({ locale }) until the visitor chooses, then the choice, kept in localStorage', () => {
    expect($language.get()).toBe('en');
    configure({ locale: 'ms-MY' });
    expect([$locale.get(), $language.get()]).toEqual(['ms-MY', 'ms']);
    chooseLocale('en-MY');
    expect([$locale.get(), $language.get()]).toEqual(['en-MY', 'en']);
    expect(localStorage.getItem('locale')).toBe('en-MY');
    chooseLocale('');
    expect([$locale.get(), localStorage.getItem('locale')]).toEqual(['ms-MY', null]);
  });

  it('switches a catalogue read by a component to Malay and back, with plural forms and placeholders', async () => {
    const stop = $sample.listen(() => undefined);
    expect($sample.get().title).toBe('Cart');
    expect([$sample.get().items(1), $sample.get().items(3), $sample.get().hello({ name: 'Aisyah' })]).toEqual(['1 item', '3 items', 'Welcome, Aisyah']);
    chooseLocale('ms-MY');
    const malay = await settled($sample, (t) => t.title === 'Troli');
    expect([malay.items(1), malay.items(3), malay.hello({ name: 'Aisyah' })]).toEqual(['1 item', '3 item', 'Selamat datang, Aisyah']);
    chooseLocale('en-MY');
    expect($sample.get().title).toBe('Cart');
    stop();
  });

  it('formats ringgit in the Malaysian way in both languages: RM, grouping commas, two decimals', () => {
    expect(formatRM(1234567.5, 'ms-MY')).toBe('RM 1,234,567.50');
    expect(formatRM(1234567.5, 'en-MY')).toBe('RM 1,234,567.50');
  });
});
