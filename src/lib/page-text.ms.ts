/**
 * The page text (page-text.ts) in Bahasa Malaysia: what the elements' Malay catalogues and the
 * server's first view of a page in Malay both say. A module of its own, so English pages load none of it.
 */
import type { PageText } from './page-text';

export const pageTextMs: PageText = {
  home: 'Utama',
  breadcrumb: 'Laluan navigasi',
  productImages: 'Imej produk',
  imageOf: '{name}, imej {n} daripada {m}',
  searchTitle: 'Hasil Carian',
  showingResults: 'Memaparkan {n} daripada {m} hasil untuk {query}',
  banners: 'Promosi',
  slide: 'Sepanduk',
  productHeading: 'Produk',
  searchHeading: 'Hasil carian',
};
