import type { Language } from '../../src/lib/language';
import { compareTables, type CompareHeading } from '../domain/compare-table';
import { renderCompareWorkbook } from '../domain/compare-excel';
import { renderComparePdf } from '../domain/compare-pdf';
import type { Database } from '../db/client';
import type { BuyerRow, UserRow } from '../env';
import { placeNames, resolveLocation } from '../queries/places';
import { loadCompareList, type CompareViewer } from './compare-list';

/** The file formats of the export, with their renderers. */
const RENDERERS = { pdf: renderComparePdf, excel: renderCompareWorkbook } as const;

/** Who exports: the buyer's company and the signed-in user, at the request's location. */
export interface CompareExporter extends CompareViewer {
  buyer: Pick<BuyerRow, 'id' | 'viewSlInfo' | 'companyName'>;
  user: Pick<UserRow, 'name' | 'email'>;
}

/** The request's delivery location by its state's and district's own names; null when no known state was chosen. */
async function deliveryLocation(db: Database, exporter: CompareExporter): Promise<CompareHeading['location']> {
  const place = await resolveLocation(db, exporter.location);
  if (!place) return null;
  const names = await placeNames(db, [place.stateId], place.districtId === null ? [] : [place.districtId]);
  const state = names.states.get(place.stateId) ?? exporter.location.state ?? '';
  return { state, district: place.districtId === null ? null : (names.districts.get(place.districtId) ?? null) };
}

/**
 * The buyer's compare table at the request's location as a procurement record: one PDF page or
 * worksheet a group, each headed by the date, the company, the user and the delivery location,
 * worded in `language`; 404 when nothing is compared.
 */
export async function exportCompare(
  db: Database,
  exporter: CompareExporter,
  byId: number,
  format: keyof typeof RENDERERS,
  language: Language,
): Promise<Buffer> {
  const [groups, location] = await Promise.all([loadCompareList(db, exporter, byId), deliveryLocation(db, exporter)]);
  const heading: CompareHeading = {
    exportedAt: new Date(),
    company: exporter.buyer.companyName,
    user: { name: exporter.user.name, email: exporter.user.email },
    location,
  };
  return RENDERERS[format]({ heading, tables: compareTables(groups, language), language });
}
