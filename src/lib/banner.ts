import { type PageText, pageText } from './page-text';

/** The home carousel's shape, which its banner images are drawn in: 3 : 1. */
export const BANNER_SIZE = { width: 1200, height: 400 } as const;

/** What a banner's image says: its title, else its place in the carousel ("Banner 2"). */
export const slideTitle = (banner: { title?: string }, index: number, text: Pick<PageText, 'slide'> = pageText): string =>
  banner.title || `${text.slide} ${index + 1}`;
