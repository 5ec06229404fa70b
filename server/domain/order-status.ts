/**
 * What an order waits for, or where it ended, when that is not a workflow stage of its company's
 * own naming: in English as the order answers say it, and in Bahasa Malaysia for the mail that
 * names it (stageLabelOf in services/orders.ts).
 */
import type { Language } from '../../src/lib/language';

const en = {
  budget_approval: 'Budget Approval',
  processing: 'Processing',
  rejected: 'Rejected',
  replaced: 'Replaced',
  cancelled: 'Cancelled',
  returned: 'Sent Back for Changes',
} as const;

/** A workflow stage its company gave no label: `{n}` its number. */
export const UNNAMED_STAGE: Record<Language, string> = { en: 'Stage {n}', ms: 'Peringkat {n}' };

export const STATUS_LABELS: Record<Language, Record<keyof typeof en, string>> = {
  en,
  ms: {
    budget_approval: 'Kelulusan Bajet',
    processing: 'Sedang Diproses',
    rejected: 'Ditolak',
    replaced: 'Digantikan',
    cancelled: 'Dibatalkan',
    returned: 'Dikembalikan untuk Pindaan',
  },
};
