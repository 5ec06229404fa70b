import type { CompareItem } from '../../src/contract/types';
import { variantLabel } from '../../src/lib/variant';
import { shippingDisplay } from '../../server/domain/shipping-display';
import { isApiPath, takeBreaches } from '../../tests/browser/contract-check';
import { fakeApi, json, type FakeRequest } from '../../tests/browser/fake-api';
import { compareItem, fakeCompareApi } from '../../tests/browser/fake-compare';
import { personaOfToken, type Persona } from './personas';
import { sellerNameFor, skuPricingOf, type Viewer } from './products';
import { routeOf } from './routes';
import { demoState, emptyState, type WorkshopState } from './state';
import { productImage, productOf, sellerOf, shipsTo, skuOptions } from './world';

/** What a story asks of the API. */
export interface Scenario {
  /** Who is signed in; null for a visitor. */
  persona: Persona | null;
  /** Where the story delivers to; null when no location is chosen. */
  location: { state: string; district: string } | null;
  /** Every collection (cart, wishlist, lists, orders, results) is empty. */
  empty?: boolean;
  /** Calls (`METHOD /path`) the server fails with a 500. */
  fail?: RegExp[];
  /** Calls (`METHOD /path`) that get no answer while the story shows: its loading state. */
  hold?: RegExp[];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const claims = (rules: readonly RegExp[], path: string) => rules.some((rule) => METHODS.some((method) => rule.test(`${method} ${path}`)));

/** The products compared in the demo: two groups, the laptop and the mouse, then paper and pens. */
function comparedItems(viewer: Viewer): CompareItem[] {
  return [
    [103, 1],
    [104, 1],
    [101, 2],
    [102, 2],
  ].flatMap(([productId, group]) => {
    const product = productOf(productId);
    if (!product) return [];
    const seller = sellerOf(product.sellerId);
    const restriction = shipsTo(product, viewer.state) ? null : 'The vendor does not provide shipping services to your location';
    return [
      compareItem(product.id, group, {
        product_name: product.name,
        thumb: productImage(product),
        product_description: product.description,
        sl_id: product.sellerId,
        seller: { companyName: sellerNameFor(viewer, product.sellerId), rating: seller.rating, total_review: seller.reviews },
        moq: product.moq,
        delivery_term_from: seller.termFrom,
        delivery_term_to: seller.termTo,
        features: product.features.map(([lable, description]) => ({ lable, description })),
        availability: product.availability,
        total_stock: product.skus.reduce((sum, sku) => sum + sku.stock, 0),
        shipping: shippingDisplay(viewer.state ? { shipping: product.shipping, restriction } : null),
        skus: product.skus.map((sku) => {
          const pricing = skuPricingOf(viewer, product, sku);
          return {
            recid: sku.id,
            sku: sku.code,
            label: variantLabel(skuOptions(product, sku)),
            price: pricing.act_price,
            marketplace_price: pricing.marketplace_price,
            moq: sku.moq,
            total_stock: sku.stock,
          };
        }),
      }),
    ];
  });
}

export interface MockApi {
  /** Starts a story: its state, who is signed in and which calls fail or hang. */
  begin(scenario: Scenario): void;
}

/**
 * Answers the page's API calls in the browser: all of them (`mock`), or only those a story makes
 * fail or hang when the stories run against a real server. A call or answer that breaks the
 * contract, or a call the mock does not know, is reported as a page error.
 */
export function installMockApi(mock: boolean): MockApi {
  let scenario: Scenario = { persona: null, location: null };
  let state: WorkshopState = emptyState();
  let releases: (() => void)[] = [];

  const serve = (request: FakeRequest): Response => {
    const found = routeOf(request.method, request.path);
    if (!found) {
      const problem = `The workshop's mock API does not answer ${request.method} ${request.path}`;
      reportError(new Error(problem));
      return json(404, { error: problem });
    }
    const persona = personaOfToken(request.headers.get('authorization'));
    const place = {
      state: request.headers.get('x-state') ?? request.query.get('state') ?? scenario.location?.state ?? null,
      district: request.headers.get('x-district') ?? request.query.get('district') ?? scenario.location?.district ?? null,
    };
    const viewer: Viewer = {
      persona,
      ...place,
      wishlist: new Set(persona && !scenario.empty ? state.wishlist.map((entry) => entry.productId) : []),
    };
    return found.handler({ ...request, params: found.params, viewer, persona, state, empty: scenario.empty ?? false });
  };

  const rules = () => [...(scenario.fail ?? []), ...(scenario.hold ?? [])];
  const api = fakeApi((path) => isApiPath(path) && (mock || claims(rules(), path)), serve);
  // The browser tests' compare fake, on the workshop's products; a real server answers compare itself.
  const compare = mock ? fakeCompareApi() : null;

  // Reports what the contract check found in the call just answered.
  const answered = window.fetch;
  window.fetch = async (input, init) => {
    const answer = await answered(input, init);
    const breaches = takeBreaches();
    if (breaches.length > 0)
      reportError(new Error(`The workshop's mock API breaks the API contract (src/contract):\n${breaches.join('\n')}`));
    return answer;
  };

  return {
    begin(next) {
      for (const release of releases) release();
      releases = [];
      api.reset();
      compare?.reset();
      scenario = next;
      state = next.empty || !next.persona ? emptyState() : demoState();
      const viewer: Viewer = {
        persona: next.persona,
        state: next.location?.state ?? null,
        district: next.location?.district ?? null,
        wishlist: new Set(),
      };
      if (compare) compare.state.items = next.empty || !next.persona ? [] : comparedItems(viewer);
      const failing = () => json(500, { error: 'The server could not answer. Please try again.' });
      for (const pattern of next.fail ?? []) {
        api.answer(pattern, failing);
        compare?.answer(pattern, failing);
      }
      for (const pattern of next.hold ?? []) releases.push(api.hold(pattern), ...(compare ? [compare.hold(pattern)] : []));
    },
  };
}
