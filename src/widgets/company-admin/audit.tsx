import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { auditFilterAtom, companyAuditStore, exportCompanyAudit } from '../../store/company';
import { newQueryScope } from '../../store/query';
import { AuditLog } from '../../ui/audit/audit-log';
import * as styles from './company-admin.css';
import { $strings } from './strings';

/** The company's audit log: filtered by change and days, newest first, exported as CSV; nobody can change it. */
export function AuditSection() {
  const t = useStore($strings);
  const ids = useId();
  const [$filter] = useState(() => auditFilterAtom());
  const [$entries] = useState(() => companyAuditStore($filter, newQueryScope()));

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="audit">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t.audit}
      </h3>
      <p className={styles.muted}>{t.auditIntro}</p>
      <AuditLog $filter={$filter} $entries={$entries} exportCsv={exportCompanyAudit} />
    </section>
  );
}
