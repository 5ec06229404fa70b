import type { Context } from 'hono';

import { toSen } from '../../src/lib/money';
import { moqRange } from '../../src/lib/moq';
import type { AppEnv } from '../env';
import { ownBuyer } from '../middleware/auth';
import type { Viewer } from '../services/listings';
import { imageLinks, type ImageLinks, type ProductImageSettings } from '../services/product-images';

export const splitList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export const moqRanges = (text: string | undefined) =>
  splitList(text)
    .map((code) => moqRange(code))
    .filter((range): range is { min: number; max: number } => range !== null);

/** An RM query parameter in sen. */
export const senParam = (text: string | undefined): number | undefined => (text === undefined ? undefined : toSen(Number(text)));

/** The viewer of a request: the session's buyer, never ids sent by the client; only a buyer sees its own wishlist and bulk prices. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const session = c.get('session');
  return { buyerId: ownBuyer(session)?.id ?? null, showSellerNames: session?.buyer?.viewSlInfo === 'Y' };
}

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** How the request's answer makes product image URLs: at the request's origin, signed for products not every visitor may see. */
export const imageLinksOf = (c: Context<AppEnv>, settings: ProductImageSettings): ImageLinks => imageLinks(originOf(c), settings);
