import type * as Api from '../../src/contract/types';
import { budgetPeriod } from '../../src/lib/budget-period';
import { decodeCategoryToken, encodeCategoryToken } from '../../src/lib/category-token';
import { DEFAULT_COUNTRY } from '../../src/lib/location';
import { toRinggit } from '../../src/lib/money';
import { PAGE_SIZE } from '../../src/lib/pagination';
import { parseQuickOrder, QUICK_ORDER_LINE_PROBLEMS, skuCodeKey } from '../../src/lib/quick-order';
import { cartLineProblem } from '../../src/lib/add-to-cart';
import { settingsProblem } from '../../src/lib/company-settings';
import { fill } from '../../src/lib/fill';
import { BUILT_IN_STATES } from '../../src/lib/malaysia';
import { canWithdraw } from '../../src/lib/order-withdraw';
import { variantLabel } from '../../src/lib/variant';
import { catalogueCategoryUrl, categoryUrl, findCategory, toHeaderNodes } from '../../server/domain/category-tree';
import { shippingDisplay } from '../../server/domain/shipping-display';
import { json, type FakeRequest } from '../../tests/browser/fake-api';
import { cartOf } from './cart';
import { CAPITAL_BUDGET_CODES, checkoutFormOf, ITEM_CODES, LOCATIONS, projectsOf, workflowValidationOf } from './checkout';
import { approvalsOf, preOrdersOf } from './orders';
import { buyerSettingsOf, DEMO_PASSWORD, personaOfEmail, personaSeed, userOf, type Persona } from './personas';
import {
  detailOf,
  hitOf,
  inViewersCatalogue,
  listingOf,
  matchesQuery,
  primarySku,
  productText,
  sellerNameFor,
  skuPrice,
  skuPricingOf,
  type Viewer,
} from './products';
import { priceLimitOf } from './limits';
import { POSTCODE_PLACES } from './places';
import { COLLEAGUES, currentPeriod, type ListState, type WorkshopState } from './state';
import {
  bannerImage,
  CATEGORY_ROWS,
  CATEGORY_TREE_NODES,
  categoryPath,
  isWithin,
  PLACES,
  placeOfPostcode,
  PRODUCTS,
  productImage,
  productOf,
  sellerOf,
  SELLERS,
  shipsTo,
  skuOf,
  skuOptions,
  type ProductSeed,
} from './world';

/*
 * The API the workshop's stories run against: every route the elements call, answered from the
 * workshop's marketplace (world.ts) and the story's state (state.ts) by the server's own rules where
 * they are pure (cart figures, shipping display, category tree, quick order parsing). Every call
 * and answer passes the contract check of the browser tests (tests/browser/contract-check.ts).
 */

/** A call with what the router found in it. */
export interface Call extends FakeRequest {
  params: Record<string, string>;
  viewer: Viewer;
  persona: Persona | null;
  state: WorkshopState;
  /** Every collection answers empty (an empty story). */
  empty: boolean;
}

type Handler = (call: Call) => Response;

interface Route {
  method: string;
  path: RegExp;
  handler: Handler;
}

const routes: Route[] = [];

/** Registers `METHOD /path` ({name} for a path parameter). */
function on(spec: string, handler: Handler): void {
  const [method, path] = spec.split(' ');
  routes.push({ method, path: new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`), handler });
}

/** The route for a call, with its path parameters; routes without parameters win. */
export function routeOf(method: string, path: string): { handler: Handler; params: Record<string, string> } | null {
  const candidates = routes
    .map((route) => ({ route, match: route.method === method ? route.path.exec(path) : null }))
    .filter((candidate) => candidate.match !== null)
    .sort((a, b) => Object.keys(a.match?.groups ?? {}).length - Object.keys(b.match?.groups ?? {}).length);
  const found = candidates[0];
  return found ? { handler: found.route.handler, params: found.match?.groups ?? {} } : null;
}

const ok = <T>(body: T): Response => json(200, body);
const refuse = (status: number, error: string): Response => json(status, { error });
const SIGN_IN = 'Sign in required';

/** Answers with `answer(persona)` for a signed-in buyer, 401 for a visitor. */
const signedIn =
  (answer: (call: Call & { persona: Persona }) => Response): Handler =>
  (call) =>
    call.persona ? answer(call as Call & { persona: Persona }) : refuse(401, SIGN_IN);

const body = <T>(call: Call): T => call.body as T;
const number = (value: string | null | undefined, fallback: number): number => (value ? Number(value) : fallback);

function page<T>(items: readonly T[], query: URLSearchParams, size = PAGE_SIZE): { items: T[]; pagination: Api.Pagination } {
  const pageNumber = number(query.get('page'), 1);
  const limit = number(query.get('limit'), size);
  return {
    items: items.slice((pageNumber - 1) * limit, pageNumber * limit),
    pagination: { page: pageNumber, limit, total: items.length, totalPages: Math.max(1, Math.ceil(items.length / limit)) },
  };
}

/* Session */

let sessions = 0;

on('POST /api/users/login', (call) => {
  const { email, password } = body<Api.LoginRequest>(call);
  if (!email?.trim() || !password) return refuse(400, 'Please enter both email and password');
  const persona = personaOfEmail(email);
  if (!persona || password !== DEMO_PASSWORD) return json(401, { error: 'Invalid email or password', code: 'invalid_credentials' });
  return ok({ success: true, user: userOf(persona, ++sessions) } satisfies Api.LoginResponse);
});
on(
  'GET /api/auth/me',
  signedIn(({ persona }) => {
    const { auth_token: _token, ...user } = userOf(persona, sessions);
    return ok({ success: true, user } satisfies Api.MeResponse);
  }),
);
on(
  'POST /api/auth/logout',
  signedIn(() => ok({ success: true })),
);
on(
  'POST /api/users/magic-link',
  signedIn(() => ok({ success: true, data: { magic_link: 'https://www.lapasar.com.my/buyer/dashboard' } } satisfies Api.MagicLinkResponse)),
);
on(
  'GET /api/dashboard',
  signedIn(({ persona }) => {
    const seed = personaSeed(persona);
    const viewType = seed.isTnb ? 'tnb_catalogue_category' : seed.catalogue ? 'catalogue' : 'marketplace';
    return ok({ success: true, viewType } satisfies Api.DashboardResponse);
  }),
);
on(
  'GET /api/workflow/buyer-settings',
  signedIn(({ persona }) => ok({ success: true, data: buyerSettingsOf(persona) } satisfies Api.BuyerSettingsResponse)),
);

/* Location */

on('GET /api/location/states', () =>
  ok({ success: true, data: PLACES.map(({ id, name, code }) => ({ id, name, code })) } satisfies Api.StatesResponse),
);
on('GET /api/location/districts', ({ query }) => {
  const asked = query.get('state')?.trim().toLowerCase();
  const state = PLACES.find((candidate) => candidate.name.toLowerCase() === asked || candidate.code.toLowerCase() === asked);
  if (!state) return refuse(404, `Unknown state: ${query.get('state')}`);
  return ok({
    success: true,
    data: state.districts.map(({ id, name }) => ({ id, name, state_id: state.id })),
  } satisfies Api.DistrictsResponse);
});
on('POST /api/location', (call) => {
  const { state, district, postcode } = body<Api.SetLocationRequest>(call);
  return ok({
    success: true,
    data: { state, district, postcode: postcode ?? '', country: DEFAULT_COUNTRY },
  } satisfies Api.SetLocationResponse);
});
on('POST /api/location/postcode-details', (call) => {
  const { postcode } = body<{ postcode: string }>(call);
  const place = placeOfPostcode(postcode);
  if (!place) return refuse(404, `No location found for postcode ${postcode}`);
  return ok({
    success: true,
    state: place.state,
    district: place.district,
    data: { postcode, ...place },
  } satisfies Api.PostcodeDetailsResponse);
});

/* Categories and banners */

on('GET /api/categories/header', () =>
  ok({ success: true, data: toHeaderNodes(CATEGORY_TREE_NODES, categoryUrl) } satisfies Api.CategoryHeaderResponse),
);
on('GET /api/categories/{id}', ({ params }) => {
  const category = findCategory(CATEGORY_TREE_NODES, Number(params.id));
  return category ? ok({ success: true, data: category } satisfies Api.CategoryResponse) : refuse(404, 'Category Not Found');
});
on(
  'GET /api/catalogue-categories/header',
  signedIn(({ persona }) => {
    const catalogue = personaSeed(persona).catalogue;
    if (!catalogue) return refuse(403, 'Access Denied - This page is only accessible to Catalogue users');
    const areas = CATEGORY_TREE_NODES.filter((area) => catalogue.areas.includes(area.category_name));
    return ok({ success: true, data: toHeaderNodes(areas, catalogueCategoryUrl) } satisfies Api.CategoryHeaderResponse);
  }),
);

const BANNERS = ['COVID care essentials', 'Laptops for every team', 'Face masks in bulk', 'Featured vendor of the month'];
on('GET /api/banners/home', () =>
  ok(
    BANNERS.map((title, index) => ({
      id: index + 1,
      title,
      imagePath: bannerImage(index + 1, title),
      url: index === 1 ? '/search?q=laptop' : `/category/${encodeCategoryToken(2755)}`,
    })) satisfies Api.Banner[],
  ),
);

/* Listings and search */

/** The category a listing query names, by id or token. */
function categoryOfQuery(query: URLSearchParams, id: string, token: string): number | null {
  if (query.get(id)) return Number(query.get(id));
  const named = query.get(token);
  return named ? decodeCategoryToken(named) : null;
}

const SORTS: Readonly<Record<string, (a: ProductSeed, b: ProductSeed) => number>> = {
  price_low_high: (a, b) => a.skus[0].priceSen - b.skus[0].priceSen,
  price_high_low: (a, b) => b.skus[0].priceSen - a.skus[0].priceSen,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  rating: (a, b) => b.rating - a.rating,
};

/** The products a listing query asks for, filtered as the listing filters them. */
function listed(call: Call, products: readonly ProductSeed[] = PRODUCTS): ProductSeed[] {
  const { query } = call;
  if (call.empty) return [];
  const category = categoryOfQuery(query, 'subcategoryId', 'subToken') ?? categoryOfQuery(query, 'categoryId', 'token');
  const covid = query.get('covidCategoryId');
  const brands =
    query
      .get('brands')
      ?.split(',')
      .map((brand) => brand.trim())
      .filter(Boolean) ?? [];
  const found = products.filter(
    (product) =>
      (category === null || isWithin(product.categoryId, category)) &&
      (!query.get('vendorId') || product.sellerId === Number(query.get('vendorId'))) &&
      (!covid || isWithin(product.categoryId, covid === 'covidAll' ? 2755 : Number(covid))) &&
      (!query.get('search') || matchesQuery(productText(product), query.get('search') ?? '')) &&
      (brands.length === 0 || brands.includes(product.brand)),
  );
  const sort = SORTS[query.get('sort_by') ?? ''];
  return sort ? found.sort(sort) : found;
}

const listing = (call: Call, products: ProductSeed[]): Response => {
  const { items, pagination } = page(products, call.query);
  return ok({
    success: true,
    products: items.map((product) => listingOf(call.viewer, product)),
    pagination,
  } satisfies Api.ProductListResponse);
};

on('GET /api/products/unified', (call) => listing(call, listed(call)));
on('GET /api/products/covid', (call) => listing(call, listed(call)));
on('GET /api/products/brands', (call) =>
  ok({
    success: true,
    data: [...new Set(listed({ ...call, empty: false }).map((product) => product.brand))].sort(),
  } satisfies Api.BrandsResponse),
);

const SEARCH_SORTS: Readonly<Record<string, string>> = {
  'min_price_in_cents:asc': 'price_low_high',
  'min_price_in_cents:desc': 'price_high_low',
  'created_at:desc': 'newest',
  'seller.rating:desc': 'rating',
};

function searched(call: Call, products: readonly ProductSeed[]): Api.SearchResponse {
  const { query } = call;
  const text = query.get('q') ?? '';
  const bySeller = query.get('type') === 'by-seller';
  const found = call.empty
    ? []
    : products.filter(
        (product) =>
          !text || (bySeller ? matchesQuery(sellerNameFor(call.viewer, product.sellerId), text) : matchesQuery(productText(product), text)),
      );
  const sort = SORTS[SEARCH_SORTS[query.get('sort') ?? ''] ?? ''];
  if (sort) found.sort(sort);
  const offset = number(query.get('offset'), 0);
  const limit = number(query.get('limit'), PAGE_SIZE);
  const states: Record<string, number> = {};
  for (const product of found) states[sellerOf(product.sellerId).state] = (states[sellerOf(product.sellerId).state] ?? 0) + 1;
  return {
    hits: found.slice(offset, offset + limit).map((product) => hitOf(call.viewer, product)),
    nbHits: found.length,
    estimatedTotalHits: found.length,
    query: text,
    offset,
    limit,
    facetDistribution: { 'seller.state': states },
  };
}

on('GET /api/search', (call) => ok(searched(call, PRODUCTS)));
on('GET /api/search/filter-metadata', (call) => {
  const found = searched({ ...call, empty: false }, PRODUCTS).hits;
  const prices = found.map((hit) => hit.min_price);
  return ok({
    success: true,
    data: {
      brands: [...new Set(found.map((hit) => hit.make))].sort(),
      priceRange: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
      sellerStates: Object.fromEntries(SELLERS.map((seller) => [seller.state, found.filter((hit) => hit.sl_id === seller.id).length])),
    },
  } satisfies Api.FilterMetadataResponse);
});
on('GET /api/vendors/{id}', ({ params }) => {
  const seller = SELLERS.find((candidate) => candidate.id === Number(params.id));
  if (!seller) return refuse(404, 'Vendor not found');
  return ok({
    success: true,
    data: {
      vendor: {
        id: seller.id,
        companyName: seller.name,
        city: seller.city,
        state: seller.state,
        rating: seller.rating,
        total_review: seller.reviews,
      },
    },
  } satisfies Api.VendorResponse);
});

/* Product detail */

const productOrMissing = (call: Call, answer: (product: ProductSeed) => Response): Response => {
  const product = productOf(Number(call.params.id));
  return product ? answer(product) : refuse(404, 'Product not found');
};

const detail = (call: Call, product: ProductSeed): Response => {
  const requests = call.persona ? call.state.bulkRequests.filter((request) => product.skus.some((sku) => sku.id === request.sku_id)) : [];
  return ok({ success: true, data: detailOf(call.viewer, product, requests) } satisfies Api.ProductDetailResponse);
};

on('GET /api/products/{id}', (call) => productOrMissing(call, (product) => detail({ ...call, persona: null }, product)));
on(
  'GET /api/products/{id}/details',
  signedIn((call) => productOrMissing(call, (product) => detail(call, product))),
);
on('GET /api/products/{id}/variant-sku-details', (call) =>
  productOrMissing(call, (product) => {
    const chosen = (call.query.get('optionIds') ?? '').split(',').filter(Boolean).map(Number).sort();
    const sku = product.skus.find((candidate) => [...candidate.options].sort().join(',') === chosen.join(','));
    if (!sku) return ok({ success: false, error: 'No SKU has exactly these options' } satisfies Api.SkuDetailResponse);
    const { option_ids: _options, ...fields } = skuPricingOf(call.viewer, product, sku);
    return ok({ success: true, ...fields } satisfies Api.SkuDetailResponse);
  }),
);
on('GET /api/products/{id}/sku-pricing-info', (call) =>
  productOrMissing(call, (product) => {
    const sku = product.skus.find((candidate) => candidate.id === Number(call.query.get('sku_id')));
    const quantity = number(call.query.get('quantity'), 1);
    const approved =
      sku && call.persona ? call.state.approvedBulk.find((entry) => entry.skuId === sku.id && quantity >= entry.fromQuantity) : undefined;
    const pricing = sku
      ? {
          sku_id: sku.id,
          quantity,
          unit_price: toRinggit(approved?.priceSen ?? skuPrice(call.viewer, product, sku).paid),
          bulk_price_applied: approved !== undefined,
        }
      : null;
    return ok({
      success: true,
      skus: product.skus.map((candidate) => skuPricingOf(call.viewer, product, candidate)),
      pricing,
    } satisfies Api.SkuPricingInfoResponse);
  }),
);
on(
  'POST /api/products/{id}/bulk-price/request',
  signedIn((call) =>
    productOrMissing(call, () => {
      const asked = body<Api.BulkPriceRequestBody>(call);
      const request: Api.BulkPriceRequest = {
        recid: call.state.nextId++,
        status: 'SEND',
        quantity: asked.quantity,
        target_price: asked.target_price,
        approve_price: null,
        bulk_note: asked.bulk_note ?? '',
        sku_id: asked.sku_id,
        approve_quantity: null,
        seller_note: null,
        location: asked.location ?? '',
        updated_at: new Date().toISOString(),
      };
      call.state.bulkRequests.push(request);
      return json(201, { success: true, data: request } satisfies Api.BulkPriceResponse);
    }),
  ),
);
const bulkRequest = (call: Call, change: (request: Api.BulkPriceRequest) => Api.BulkPriceRequest | null): Response => {
  const found = call.state.bulkRequests.find((request) => request.recid === Number(call.params.id));
  if (!found) return refuse(404, 'Bulk price request not found');
  const changed = change(found);
  call.state.bulkRequests = call.state.bulkRequests.flatMap((request) => (request === found ? (changed ? [changed] : []) : [request]));
  return ok({ success: true, data: changed ?? found } satisfies Api.BulkPriceResponse);
};
on(
  'POST /api/products/bulk-price/{id}/renegotiate',
  signedIn((call) =>
    bulkRequest(call, (request) => ({
      ...request,
      ...body<Api.BulkPriceRenegotiateBody>(call),
      status: 'SEND',
      approve_price: null,
      approve_quantity: null,
      updated_at: new Date().toISOString(),
    })),
  ),
);
on(
  'DELETE /api/products/bulk-price/{id}',
  signedIn((call) => bulkRequest(call, () => null)),
);

/* Cart */

const cartNow = (call: Call): Api.Cart => cartOf(call.viewer, call.empty ? [] : call.state.cart, call.state.approvedBulk);
const cartCount = (call: Call): number => (call.empty ? 0 : call.state.cart.length);

on(
  'GET /api/cart',
  signedIn((call) => ok({ success: true, data: cartNow(call) } satisfies Api.CartResponse)),
);
on(
  'GET /api/cart/count',
  signedIn((call) => ok({ success: true, count: cartCount(call) } satisfies Api.CartCountResponse)),
);
on(
  'POST /api/cart/add',
  signedIn((call) => {
    const asked = body<Api.AddToCartRequest>(call);
    const found = skuOf(asked.sku_id);
    if (!found) return refuse(404, 'Product SKU not found');
    const held = call.state.cart.find((line) => line.skuId === asked.sku_id);
    const quantity = (held?.quantity ?? 0) + asked.quantity;
    const problem = cartLineProblem({
      name: found.product.name,
      available: true,
      shipsToLocation: shipsTo(found.product, call.viewer.state),
      availability: found.product.availability,
      stock: found.sku.stock,
      moq: found.sku.moq,
      quantity,
    });
    if (problem) return json(400, { error: problem, code: 'cart_line_refused' });
    if (held) held.quantity = quantity;
    else call.state.cart.push({ skuId: asked.sku_id, quantity, references: [] });
    const price = toRinggit(skuPrice(call.viewer, found.product, found.sku).paid);
    const count = call.state.cart.length;
    return ok({
      success: true,
      message: 'Added to cart',
      cartCount: count,
      data: { cartCount: count, item: { sku_id: asked.sku_id, product_id: found.product.id, quantity, price } },
    } satisfies Api.AddToCartResponse);
  }),
);
on(
  'PATCH /api/cart/items/{skuId}',
  signedIn((call) => {
    const line = call.state.cart.find((candidate) => candidate.skuId === Number(call.params.skuId));
    if (!line) return refuse(404, 'The item is not in your cart');
    const asked = body<Api.CartQuantityRequest>(call);
    line.quantity = asked.quantity ?? Math.max(1, line.quantity + (asked.change ?? 0));
    const item = cartNow(call).cartItems.find((candidate) => candidate.sku_id === line.skuId);
    if (!item) return refuse(404, 'The item is not in your cart');
    return ok({
      success: true,
      message: 'Quantity updated',
      cartCount: cartCount(call),
      data: {
        sku_id: item.sku_id,
        quantity: item.quantity,
        price: item.price,
        total_price: item.total_price,
        is_bulk_price: item.is_bulk_price,
      },
    } satisfies Api.CartQuantityResponse);
  }),
);
on(
  'DELETE /api/cart/items/{skuId}',
  signedIn((call) => {
    call.state.cart = call.state.cart.filter((line) => line.skuId !== Number(call.params.skuId));
    return ok({ success: true, message: 'Removed from cart', cartCount: cartCount(call) } satisfies Api.CartRemoveResponse);
  }),
);
on(
  'POST /api/cart/remove-restricted',
  signedIn((call) => {
    const asked = new Set(body<Api.RemoveRestrictedRequest>(call).skuIds);
    const before = call.state.cart.length;
    call.state.cart = call.state.cart.filter((line) => {
      const found = skuOf(line.skuId);
      return !(asked.has(line.skuId) && found && !shipsTo(found.product, call.viewer.state));
    });
    return ok({
      success: true,
      removedCount: before - call.state.cart.length,
      cartCount: cartCount(call),
    } satisfies Api.RemoveRestrictedResponse);
  }),
);
const references = (call: Call, change: (line: WorkshopState['cart'][number]) => void): Response => {
  const line = call.state.cart.find((candidate) => candidate.skuId === Number(call.params.skuId));
  if (!line) return refuse(404, 'The item is not in your cart');
  change(line);
  return ok({ success: true, data: { references: line.references } } satisfies Api.ReferencesResponse);
};
on(
  'GET /api/cart/items/{skuId}/references',
  signedIn((call) => references(call, () => undefined)),
);
on(
  'POST /api/cart/items/{skuId}/references',
  signedIn((call) =>
    references(
      call,
      (line) => void line.references.push({ id: call.state.nextId++, reference: body<Api.AddReferenceRequest>(call).reference.trim() }),
    ),
  ),
);
on(
  'DELETE /api/cart/items/{skuId}/references/{referenceId}',
  signedIn((call) =>
    references(
      call,
      (line) => void (line.references = line.references.filter((reference) => reference.id !== Number(call.params.referenceId))),
    ),
  ),
);
on(
  'POST /api/cart/quotation',
  signedIn(
    () =>
      new Response(new Blob(['%PDF-1.7 workshop quotation'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      }),
  ),
);

/* Quick order */

function quickOrder(call: Call & { persona: Persona }, add: boolean): Response {
  const parsed = parseQuickOrder(body<Api.QuickOrderRequest>(call).text);
  if ('error' in parsed) return refuse(400, parsed.error);
  const byCode = new Map(PRODUCTS.flatMap((product) => product.skus.map((sku) => [skuCodeKey(sku.code), { product, sku }] as const)));
  const lines = parsed.lines.map((line): Api.QuickOrderLineVerdict => {
    const found = line.orderQuantity === null ? undefined : byCode.get(skuCodeKey(line.code));
    const held = found ? (call.state.cart.find((entry) => entry.skuId === found.sku.id)?.quantity ?? 0) : 0;
    const unit = found ? skuPrice(call.viewer, found.product, found.sku).paid : null;
    const problem =
      line.mergedInto !== null
        ? fill(QUICK_ORDER_LINE_PROBLEMS.merged, { line: line.mergedInto })
        : (line.problem ??
          (found
            ? cartLineProblem({
                name: found.product.name,
                available: true,
                shipsToLocation: shipsTo(found.product, call.viewer.state),
                availability: found.product.availability,
                stock: found.sku.stock,
                moq: found.sku.moq,
                quantity: held + (line.orderQuantity ?? 0),
              })
            : QUICK_ORDER_LINE_PROBLEMS.unknown));
    const status: Api.QuickOrderStatus = line.mergedInto !== null ? 'merged' : problem ? 'problem' : add ? 'added' : 'ready';
    if (status === 'added' && found) {
      const entry = call.state.cart.find((candidate) => candidate.skuId === found.sku.id);
      if (entry) entry.quantity += line.orderQuantity ?? 0;
      else call.state.cart.push({ skuId: found.sku.id, quantity: line.orderQuantity ?? 0, references: [] });
    }
    return {
      line: line.line,
      sku: line.code,
      quantity: line.quantity,
      order_quantity: line.orderQuantity,
      merged_lines: line.mergedLines,
      merged_into: line.mergedInto,
      sku_id: found?.sku.id ?? null,
      product_id: found?.product.id ?? null,
      sl_id: found?.product.sellerId ?? null,
      product_name: found?.product.name ?? null,
      in_cart: held,
      unit_price: unit === null ? null : toRinggit(unit),
      line_total: unit === null || line.orderQuantity === null ? null : toRinggit(unit * line.orderQuantity),
      status,
      reason: status === 'merged' || status === 'problem' ? problem : null,
    };
  });
  if (!add)
    return ok({
      success: true,
      data: { lines, ready: lines.filter((line) => line.status === 'ready').length },
    } satisfies Api.QuickOrderCheckResponse);
  const added = lines.filter((line) => line.status === 'added').length;
  return ok({
    success: true,
    message: `${added} line(s) added to your cart`,
    cartCount: cartCount(call),
    data: { lines, added, cartCount: cartCount(call) },
  } satisfies Api.QuickOrderAddResponse);
}
on(
  'POST /api/cart/quick-order/check',
  signedIn((call) => quickOrder(call, false)),
);
on(
  'POST /api/cart/quick-order',
  signedIn((call) => quickOrder(call, true)),
);

/* Wishlist */

const wishlistCount = (call: Call): number => (call.empty ? 0 : call.state.wishlist.length);

function wishlistProduct(viewer: Viewer, entry: WorkshopState['wishlist'][number]): Api.WishlistProduct | null {
  const product = productOf(entry.productId);
  if (!product) return null;
  const sku =
    product.skus.find((candidate) => candidate.id === entry.skuId) ?? (product.axes.length === 0 ? primarySku(product) : undefined);
  const price = sku ? skuPrice(viewer, product, sku) : skuPrice(viewer, product, product.skus[0]);
  const restriction = shipsTo(product, viewer.state) ? null : 'The vendor does not provide shipping services to your location';
  return {
    product_id: product.id,
    product_name: product.name,
    image_url: productImage(product),
    sl_id: product.sellerId,
    primary_sku_id: sku?.id ?? null,
    quantity: Math.max(entry.quantity, sku?.moq ?? product.moq),
    availability: product.availability,
    total_stock: sku?.stock ?? 0,
    product_variant_option_id: sku && sku.options.length > 0 ? sku.options.join(',') : null,
    variants:
      product.axes.length === 0
        ? null
        : {
            variants: product.axes.map((axis) => ({ variant_id: axis.variantId, variants: axis.name })),
            variant_options: Object.fromEntries(
              product.axes.map((axis) => [
                String(axis.variantId),
                axis.options.map((option) => ({ recid: option.recid, variant_options: option.name })),
              ]),
            ),
          },
    moq: sku?.moq ?? product.moq,
    pricing: {
      display_price: toRinggit(price.paid),
      act_min_price: toRinggit(price.paid),
      marketplace_price: price.paid === price.marketplace ? null : toRinggit(price.marketplace),
    },
    shipping: shippingDisplay(viewer.state ? { shipping: product.shipping, restriction } : null),
  };
}

on(
  'GET /api/wishlist',
  signedIn((call) => {
    const products = (call.empty ? [] : call.state.wishlist).flatMap((entry) => wishlistProduct(call.viewer, entry) ?? []);
    const sellers: Api.WishlistSeller[] = [];
    for (const product of products) {
      const seller = sellers.find((candidate) => candidate.seller_id === product.sl_id);
      if (seller) seller.products.push(product);
      else sellers.push({ seller_id: product.sl_id, company_name: sellerNameFor(call.viewer, product.sl_id), products: [product] });
    }
    const shippable = products.filter((product) => !product.shipping.shipping_restricted);
    const totalPrice = shippable.reduce((sum, product) => sum + Math.round(product.pricing.display_price * 100) * product.quantity, 0);
    const totalShipping = sellers.reduce(
      (sum, seller) =>
        sum + Math.round((seller.products.find((product) => !product.shipping.shipping_restricted)?.shipping.charge_number ?? 0) * 100),
      0,
    );
    return ok({
      success: true,
      data: {
        totals: {
          total_items: products.length,
          total_price: toRinggit(totalPrice),
          total_shipping: toRinggit(totalShipping),
          grand_total: toRinggit(totalPrice + totalShipping),
        },
        sellers,
      },
    } satisfies Api.WishlistResponse);
  }),
);
on(
  'GET /api/wishlist/count',
  signedIn((call) => ok({ success: true, count: wishlistCount(call) } satisfies Api.WishlistCountResponse)),
);
on(
  'GET /api/wishlist/check/{productId}',
  signedIn((call) =>
    ok({
      success: true,
      is_wishlist: call.state.wishlist.some((entry) => entry.productId === Number(call.params.productId)) ? 1 : 0,
    } satisfies Api.WishlistCheckResponse),
  ),
);
on(
  'POST /api/wishlist/update',
  signedIn((call) => {
    const { product_id: productId, action_type: action } = body<Api.WishlistUpdateRequest>(call);
    const product = productOf(productId);
    if (!product) return refuse(404, 'Product not found');
    call.state.wishlist = call.state.wishlist.filter((entry) => entry.productId !== productId);
    if (action === 'add')
      call.state.wishlist.unshift({
        productId,
        skuId: product.axes.length === 0 ? (primarySku(product)?.id ?? null) : null,
        quantity: product.moq,
      });
    return ok({ success: true, total_wishlist: call.state.wishlist.length } satisfies Api.WishlistUpdateResponse);
  }),
);
on(
  'PUT /api/wishlist/item',
  signedIn((call) => {
    const asked = body<Api.WishlistItemRequest>(call);
    const entry = call.state.wishlist.find((candidate) => candidate.productId === asked.product_id);
    const product = productOf(asked.product_id);
    if (!entry || !product) return refuse(404, 'The product is not in your wishlist');
    const chosen = asked.product_variant_option_id?.split(',').map(Number).sort().join(',');
    const sku =
      asked.sku_id !== undefined
        ? product.skus.find((candidate) => candidate.id === asked.sku_id)
        : chosen
          ? product.skus.find((candidate) => [...candidate.options].sort().join(',') === chosen)
          : undefined;
    if (sku) entry.skuId = sku.id;
    const moq = product.skus.find((candidate) => candidate.id === entry.skuId)?.moq ?? product.moq;
    if (asked.quantity !== undefined && asked.quantity < moq) return refuse(400, `Minimum order quantity for ${product.name} is ${moq}`);
    entry.quantity = Math.max(asked.quantity ?? entry.quantity, moq);
    const shown = wishlistProduct(call.viewer, entry);
    return ok({
      success: true,
      total_wishlist: call.state.wishlist.length,
      data: {
        product_id: product.id,
        quantity: entry.quantity,
        primary_sku_id: shown?.primary_sku_id ?? null,
        product_variant_option_id: shown?.product_variant_option_id ?? null,
      },
    } satisfies Api.WishlistItemResponse);
  }),
);
const removeFromWishlist = (call: Call, gone: (productId: number) => boolean): Response => {
  const before = call.state.wishlist.length;
  call.state.wishlist = call.state.wishlist.filter((entry) => !gone(entry.productId));
  return ok({
    success: true,
    removed: before - call.state.wishlist.length,
    total_wishlist: call.state.wishlist.length,
  } satisfies Api.WishlistRemovedResponse);
};
on(
  'DELETE /api/wishlist/bulk',
  signedIn((call) => removeFromWishlist(call, (productId) => body<Api.WishlistBulkRemoveRequest>(call).product_ids.includes(productId))),
);
on(
  'DELETE /api/wishlist/vendor/{id}',
  signedIn((call) => removeFromWishlist(call, (productId) => productOf(productId)?.sellerId === Number(call.params.id))),
);

/* Shopping lists */

function listOf(call: Call & { persona: Persona }, list: ListState): Api.ShoppingList {
  const seed = personaSeed(call.persona);
  const lines = list.lines.flatMap((line): Api.ShoppingListLine[] => {
    const found = skuOf(line.skuId);
    if (!found) return [];
    const unit = skuPrice(call.viewer, found.product, found.sku).paid;
    return [
      {
        id: line.id,
        product_id: found.product.id,
        product_name: found.product.name,
        sku_id: found.sku.id,
        sku: found.sku.code,
        variant_label: variantLabel(skuOptions(found.product, found.sku)),
        moq: found.sku.moq,
        quantity: line.quantity,
        note: line.note,
        unit_price: toRinggit(unit),
        line_total: toRinggit(unit * line.quantity),
        availability: found.product.availability,
        total_stock: found.sku.stock,
      },
    ];
  });
  return {
    id: list.id,
    name: list.name,
    access: list.sharedBy ? list.sharedBy.permission : 'owner',
    owner: list.sharedBy ? { id: list.sharedBy.id, name: list.sharedBy.name } : { id: seed.recid, name: seed.name },
    line_count: lines.length,
    updated_at: list.updatedAt,
    lines,
    shares: list.sharedBy
      ? []
      : list.shares.map((share) => ({
          ...share,
          name: COLLEAGUES.find((colleague) => colleague.id === share.user_id)?.name ?? '',
          email: COLLEAGUES.find((colleague) => colleague.id === share.user_id)?.email ?? '',
        })),
    total: toRinggit(lines.reduce((sum, line) => sum + Math.round(line.line_total * 100), 0)),
  };
}

const listsOf = (call: Call): ListState[] => (call.empty ? [] : call.state.lists);

/** Answers the list after `change` (which may refuse); another's list not shared is 404. */
const withList = (call: Call & { persona: Persona }, change: (list: ListState) => Response | void = () => undefined): Response => {
  const list = listsOf(call).find((candidate) => candidate.id === Number(call.params.id));
  if (!list) return refuse(404, 'List not found');
  const refused = change(list);
  if (refused) return refused;
  list.updatedAt = new Date().toISOString();
  return ok({ success: true, data: listOf(call, list) } satisfies Api.ListResponse);
};

on(
  'GET /api/lists',
  signedIn((call) => {
    const lists = listsOf(call).map((list) => listOf(call, list));
    return ok({
      success: true,
      data: lists.map(({ lines: _lines, shares: _shares, total: _total, ...summary }) => summary),
    } satisfies Api.ListsResponse);
  }),
);
on(
  'GET /api/lists/colleagues',
  signedIn(() => ok({ success: true, data: COLLEAGUES } satisfies Api.ColleaguesResponse)),
);
on(
  'POST /api/lists',
  signedIn((call) => {
    const name = body<Api.ListNameRequest>(call).name.trim();
    if (call.state.lists.some((list) => !list.sharedBy && list.name.toLowerCase() === name.toLowerCase()))
      return json(409, { error: `You already have a list named ${name}` });
    const list: ListState = { id: call.state.nextId++, name, sharedBy: null, lines: [], shares: [], updatedAt: new Date().toISOString() };
    call.state.lists.unshift(list);
    return json(201, { success: true, data: listOf(call, list) } satisfies Api.ListResponse);
  }),
);
on(
  'GET /api/lists/{id}',
  signedIn((call) => withList(call)),
);
on(
  'PATCH /api/lists/{id}',
  signedIn((call) => withList(call, (list) => void (list.name = body<Api.ListNameRequest>(call).name.trim()))),
);
on(
  'DELETE /api/lists/{id}',
  signedIn((call) => {
    call.state.lists = call.state.lists.filter((list) => list.id !== Number(call.params.id));
    return ok({ success: true });
  }),
);
on(
  'POST /api/lists/{id}/lines',
  signedIn((call) =>
    withList(call, (list) => {
      const asked = body<Api.AddListLineRequest>(call);
      const product = productOf(asked.product_id);
      const sku = product?.skus.find((candidate) => candidate.id === asked.sku_id) ?? (product ? primarySku(product) : undefined);
      if (!sku) return refuse(404, 'Product not found');
      list.lines.push({
        id: call.state.nextId++,
        skuId: sku.id,
        quantity: Math.max(asked.quantity ?? sku.moq, sku.moq),
        note: asked.note ?? '',
      });
    }),
  ),
);
on(
  'PATCH /api/lists/{id}/lines/{lineId}',
  signedIn((call) =>
    withList(call, (list) => {
      const line = list.lines.find((candidate) => candidate.id === Number(call.params.lineId));
      if (!line) return refuse(404, 'Line not found');
      Object.assign(line, body<Api.ChangeListLineRequest>(call));
    }),
  ),
);
on(
  'DELETE /api/lists/{id}/lines/{lineId}',
  signedIn((call) => withList(call, (list) => void (list.lines = list.lines.filter((line) => line.id !== Number(call.params.lineId))))),
);
on(
  'PUT /api/lists/{id}/shares',
  signedIn((call) => withList(call, (list) => void (list.shares = body<Api.ShareListRequest>(call).shares))),
);
on(
  'POST /api/lists/{id}/cart',
  signedIn((call) => {
    const list = listsOf(call).find((candidate) => candidate.id === Number(call.params.id));
    if (!list) return refuse(404, 'List not found');
    const lines = list.lines.flatMap((line): Api.ListCartResponse['lines'] => {
      const found = skuOf(line.skuId);
      if (!found) return [];
      const problem = cartLineProblem({
        name: found.product.name,
        available: true,
        shipsToLocation: shipsTo(found.product, call.viewer.state),
        availability: found.product.availability,
        stock: found.sku.stock,
        moq: found.sku.moq,
        quantity: line.quantity,
      });
      if (problem) return [{ line_id: line.id, product_name: found.product.name, added: false, reason: problem }];
      call.state.cart.push({ skuId: line.skuId, quantity: line.quantity, references: [] });
      return [{ line_id: line.id, product_name: found.product.name, added: true, quantity: line.quantity }];
    });
    return ok({ success: true, cartCount: cartCount(call), lines } satisfies Api.ListCartResponse);
  }),
);

/* Catalogue */

const catalogueOnly = (
  answer: (call: Call & { persona: Persona }, catalogue: { id: number; name: string; areas: readonly string[] }) => Response,
): Handler =>
  signedIn((call) => {
    const catalogue = personaSeed(call.persona).catalogue;
    return catalogue ? answer(call, catalogue) : refuse(403, 'Your company does not shop from a catalogue');
  });

const catalogueProducts = (call: Call): ProductSeed[] => PRODUCTS.filter((product) => inViewersCatalogue(call.viewer, product));

on(
  'GET /api/products/catalogue',
  catalogueOnly((call, catalogue) => {
    const category = categoryOfQuery(call.query, 'id', 'token');
    if (category !== null && !CATEGORY_ROWS.some((row) => row.id === category)) return refuse(404, 'Category Not Found');
    const products = listed(
      {
        ...call,
        query: new URLSearchParams({
          ...(category === null ? {} : { categoryId: String(category) }),
          search: call.query.get('search') ?? '',
        }),
      },
      catalogueProducts(call),
    );
    const { items } = page(products, call.query);
    return ok({
      success: true,
      data: {
        products: items.map((product) => listingOf(call.viewer, product, 'catalogue')),
        total: products.length,
        catalogId: catalogue.id,
        categoryId: category,
      },
    } satisfies Api.CatalogueProductsResponse);
  }),
);
const catalogueTiles = catalogueOnly((call, catalogue) => {
  const products = catalogueProducts(call);
  const tiles = call.empty
    ? []
    : CATEGORY_TREE_NODES.filter((area) => catalogue.areas.includes(area.category_name)).map((area) => ({
        category_id: area.category_id,
        category_name: area.category_name,
        icon: null,
        product_count: products.filter((product) => isWithin(product.categoryId, area.category_id)).length,
        token: encodeCategoryToken(area.category_id),
      }));
  return ok({
    success: true,
    data: { catalogId: catalogue.id, catalogName: catalogue.name, categoryProducts: tiles },
  } satisfies Api.CatalogueCategoriesResponse);
});
on('GET /api/products/catalogue-categories', catalogueTiles);
on('GET /api/products/tnb-catalogue-categories', catalogueTiles);
on(
  'GET /api/products/catalogue/search',
  catalogueOnly((call) => {
    const category = call.query.get('categoryId');
    return ok(
      searched(
        call,
        catalogueProducts(call).filter((product) => !category || isWithin(product.categoryId, Number(category))),
      ),
    );
  }),
);
on(
  'GET /api/products/catalogue/brands',
  catalogueOnly((call) => {
    const category = call.query.get('categoryId');
    const products = catalogueProducts(call).filter((product) => !category || isWithin(product.categoryId, Number(category)));
    return ok({ success: true, data: [...new Set(products.map((product) => product.brand))].sort() } satisfies Api.BrandsResponse);
  }),
);

/* Dashboard, orders and approvals */

const ordersOf = (call: Call & { persona: Persona }): Api.PreOrderDetail[] =>
  call.empty
    ? []
    : preOrdersOf(call.viewer, personaSeed(call.persona).name).map((order) =>
        call.state.closedOrders.has(order.poId) ? { ...order, status: 'cancelled', currentStage: null, stageLabel: 'Cancelled' } : order,
      );
const inboxOf = (call: Call & { persona: Persona }): Api.ApprovalItem[] =>
  call.empty || call.persona !== 'approver' ? [] : approvalsOf(call.viewer).filter((order) => !call.state.closedOrders.has(order.poId));

on(
  'GET /api/dashboard/summary',
  signedIn((call) => {
    const seed = personaSeed(call.persona);
    if (!seed.isTnb) return refuse(403, 'Access Denied - This page is only accessible to energy buyers');
    const settings = buyerSettingsOf(call.persona);
    const count = (status: Api.PreOrderStatus) => ordersOf(call).filter((order) => order.status === status).length;
    return ok({
      success: true,
      data: {
        user: { name: seed.name, email: seed.email, mobile: seed.mobile, companyName: seed.company.name, role: seed.role },
        settings: [
          { key: 'checkout_type', label: 'Checkout', value: settings.checkout_type === 'workflow' ? 'Workflow' : 'Standard' },
          { key: 'has_eb_number', label: 'EB numbers', value: 'Enabled' },
          { key: 'has_payment_code', label: 'Payment codes', value: 'Enabled' },
          { key: 'view_sl_info', label: 'Seller names', value: 'Shown' },
        ],
        figures: {
          preOrders: {
            budgetApproval: count('budget_approval'),
            workflowApproval: count('workflow_approval'),
            processing: count('processing'),
            rejected: count('rejected'),
          },
          budgets: call.empty
            ? []
            : [
                { locationName: 'Energy HQ', projectName: '4105', budgetLimit: 250_000, remaining: 182_450.75 },
                { locationName: 'Kapar Power Station', projectName: null, budgetLimit: 120_000, remaining: 8_300 },
              ],
          cartItems: cartCount(call),
          wishlistItems: wishlistCount(call),
          approvalsWaiting: null,
        },
        catalogue: seed.catalogue ? { id: seed.catalogue.id, name: seed.catalogue.name, products: catalogueProducts(call).length } : null,
      },
    } satisfies Api.DashboardSummaryResponse);
  }),
);
on(
  'GET /api/orders/pre-orders',
  signedIn((call) => {
    const waiting = call.query.get('filter') === 'waiting';
    const listed = ordersOf(call).filter((order) => !waiting || canWithdraw(order.status));
    const { items, pagination } = page(listed, call.query, 10);
    return ok({
      success: true,
      data: items.map(
        ({
          lines: _l,
          shippingAddress: _s,
          billingAddress: _b,
          alternateRecipient: _a,
          orderNote: _n,
          quotationId: _q,
          sellers: _sl,
          sentBack: _sb,
          attachments: _at,
          timeline: _t,
          ...summary
        }) => summary,
      ),
      pagination,
    } satisfies Api.PreOrdersResponse);
  }),
);
const orderOrMissing = (call: Call & { persona: Persona }, answer: (order: Api.PreOrderDetail) => Response): Response => {
  const order = [...ordersOf(call), ...inboxOf(call)].find((candidate) => candidate.poId === call.params.poId);
  return order ? answer(order) : refuse(404, 'Order not found');
};
on(
  'GET /api/orders/pre-orders/{poId}',
  signedIn((call) => orderOrMissing(call, (order) => ok({ success: true, data: order } satisfies Api.PreOrderResponse))),
);
on(
  'POST /api/orders/pre-orders/{poId}/cancel',
  signedIn((call) =>
    orderOrMissing(call, (order) => {
      call.state.closedOrders.add(order.poId);
      return ok({
        success: true,
        data: { poId: order.poId, status: 'cancelled', currentStage: null, stageLabel: 'Cancelled' },
        message: 'Order withdrawn: its stock and budget are released',
      } satisfies Api.DecisionResponse);
    }),
  ),
);
const editAnswer = (call: Call & { persona: Persona }, message: string) =>
  orderOrMissing(call, (order) => ok({ success: true, data: { poId: order.poId }, message } satisfies Api.EditOrderResponse));
on(
  'POST /api/orders/pre-orders/{poId}/edit',
  signedIn((call) => editAnswer(call, 'The order is open for editing')),
);
on(
  'DELETE /api/orders/pre-orders/{poId}/edit',
  signedIn((call) => editAnswer(call, 'The edit was abandoned; the order is unchanged')),
);
on(
  'PUT /api/orders/pre-orders/{poId}/edit/lines/{skuId}',
  signedIn((call) => editAnswer(call, 'Quantity updated')),
);
on(
  'GET /api/attachments/{id}',
  signedIn(
    () =>
      new Response(new Blob(['%PDF-1.7 workshop attachment'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      }),
  ),
);
on(
  'DELETE /api/attachments/{id}',
  signedIn(() => ok({ success: true })),
);

const NOT_AN_APPROVER = 'You are not an approver in any workflow';
on(
  'GET /api/approvals',
  signedIn((call) =>
    call.persona === 'approver' ? ok({ success: true, data: inboxOf(call) } satisfies Api.ApprovalsResponse) : refuse(403, NOT_AN_APPROVER),
  ),
);
on(
  'GET /api/approvals/count',
  signedIn((call) =>
    ok({ success: true, isApprover: call.persona === 'approver', count: inboxOf(call).length } satisfies Api.ApprovalCountResponse),
  ),
);
on(
  'GET /api/approvals/{poId}',
  signedIn((call) => {
    const order = inboxOf(call).find((candidate) => candidate.poId === call.params.poId);
    return order ? ok({ success: true, data: order } satisfies Api.ApprovalResponse) : refuse(404, 'Order not found');
  }),
);
const DECISIONS: Readonly<Record<string, [Api.PreOrderStatus, string, string]>> = {
  approve: ['workflow_approval', 'Finance Director', 'approved'],
  reject: ['rejected', 'Rejected', 'rejected'],
  return: ['returned', 'Sent Back for Changes', 'sent back for changes'],
};
for (const decision of Object.keys(DECISIONS)) {
  on(
    `POST /api/approvals/{poId}/${decision}`,
    signedIn((call) => {
      const order = inboxOf(call).find((candidate) => candidate.poId === call.params.poId);
      if (!order) return refuse(404, 'Order not found');
      call.state.closedOrders.add(order.poId);
      const [status, stageLabel, word] = DECISIONS[decision];
      return ok({
        success: true,
        data: { poId: order.poId, status, currentStage: status === 'workflow_approval' ? 2 : null, stageLabel },
        message: `Order ${order.poId} ${word}`,
      } satisfies Api.DecisionResponse);
    }),
  );
}
on(
  'POST /api/approvals/bulk',
  signedIn((call) => {
    const asked = body<Api.BulkDecisionRequest>(call);
    const [status, stageLabel] = DECISIONS[asked.decision];
    const waiting = new Set(inboxOf(call).map((order) => order.poId));
    const data = asked.poIds.map(
      (poId): Api.BulkDecisionResult =>
        waiting.has(poId)
          ? { poId, ok: true, status, stageLabel, error: null }
          : { poId, ok: false, status: null, stageLabel: null, error: 'This order is no longer waiting for your decision' },
    );
    for (const poId of asked.poIds) call.state.closedOrders.add(poId);
    return ok({
      success: true,
      data,
      message: `${data.filter((outcome) => outcome.ok).length} of ${data.length} order(s) decided`,
    } satisfies Api.BulkDecisionResponse);
  }),
);

/* Checkout */

const grandTotalOf = (call: Call): number => Number(call.query.get('grandTotal') ?? call.query.get('grand_total') ?? 0);

on(
  'GET /api/workflow/checkout-form',
  signedIn((call) => {
    const place = {
      ...call.viewer,
      state: call.query.get('state') || call.viewer.state,
      district: call.query.get('district') || call.viewer.district,
    };
    return ok(checkoutFormOf(call.persona, cartOf(place, call.state.cart, call.state.approvedBulk), call.query));
  }),
);
on(
  'GET /api/workflow/validate-user-workflow',
  signedIn(() =>
    ok({
      success: true,
      locations: LOCATIONS.filter((location) => location.recid !== 3).map((location) => ({
        ...location,
        has_workflow: true as const,
        matched: true,
      })),
    } satisfies Api.ValidateUserWorkflowResponse),
  ),
);
on(
  'GET /api/workflow/attachment-settings',
  signedIn((call) =>
    ok({
      success: true,
      approval_doc_amount_from: 5000,
      mandatory_order_attachment: personaSeed(call.persona).isTnb ? 1 : 0,
      cart_id_generator: false,
    } satisfies Api.AttachmentSettingsResponse),
  ),
);
on(
  'GET /api/workflow/location-projects',
  signedIn((call) =>
    ok({ success: true, projects: [...projectsOf(Number(call.query.get('location_id')))] } satisfies Api.LocationProjectsResponse),
  ),
);
on(
  'POST /api/workflow/validate-field',
  signedIn(() => ok({ success: true, valid: true, message: '', warnings: [] } satisfies Api.ValidateFieldResponse)),
);
on(
  'GET /api/workflow/checkout-approvers',
  signedIn((call) => {
    const locationId = Number(call.query.get('locationId'));
    if (locationId === 3)
      return ok({
        success: false,
        approvers: [],
        message: 'Please configure your Workflow Settings.',
      } satisfies Api.CheckoutApproversResponse);
    const approvers: Api.Approver[] = [
      {
        user_name: 'Farah Aziz',
        email: 'approver@lapasar.test',
        stage: 1,
        stage_label: locationId === 1 ? 'Department Head' : 'Plant Manager',
        order_by: 1,
      },
    ];
    if (locationId === 1 && grandTotalOf(call) >= 1000)
      approvers.push({ user_name: 'Lim Wei Jie', email: 'finance@lapasar.test', stage: 2, stage_label: 'Finance Director', order_by: 2 });
    return ok({ success: true, approvers } satisfies Api.CheckoutApproversResponse);
  }),
);
on(
  'GET /api/workflow/check-submit-button-status',
  signedIn((call) => {
    const over = grandTotalOf(call) > 50_000;
    return ok({
      success: true,
      submit_disabled: over,
      message: over ? 'Order Cannot Be Submitted' : '',
      spending_limit: 50_000,
    } satisfies Api.SubmitButtonStatusResponse);
  }),
);
on(
  'GET /api/workflow/item-codes',
  signedIn(() => ok({ success: true, itemCodes: ITEM_CODES } satisfies Api.ItemCodesResponse)),
);
on(
  'GET /api/workflow/capital-budget-codes',
  signedIn(() => ok({ success: true, capitalBudgetCodes: CAPITAL_BUDGET_CODES } satisfies Api.CapitalBudgetCodesResponse)),
);
on(
  'POST /api/workflow/get-item-code-budgets',
  signedIn(() =>
    ok({
      success: true,
      itemCodes: ITEM_CODES.map((code, index) => ({
        itemCode: code.code,
        totalBudget: 40_000,
        remainingBudget: 40_000 - index * 12_500,
        budgetName: code.description,
      })),
    } satisfies Api.ItemCodeBudgetsResponse),
  ),
);
on(
  'POST /api/workflow/validate-budget-at-checkout',
  signedIn((call) => {
    const asked = body<Api.ValidateBudgetRequest>(call);
    const validation = workflowValidationOf(asked.locationId, asked.projectId ?? null, asked.orderAmount);
    const budget = validation?.budgetValidation ?? null;
    return ok({
      success: true,
      valid: budget !== null,
      requiresApproval: budget !== null && !budget.isWithinLimit,
      overallMessage:
        budget?.isWithinLimit === false ? 'The order exceeds the remaining budget: it goes to budget approval first' : 'Budget available',
      budgetValidation: budget,
      itemCodes: (asked.itemCodes ?? []).map((code) => ({
        itemCode: code.itemCode,
        valid: true,
        remainingBudget: 40_000,
        message: 'Within budget',
      })),
    } satisfies Api.ValidateBudgetResponse);
  }),
);
on(
  'POST /api/workflow/generate-upload-urls',
  signedIn((call) => {
    const uploads = body<Api.GenerateUploadUrlsRequest>(call).attachments.map((file) => {
      const serial = call.state.nextId++;
      return {
        uploadUrl: `${location.origin}/api/uploads/${serial}.${'s'.repeat(43)}`,
        filename: `workshop-upload-${serial}`,
        originalFilename: file.filename,
        isImage: false,
        attachmentId: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      };
    });
    return ok({ success: true, uploads } satisfies Api.GenerateUploadUrlsResponse);
  }),
);
on('PUT /api/uploads/{token}', ({ params }) =>
  ok({
    success: true,
    filename: `workshop-upload-${params.token.split('.')[0]}`,
    originalFilename: 'upload',
    isImage: false,
  } satisfies Api.UploadResponse),
);
on(
  'POST /api/workflow/submit-complete',
  signedIn((call) => {
    const asked = body<Api.SubmitCompleteRequest>(call);
    const done = new Set(asked.filteredCartItems.map((item) => item.sku_id));
    call.state.cart = call.state.cart.filter((line) => !done.has(line.skuId));
    return ok({
      success: true,
      data: {
        poId: 'PO-20260514-000045',
        batchId: asked.customBatchId,
        operations: 9,
        duration: 24,
        createdDate: new Date().toISOString(),
        mode: 'created',
        status: 'workflow_approval',
        isBudgetPending: false,
        isEdited: asked.editPoId !== undefined,
      },
      message: 'Order submitted',
    } satisfies Api.SubmitCompleteResponse);
  }),
);

/* Company administration: the buyer persona administers Demo Trading. */

/** Answers with `answer` for the company's administrator, 401 for a visitor and 403 for anyone else. */
const administrator =
  (answer: (call: Call & { persona: Persona }) => Response): Handler =>
  (call) => {
    if (!call.persona) return refuse(401, SIGN_IN);
    return call.persona === 'buyer'
      ? answer(call as Call & { persona: Persona })
      : refuse(403, 'Only an administrator of the company may do this');
  };

function audited(
  call: Call,
  action: Api.CompanyAuditEntry['action'],
  subject: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const seed = personaSeed('buyer');
  call.state.company.audit.unshift({
    id: call.state.nextId++,
    at: new Date().toISOString(),
    actor: { id: seed.recid, name: seed.name, email: seed.email },
    action,
    subject,
    before,
    after,
  });
}

on(
  'GET /api/company/people',
  administrator(({ state }) => ok({ success: true, ...state.company } satisfies Api.CompanyPeopleResponse)),
);
on(
  'POST /api/company/invitations',
  administrator((call) => {
    const asked = body<Api.InviteRequest>(call);
    const email = asked.email.trim().toLowerCase();
    if (call.state.company.people.some((person) => person.email === email))
      return json(409, { error: `email: an account already uses ${email}`, code: 'email_taken' });
    if (call.state.company.invitations.some((invitation) => invitation.email === email))
      return json(409, { error: `email: an invitation to ${email} is already waiting to be accepted`, code: 'already_invited' });
    const now = Date.now();
    const invitation: Api.CompanyInvitation = {
      id: call.state.nextId++,
      email,
      role: asked.role,
      administrator: asked.administrator,
      expiresAt: new Date(now + 7 * 24 * 3_600_000).toISOString(),
      createdAt: new Date(now).toISOString(),
      invitedBy: personaSeed('buyer').name,
    };
    call.state.company.invitations.push(invitation);
    audited(call, 'invitation_created', `invitation:${invitation.id}`, null, {
      email,
      role: asked.role,
      administrator: asked.administrator,
    });
    return json(201, { success: true, invitation } satisfies Api.InvitationResponse);
  }),
);
on(
  'DELETE /api/company/invitations/{id}',
  administrator((call) => {
    const invitation = call.state.company.invitations.find((candidate) => candidate.id === Number(call.params.id));
    if (!invitation) return refuse(404, 'No such invitation waiting to be accepted in your company');
    call.state.company.invitations = call.state.company.invitations.filter((candidate) => candidate !== invitation);
    audited(call, 'invitation_revoked', `invitation:${invitation.id}`, { email: invitation.email }, null);
    return ok({ success: true });
  }),
);
on(
  'PATCH /api/company/people/{id}',
  administrator((call) => {
    const person = call.state.company.people.find((candidate) => candidate.id === Number(call.params.id));
    if (!person) return refuse(404, 'No such person in your company');
    const change = body<Api.ChangePersonRequest>(call);
    const after = { ...person, ...change };
    const administrators = call.state.company.people.filter(
      (entry) => (entry.id === person.id ? after : entry).administrator && (entry.id === person.id ? after : entry).active,
    );
    if (administrators.length === 0)
      return json(409, {
        error: `${change.active === false ? 'active' : 'administrator'}: ${person.name} is the company's last active administrator; make another person administrator first`,
        code: 'last_administrator',
      });
    const settings = (entry: Api.CompanyPerson) => ({ role: entry.role, administrator: entry.administrator, active: entry.active });
    audited(call, 'person_changed', `user:${person.id}`, settings(person), settings(after));
    Object.assign(person, change);
    return ok({ success: true, person } satisfies Api.PersonResponse);
  }),
);
on(
  'GET /api/company/audit',
  administrator(({ state, query }) => {
    const action = query.get('action');
    const from = query.get('from');
    const to = query.get('to');
    const data = state.company.audit.filter(
      (entry) => (!action || entry.action === action) && (!from || entry.at.slice(0, 10) >= from) && (!to || entry.at.slice(0, 10) <= to),
    );
    return ok({ success: true, data } satisfies Api.CompanyAuditResponse);
  }),
);

/* The marketplace operator: the operator persona. */

/** The company the administrator persona manages, as the operator lists it. */
const DEMO_COMPANY = 1;

/** Answers with `answer` for the operator, 401 for a visitor and 403 for anyone else. */
const operator =
  (answer: (call: Call & { persona: Persona }) => Response): Handler =>
  (call) => {
    if (!call.persona) return refuse(401, SIGN_IN);
    return call.persona === 'operator'
      ? answer(call as Call & { persona: Persona })
      : refuse(403, 'Only a marketplace operator may do this');
  };

/** The invitation of a company's administrator the operator sent, as the API answers it. */
function operatorInvitation(call: Call, companyId: number, email: string, role: 'buyer' | 'approver'): Api.CompanyInvitation {
  const company = call.state.companies.find((entry) => entry.id === companyId);
  company?.invitedAdministrators.push(email);
  const now = Date.now();
  const invitation: Api.CompanyInvitation = {
    id: call.state.nextId++,
    email,
    role,
    administrator: true,
    expiresAt: new Date(now + 7 * 24 * 3_600_000).toISOString(),
    createdAt: new Date(now).toISOString(),
    invitedBy: personaSeed('operator').name,
  };
  // The demo company's page reads its invitations from the company the administrator persona manages.
  if (companyId === DEMO_COMPANY) call.state.company.invitations.push(invitation);
  return invitation;
}

on(
  'GET /api/operator/companies',
  operator(({ state }) => ok({ success: true, data: state.companies } satisfies Api.OperatorCompaniesResponse)),
);
on(
  'POST /api/operator/companies',
  operator((call) => {
    const asked = body<Api.CreateCompanyRequest>(call);
    const name = asked.name.trim();
    if (call.state.companies.some((company) => company.name.toLowerCase() === name.toLowerCase()))
      return json(409, { error: `name: a company named ${name} is already on the marketplace`, code: 'company_name_taken' });
    const company: Api.OperatorCompany = {
      id: call.state.nextId++,
      name,
      registrationNo: asked.registrationNo,
      sstNumber: asked.sstNumber ?? '',
      taxNumber: asked.taxNumber ?? '',
      people: 0,
      administrators: [],
      invitedAdministrators: [],
      createdAt: new Date().toISOString(),
    };
    call.state.companies.push(company);
    const invitation = asked.administrator
      ? operatorInvitation(call, company.id, asked.administrator.email, asked.administrator.role ?? 'buyer')
      : undefined;
    return json(201, { success: true, company, ...(invitation ? { invitation } : {}) } satisfies Api.CreatedCompanyResponse);
  }),
);
on(
  'POST /api/operator/companies/{id}/invitations',
  operator((call) => {
    const company = call.state.companies.find((entry) => entry.id === Number(call.params.id));
    if (!company) return refuse(404, 'No such company');
    const asked = body<Api.InviteAdministratorRequest>(call);
    const invitation = operatorInvitation(call, company.id, asked.email, asked.role ?? 'buyer');
    return json(201, { success: true, invitation } satisfies Api.OperatorInvitationResponse);
  }),
);
const COMPANY_LOCATIONS = LOCATIONS.map((location) => ({ id: location.recid, name: location.location_name }));
const financialYear = (state: Call['state']): Api.FinancialYearResponse => ({
  success: true,
  data: { startMonth: state.company.startMonth, current: budgetPeriod(currentPeriod()) },
});
on(
  'GET /api/company/financial-year',
  administrator(({ state }) => ok(financialYear(state))),
);
on(
  'PUT /api/company/financial-year',
  administrator((call) => {
    const before = call.state.company.startMonth;
    call.state.company.startMonth = body<{ startMonth: number }>(call).startMonth;
    audited(
      call,
      'company_changed',
      'company:1',
      { financialYearStartMonth: before },
      { financialYearStartMonth: call.state.company.startMonth },
    );
    return ok(financialYear(call.state));
  }),
);
on(
  'GET /api/company/budgets',
  administrator(({ state, query }) => {
    const period = query.get('period') ?? currentPeriod();
    const periods = [...new Set([currentPeriod(), ...state.company.budgets.map((entry) => entry.period)])].sort();
    return ok({
      success: true,
      period: budgetPeriod(period),
      currentPeriod: currentPeriod(),
      periods,
      data: state.company.budgets.filter((entry) => entry.period === period),
    } satisfies Api.CompanyBudgetsResponse);
  }),
);
/** Sets a budget's limit, refusing one below what it has committed and pending as the server does. */
function setLimit(call: Call, found: Api.CompanyBudget | undefined, made: () => Api.CompanyBudget, limit: number): Response {
  const used = found ? found.committed + found.pending : 0;
  if (found && limit < used)
    return json(409, {
      error: `limit: RM ${limit.toFixed(2)} is below what the budget has committed and pending (RM ${used.toFixed(2)})`,
      code: 'budget_below_use',
    });
  const entry = found ?? made();
  if (!found) call.state.company.budgets.push(entry);
  const before = found ? { limit: found.limit } : null;
  Object.assign(entry, { limit, remaining: Math.max(0, limit - used) });
  audited(call, 'budget_set', `budget:${entry.id}`, before, { period: entry.period, limit });
  return ok({ success: true, budget: entry } satisfies Api.CompanyBudgetResponse);
}
on(
  'PUT /api/company/budgets',
  administrator((call) => {
    const asked = body<Api.SetBudgetRequest>(call);
    const period = asked.period ?? currentPeriod();
    const location = COMPANY_LOCATIONS.find((entry) => entry.id === asked.locationId);
    if (!location) return refuse(404, 'locationId: no such location in your company');
    const project = asked.chargeCodeId ? projectsOf(location.id).find((entry) => entry.project_id === asked.chargeCodeId) : undefined;
    if (asked.chargeCodeId && !project) return refuse(404, 'chargeCodeId: no such charge code at this location');
    const chargeCode = project ? { id: project.project_id, name: project.project_name, code: project.project_code } : null;
    const found = call.state.company.budgets.find(
      (entry) =>
        entry.kind === 'charge_code' &&
        entry.period === period &&
        entry.location.id === location.id &&
        (entry.chargeCode?.id ?? null) === (chargeCode?.id ?? null),
    );
    const made = (): Api.CompanyBudget => ({
      id: call.state.nextId++,
      kind: 'charge_code',
      period,
      location,
      chargeCode,
      itemCode: null,
      name: null,
      limit: 0,
      committed: 0,
      pending: 0,
      remaining: 0,
    });
    return setLimit(call, found, made, asked.limit);
  }),
);
on(
  'PUT /api/company/item-code-budgets',
  administrator((call) => {
    const asked = body<Api.SetItemCodeBudgetRequest>(call);
    const period = asked.period ?? currentPeriod();
    const location = COMPANY_LOCATIONS.find((entry) => projectsOf(entry.id).some((project) => project.project_id === asked.chargeCodeId));
    const project = location && projectsOf(location.id).find((entry) => entry.project_id === asked.chargeCodeId);
    if (!location || !project) return refuse(404, 'chargeCodeId: no such charge code in your company');
    const code = ITEM_CODES.find((entry) => entry.recid === asked.itemCodeId);
    if (!code) return refuse(404, 'itemCodeId: no such item code in your company');
    const found = call.state.company.budgets.find(
      (entry) =>
        entry.kind === 'item_code' &&
        entry.period === period &&
        entry.chargeCode?.id === asked.chargeCodeId &&
        entry.itemCode?.id === asked.itemCodeId,
    );
    const made = (): Api.CompanyBudget => ({
      id: call.state.nextId++,
      kind: 'item_code',
      period,
      location,
      chargeCode: { id: project.project_id, name: project.project_name, code: project.project_code },
      itemCode: { id: asked.itemCodeId, code: code.code, description: code.description },
      name: asked.name ?? `${project.project_name} - ${code.description}`,
      limit: 0,
      committed: 0,
      pending: 0,
      remaining: 0,
    });
    return setLimit(call, found, made, asked.limit);
  }),
);
for (const [route, kind] of [
  ['DELETE /api/company/budgets/{id}', 'charge_code'],
  ['DELETE /api/company/item-code-budgets/{id}', 'item_code'],
] as const)
  on(
    route,
    administrator((call) => {
      const entry = call.state.company.budgets.find((candidate) => candidate.kind === kind && candidate.id === Number(call.params.id));
      if (!entry) return refuse(404, 'No such budget in your company');
      if (entry.committed + entry.pending > 0)
        return json(409, {
          error: `The budget has RM ${(entry.committed + entry.pending).toFixed(2)} committed and pending; it cannot be removed`,
          code: 'budget_in_use',
        });
      call.state.company.budgets = call.state.company.budgets.filter((candidate) => candidate !== entry);
      audited(call, 'budget_removed', `budget:${entry.id}`, { period: entry.period, limit: entry.limit }, null);
      return ok({ success: true });
    }),
  );
on(
  'GET /api/company/budgets/export/csv',
  administrator(({ state }) => {
    const lines = state.company.budgets.map((entry) =>
      [entry.location.name, entry.chargeCode?.name ?? '', entry.itemCode?.code ?? '', entry.limit].join(','),
    );
    return new Response(`\uFEFFLocation,Charge code,Item code,Limit (RM)\r\n${lines.join('\r\n')}\r\n`, {
      status: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  }),
);
on(
  'GET /api/company/budgets/export/excel',
  administrator(
    () =>
      new Response(new Uint8Array([80, 75, 5, 6, ...new Array<number>(18).fill(0)]), {
        status: 200,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
);

on(
  'GET /api/company/workflows',
  administrator(({ state }) => ok({ success: true, data: state.company.workflows } satisfies Api.CompanyWorkflowsResponse)),
);
/** A workflow as the list shows it, made from a request; null with the refusal the server would give. */
function workflowFrom(call: Call, id: number): Api.CompanyWorkflow | Response {
  const asked = body<Api.WorkflowRequest>(call);
  const location = COMPANY_LOCATIONS.find((entry) => entry.id === asked.locationId);
  if (!location) return refuse(404, 'No such location in your company (locationId)');
  const empty = asked.stages.findIndex((stage) => stage.approverIds.length === 0);
  if (empty !== -1)
    return json(400, {
      error: `stages.${empty}.approverIds: Stage ${empty + 1} "${asked.stages[empty].label}" has no approver; every stage needs at least one`,
      code: 'stage_without_approver',
    });
  if (!asked.stages.some((stage) => stage.fromAmount === 0))
    return json(400, {
      error: 'stages: no stage applies from RM 0, so an order below every from-amount would find no approver; let one stage apply from 0',
      code: 'no_stage_from_zero',
    });
  const project = asked.projectId ? projectsOf(location.id).find((entry) => entry.project_id === asked.projectId) : undefined;
  return {
    id,
    name: asked.name,
    location,
    project: project ? { id: project.project_id, name: project.project_name, code: project.project_code } : null,
    spendingLimit: asked.spendingLimit,
    budgetApprovalFirst: asked.budgetApprovalFirst ?? true,
    ordersInApproval: 0,
    stages: asked.stages.map((stage, index) => ({
      stage: index + 1,
      label: stage.label,
      fromAmount: stage.fromAmount,
      approvers: call.state.company.people
        .filter((person) => stage.approverIds.includes(person.id))
        .map((person) => ({
          id: person.id,
          name: person.name,
          email: person.email,
          activeApprover: person.active && person.role === 'approver',
        })),
    })),
  };
}
on(
  'POST /api/company/workflows',
  administrator((call) => {
    const made = workflowFrom(call, call.state.nextId++);
    if (made instanceof Response) return made;
    call.state.company.workflows.push(made);
    audited(call, 'workflow_created', `workflow:${made.id}`, null, { name: made.name });
    return json(201, { success: true, data: made });
  }),
);
on(
  'PUT /api/company/workflows/{id}',
  administrator((call) => {
    const target = call.state.company.workflows.find((entry) => entry.id === Number(call.params.id));
    if (!target) return refuse(404, 'No such workflow in your company');
    const made = workflowFrom(call, target.id);
    if (made instanceof Response) return made;
    audited(call, 'workflow_changed', `workflow:${made.id}`, { name: target.name }, { name: made.name });
    Object.assign(target, made);
    return ok({ success: true, data: target });
  }),
);
on(
  'DELETE /api/company/workflows/{id}',
  administrator((call) => {
    const target = call.state.company.workflows.find((entry) => entry.id === Number(call.params.id));
    if (!target) return refuse(404, 'No such workflow in your company');
    call.state.company.workflows = call.state.company.workflows.filter((entry) => entry !== target);
    audited(call, 'workflow_removed', `workflow:${target.id}`, { name: target.name }, null);
    return ok({ success: true });
  }),
);
on(
  'GET /api/company/workflows/preview',
  administrator(({ state, query }) => {
    const amount = Number(query.get('amount'));
    const location = COMPANY_LOCATIONS.find((entry) => String(entry.id) === query.get('location'));
    if (!location) return refuse(404, 'No such location in your company (location)');
    const workflow = state.company.workflows.find((entry) => entry.location.id === location.id);
    const over = workflow !== undefined && workflow.spendingLimit !== null && amount > workflow.spendingLimit;
    const refusal = !workflow
      ? { code: 'workflow_not_configured' as const, message: 'Please configure your Workflow Settings.' }
      : over
        ? {
            code: 'workflow_budget_limit' as const,
            message: `Order exceeds workflow spending limit: order total RM ${amount.toFixed(2)} exceeds workflow budget limit of RM ${workflow.spendingLimit!.toFixed(2)}`,
          }
        : null;
    return ok({
      success: true,
      data: {
        amount,
        location,
        project: null,
        approvalRequired: state.company.workflows.length > 0,
        workflow: workflow
          ? {
              id: workflow.id,
              name: workflow.name,
              spendingLimit: workflow.spendingLimit,
              budgetApprovalFirst: workflow.budgetApprovalFirst,
            }
          : null,
        refusal: state.company.workflows.length > 0 ? refusal : null,
        overBudget: false,
        steps:
          !workflow || refusal
            ? []
            : workflow.stages
                .filter((stage) => amount >= stage.fromAmount)
                .map((stage) => ({
                  kind: 'stage' as const,
                  stage: stage.stage,
                  label: stage.label,
                  approvers: stage.approvers.map(({ id, name }) => ({ id, name })),
                })),
      },
    } satisfies Api.WorkflowPreviewResponse);
  }),
);
/* Company administration: delivery locations, charge codes, item codes and each person's access. */

const inUseAt = (archived: boolean) => ({ archived, archivedAt: archived ? new Date().toISOString() : null });

/** A 400 naming the field, as the reference server refuses an address whose postcode lies in another state. */
function addressRefusal(address: Api.CompanyAddress, within = ''): Response | null {
  const state = BUILT_IN_STATES.find((entry) => entry.name === address.state || entry.code === address.state);
  if (!state) return json(400, { error: `${within}state: '${address.state}' is not a state of Malaysia`, code: 'unknown_location' });
  const place = POSTCODE_PLACES[address.postcode];
  if (place && place.state !== state.name)
    return json(400, {
      error: `${within}postcode: Postcode ${address.postcode} is in ${place.district}, ${place.state}, not ${state.name}`,
      code: 'postcode_mismatch',
    });
  return null;
}

const addressOfPlace = ({ lotNo, street1, street2, postcode, city, state }: Api.CompanyAddress) => ({
  lotNo,
  street1,
  street2,
  postcode,
  city,
  state,
});

/** The archive and restore routes of one kind of place, audited as `{kind}_archived` and `{kind}_restored`. */
function archiving<T extends { id: number; archived: boolean; archivedAt: string | null; openOrders?: number }>(
  path: string,
  kind: 'location' | 'charge_code' | 'item_code',
  find: (call: Call) => T | undefined,
  answer: (item: T) => Response,
  nameOf: (item: T) => string,
) {
  for (const step of ['archive', 'restore'] as const)
    on(
      `POST ${path}/{id}/${step}`,
      administrator((call) => {
        const item = find(call);
        if (!item) return refuse(404, `No such ${kind.replace('_', ' ')} in your company`);
        const archived = step === 'archive';
        if (item.archived === archived) return answer(item);
        if (archived && (item.openOrders ?? 0) > 0)
          return json(409, {
            error: `${nameOf(item)} has ${item.openOrders} open order${item.openOrders === 1 ? '' : 's'} (in approval or not yet completed); archive it once they are done`,
            code: kind === 'location' ? 'location_has_open_orders' : 'charge_code_has_open_orders',
            open_orders: item.openOrders,
          });
        Object.assign(item, inUseAt(archived));
        audited(
          call,
          `${kind}_${archived ? 'archived' : 'restored'}`,
          `${kind}:${item.id}`,
          { name: nameOf(item), archived: !archived },
          {
            name: nameOf(item),
            archived,
          },
        );
        return answer(item);
      }),
    );
}

const locationOf = (call: Call) => call.state.places.locations.find((location) => location.id === Number(call.params.id));
const chargeCodeOf = (call: Call) => call.state.places.chargeCodes.find((code) => code.id === Number(call.params.id));
const itemCodeOf = (call: Call) => call.state.places.itemCodes.find((code) => code.id === Number(call.params.id));

on(
  'GET /api/company/locations',
  administrator(({ state }) => ok({ success: true, locations: state.places.locations } satisfies Api.CompanyLocationsResponse)),
);
on(
  'POST /api/company/locations',
  administrator((call) => {
    const asked = body<Api.CreateLocationRequest>(call);
    if (call.state.places.locations.some((location) => location.name.toLowerCase() === asked.name.toLowerCase()))
      return json(409, { error: `name: ${asked.name} is already a location of your company`, code: 'location_name_taken' });
    const refused = addressRefusal(asked);
    if (refused) return refused;
    const location: Api.CompanyLocation = { id: call.state.nextId++, ...asked, country: DEFAULT_COUNTRY, ...inUseAt(false), openOrders: 0 };
    call.state.places.locations.push(location);
    audited(call, 'location_created', `location:${location.id}`, null, { name: location.name, ...addressOfPlace(location) });
    return json(201, { success: true, location } satisfies Api.LocationResponse);
  }),
);
on(
  'PATCH /api/company/locations/{id}',
  administrator((call) => {
    const location = locationOf(call);
    if (!location) return refuse(404, 'No such location in your company');
    const after = { ...location, ...body<Api.ChangeLocationRequest>(call) };
    const refused = addressRefusal(after);
    if (refused) return refused;
    audited(
      call,
      'location_changed',
      `location:${location.id}`,
      { name: location.name, ...addressOfPlace(location) },
      {
        name: after.name,
        ...addressOfPlace(after),
      },
    );
    Object.assign(location, after);
    for (const code of call.state.places.chargeCodes) if (code.locationId === location.id) code.locationName = location.name;
    return ok({ success: true, location } satisfies Api.LocationResponse);
  }),
);
archiving(
  '/api/company/locations',
  'location',
  locationOf,
  (location) => ok({ success: true, location }),
  (location) => location.name,
);

on(
  'GET /api/company/charge-codes',
  administrator(({ state, query }) => {
    const at = query.get('locationId');
    const chargeCodes = state.places.chargeCodes.filter((code) => !at || code.locationId === Number(at));
    return ok({ success: true, chargeCodes } satisfies Api.CompanyChargeCodesResponse);
  }),
);
on(
  'POST /api/company/charge-codes',
  administrator((call) => {
    const asked = body<Api.CreateChargeCodeRequest>(call);
    const location = call.state.places.locations.find((entry) => entry.id === asked.locationId);
    if (!location) return refuse(404, 'No such location in your company');
    if (location.archived)
      return json(409, { error: `locationId: ${location.name} is archived; restore it first`, code: 'location_archived' });
    if (call.state.places.chargeCodes.some((code) => code.code.toLowerCase() === asked.code.toLowerCase()))
      return json(409, { error: `code: ${asked.code} is already a charge code of your company`, code: 'charge_code_taken' });
    const refused = asked.address ? addressRefusal(asked.address, 'address.') : null;
    if (refused) return refused;
    const chargeCode: Api.CompanyChargeCode = {
      id: call.state.nextId++,
      locationId: location.id,
      locationName: location.name,
      name: asked.name,
      code: asked.code,
      address: asked.address ?? null,
      ...inUseAt(false),
      openOrders: 0,
    };
    call.state.places.chargeCodes.push(chargeCode);
    audited(call, 'charge_code_created', `charge_code:${chargeCode.id}`, null, {
      location: location.name,
      name: chargeCode.name,
      code: chargeCode.code,
      address: chargeCode.address,
    });
    return json(201, { success: true, chargeCode } satisfies Api.ChargeCodeResponse);
  }),
);
on(
  'PATCH /api/company/charge-codes/{id}',
  administrator((call) => {
    const chargeCode = chargeCodeOf(call);
    if (!chargeCode) return refuse(404, 'No such charge code in your company');
    const change = body<Api.ChangeChargeCodeRequest>(call);
    const refused = change.address ? addressRefusal(change.address, 'address.') : null;
    if (refused) return refused;
    const settings = ({ name, code, address }: Api.CompanyChargeCode) => ({ name, code, address });
    const before = settings(chargeCode);
    Object.assign(chargeCode, change);
    audited(call, 'charge_code_changed', `charge_code:${chargeCode.id}`, before, settings(chargeCode));
    return ok({ success: true, chargeCode } satisfies Api.ChargeCodeResponse);
  }),
);
archiving(
  '/api/company/charge-codes',
  'charge_code',
  chargeCodeOf,
  (chargeCode) => ok({ success: true, chargeCode }),
  (code) => code.name,
);

on(
  'GET /api/company/item-codes',
  administrator(({ state }) => ok({ success: true, itemCodes: state.places.itemCodes } satisfies Api.CompanyItemCodesResponse)),
);
on(
  'POST /api/company/item-codes',
  administrator((call) => {
    const asked = body<Api.CreateItemCodeRequest>(call);
    if (call.state.places.itemCodes.some((code) => code.code.toLowerCase() === asked.code.toLowerCase()))
      return json(409, { error: `code: ${asked.code} is already an item code of your company`, code: 'item_code_taken' });
    const itemCode: Api.CompanyItemCode = {
      id: call.state.nextId++,
      code: asked.code,
      description: asked.description,
      glCode: asked.glCode ?? '',
      ...inUseAt(false),
    };
    call.state.places.itemCodes.push(itemCode);
    audited(call, 'item_code_created', `item_code:${itemCode.id}`, null, {
      code: itemCode.code,
      description: itemCode.description,
      glCode: itemCode.glCode,
    });
    return json(201, { success: true, itemCode } satisfies Api.ItemCodeResponse);
  }),
);
on(
  'PATCH /api/company/item-codes/{id}',
  administrator((call) => {
    const itemCode = itemCodeOf(call);
    if (!itemCode) return refuse(404, 'No such item code in your company');
    const settings = ({ description, glCode }: Api.CompanyItemCode) => ({ description, glCode });
    const before = settings(itemCode);
    Object.assign(itemCode, body<Api.ChangeItemCodeRequest>(call));
    audited(call, 'item_code_changed', `item_code:${itemCode.id}`, before, settings(itemCode));
    return ok({ success: true, itemCode } satisfies Api.ItemCodeResponse);
  }),
);
archiving(
  '/api/company/item-codes',
  'item_code',
  itemCodeOf,
  (itemCode) => ok({ success: true, itemCode }),
  (code) => code.code,
);

/** A person's access as the server answers it: every location and charge code, the company's view_sl_info, until changed. */
function accessOf(state: WorkshopState, person: Api.CompanyPerson): Api.CompanyPersonAccess {
  return (
    state.places.access.get(person.id) ?? {
      userId: person.id,
      name: person.name,
      email: person.email,
      allLocations: true,
      locations: [],
      allChargeCodes: true,
      chargeCodes: [],
      pickChargeCodes: false,
      viewSlInfo: null,
      companyViewSlInfo: 'Y',
    }
  );
}

const personOf = (call: Call) => call.state.company.people.find((person) => person.id === Number(call.params.id));

on(
  'GET /api/company/people/{id}/access',
  administrator((call) => {
    const person = personOf(call);
    if (!person) return refuse(404, 'No such person in your company');
    return ok({ success: true, access: accessOf(call.state, person) } satisfies Api.PersonAccessResponse);
  }),
);
on(
  'PUT /api/company/people/{id}/access',
  administrator((call) => {
    const person = personOf(call);
    if (!person) return refuse(404, 'No such person in your company');
    const asked = body<Api.PersonAccessRequest>(call);
    const { locations, chargeCodes } = call.state.places;
    const listed = <T extends { id: number }>(ids: Api.PersonAccessRequest['locationIds'], from: T[]) =>
      ids === 'all' ? [] : ids.map((id) => from.find((entry) => entry.id === id));
    const chosenLocations = listed(asked.locationIds, locations);
    const chosenCodes = listed(asked.chargeCodeIds, chargeCodes);
    if (chosenLocations.includes(undefined) || chosenCodes.includes(undefined))
      return refuse(404, 'A location or charge code listed is not one of your company');
    const before = accessOf(call.state, person);
    const after: Api.CompanyPersonAccess = {
      ...before,
      allLocations: asked.locationIds === 'all',
      locations: chosenLocations.flatMap((location) =>
        location ? [{ id: location.id, name: location.name, archived: location.archived }] : [],
      ),
      allChargeCodes: asked.chargeCodeIds === 'all',
      chargeCodes: chosenCodes.flatMap((code) =>
        code ? [{ id: code.id, code: code.code, name: code.name, locationId: code.locationId, archived: code.archived }] : [],
      ),
      pickChargeCodes: asked.pickChargeCodes,
      viewSlInfo: asked.viewSlInfo,
    };
    call.state.places.access.set(person.id, after);
    const settings = (access: Api.CompanyPersonAccess) => ({
      locations: access.allLocations ? 'all' : access.locations.map((location) => location.id),
      chargeCodes: access.allChargeCodes ? 'all' : access.chargeCodes.map((code) => code.id),
      pickChargeCodes: access.pickChargeCodes,
      viewSlInfo: access.viewSlInfo,
    });
    audited(call, 'person_access_changed', `user:${person.id}`, settings(before), settings(after));
    return ok({ success: true, access: after } satisfies Api.PersonAccessResponse);
  }),
);

/* Company administration: integrations (single sign-on, assertion keys, PunchOut). Secrets are kept by nobody: the state says only that one is set. */

const INTEGRATION_ENDPOINTS: Api.IntegrationEndpoints = {
  signOnCallback: 'https://shop.lapasar.example/api/auth/sso/callback',
  assertionAudience: 'https://shop.lapasar.example/api/auth/sso/assertion',
  cxml: 'https://shop.lapasar.example/punchout/cxml',
  ociStart: 'https://shop.lapasar.example/punchout/oci/start',
};
const secretSetNow = () => ({ set: true, setAt: new Date().toISOString() });
/** A strong-looking secret, as the reference server generates one (256 random bits, base64url). */
const generatedSecret = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

on(
  'GET /api/company/integrations',
  administrator(({ state }) =>
    ok({ success: true, ...state.integrations, endpoints: INTEGRATION_ENDPOINTS } satisfies Api.IntegrationsResponse),
  ),
);
on(
  'PUT /api/company/integrations/identity-provider',
  administrator((call) => {
    const asked = body<Api.IdentityProviderRequest>(call);
    const before = call.state.integrations.identityProvider;
    if (asked.slug === 'acme') return json(409, { error: 'slug: another company already uses acme', code: 'slug_taken' });
    const administratorDomains = call.state.company.people
      .filter((person) => person.administrator && person.active)
      .map((person) => person.email.split('@')[1]);
    if (!asked.passwordSignIn && !administratorDomains.some((domain) => asked.emailDomains.includes(domain)))
      return json(409, {
        error:
          "passwordSignIn: password sign-in stays on until an active administrator can sign in through the company's provider or portal (an address in its e-mail domains, and an issuer or a live assertion key)",
        code: 'password_sign_in_lockout',
      });
    const keptSecret = before?.oidc?.clientSecret;
    if (asked.oidc && asked.oidc.clientSecret === undefined && !keptSecret?.set)
      return refuse(400, 'oidc.clientSecret: must be given: none is stored');
    const after: Api.CompanyIdentityProvider = {
      slug: asked.slug,
      oidc: asked.oidc && {
        issuer: asked.oidc.issuer,
        clientId: asked.oidc.clientId,
        clientSecret: asked.oidc.clientSecret === undefined ? keptSecret! : secretSetNow(),
      },
      emailDomains: asked.emailDomains,
      roleClaim: asked.roleClaim,
      approverRoleValues: asked.approverRoleValues,
      buyerRoleValues: asked.buyerRoleValues,
      embedOrigins: asked.embedOrigins,
      passwordSignIn: asked.passwordSignIn,
      createdAt: before?.createdAt ?? new Date().toISOString(),
    };
    call.state.integrations.identityProvider = after;
    const { createdAt: _created, ...audit } = after;
    audited(call, 'identity_provider_changed', 'identity_provider:1', before && { slug: before.slug }, {
      ...audit,
      oidc: after.oidc && { issuer: after.oidc.issuer },
    });
    return ok({ success: true, identityProvider: after } satisfies Api.IdentityProviderResponse);
  }),
);
on(
  'POST /api/company/integrations/assertion-keys',
  administrator((call) => {
    const asked = body<Api.AssertionKeyRequest>(call);
    const { integrations } = call.state;
    if (!integrations.identityProvider)
      return refuse(409, "kid: set up the company's identity provider settings first: their slug is the iss of the assertions");
    if (integrations.assertionKeys.some((entry) => entry.kid === asked.kid))
      return json(409, {
        error: `kid: your company already has a key ${asked.kid} (key ids are not used again, even once revoked)`,
        code: 'kid_taken',
      });
    if (asked.pem !== undefined && !/^-----BEGIN PUBLIC KEY-----/.test(asked.pem.trim()))
      return refuse(400, `pem: must be an SPKI public key (-----BEGIN PUBLIC KEY-----) of a kind ${asked.algorithm} signs with`);
    const added: Api.CompanyAssertionKey = {
      id: call.state.nextId++,
      kid: asked.kid,
      algorithm: asked.algorithm,
      fingerprint: generatedSecret().slice(0, 43),
      addedAt: new Date().toISOString(),
      revokedAt: null,
    };
    integrations.assertionKeys.unshift(added);
    audited(call, 'assertion_key_added', `assertion_key:${added.id}`, null, { kid: added.kid, algorithm: added.algorithm });
    return json(201, { success: true, assertionKey: added } satisfies Api.AssertionKeyResponse);
  }),
);
on(
  'POST /api/company/integrations/assertion-keys/{id}/revoke',
  administrator((call) => {
    const found = call.state.integrations.assertionKeys.find((entry) => entry.id === Number(call.params.id));
    if (!found) return refuse(404, 'No such assertion key in your company');
    if (found.revokedAt) return refuse(409, `The key ${found.kid} is already revoked`);
    found.revokedAt = new Date().toISOString();
    audited(
      call,
      'assertion_key_revoked',
      `assertion_key:${found.id}`,
      { kid: found.kid, revoked: false },
      { kid: found.kid, revoked: true },
    );
    return ok({ success: true, assertionKey: found } satisfies Api.AssertionKeyResponse);
  }),
);
on(
  'PUT /api/company/integrations/punchout',
  administrator((call) => {
    const asked = body<Api.PunchoutSettingsRequest>(call);
    const before = call.state.integrations.punchout;
    const user = call.state.company.people.find((person) => person.id === asked.defaultUserId);
    if (!user || user.role !== 'buyer' || !user.active) return refuse(400, 'defaultUserId: must be an active buyer of your company');
    const generated: Api.PunchoutSettingsResponse['generatedSecrets'] = {};
    const secretState = (sent: string | undefined, kept: Api.SecretState | undefined, field: string, made: (secret: string) => void) => {
      if (sent === undefined) return kept?.set ? kept : field;
      if (sent === 'generate') made(generatedSecret());
      return secretSetNow();
    };
    const cxmlSecret = asked.cxml
      ? secretState(
          asked.cxml.sharedSecret,
          before?.cxml?.sharedSecret,
          'cxml.sharedSecret',
          (secret) => (generated.cxmlSharedSecret = secret),
        )
      : null;
    const ociSecret = asked.oci
      ? secretState(asked.oci.password, before?.oci?.password, 'oci.password', (secret) => (generated.ociPassword = secret))
      : null;
    for (const state of [cxmlSecret, ociSecret])
      if (typeof state === 'string') return refuse(400, `${state}: must be given or generated: none is stored`);
    const after: Api.CompanyPunchoutSettings = {
      systemName: asked.systemName,
      defaultUser: { id: user.id, name: user.name, email: user.email },
      cxml: asked.cxml && { domain: asked.cxml.domain, identity: asked.cxml.identity, sharedSecret: cxmlSecret as Api.SecretState },
      oci: asked.oci && { username: asked.oci.username, password: ociSecret as Api.SecretState },
      frameOrigins: asked.frameOrigins,
    };
    call.state.integrations.punchout = after;
    audited(call, 'punchout_settings_changed', 'punchout:1', before && { systemName: before.systemName }, { systemName: after.systemName });
    return ok({ success: true, punchout: after, generatedSecrets: generated } satisfies Api.PunchoutSettingsResponse);
  }),
);

/* Company administration: category price limits and the company's settings. */

on('GET /api/categories', () => ok({ success: true, data: CATEGORY_TREE_NODES } satisfies Api.CategoriesResponse));
on(
  'GET /api/company/price-limits',
  administrator(({ state }) =>
    ok({ success: true, data: state.limits.priceLimits.map(priceLimitOf) } satisfies Api.CompanyPriceLimitsResponse),
  ),
);
on(
  'PUT /api/company/price-limits',
  administrator((call) => {
    const asked = body<Api.SetPriceLimitRequest>(call);
    if (categoryPath(asked.categoryId).length === 0) return refuse(404, 'categoryId: no such category');
    const found = call.state.limits.priceLimits.find((limit) => limit.categoryId === asked.categoryId);
    const before = found ? priceLimitOf(found) : null;
    const limit = found ?? { id: call.state.nextId++, categoryId: asked.categoryId, maxUnitPrice: asked.maxUnitPrice };
    if (!found) call.state.limits.priceLimits.push(limit);
    limit.maxUnitPrice = asked.maxUnitPrice;
    const after = priceLimitOf(limit);
    const audit = (entry: Api.CompanyPriceLimit) => ({
      categoryId: entry.category.id,
      category: entry.category.path.join(' > '),
      maxUnitPrice: entry.maxUnitPrice,
    });
    audited(call, 'price_limit_set', `price_limit:${limit.id}`, before && audit(before), audit(after));
    return ok({ success: true, priceLimit: after } satisfies Api.CompanyPriceLimitResponse);
  }),
);
on(
  'DELETE /api/company/price-limits/{id}',
  administrator((call) => {
    const found = call.state.limits.priceLimits.find((limit) => limit.id === Number(call.params.id));
    if (!found) return refuse(404, 'No such price limit in your company');
    const { category, maxUnitPrice } = priceLimitOf(found);
    call.state.limits.priceLimits = call.state.limits.priceLimits.filter((limit) => limit !== found);
    audited(
      call,
      'price_limit_removed',
      `price_limit:${found.id}`,
      { categoryId: category.id, category: category.path.join(' > '), maxUnitPrice },
      null,
    );
    return ok({ success: true });
  }),
);
on(
  'GET /api/company/settings',
  administrator(({ state }) => ok({ success: true, settings: state.limits.settings } satisfies Api.CompanySettingsResponse)),
);
on(
  'PATCH /api/company/settings',
  administrator((call) => {
    const asked = body<Api.ChangeCompanySettingsRequest>(call);
    const before = call.state.limits.settings;
    const changed = (Object.keys(asked) as (keyof typeof asked)[]).filter((key) => asked[key] !== undefined && asked[key] !== before[key]);
    const after = { ...before, ...asked };
    const problem = settingsProblem(after, new Set(changed));
    if (problem) return json(400, { error: `${problem.field}: ${problem.message}`, code: 'settings_unsupported' });
    if (changed.length > 0)
      audited(
        call,
        'company_changed',
        `company:${before.id}`,
        Object.fromEntries(changed.map((key) => [key, before[key]])),
        Object.fromEntries(changed.map((key) => [key, after[key]])),
      );
    call.state.limits.settings = after;
    return ok({ success: true, settings: after } satisfies Api.CompanySettingsResponse);
  }),
);

/* The marketplace operator's page of one company: the demo company is the one the administrator persona manages. */

/** The invitations of a company waiting: the demo company's own, or those the list names for another. */
function companyInvitations(call: Call, company: Api.OperatorCompany): Api.CompanyInvitation[] {
  if (company.id === DEMO_COMPANY) return call.state.company.invitations;
  return company.invitedAdministrators.map((email, index) => ({
    id: company.id * 1000 + index,
    email,
    role: 'buyer',
    administrator: true,
    expiresAt: new Date(Date.parse(company.createdAt) + 7 * 24 * 3_600_000).toISOString(),
    createdAt: company.createdAt,
    invitedBy: personaSeed('operator').name,
  }));
}
/** A company the operator created and nobody has administered yet: a new company's settings. */
const newCompanySettings = (company: Api.OperatorCompany): Api.CompanySettings => ({
  id: company.id,
  companyName: company.name,
  registrationNo: company.registrationNo,
  sstNumber: company.sstNumber,
  taxNumber: company.taxNumber,
  viewSlInfo: 'Y',
  checkoutType: 'standard',
  budgetType: 'none',
  hasItemCode: 'N',
  hasEbNumber: 'N',
  hasCapex: 'N',
  hasSpecialBudgetCategory: 'N',
  hasPaymentCode: 'N',
  approvalDocAmountFrom: 0,
  mandatoryOrderAttachment: false,
  cartIdGenerator: false,
  sapPoidConfigured: false,
  alternateRecipientRequired: false,
});
const listedCompany = (call: Call) => call.state.companies.find((entry) => entry.id === Number(call.params.id));

on(
  'GET /api/operator/companies/{id}',
  operator((call) => {
    const company = listedCompany(call);
    if (!company) return refuse(404, 'No such company');
    const demo = company.id === DEMO_COMPANY;
    const counts = (places: readonly { archived: boolean }[]) => ({
      count: places.length,
      archived: places.filter((place) => place.archived).length,
    });
    return ok({
      success: true,
      company,
      people: demo ? call.state.company.people : [],
      invitations: companyInvitations(call, company),
      settings: demo ? call.state.limits.settings : newCompanySettings(company),
      places: {
        locations: counts(demo ? call.state.places.locations : []),
        chargeCodes: counts(demo ? call.state.places.chargeCodes : []),
      },
      workflows: demo ? call.state.company.workflows : [],
      priceLimits: demo ? call.state.limits.priceLimits.map(priceLimitOf) : [],
      integrations: {
        ...(demo ? call.state.integrations : { identityProvider: null, assertionKeys: [], punchout: null }),
        endpoints: INTEGRATION_ENDPOINTS,
      },
    } satisfies Api.OperatorCompanySettingsResponse);
  }),
);
on(
  'DELETE /api/operator/companies/{id}/invitations/{invitationId}',
  operator((call) => {
    const company = listedCompany(call);
    const invitation = company && companyInvitations(call, company).find((entry) => entry.id === Number(call.params.invitationId));
    if (!company || !invitation) return refuse(404, 'No such company, or no such invitation of it waiting to be accepted');
    company.invitedAdministrators = company.invitedAdministrators.filter((email) => email !== invitation.email);
    if (company.id === DEMO_COMPANY)
      call.state.company.invitations = call.state.company.invitations.filter((entry) => entry.id !== invitation.id);
    return ok({ success: true });
  }),
);
on(
  'GET /api/operator/companies/{id}/audit',
  operator((call) => {
    const company = listedCompany(call);
    if (!company) return refuse(404, 'No such company');
    const action = call.query.get('action');
    const from = call.query.get('from');
    const to = call.query.get('to');
    const data = (company.id === DEMO_COMPANY ? call.state.company.audit : []).filter(
      (entry) => (!action || entry.action === action) && (!from || entry.at.slice(0, 10) >= from) && (!to || entry.at.slice(0, 10) <= to),
    );
    return ok({ success: true, data } satisfies Api.CompanyAuditResponse);
  }),
);
