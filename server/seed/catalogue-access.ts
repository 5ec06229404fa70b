import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueCategories, catalogueMembers, categories } from '../db/schema';
import { CORPORATE_CATALOGUE_ID, ENERGY_CATALOGUE_ID, SPECIAL_BUYER_ID, SPECIAL_CATALOGUE_ID } from './accounts';

/** The top categories of the energy utility's catalogue: field equipment and protective wear. */
const ENERGY_AREAS = ['Industrial & MRO', 'COVID Care'];

/** Which catalogue each company shops from. */
const MEMBERS = [
  { buyerId: 3, catalogueId: CORPORATE_CATALOGUE_ID },
  { buyerId: SPECIAL_BUYER_ID, catalogueId: SPECIAL_CATALOGUE_ID },
  { buyerId: 4, catalogueId: ENERGY_CATALOGUE_ID },
];

/** Contract prices as a share of the SKU's own price, in per cent. */
const CONTRACT_PERCENT: Record<number, number> = { [CORPORATE_CATALOGUE_ID]: 92, [SPECIAL_CATALOGUE_ID]: 90, [ENERGY_CATALOGUE_ID]: 88 };

/** How many of a catalogue's products only its members may see. */
const EXCLUSIVES_PER_CATALOGUE = 2;

/**
 * The energy catalogue's categories and products, who shops from which catalogue, the contract
 * prices and the exclusive products. Chosen by SQL from the data already there, after the demo
 * cart and wishlist, so it draws nothing from the seed's random stream and shifts nothing else.
 */
export async function seedCatalogueAccess(db: Database): Promise<void> {
  const areas = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`${categories.level} = 1 and ${categories.name} in (${sql.join(
        ENERGY_AREAS.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
  await db.insert(catalogueCategories).values(areas.map((area) => ({ catalogueId: ENERGY_CATALOGUE_ID, categoryId: area.id })));
  // Every other product of the catalogue's areas (leaves sit two levels below an area).
  await db.execute(sql`
    insert into catalogue_products (catalogue_id, product_id)
    select ${ENERGY_CATALOGUE_ID}, p.id from products p
      join categories leaf on leaf.id = p.category_id
      join categories branch on branch.id = leaf.parent_id
      join catalogue_categories cc on cc.category_id = branch.parent_id and cc.catalogue_id = ${ENERGY_CATALOGUE_ID}
    where p.id % 2 = 0`);
  await db.insert(catalogueMembers).values(MEMBERS);
  for (const [catalogueId, percent] of Object.entries(CONTRACT_PERCENT)) {
    await db.execute(sql`
      insert into catalogue_sku_prices (catalogue_id, sku_id, price)
      select cp.catalogue_id, s.id, greatest(1, least(s.act_price - 1, round(s.act_price * ${percent} / 100.0)::int))
      from catalogue_products cp join skus s on s.product_id = cp.product_id
      where cp.catalogue_id = ${Number(catalogueId)}`);
  }
  await markExclusives(db);
}

/**
 * Lists the last listed, in-stock products of each catalogue that no other catalogue holds and no
 * demo row (cart, wishlist, compare list, bulk price request, pre-order, product rule) refers to as
 * exclusive to it.
 */
async function markExclusives(db: Database): Promise<void> {
  await db.execute(sql`
    update products set listing_type = 'catalogue' where id in (
      select product_id from (
        select cp.product_id, row_number() over (partition by cp.catalogue_id order by cp.product_id desc) as rank
        from catalogue_products cp
          join products p on p.id = cp.product_id
          join sellers s on s.id = p.seller_id
        where p.act_max_price > 0 and p.total_stock > 0 and p.availability = 'Y' and s.active = 'Y' and not s.hidden
          and not exists (select 1 from catalogue_products other where other.product_id = cp.product_id and other.catalogue_id <> cp.catalogue_id)
          and not exists (select 1 from cart_items c where c.product_id = cp.product_id)
          and not exists (select 1 from wishlist_items w where w.product_id = cp.product_id)
          and not exists (select 1 from compare_items c where c.product_id = cp.product_id)
          and not exists (select 1 from bulk_price_requests b where b.product_id = cp.product_id)
          and not exists (select 1 from pre_order_lines l where l.product_id = cp.product_id)
          and not exists (select 1 from shipping_rules r where r.product_id = cp.product_id)
      ) ranked
      where rank <= ${EXCLUSIVES_PER_CATALOGUE})`);
}
