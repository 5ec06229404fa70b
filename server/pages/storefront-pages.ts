import { html } from 'hono/html';
import type { RouteDeps } from '../deps';
import { productPreview, type ProductPreview } from '../services/product-preview';

/**
 * The content a storefront page starts with, rendered on the server into its <main>: null leaves
 * the page as built, for its script to fill.
 */
export type PageContent = (path: string, origin: string) => Promise<string | null>;

const strings = {
  // The route's heading (the storefront's routeMeta), kept when the script takes the page over.
  productHeading: 'Product',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  gallery: 'Product images',
  imageOf: (name: string, n: number, m: number) => `${name}, image ${n} of ${m}`,
};

/** /products/:id as the storefront's router matches it (case-insensitive), with a numeric id. */
const PRODUCT_PATH = /^\/products\/(\d{1,10})$/i;

/**
 * The product page's element with the product's breadcrumb, images and name in its preview slot,
 * laid out like the element's own view (storefront/styles.css), so the name is painted with the
 * page and the element's first render takes its place without moving it.
 */
function productPageContent(preview: ProductPreview, idText: string): string {
  const count = preview.images.length;
  return html`<h1 class="visually-hidden">${strings.productHeading}</h1><lapasar-product-detail product-id="${idText}"><div slot="preview" class="product-preview" aria-busy="true"><nav aria-label="${strings.breadcrumb}"><ol class="product-preview-crumbs"><li><a href="/">${strings.home}</a></li>${preview.categoryName ? html`<li>${preview.categoryName}</li>` : ''}<li><span aria-current="page">${preview.name}</span></li></ol></nav><div class="product-preview-layout"><div class="product-preview-gallery" role="group" aria-label="${strings.gallery}"><img class="product-preview-image" src="${preview.images[0]}" alt="${strings.imageOf(preview.name, 1, count)}" width="420" height="420" fetchpriority="high">${count > 1 ? html`<div class="product-preview-thumbs">${preview.images.map((src) => html`<img src="${src}" alt="" width="64" height="64">`)}</div>` : ''}</div><div class="product-preview-info"><h2 class="product-preview-title">${preview.name}</h2></div></div></div></lapasar-product-detail>`.toString();
}

/** The storefront pages the server renders a first view of: a product's page. */
export function storefrontPages({ db }: Pick<RouteDeps, 'db'>): PageContent {
  return async (path, origin) => {
    const idText = PRODUCT_PATH.exec(path)?.[1];
    if (idText === undefined) return null;
    const preview = await productPreview(db, Number(idText), origin);
    return preview && productPageContent(preview, idText);
  };
}
