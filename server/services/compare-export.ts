import { compareTables } from '../domain/compare-table';
import { renderCompareWorkbook } from '../domain/compare-excel';
import { renderComparePdf } from '../domain/compare-pdf';
import type { Database } from '../db/client';
import { loadCompareList, type CompareViewer } from './compare-list';

/** The file formats of the export, with their renderers. */
const RENDERERS = { pdf: renderComparePdf, excel: renderCompareWorkbook } as const;

/** The buyer's compare table at the request's location as a file: one PDF page or worksheet a group; 404 when nothing is compared. */
export async function exportCompare(db: Database, viewer: CompareViewer, byId: number, format: keyof typeof RENDERERS): Promise<Buffer> {
  return RENDERERS[format](compareTables(await loadCompareList(db, viewer, byId)));
}
