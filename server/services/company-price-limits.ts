/**
 * A company's category price limits, administered by its own administrators: the most a unit of a
 * category's products (and its subcategories') may cost; checkout, an order's edit and PunchOut
 * apply them (services/price-limits.ts). Every change writes one audit entry in its transaction.
 */
import { toRinggit, toSen } from '../../src/lib/money';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { categoryRows } from '../queries/categories';
import {
  companyPriceLimits,
  deletePriceLimit,
  insertPriceLimit,
  lockCompanyPriceLimit,
  type PriceLimitRow,
  updatePriceLimit,
} from '../queries/company-price-limits';
import { recordAudit } from './company-audit';
import { administratorsFor, type CompanyAdministrator } from './company-people';
import { ServiceError } from './errors';

const PRICE_LIMIT_MESSAGES = {
  noCategory: 'categoryId: no such category',
  noPriceLimit: 'No such price limit in your company',
  setMeanwhile: "The category's price limit was set by someone else meanwhile; read the price limits again",
} as const;

/** Each category's names from the top of the tree down to it, by id. */
async function categoryPaths(db: Database): Promise<Map<number, string[]>> {
  const rows = await categoryRows(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<number, string[]>();
  for (const row of rows) {
    const path: string[] = [];
    const seen = new Set<number>();
    for (let at = byId.get(row.id); at && !seen.has(at.id); at = at.parentId === null ? undefined : byId.get(at.parentId)) {
      seen.add(at.id);
      path.unshift(at.name);
    }
    paths.set(row.id, path);
  }
  return paths;
}

function priceLimitOf(row: PriceLimitRow, paths: ReadonlyMap<number, string[]>) {
  const path = paths.get(row.categoryId) ?? [];
  return {
    id: row.id,
    category: { id: row.categoryId, name: path.at(-1) ?? '', path },
    maxUnitPrice: toRinggit(row.maxUnitPrice),
  };
}

/** What the audit log keeps of a limit: the category by id and path, and the maximum (RM). */
const auditedOf = (row: PriceLimitRow, paths: ReadonlyMap<number, string[]>) => ({
  categoryId: row.categoryId,
  category: (paths.get(row.categoryId) ?? []).join(' > '),
  maxUnitPrice: toRinggit(row.maxUnitPrice),
});

/** The company's price limits, each with its category's name and path. */
export async function companyPriceLimitsOf(db: Database, admin: CompanyAdministrator) {
  const [rows, paths] = await Promise.all([companyPriceLimits(db, admin.buyer.id), categoryPaths(db)]);
  return rows.map((row) => priceLimitOf(row, paths));
}

/** Sets (creates or changes) the company's limit for a category; 404 naming the field for an unknown category. */
export async function setPriceLimit(
  db: Database,
  admin: CompanyAdministrator,
  request: { categoryId: number; maxUnitPrice: number },
  now = new Date(),
) {
  const buyerId = admin.buyer.id;
  const paths = await categoryPaths(db);
  if (!paths.has(request.categoryId)) throw new ServiceError(404, PRICE_LIMIT_MESSAGES.noCategory);
  const maxUnitPrice = toSen(request.maxUnitPrice);
  try {
    return await db.transaction(async (tx) => {
      await administratorsFor(tx, admin);
      const before = await lockCompanyPriceLimit(tx, buyerId, { categoryId: request.categoryId });
      if (before?.maxUnitPrice === maxUnitPrice) return priceLimitOf(before, paths);
      const after = before
        ? await updatePriceLimit(tx, before.id, maxUnitPrice)
        : await insertPriceLimit(tx, { buyerId, categoryId: request.categoryId, maxUnitPrice });
      await recordAudit(tx, {
        buyerId,
        actorId: admin.user.id,
        action: 'price_limit_set',
        subject: `price_limit:${after.id}`,
        before: before && auditedOf(before, paths),
        after: auditedOf(after, paths),
        at: now,
      });
      return priceLimitOf(after, paths);
    });
  } catch (error) {
    // Another administrator set the same category's limit first.
    if (isUniqueViolation(error)) throw new ServiceError(409, PRICE_LIMIT_MESSAGES.setMeanwhile);
    throw error;
  }
}

/** Removes one of the company's price limits; 404 for any other. */
export async function removePriceLimit(db: Database, admin: CompanyAdministrator, priceLimitId: number, now = new Date()): Promise<void> {
  const paths = await categoryPaths(db);
  await db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    const row = await lockCompanyPriceLimit(tx, admin.buyer.id, { id: priceLimitId });
    if (!row) throw new ServiceError(404, PRICE_LIMIT_MESSAGES.noPriceLimit);
    await deletePriceLimit(tx, row.id);
    await recordAudit(tx, {
      buyerId: admin.buyer.id,
      actorId: admin.user.id,
      action: 'price_limit_removed',
      subject: `price_limit:${row.id}`,
      before: auditedOf(row, paths),
      at: now,
    });
  });
}
