import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { companyPeopleStore } from '../../store/company';
import { companyIntegrationsStore } from '../../store/company-integrations';
import { newQueryScope } from '../../store/query';
import { NotLoaded } from '../../ui/status-line';
import { AssertionKeys } from './assertion-keys';
import * as styles from './company-admin.css';
import { IdentityProviderForm } from './identity-provider-form';
import { $integrationStrings } from './integration-strings';
import { PunchoutForm } from './punchout-form';
import { $strings } from './strings';

/** The company's integrations: the addresses to configure, its identity provider, its assertion keys and its PunchOut settings. */
export function IntegrationsSection() {
  const t = useStore($integrationStrings);
  const common = useStore($strings);
  const ids = useId();
  const [$integrations] = useState(() => companyIntegrationsStore(newQueryScope()));
  const [$people] = useState(() => companyPeopleStore(newQueryScope()));
  const { data, error } = useStore($integrations);
  // The PunchOut form offers the company's buyers as its default user: shown once they are known.
  const { data: people, error: peopleError } = useStore($people);

  if (!data || !people) {
    const retry = () => {
      $integrations.invalidate();
      $people.invalidate();
    };
    return <NotLoaded error={error ?? peopleError} words={common} onRetry={retry} />;
  }

  const { endpoints } = data;
  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="integrations">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {common.integrations}
      </h3>
      <p className={styles.muted}>{t.intro}</p>
      <section aria-labelledby={`${ids}-endpoints`} part="endpoints">
        <h4 id={`${ids}-endpoints`} className={styles.subTitle}>
          {t.endpoints}
        </h4>
        <dl className={styles.facts}>
          <dt>{t.signOnCallback}</dt>
          <dd className={styles.code}>{endpoints.signOnCallback}</dd>
          <dt>{t.assertionAudience}</dt>
          <dd className={styles.code}>{endpoints.assertionAudience}</dd>
          <dt>{t.cxmlUrl}</dt>
          <dd className={styles.code}>{endpoints.cxml}</dd>
          <dt>{t.ociUrl}</dt>
          <dd className={styles.code}>{endpoints.ociStart}</dd>
        </dl>
      </section>
      <IdentityProviderForm provider={data.identityProvider} />
      <AssertionKeys keys={data.assertionKeys} hasProvider={data.identityProvider !== null} />
      <PunchoutForm settings={data.punchout} buyers={people.people} />
    </section>
  );
}
