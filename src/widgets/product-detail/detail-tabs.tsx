import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ProductDetail } from '../../api/types';
import { tabId, Tabs } from '../../ui/tabs';
import * as styles from './product-detail.css';
import { $strings } from './strings';

type TabName = 'description' | 'specifications' | 'warranty';

/** Description; Specifications only with features; Warranty & Returns only with that text (spec 1 section 2.5). */
export function DetailTabs({ detail }: { detail: ProductDetail }) {
  const t = useStore($strings);
  const hasWarranty = Boolean(detail.warranty_description || detail.replacement_policy_description);
  const tabs = [
    { id: 'description' as const, label: t.description },
    ...(detail.features.length > 0 ? [{ id: 'specifications' as const, label: t.specifications }] : []),
    ...(hasWarranty ? [{ id: 'warranty' as const, label: t.warranty }] : []),
  ];
  const [active, setActive] = useState<TabName>('description');
  const shown = tabs.some((tab) => tab.id === active) ? active : 'description';
  return (
    <section className={styles.tabsSection} part="tabs">
      <Tabs label={t.tabs} tabs={tabs} active={shown} onChange={setActive} idPrefix="detail" part="tab-list" />
      <div role="tabpanel" id="detail-panel" aria-labelledby={tabId('detail', shown)} className={styles.tabPanel} tabIndex={0}>
        {shown === 'description' && <p className={styles.prose}>{detail.product_description}</p>}
        {shown === 'specifications' && (
          <table className={styles.specs}>
            <tbody>
              {detail.features.map((feature) => (
                <tr key={feature.recid}>
                  <th scope="row">{feature.lable}</th>
                  <td>{feature.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {shown === 'warranty' && (
          <>
            {detail.warranty_description && (
              <>
                <h3 className={styles.subheading}>{t.warrantyHeading}</h3>
                <p className={styles.prose}>{detail.warranty_description}</p>
              </>
            )}
            {detail.replacement_policy_description && (
              <>
                <h3 className={styles.subheading}>{t.replacementHeading}</h3>
                <p className={styles.prose}>{detail.replacement_policy_description}</p>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
