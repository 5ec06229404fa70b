import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  brands,
  bulkPriceRequests,
  catalogueMembers,
  catalogueProducts,
  catalogueSkuPrices,
  categories,
  districts,
  productContractBuyers,
  products,
  sellers,
  shippingRules,
  skus,
  states,
  wishlistItems,
} from '../db/schema';
import type { BulkPriceRow } from './bulk-prices';
import { fromProducts, listedFor, visibleProduct } from './products';

/**
 * What a visitor may see of a listed product before its page's script runs: its name and its
 * category's name; null when a visitor may not see it.
 */
export async function visitorProductPreview(db: Database, id: number): Promise<{ name: string; categoryName: string | null } | null> {
  const [row] = await fromProducts(db, { name: products.name, categoryName: categories.name })
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), listedFor(null)));
  return (row as { name: string; categoryName: string | null } | undefined) ?? null;
}

export interface ProductExtras {
  /** The variant axes, in display order. */
  axes: { id: number; name: string }[];
  /** The options of every axis. */
  options: { id: number; variantId: number; label: string }[];
  features: { id: number; label: string; description: string }[];
  /** The product's category name and its top ancestor, when the category exists. */
  category: { name: string; topId: number } | null;
}

/**
 * The product's variant axes and options, features and category path in one statement: the
 * embedded database answers one statement at a time, so each round trip saved is time saved.
 */
export async function productExtras(db: Database, productId: number): Promise<ProductExtras> {
  const [row] = await db
    .select({
      extras: sql<ProductExtras>`json_build_object(
      'axes', (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name) order by v.sort_order, v.id), '[]')
               from variants v where v.product_id = p.id),
      'options', (select coalesce(json_agg(json_build_object('id', o.id, 'variantId', o.variant_id, 'label', o.label) order by o.id), '[]')
                  from variant_options o join variants v on v.id = o.variant_id where v.product_id = p.id),
      'features', (select coalesce(json_agg(json_build_object('id', f.id, 'label', f.label, 'description', f.description) order by f.id), '[]')
                   from product_features f where f.product_id = p.id),
      'category', (with recursive path as (
                     select c.id, c.name, c.parent_id, 0 as depth from categories c where c.id = p.category_id
                     union all
                     select c.id, c.name, c.parent_id, path.depth + 1 from categories c join path on c.id = path.parent_id where path.depth < 32)
                   select json_build_object('name', (select name from path where depth = 0), 'topId', (select id from path order by depth desc limit 1))
                   where exists (select 1 from path)))`,
    })
    .from(sql`${products} p`)
    .where(sql`p.id = ${productId}`);
  return row?.extras ?? { axes: [], options: [], features: [], category: null };
}

/** The seller's shipping rules that apply to the product (its own and the seller-wide ones), with their places' names. */
export function productShippingRules(db: Database, product: { id: number; sellerId: number }) {
  return db
    .select({ rule: shippingRules, stateName: states.name, districtName: districts.name })
    .from(shippingRules)
    .leftJoin(states, eq(states.id, shippingRules.stateId))
    .leftJoin(districts, eq(districts.id, shippingRules.districtId))
    .where(
      and(
        eq(shippingRules.sellerId, product.sellerId),
        sql`(${shippingRules.productId} is null or ${shippingRules.productId} = ${product.id})`,
      ),
    );
}

/** A product as every viewer shares it: the row with its seller and brand, whether it is listed and for whom. */
export async function sharedProductRow(db: Database, id: number) {
  const [row] = (await fromProducts(db, {
    product: products,
    companyName: sellers.companyName,
    defaultTermFrom: sellers.defaultDeliveryTermFrom,
    defaultTermTo: sellers.defaultDeliveryTermTo,
    make: brands.name,
    visible: sql<boolean>`${visibleProduct}`,
  }).where(eq(products.id, id))) as unknown as {
    product: typeof products.$inferSelect;
    companyName: string;
    defaultTermFrom: number | null;
    defaultTermTo: number | null;
    make: string | null;
    visible: boolean;
  }[];
  return row ?? null;
}

/** One of the buyer's bulk price requests as the overlay reads it (prices in sen). */
interface OverlayBulkRequest {
  id: number;
  status: BulkPriceRow['status'];
  quantity: number;
  targetPrice: number;
  approvePrice: number | null;
  bulkNote: string;
  skuId: number;
  approvedMinQuantity: number | null;
  sellerNote: string | null;
  location: string | null;
  updatedAt: string;
}

/** What is the buyer's own in a product's detail. */
export interface BuyerOverlay {
  /** A catalogue product is the members' of a catalogue holding it only. */
  inCatalogue: boolean;
  /** The buyer is one of the product's contract buyers. */
  contractBuyer: boolean;
  wished: boolean;
  /** The buyer's catalogue's prices (sen) of the product's SKUs, where it has its own. */
  cataloguePrices: { skuId: number; price: number }[];
  /** The buyer's bulk price requests for the product, newest first. */
  bulkRequests: OverlayBulkRequest[];
}

/** The buyer's own part of a product's detail, in one statement through the buyer's indexes. */
export async function buyerOverlay(db: Database, productId: number, buyerId: number): Promise<BuyerOverlay> {
  const [row] = await db
    .select({
      overlay: sql<BuyerOverlay>`json_build_object(
      'inCatalogue', exists (select 1 from ${catalogueProducts} cp where cp.catalogue_id = m.catalogue_id and cp.product_id = ${productId}),
      'contractBuyer', exists (select 1 from ${productContractBuyers} pcb where pcb.product_id = ${productId} and pcb.buyer_id = ${buyerId}),
      'wished', exists (select 1 from ${wishlistItems} w where w.buyer_id = ${buyerId} and w.product_id = ${productId}),
      'cataloguePrices', (select coalesce(json_agg(json_build_object('skuId', csp.sku_id, 'price', csp.price)), '[]')
                          from ${catalogueSkuPrices} csp join ${skus} s on s.id = csp.sku_id
                          where csp.catalogue_id = m.catalogue_id and s.product_id = ${productId}),
      'bulkRequests', (select coalesce(json_agg(json_build_object('id', r.id, 'status', r.status, 'quantity', r.quantity, 'targetPrice', r.target_price,
                         'approvePrice', r.approve_price, 'bulkNote', r.bulk_note, 'skuId', r.sku_id, 'approvedMinQuantity', r.approved_min_quantity,
                         'sellerNote', r.seller_note, 'location', r.location, 'updatedAt', r.updated_at) order by r.updated_at desc, r.id), '[]')
                       from ${bulkPriceRequests} r where r.buyer_id = ${buyerId} and r.product_id = ${productId}))`,
    })
    .from(sql`(select 1) as one left join ${catalogueMembers} m on m.buyer_id = ${buyerId}`);
  return row.overlay;
}
