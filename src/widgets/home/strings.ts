import { pageText } from '../../lib/page-text';
import { catalogue } from '../../store/language';

/** User-facing text of lapasar-home (spec 1 sections 2.4 and 8). */
export const $strings = catalogue(
  'home',
  {
    banners: pageText.banners,
    slideOf: '{n} of {m}',
    previous: 'Previous banner',
    next: 'Next banner',
    pause: 'Pause',
    play: 'Play',
    show: 'Show banner {n}',
    bannersFailed: 'Failed to load banners.',
    covidTitle: 'COVID CARE ITEMS',
    loadFailed: 'Failed to load products. Please try again later.',
    tryAgain: 'Try Again',
    noProducts: 'No products found.',
    newsTitle: 'COVID-19 News',
    news:
      'Workplaces across Malaysia keep to the Ministry of Health guidance on COVID-19: masks in crowded spaces, hand hygiene and temperature checks at entrances. ' +
      'Order face masks, sanitisers, thermometers, gloves and protective wear for your offices and sites from verified vendors, delivered to your state and district.',
  } as const,
  () => import('./strings.ms'),
);
