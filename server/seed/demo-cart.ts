import { and, asc, eq, gte, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bulkPriceRequests,
  cartItems,
  categories,
  districts,
  productReferences,
  products,
  sellers,
  shippingRules,
  skus,
  users,
  vendorMinimumOrders,
} from '../db/schema';
import { refreshProductDerived } from '../services/product-derived';
import { DEMO_SELLER_ID } from './accounts';

/** The demo buyer (buyer@lapasar.test) and where its cart is shown: Selangor, Petaling. */
export const DEMO_CART_BUYER_ID = 1;
export const DEMO_CART_LOCATION = { state: 'Selangor', district: 'Petaling' } as const;
const SELANGOR = 2307;
const KUALA_LUMPUR = 2308;

/** Below this many products the seed leaves every cart empty (the server suites' small seeds). */
export const DEMO_CART_MIN_PRODUCTS = 200;

/** A listed product's primary SKU, a candidate for a demo cart line. */
export interface Candidate {
  productId: number;
  sellerId: number;
  categoryId: number;
  skuId: number;
  actPrice: number;
  stock: number;
  /** The SKU's MOQ (at least 1). */
  moq: number;
  isVariant: boolean;
}

interface Line {
  candidate: Candidate;
  quantity: number;
}

/** The approved bulk price is this share of act_price, from BULK_QUANTITY units. */
const BULK_SHARE = 0.85;
const BULK_QUANTITY = 10;

const belowMoq = (c: Candidate) => c.moq >= 2 && c.moq <= 100 && c.stock >= c.moq * 2;
const plain = (c: Candidate) => c.moq <= 5 && c.stock >= 20;
const bulk = (c: Candidate) => c.moq <= BULK_QUANTITY && c.stock >= BULK_QUANTITY * 3;

/**
 * Gives the demo buyer a cart that shows every cart state at Selangor / Petaling: a line below its
 * MOQ, a line not shipped there, an unmet vendor minimum, an approved bulk price in force and a
 * line with references, across a free-shipping seller and a charged one that taxes shipping.
 * Lines come from the first sellers (by id) whose products fit, and the rules they need are
 * written here, so every seed of DEMO_CART_MIN_PRODUCTS products or more has the same cart shape.
 * Runs after the id sequences are set: its rows take generated ids.
 */
export async function seedDemoCart(db: Database): Promise<void> {
  const [petaling] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.stateId, SELANGOR), eq(districts.name, DEMO_CART_LOCATION.district)));
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@lapasar.test'));
  const bySeller = [...groupBySeller(await candidates(db)).values()];
  const free = firstFit(bySeller, freeSellerLines);
  if (!free) throw new Error('The demo cart needs a seller with a product of MOQ 2..100 and another product of MOQ 5 or less');
  const charged = firstFit(
    bySeller.filter((items) => items[0].sellerId !== free.short.sellerId),
    chargedSellerLines,
  );
  if (!charged) throw new Error('The demo cart needs a second seller with two products of MOQ 10 or less');
  const { short, referenced } = free;
  const { discounted, restricted } = charged;

  const lines: Line[] = [
    { candidate: short, quantity: short.moq - 1 },
    { candidate: referenced, quantity: Math.max(referenced.moq, 2) },
    { candidate: discounted, quantity: BULK_QUANTITY },
    { candidate: restricted, quantity: restricted.moq },
  ];

  await db.insert(shippingRules).values([
    { sellerId: short.sellerId, stateId: SELANGOR, districtId: petaling.id, mode: 'free' },
    { sellerId: discounted.sellerId, stateId: SELANGOR, districtId: petaling.id, mode: 'charged', minCharge: 1500, maxCharge: 3000 },
    // Shipped to Kuala Lumpur only: not to Selangor.
    { sellerId: restricted.sellerId, productId: restricted.productId, mode: 'not_shipped' },
    { sellerId: restricted.sellerId, productId: restricted.productId, stateId: KUALA_LUMPUR, mode: 'free' },
  ]);
  await db.update(sellers).set({ taxOnShipping: true }).where(sql`${sellers.id} = ${discounted.sellerId} or ${sellers.id} % 5 = 3`);
  await db.update(products).set({ limitAddToCart: 1 }).where(sql`${products.id} = ${referenced.productId} or ${products.id} % 20 = 3`);
  const touched = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.sellerId, [short.sellerId, discounted.sellerId]));
  await refreshProductDerived(
    db,
    touched.map((row) => row.id),
  );

  await db.insert(cartItems).values(
    lines.map(({ candidate, quantity }) => ({
      buyerId: DEMO_CART_BUYER_ID,
      userId: buyer.id,
      productId: candidate.productId,
      skuId: candidate.skuId,
      sellerId: candidate.sellerId,
      quantity,
      price: candidate.actPrice,
    })),
  );
  await db.insert(bulkPriceRequests).values({
    buyerId: DEMO_CART_BUYER_ID,
    userId: buyer.id,
    productId: discounted.productId,
    skuId: discounted.skuId,
    status: 'REPLY',
    quantity: BULK_QUANTITY,
    targetPrice: Math.round(discounted.actPrice * 0.8),
    approvePrice: Math.round(discounted.actPrice * BULK_SHARE),
    approvedMinQuantity: BULK_QUANTITY,
    bulkNote: 'Quarterly restock for the Petaling Jaya office',
    sellerNote: `Agreed from ${BULK_QUANTITY} units`,
    location: `${DEMO_CART_LOCATION.state}, ${DEMO_CART_LOCATION.district}`,
  });
  await db.insert(productReferences).values([
    { buyerId: DEMO_CART_BUYER_ID, skuId: referenced.skuId, reference: 'PR-2026-0142' },
    { buyerId: DEMO_CART_BUYER_ID, skuId: referenced.skuId, reference: 'Cost centre FAC-07' },
  ]);

  // Unmet: the free-shipping seller's lines in the referenced line's category stay below it.
  const inCategory = lines
    .filter(({ candidate }) => candidate.sellerId === short.sellerId && candidate.categoryId === referenced.categoryId)
    .reduce((sum, { candidate, quantity }) => sum + candidate.actPrice * quantity, 0);
  await db
    .insert(vendorMinimumOrders)
    .values({ sellerId: short.sellerId, categoryId: referenced.categoryId, minimumAmount: roundUpToRinggit100(inCategory) + 10_000 });
  await seedOtherMinimums(db, [short.sellerId, discounted.sellerId]);
}

/** Listed products without shipping rules of their own, of active, visible sellers other than the demo seller, by seller and id. */
export function candidates(db: Database): Promise<Candidate[]> {
  return db
    .select({
      productId: products.id,
      sellerId: products.sellerId,
      categoryId: products.categoryId,
      skuId: skus.id,
      actPrice: skus.actPrice,
      stock: skus.stock,
      moq: skus.moq,
      isVariant: sql<boolean>`${products.isVariant} = 'Y'`,
    })
    .from(products)
    .innerJoin(skus, eq(skus.id, products.primarySkuId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(sellers.active, 'Y'),
        eq(sellers.hidden, false),
        ne(sellers.id, DEMO_SELLER_ID),
        eq(products.availability, 'Y'),
        gte(skus.actPrice, 100),
        notExists(db.select({ id: shippingRules.id }).from(shippingRules).where(eq(shippingRules.productId, products.id))),
      ),
    )
    .orderBy(asc(products.sellerId), asc(products.id));
}

/** The free-shipping seller's lines: one below its MOQ, one with references (with variants when it can). */
function freeSellerLines(items: Candidate[]): { short: Candidate; referenced: Candidate } | null {
  const short = items.find(belowMoq);
  const referenced = items.filter((c) => c !== short && plain(c)).toSorted((a, b) => Number(b.isVariant) - Number(a.isVariant))[0];
  return short && referenced ? { short, referenced } : null;
}

/** The charging seller's lines: one at an approved bulk price, one not shipped to the demo location. */
function chargedSellerLines(items: Candidate[]): { discounted: Candidate; restricted: Candidate } | null {
  const discounted = items.find(bulk);
  const restricted = items.find((c) => c !== discounted && c.moq <= 5 && c.stock >= c.moq);
  return discounted && restricted ? { discounted, restricted } : null;
}

/** What `pick` finds in the first seller (by id) where it finds anything. */
function firstFit<T>(sellersProducts: Candidate[][], pick: (items: Candidate[]) => T | null): T | null {
  for (const items of sellersProducts) {
    const found = pick(items);
    if (found) return found;
  }
  return null;
}

function groupBySeller(items: Candidate[]): Map<number, Candidate[]> {
  const groups = new Map<number, Candidate[]>();
  for (const item of items) groups.set(item.sellerId, [...(groups.get(item.sellerId) ?? []), item]);
  return groups;
}

const roundUpToRinggit100 = (sen: number) => Math.ceil((sen + 1) / 10_000) * 10_000;

/** A handful of other sellers' minimums, on the branch (level 2) of their first product. */
async function seedOtherMinimums(db: Database, exclude: number[]): Promise<void> {
  const firsts = await db
    .selectDistinctOn([products.sellerId], { sellerId: products.sellerId, branchId: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      sql`${products.sellerId} not in (${sql.join(
        exclude.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(products.sellerId), asc(products.id))
    .limit(5);
  const rows = firsts.flatMap(({ sellerId, branchId }, index) =>
    branchId === null ? [] : [{ sellerId, categoryId: branchId, minimumAmount: 50_000 + index * 25_000 }],
  );
  if (rows.length > 0) await db.insert(vendorMinimumOrders).values(rows);
}
