import { html } from 'hono/html';
import { SearchQuerySchema } from '../../src/contract/search';
import type { Banner, SearchResponse } from '../../src/contract/types';
import { BANNER_SIZE, slideTitle } from '../../src/lib/banner';
import { PAGE_SIZE } from '../../src/lib/pagination';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import { type PageText, pageText } from '../../src/lib/page-text';
import { pageTextMs } from '../../src/lib/page-text.ms';
import { cardName, EAGER_CARD_IMAGES } from '../../src/lib/product';
import { searchTypeOf, type SearchType } from '../../src/lib/search';
import type { RouteDeps } from '../deps';
import { homeBanners } from '../services/media';
import { productPreview, type ProductPreview } from '../services/product-preview';
import { imageLinks } from '../services/product-images';

/** What the server renders into a storefront page: its <main>, and the image its largest paint waits for. */
interface RenderedContent {
  main: string;
  /** Preloaded from the top of the page's <head>, ahead of its scripts. */
  leadImage?: string;
}

/**
 * The content a storefront page starts with, rendered on the server in the language its elements
 * will speak: null leaves the page as built, for its script to fill.
 */
export type PageContent = (url: URL, language: Language) => Promise<RenderedContent | null>;

const TEXT: Record<Language, PageText> = { en: pageText, ms: pageTextMs };

const HOME_PATH = '/';

/** /products/:id as the storefront's router matches it (case-insensitive), with a numeric id. */
const PRODUCT_PATH = /^\/products\/(\d{1,10})$/i;
const SEARCH_PATH = /^\/search$/i;

type Html = ReturnType<typeof html>;

/** Pieces of markup side by side, with no whitespace between them (which would be a text node in the page). */
const joined = (...pieces: (Html | string)[]) => html`${pieces}`;

/** The trail the elements show above their content: Home, then `items`, the last one the current page. */
function breadcrumb(t: PageText, items: (Html | string)[], current: string): Html {
  const trail = items.map((item) => html`<li>${item}</li>`);
  return joined(
    html`<nav aria-label="${t.breadcrumb}"><ol class="product-preview-crumbs">`,
    html`<li><a href="/">${t.home}</a></li>`,
    ...trail,
    html`<li><span aria-current="page">${current}</span></li>`,
    html`</ol></nav>`,
  );
}

/**
 * The product page's element with the product's breadcrumb, images and name in its preview slot,
 * laid out like the element's own view (storefront/styles.css), so the name is painted with the
 * page and the element's first render takes its place without moving it.
 */
function productPageContent(t: PageText, preview: ProductPreview, idText: string): string {
  const count = preview.images.length;
  const alt = fill(t.imageOf, { name: preview.name, n: 1, m: count });
  const thumbs = preview.images.map((src) => html`<img src="${src}" alt="" width="64" height="64">`);
  const gallery = joined(
    html`<div class="product-preview-gallery" role="group" aria-label="${t.productImages}">`,
    html`<img class="product-preview-image" src="${preview.images[0]}" alt="${alt}" width="420" height="420" fetchpriority="high">`,
    count > 1 ? html`<div class="product-preview-thumbs">${thumbs}</div>` : '',
    html`</div>`,
  );
  return joined(
    html`<h1 class="visually-hidden">${t.productHeading}</h1>`,
    html`<lapasar-product-detail product-id="${idText}"><div slot="preview" class="product-preview" aria-busy="true">`,
    breadcrumb(t, preview.categoryName ? [preview.categoryName] : [], preview.name),
    html`<div class="product-preview-layout">`,
    gallery,
    html`<div class="product-preview-info"><h2 class="product-preview-title">${preview.name}</h2></div>`,
    html`</div>`,
    html`</div></lapasar-product-detail>`,
  ).toString();
}

/**
 * The home page's element with the carousel's first banner in its preview slot, in the carousel's
 * place and shape (storefront/styles.css), so the banner is painted with the page and the
 * carousel's first render with its banners takes its place without moving it.
 */
function homePageContent(t: PageText, first: Banner): string {
  const { width, height } = BANNER_SIZE;
  return joined(
    html`<h1 class="visually-hidden">${t.home}</h1>`,
    html`<lapasar-home><div slot="preview" class="home-preview" aria-busy="true">`,
    html`<a class="home-preview-link" href="${first.url}">`,
    html`<img class="home-preview-image" src="${first.imagePath}" alt="${slideTitle(first, 0, t)}" width="${width}" height="${height}" fetchpriority="high">`,
    html`</a>`,
    html`</div></lapasar-home>`,
  ).toString();
}

/**
 * The search results page's grid with its first page of results in its preview slot: the trail,
 * title, the count and the cards' images and names, laid out like the grid (storefront/styles.css),
 * the room of its filters and sort kept. Prices are left to the grid, which knows the buyer.
 */
function searchPageContent(t: PageText, found: SearchResponse, q: string, type: SearchType): string {
  const query = q.trim();
  const total = found.nbHits ?? found.estimatedTotalHits;
  const cards = found.hits.map((hit, index) => {
    const loading = index < EAGER_CARD_IMAGES ? html` fetchpriority="high"` : html` loading="lazy"`;
    return joined(
      html`<li><article class="grid-preview-card">`,
      html`<img class="grid-preview-image" src="${hit.thumbnail}" alt="" width="240" height="240"${loading}>`,
      html`<a class="grid-preview-name" href="/products/${hit.recid}" title="${hit.title}">${cardName(hit.title)}</a>`,
      html`</article></li>`,
    );
  });
  return joined(
    html`<h1 class="visually-hidden">${t.searchHeading}</h1>`,
    html`<lapasar-product-grid source="search" query="${q}" search-type="${type}"><div slot="preview" class="grid-preview" aria-busy="true">`,
    html`<header>`,
    breadcrumb(t, [], t.searchTitle),
    html`<h2 class="grid-preview-title">${t.searchTitle}</h2>`,
    html`</header>`,
    html`<div class="grid-preview-layout"><div class="grid-preview-aside"></div><div class="grid-preview-main">`,
    html`<div class="grid-preview-toolbar"></div>`,
    html`<p class="grid-preview-count">${fill(t.showingResults, { n: found.hits.length, m: total, query })}</p>`,
    html`<ul class="grid-preview-cards" aria-label="${t.searchTitle}">${cards}</ul>`,
    html`</div></div>`,
    html`</div></lapasar-product-grid>`,
  ).toString();
}

/** The storefront pages the server renders a first view of: the home page, a product's page and a search's results. */
export function storefrontPages({ db, search, productImages }: Pick<RouteDeps, 'db' | 'search' | 'productImages'>): PageContent {
  return async (url, language) => {
    const t = TEXT[language];
    if (url.pathname === HOME_PATH) {
      // The banners the carousel asks for (/api/banners/home), with the same absolute addresses.
      const [first] = await homeBanners(db, url.origin);
      return first ? { main: homePageContent(t, first), leadImage: first.imagePath } : null;
    }
    const idText = PRODUCT_PATH.exec(url.pathname)?.[1];
    if (idText !== undefined) {
      const preview = await productPreview(db, Number(idText), imageLinks(url.origin, productImages));
      return preview && { main: productPageContent(t, preview, idText) };
    }
    if (!SEARCH_PATH.test(url.pathname)) return null;
    // The search a visitor's grid asks for: the page's q and type, the first page, no filter or sort.
    const q = url.searchParams.get('q') ?? '';
    const type = searchTypeOf(url.searchParams.get('type'));
    const parsed = SearchQuerySchema.safeParse({ q, type });
    if (!parsed.success || q.trim() === '') return null;
    const found = await search.search({
      q: parsed.data.q,
      limit: PAGE_SIZE,
      offset: 0,
      filters: [],
      type,
      viewer: { buyerId: null, showSellerNames: false },
      location: {},
      images: imageLinks(url.origin, productImages),
    });
    return found.hits.length > 0 ? { main: searchPageContent(t, found, q, type), leadImage: found.hits[0].thumbnail } : null;
  };
}
