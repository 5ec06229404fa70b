import { category as fetchCategory } from '../../api/categories';
import { ApiError, serverMessage } from '../../api/client';
import type { Category, UnifiedListingQuery, Vendor } from '../../api/types';
import { vendor as fetchVendor } from '../../api/vendors';
import { decodeCategoryToken, encodeCategoryToken } from '../../lib/category-token';
import { fillRoute } from '../../lib/routes';
import type { RouteTemplates } from '../../store/config';
import type { Crumb } from '../../ui/listing/breadcrumbs';
import { covidTabLabel, type CovidTabLabels } from '../../ui/listing/covid-tabs';
import type { GridText } from './strings';

/** The listing sources of lapasar-product-grid. */
type GridSource = 'category' | 'subcategory' | 'vendor' | 'covid' | 'search';

export interface GridConfig {
  source: string;
  categoryToken: string;
  subcategoryToken: string;
  vendorId: number;
  covidCategory: string;
  listingType: string;
}

/** What a source resolves to before its products load. */
export interface ResolvedSource {
  source: GridSource;
  title: string;
  crumbs: Crumb[];
  /** The listing API parameters of this source; search uses /search instead. */
  base: UnifiedListingQuery;
  vendor: Vendor | null;
}

/** A failure that the grid shows as a heading and text instead of products. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
  }
}

function findIn(categories: readonly Category[], id: number): Category | null {
  for (const node of categories) {
    if (node.category_id === id) return node;
    const found = findIn(node.children ?? [], id);
    if (found) return found;
  }
  return null;
}

async function loadCategory(id: number, t: GridText): Promise<Category> {
  try {
    return await fetchCategory(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new SourceError(t.notFound, t.notFoundText);
    throw error;
  }
}

function decode(token: string, t: GridText): number {
  const id = decodeCategoryToken(token);
  if (id === null) throw new SourceError(t.invalidToken);
  return id;
}

const homeCrumb = (routes: RouteTemplates, t: GridText): Crumb => ({ label: t.home, href: routes.home });

/**
 * A source known from its config alone, at once: search and the COVID tabs (null for the sources
 * that load something first). An unsupported listing type or source, or an unknown COVID tab,
 * throws its SourceError here too.
 */
export function resolveAtOnce(config: GridConfig, routes: RouteTemplates, t: GridText, covidLabels: CovidTabLabels): ResolvedSource | null {
  if (config.listingType && config.listingType !== 'marketplace') throw new SourceError(t.unsupported);
  const home = homeCrumb(routes, t);
  switch (config.source) {
    case 'category':
    case 'subcategory':
    case 'vendor':
      return null;
    case 'covid': {
      const id = config.covidCategory === 'covidAll' || config.covidCategory === '' ? 'covidAll' : Number(config.covidCategory);
      const title = covidTabLabel(id, covidLabels);
      if (!title) throw new SourceError(t.notFound, t.notFoundText);
      return { source: 'covid', title, crumbs: [home, { label: title }], base: { covidCategoryId: id }, vendor: null };
    }
    case 'search':
      return { source: 'search', title: t.searchTitle, crumbs: [home, { label: t.searchTitle }], base: {}, vendor: null };
    default:
      throw new SourceError(t.unsupported);
  }
}

/**
 * Resolves a source (spec 1 sections 2.1, 2.7-2.9): category tokens, the vendor, the COVID tab.
 * A listing type other than marketplace (catalogues have their own elements) and an unknown
 * source throw 'Unsupported listing type' (spec 1 section 8).
 */
export async function resolveSource(
  config: GridConfig,
  routes: RouteTemplates,
  t: GridText,
  covidLabels: CovidTabLabels,
): Promise<ResolvedSource> {
  const known = resolveAtOnce(config, routes, t, covidLabels);
  if (known) return known;
  // resolveAtOnce answers or refuses every source but these three, which load something first.
  const home = homeCrumb(routes, t);
  if (config.source === 'category') {
    const found = await loadCategory(decode(config.categoryToken, t), t);
    return {
      source: 'category',
      title: found.category_name,
      crumbs: [home, { label: found.category_name }],
      base: { categoryId: found.category_id },
      vendor: null,
    };
  }
  if (config.source === 'subcategory') {
    const topId = decode(config.categoryToken, t);
    const subId = decode(config.subcategoryToken, t);
    const top = await loadCategory(topId, t);
    const sub = findIn(top.children ?? [], subId);
    if (!sub) throw new SourceError(t.notFound, t.notFoundText);
    const topCrumb = { label: top.category_name, href: fillRoute(routes.category, { token: encodeCategoryToken(topId) }) };
    return {
      source: 'subcategory',
      title: sub.category_name,
      crumbs: [home, topCrumb, { label: sub.category_name }],
      base: { categoryId: topId, subcategoryId: subId },
      vendor: null,
    };
  }
  let found: Vendor;
  try {
    found = await fetchVendor(config.vendorId);
  } catch (error) {
    throw new SourceError(serverMessage(error) || t.vendorFailed);
  }
  return {
    source: 'vendor',
    title: t.vendorTitle,
    crumbs: [home, { label: found.companyName }],
    base: { vendorId: found.id },
    vendor: found,
  };
}
