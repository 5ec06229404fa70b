import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import type { DashboardSummary } from '../../api/dashboard';
import { $config } from '../../store/config';
import { fill } from '../../lib/fill';
import { Link } from '../../ui/link';
import { useMoney } from '../../ui/use-money';
import * as styles from './buyer-dashboard.css';
import { $strings } from './strings';

type Budget = DashboardSummary['figures']['budgets'][number];

/** The share of a budget still left, 0 to 100 (an overspent or unset budget shows an empty bar). */
const remainingPercent = (budget: Budget): number =>
  budget.budgetLimit > 0 ? Math.min(100, Math.max(0, (budget.remaining / budget.budgetLimit) * 100)) : 0;

// The server names the role in lower case ('buyer', 'approver').
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The loaded dashboard: banner, user info, company settings, quick actions and the feature cards. */
export function SummaryView({ summary }: { summary: DashboardSummary }) {
  const t = useStore($strings);
  const { user, settings, figures, catalogue } = summary;
  const { routes } = useStore($config);
  const orNone = (text: string) => text || t.notGiven;

  return (
    <>
      <header className={styles.banner} part="banner">
        <h2 className={styles.title}>{fill(t.welcome, { name: user.name })}</h2>
        <p className={styles.subtitle} part="company">
          {user.companyName}
        </p>
      </header>

      <nav className={styles.panel} aria-labelledby="quick-actions" part="quick-actions">
        <h3 id="quick-actions" className={styles.panelTitle}>
          {t.quickActions}
        </h3>
        <ul className={styles.actions}>
          <li>
            <Link className={styles.action} href={routes.catalogueCategory} part="action-catalogue">
              {t.browseCatalogue}
            </Link>
          </li>
          <li>
            <Link className={styles.action} href={routes.cart} part="action-cart">
              {t.viewCart}
            </Link>
          </li>
          <li>
            <Link className={styles.action} href={routes.preOrders} part="action-pre-orders">
              {t.preOrders}
            </Link>
          </li>
          {figures.approvalsWaiting !== null && (
            <li>
              <Link className={styles.action} href={routes.approvals} part="action-approvals">
                {fill(t.approvalsWaiting, { n: figures.approvalsWaiting })}
              </Link>
            </li>
          )}
          <li>
            <Link className={styles.action} href={routes.wishlist} part="action-wishlist">
              {t.wishlist}
            </Link>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="overview">
        <h3 id="overview" className={styles.panelTitle}>
          {t.overview}
        </h3>
        <div className={styles.cards} part="feature-cards">
          <PreOrdersCard figures={figures.preOrders} href={routes.preOrders} />
          <BudgetsCard budgets={figures.budgets} />
          <FigureCard id="cart-card" title={t.cart} figure={figures.cartItems} href={routes.cart} linkText={t.viewCart} part="card-cart" />
          <FigureCard
            id="wishlist-card"
            title={t.wishlistItems}
            figure={figures.wishlistItems}
            href={routes.wishlist}
            linkText={t.wishlist}
            part="card-wishlist"
          />
          <section className={styles.card} aria-labelledby="catalogue-card" part="card-catalogue">
            <h4 id="catalogue-card" className={styles.panelTitle}>
              {t.catalogue}
            </h4>
            {catalogue ? (
              <>
                <p className={styles.muted} part="catalogue-name">
                  {catalogue.name}
                </p>
                <p className={styles.figure} part="figure">
                  {fill(t.catalogueProducts, { n: catalogue.products })}
                </p>
                <Link className={styles.cardLink} href={routes.catalogueCategory} part="card-link">
                  {t.browseCatalogue}
                </Link>
              </>
            ) : (
              <p className={styles.muted}>{t.noCatalogue}</p>
            )}
          </section>
        </div>
      </section>

      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="user-info" part="user-info">
          <h3 id="user-info" className={styles.panelTitle}>
            {t.userInfo}
          </h3>
          <dl className={styles.facts}>
            <dt>{t.name}</dt>
            <dd>{orNone(user.name)}</dd>
            <dt>{t.email}</dt>
            <dd>{orNone(user.email)}</dd>
            <dt>{t.mobile}</dt>
            <dd>{orNone(user.mobile)}</dd>
            <dt>{t.company}</dt>
            <dd>{orNone(user.companyName)}</dd>
            <dt>{t.role}</dt>
            <dd>{orNone(wordOf(t.roles, user.role) ?? capitalised(user.role))}</dd>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="company-settings" part="settings">
          <h3 id="company-settings" className={styles.panelTitle}>
            {t.settings}
          </h3>
          {settings.length > 0 ? (
            <dl className={styles.facts}>
              {settings.map((setting) => (
                <div key={setting.key} data-setting={setting.key}>
                  <dt>{wordOf(t.settingLabels, setting.key) ?? setting.label}</dt>
                  <dd>{wordOf(t.settingValues, setting.value) ?? setting.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.muted}>{t.noSettings}</p>
          )}
        </section>
      </div>
    </>
  );
}

function PreOrdersCard({ figures, href }: { figures: DashboardSummary['figures']['preOrders']; href: string }) {
  const t = useStore($strings);
  const rows: [string, number][] = [
    [t.budgetApproval, figures.budgetApproval],
    [t.workflowApproval, figures.workflowApproval],
    [t.processing, figures.processing],
    [t.rejected, figures.rejected],
  ];
  return (
    <section className={styles.card} aria-labelledby="pre-orders-card" part="card-pre-orders">
      <h4 id="pre-orders-card" className={styles.panelTitle}>
        {t.openPreOrders}
      </h4>
      <dl className={styles.statuses}>
        {rows.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <Link className={styles.cardLink} href={href} part="card-link">
        {t.preOrders}
      </Link>
    </section>
  );
}

function BudgetsCard({ budgets }: { budgets: DashboardSummary['figures']['budgets'] }) {
  const t = useStore($strings);
  const { rm } = useMoney();
  return (
    <section className={styles.card} aria-labelledby="budgets-card" part="card-budgets">
      <h4 id="budgets-card" className={styles.panelTitle}>
        {t.budgets}
      </h4>
      {budgets.length > 0 ? (
        <ul className={styles.budgets}>
          {budgets.map((budget) => {
            const name = fill(t.budgetOf, { location: budget.locationName, project: budget.projectName ?? t.noProject });
            const percent = remainingPercent(budget);
            return (
              <li key={`${budget.locationName}/${budget.projectName ?? ''}`} className={styles.budget} part="budget">
                <span part="budget-name">{name}</span>
                <span className={styles.muted} part="budget-remaining">
                  <MoneyText text={fill(t.remainingOf, { remaining: rm(budget.remaining), limit: rm(budget.budgetLimit) })} />
                </span>
                <div
                  className={styles.bar}
                  role="meter"
                  aria-label={fill(t.budgetMeter, { name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(percent)}
                  aria-valuetext={fill(t.remainingOf, { remaining: rm(budget.remaining), limit: rm(budget.budgetLimit) })}
                  part="budget-bar"
                >
                  <div className={styles.barFill} style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{t.noBudgets}</p>
      )}
    </section>
  );
}

interface FigureCardProps {
  id: string;
  title: string;
  figure: number;
  href: string;
  linkText: string;
  part: string;
}

function FigureCard({ id, title, figure, href, linkText, part }: FigureCardProps) {
  return (
    <section className={styles.card} aria-labelledby={id} part={part}>
      <h4 id={id} className={styles.panelTitle}>
        {title}
      </h4>
      <p className={styles.figure} part="figure">
        {figure}
      </p>
      <Link className={styles.cardLink} href={href} part="card-link">
        {linkText}
      </Link>
    </section>
  );
}

/** The catalogue's word for what the server sent (a role, a setting's key or value); undefined for one it does not know. */
function wordOf(words: Readonly<Record<string, string>>, sent: string): string | undefined {
  return Object.hasOwn(words, sent) ? words[sent] : undefined;
}
