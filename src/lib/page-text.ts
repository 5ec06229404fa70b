/**
 * Text that both an element and the server's first view of its page (server/pages) show, written
 * once so the view the element replaces says exactly what the element will; page-text.ms.ts has
 * it in Bahasa Malaysia, which the elements' Malay catalogues take theirs from.
 */
/** An element's children in its preview slot: the first view of it a server rendered into the page. */
export const PREVIEW_CHILDREN = ':scope > [slot="preview"]';

export const pageText = {
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  /** The product detail's gallery and its main image. */
  productImages: 'Product images',
  imageOf: '{name}, image {n} of {m}',
  /** The product grid's search results. */
  searchTitle: 'Search Results',
  showingResults: 'Showing {n} of {m} results for {query}',
  /** The home page's banner carousel, and a banner named by its place when it has no title. */
  banners: 'Promotions',
  slide: 'Banner',
  /** The storefront's headings of the product and search routes (its routeMeta), kept when its script takes the page over. */
  productHeading: 'Product',
  searchHeading: 'Search results',
} as const;

/** The same words in another language (page-text.ms.ts), key for key. */
export type PageText = Record<keyof typeof pageText, string>;
