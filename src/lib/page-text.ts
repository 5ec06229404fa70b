/**
 * Text that both an element and the server's first view of its page (server/pages) show, written
 * once so the view the element replaces says exactly what the element will.
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
} as const;
