import { useStore } from '@nanostores/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { fill } from '../../lib/fill';
import { fillRoute } from '../../lib/routes';
import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { $administers, $signedIn } from '../../store/session';
import { Link } from '../../ui/link';
import { PageDialogs } from '../../ui/page-dialogs';
import * as ui from '../../ui/ui.css';
import { AuditSection } from './audit';
import * as styles from './company-admin.css';
import { PeopleSection } from './people';
import { $strings } from './strings';

/** The pages of company administration, in the order the navigation shows them. */
const COMPANY_SECTIONS = ['people', 'locations', 'codes', 'budgets', 'workflows', 'limits', 'settings', 'integrations', 'audit'] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

// The larger pages load when first shown, so the element stays small for the pages an intranet embeds most.
const BudgetsSection = lazy(async () => ({ default: (await import('./budgets')).BudgetsSection }));
const WorkflowsSection = lazy(async () => ({ default: (await import('./workflows')).WorkflowsSection }));
const LocationsSection = lazy(async () => ({ default: (await import('./locations')).LocationsSection }));
const CodesSection = lazy(async () => ({ default: (await import('./codes')).CodesSection }));
const IntegrationsSection = lazy(async () => ({ default: (await import('./integrations')).IntegrationsSection }));
const LimitsSection = lazy(async () => ({ default: (await import('./limits')).LimitsSection }));
const SettingsSection = lazy(async () => ({ default: (await import('./settings')).SettingsSection }));

const isSection = (name: string): name is CompanySection => (COMPANY_SECTIONS as readonly string[]).includes(name);

export interface CompanyAdminProps {
  /** The page to show: people (the default), locations, codes, budgets, workflows, limits, settings, integrations or audit. */
  section?: string;
}

/** lapasar-company-admin: an administrator's pages for their company (people and invitations, delivery locations, charge and item codes, budgets, approval workflows, category price limits, the company's settings, integrations, the audit log). */
export function CompanyAdmin({ section = 'people' }: CompanyAdminProps) {
  const t = useStore($strings);
  const signedIn = useStore($signedIn);
  const administers = useStore($administers);
  const { routes } = useStore($config);
  const shown = section.trim() || 'people';

  let body;
  if (!signedIn) {
    body = (
      <div className={ui.message} part="sign-in">
        <p>{t.signInPrompt}</p>
        <button type="button" className={ui.primaryButton} onClick={openLoginDialog}>
          {t.signIn}
        </button>
      </div>
    );
  } else if (!administers) {
    body = (
      <p className={ui.message} part="not-administrator">
        {t.notAdministrator}
      </p>
    );
  } else if (!isSection(shown)) {
    body = (
      <p className={ui.errorText} role="alert" part="error">
        {fill(t.unknownSection, { section: shown })}
      </p>
    );
  } else {
    const pages = {
      people: <PeopleSection />,
      locations: <LocationsSection />,
      codes: <CodesSection />,
      budgets: <BudgetsSection />,
      workflows: <WorkflowsSection />,
      limits: <LimitsSection />,
      settings: <SettingsSection />,
      audit: <AuditSection />,
      integrations: <IntegrationsSection />,
    } satisfies Record<CompanySection, ReactNode>;
    body = <Suspense fallback={<p role="status">{t.loading}</p>}>{pages[shown]}</Suspense>;
  }

  return (
    <div className={styles.root} part="company-admin">
      <h2 className={styles.title}>{t.title}</h2>
      {administers && (
        <nav aria-label={t.sections} part="sections">
          <ul className={styles.nav}>
            {COMPANY_SECTIONS.map((name) => (
              <li key={name}>
                <Link
                  className={styles.navLink}
                  href={fillRoute(routes.company, { section: name })}
                  aria-current={name === shown ? 'page' : undefined}
                  part="section-link"
                >
                  {t[name]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {body}
      <PageDialogs />
    </div>
  );
}
