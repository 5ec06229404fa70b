import type { Database } from '../db/client';
import { brands, catalogueCategories, categories } from '../db/schema';
import { CORPORATE_CATALOGUE_ID, SPECIAL_CATALOGUE_ID } from './accounts';
import { insertInBatches } from './batch';
import { CATEGORY_TREE, FIRST_GENERATED_CATEGORY_ID, type AreaSeed, type LeafSeed } from './data/categories';

/** A leaf category with what product generation needs from its ancestors. */
export interface SeededLeaf {
  id: number;
  areaId: number;
  leaf: LeafSeed;
  area: AreaSeed;
  /** The level-2 category the leaf sits under. */
  branchId: number;
  brandIds: number[];
}

const CATALOGUE_AREAS: Record<number, readonly string[]> = {
  [CORPORATE_CATALOGUE_ID]: ['Office Supplies', 'Cleaning & Hygiene', 'COVID Care'],
  [SPECIAL_CATALOGUE_ID]: ['Office Supplies', 'IT & Electronics'],
};

/** Inserts the category tree, the brands and the catalogues' categories; returns the leaves. */
export async function seedCategories(db: Database): Promise<SeededLeaf[]> {
  let nextId = FIRST_GENERATED_CATEGORY_ID;
  const rows: (typeof categories.$inferInsert)[] = [];
  const brandRows: { id: number; name: string }[] = [];
  const leaves: SeededLeaf[] = [];
  const areaIds = new Map<string, number>();

  for (const [areaIndex, area] of CATEGORY_TREE.entries()) {
    const areaId = area.id ?? nextId++;
    areaIds.set(area.name, areaId);
    rows.push({ id: areaId, name: area.name, parentId: null, level: 1, sortOrder: areaIndex });
    const brandIds = area.brands.map((name) => {
      const id = brandRows.length + 1;
      brandRows.push({ id, name });
      return id;
    });
    for (const [branchIndex, branch] of area.branches.entries()) {
      const branchId = branch.id ?? nextId++;
      rows.push({ id: branchId, name: branch.name, parentId: areaId, level: 2, sortOrder: branchIndex });
      for (const [leafIndex, leaf] of branch.leaves.entries()) {
        const id = nextId++;
        rows.push({ id, name: leaf.name, parentId: branchId, level: 3, sortOrder: leafIndex });
        leaves.push({ id, areaId, leaf, area, branchId, brandIds });
      }
    }
  }

  await insertInBatches(db, categories, rows);
  await insertInBatches(db, brands, brandRows);
  await db
    .insert(catalogueCategories)
    .values(
      Object.entries(CATALOGUE_AREAS).flatMap(([catalogueId, names]) =>
        names.map((name) => ({ catalogueId: Number(catalogueId), categoryId: areaIds.get(name) ?? 0 })),
      ),
    );
  return leaves;
}

/** Which catalogues list products of this area. */
export function cataloguesOfArea(areaName: string): number[] {
  return Object.entries(CATALOGUE_AREAS)
    .filter(([, names]) => names.includes(areaName))
    .map(([catalogueId]) => Number(catalogueId));
}
