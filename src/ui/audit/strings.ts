import { catalogue } from '../../store/language';

/** The words of a company's audit log, wherever it is read (its administrators' page, the operator's). */
export const $auditStrings = catalogue(
  'company-audit',
  {
    loading: 'Loading...',
    loadFailed: 'The audit log could not be loaded.',
    tryAgain: 'Try Again',
    filter: 'Filter the audit log',
    action: 'Change',
    allActions: 'All changes',
    from: 'From',
    to: 'To',
    apply: 'Show',
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    exportFailed: 'The audit log could not be exported.',
    noEntries: 'No change matches.',
    at: 'When',
    by: 'By',
    subject: 'What',
    changes: 'Before and after',
    nobody: 'A removed account',
    entries: '{n} entries',
    latestOnly: 'The newest {n} are shown; narrow the dates or export to see the rest.',
    latestOnlyNoExport: 'The newest {n} are shown; narrow the dates to see the rest.',
    badRange: 'The From date must not be after the To date.',
    none: '(none)',
  },
  () => import('./strings.ms'),
);
