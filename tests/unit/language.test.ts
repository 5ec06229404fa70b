import './support/storage';
import { count, params } from '@nanostores/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLineProblem, NOT_SHIPPED, ONLY_AVAILABLE_IN } from '../../src/lib/add-to-cart';
import { vendorMinimumMessage } from '../../src/lib/cart';
import { languageOfHeader, statedLanguage } from '../../src/lib/language';
import { formatRM } from '../../src/lib/money';
import { priceLimitMessage } from '../../src/lib/price-limit';
import { SHIPPING_TEXT } from '../../src/lib/product-detail';
import { overBudgetMessage } from '../../src/lib/workflow';
import { readServerWords } from '../../src/ui/server-words';
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

  it("of a request is its Accept-Language header's first tag's, q-values not weighed, English for none or garbage", () => {
    expect(
      ['ms-MY,en;q=0.8', 'ms', ' MS-my ; q=0.5, en', 'ms;q=0.1, en;q=0.9', 'en-MY', 'en-MY,ms;q=0.9', 'zh-MY,ms'].map(languageOfHeader),
    ).toEqual(['ms', 'ms', 'ms', 'ms', 'en', 'en', 'en']);
    expect([undefined, '', '*', ',', ';q=1', 'msa', 'ms_MY', 'garbage \u0000 ms', ' , ms'].map(languageOfHeader)).toEqual(
      Array(9).fill('en'),
    );
  });

  it('a request states only when its first tag is a language: a call with none, * or garbage states nothing (it changes no account)', () => {
    expect(['ms-MY,en;q=0.8', 'MS', 'en-GB,ms;q=0.9', 'zh-MY,ms', 'msa'].map(statedLanguage)).toEqual(['ms', 'ms', 'en', 'en', 'en']);
    expect([undefined, '', '*', '*,ms', ',', ';q=1', 'ms_MY', 'garbage \u0000 ms', ' , ms'].map(statedLanguage)).toEqual(
      Array(9).fill(undefined),
    );
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

  it('takes a malformed locale, stored or configured, as none: English, with formatting that does not throw', () => {
    localStorage.setItem('locale', '"ms-MY"');
    configure({ locale: 'not a locale' });
    expect([$locale.get(), $language.get()]).toEqual(['en-MY', 'en']);
    expect(formatRM(12.5, $locale.get())).toBe('RM 12.50');
    configure({ locale: 'ms-my' });
    expect([$locale.get(), $language.get()]).toEqual(['ms-MY', 'ms']);
    localStorage.removeItem('locale');
  });

  it('switches a catalogue read by a component to Malay and back, with plural forms and placeholders', async () => {
    const stop = $sample.listen(() => undefined);
    expect($sample.get().title).toBe('Cart');
    expect([$sample.get().items(1), $sample.get().items(3), $sample.get().hello({ name: 'Aisyah' })]).toEqual([
      '1 item',
      '3 items',
      'Welcome, Aisyah',
    ]);
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

describe('the words the server puts in its answers', () => {
  const line = { name: 'Glove Box is Blue', available: true, shipsToLocation: true, availability: 'Y', stock: 40, moq: 8, quantity: 2 };

  it('are read back from the shared templates they were written from, with what filled them', () => {
    expect(readServerWords(cartLineProblem(line) ?? '')).toEqual({ key: 'moq', values: { name: 'Glove Box is Blue', moq: '8' } });
    expect(readServerWords(cartLineProblem({ ...line, quantity: 50 }) ?? '')).toEqual({
      key: 'insufficientStock',
      values: { name: 'Glove Box is Blue', available: '40', requested: '50' },
    });
    expect(readServerWords(cartLineProblem({ ...line, stock: 0 }) ?? '')).toEqual({
      key: 'outOfStock',
      values: { name: 'Glove Box is Blue' },
    });
    expect(readServerWords(cartLineProblem({ ...line, available: false }) ?? '')).toEqual({
      key: 'notAvailable',
      values: { name: 'Glove Box is Blue' },
    });
    expect(readServerWords(NOT_SHIPPED)).toEqual({ key: 'notShipped', values: {} });
    expect(readServerWords(ONLY_AVAILABLE_IN.replace('{location}', 'Kuala Lumpur, Putrajaya'))).toEqual({
      key: 'onlyAvailableIn',
      values: { location: 'Kuala Lumpur, Putrajaya' },
    });
    expect(readServerWords(SHIPPING_TEXT.free)).toEqual({ key: 'freeShipping', values: {} });
    expect(readServerWords(vendorMinimumMessage('Maju Sdn Bhd', 'Surgical Masks', 300, 191.48))).toEqual({
      key: 'vendorMinimum',
      values: { seller: 'Maju Sdn Bhd', category: 'Surgical Masks', minimum: 'RM 300.00', current: 'RM 191.48' },
    });
    expect(readServerWords(priceLimitMessage('Visor', 120000))).toEqual({
      key: 'priceLimit',
      values: { name: 'Visor', maximum: 'RM 1,200.00' },
    });
    expect(readServerWords(overBudgetMessage(1250))).toEqual({ key: 'overBudget', values: { amount: 'RM 12.50' } });
  });

  it('are left alone when no template wrote them: product data, RM figures', () => {
    expect([
      readServerWords('Nitrile Gloves (Box of 100)'),
      readServerWords('RM 12.00'),
      readServerWords('Minimum order quantity for Visor is many'),
    ]).toEqual([null, null, null]);
  });
});
