import { useStore } from '@nanostores/react';
import { Fragment, useId, type ReactNode } from 'react';
import type { OperatorCompanySettingsResponse } from '../../api/types';
import { fill } from '../../lib/fill';
import * as admin from '../../ui/admin.css';
import { useOrderFormat } from '../../ui/order/use-order-format';
import { $companyStrings } from './company-strings';

type Company = Omit<OperatorCompanySettingsResponse, 'success'>;
type Strings = ReturnType<typeof $companyStrings.get>;

/** A read-only section: its heading, what it shows, and the facts or table. */
function Section({ title, intro, part, children }: { title: string; intro?: string; part: string; children: ReactNode }) {
  const ids = useId();
  return (
    <section className={admin.section} aria-labelledby={`${ids}-title`} part={part}>
      <h3 id={`${ids}-title`} className={admin.sectionTitle}>
        {title}
      </h3>
      {intro && <p className={admin.muted}>{intro}</p>}
      {children}
    </section>
  );
}

const yesNo = (t: Strings, on: boolean | 'Y' | 'N') => (on === true || on === 'Y' ? t.yes : t.no);

/** The company's checkout settings, as its administrators set them. */
function Settings({ settings }: { settings: Company['settings'] }) {
  const t = useStore($companyStrings);
  const format = useOrderFormat();
  const budget = { none: t.budgetNone, department: t.budgetDepartment, general: t.budgetGeneral }[settings.budgetType];
  const facts: [string, string, string][] = [
    [t.checkoutType, settings.checkoutType === 'workflow' ? t.checkoutWorkflow : t.checkoutStandard, 'checkout-type'],
    [t.budgetType, budget, 'budget-type'],
    [t.viewSlInfo, yesNo(t, settings.viewSlInfo), 'view-sl-info'],
    [t.hasItemCode, yesNo(t, settings.hasItemCode), 'has-item-code'],
    [t.hasEbNumber, yesNo(t, settings.hasEbNumber), 'has-eb-number'],
    [t.hasCapex, yesNo(t, settings.hasCapex), 'has-capex'],
    [t.hasSpecialBudgetCategory, yesNo(t, settings.hasSpecialBudgetCategory), 'has-special-budget-category'],
    [t.hasPaymentCode, yesNo(t, settings.hasPaymentCode), 'has-payment-code'],
    [
      t.approvalDocAmountFrom,
      settings.approvalDocAmountFrom > 0 ? format.rm(settings.approvalDocAmountFrom) : t.never,
      'approval-doc-amount-from',
    ],
    [t.mandatoryOrderAttachment, yesNo(t, settings.mandatoryOrderAttachment), 'mandatory-order-attachment'],
    [t.cartIdGenerator, yesNo(t, settings.cartIdGenerator), 'cart-id-generator'],
    [t.sapPoidConfigured, yesNo(t, settings.sapPoidConfigured), 'sap-poid-configured'],
    [t.alternateRecipientRequired, yesNo(t, settings.alternateRecipientRequired), 'alternate-recipient-required'],
  ];
  return (
    <Section title={t.settings} intro={t.settingsIntro} part="settings">
      <dl className={admin.facts}>
        {facts.map(([term, value, key]) => (
          <Fragment key={key}>
            <dt>{term}</dt>
            <dd data-setting={key}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Section>
  );
}

/** How many delivery locations and charge codes the company has, archived ones apart. */
function Places({ places }: { places: Company['places'] }) {
  const t = useStore($companyStrings);
  const counted = ({ count, archived }: { count: number; archived: number }) =>
    fill(archived > 0 ? t.placeCountArchived : t.placeCount, { count: count - archived, archived });
  return (
    <Section title={t.places} part="places">
      <dl className={admin.facts}>
        <dt>{t.locations}</dt>
        <dd>{counted(places.locations)}</dd>
        <dt>{t.chargeCodes}</dt>
        <dd>{counted(places.chargeCodes)}</dd>
      </dl>
    </Section>
  );
}

/** The approval workflows: location and charge code, stages with approvers and amounts, spending limit. */
function Workflows({ workflows }: { workflows: Company['workflows'] }) {
  const t = useStore($companyStrings);
  const format = useOrderFormat();
  return (
    <Section title={t.workflows} part="workflows">
      {workflows.length === 0 ? (
        <p className={admin.muted} part="no-workflows">
          {t.noWorkflows}
        </p>
      ) : (
        <table className={admin.table} part="workflows-table">
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.workflowPlace}</th>
              <th scope="col">{t.stages}</th>
              <th scope="col">{t.spendingLimit}</th>
            </tr>
          </thead>
          <tbody>
            {workflows.map((workflow) => (
              <tr key={workflow.id} part="workflow">
                <th scope="row" className={admin.strong}>
                  {workflow.name}
                </th>
                <td data-label={t.workflowPlace}>
                  {workflow.project
                    ? `${workflow.location.name} · ${workflow.project.name} (${workflow.project.code})`
                    : `${workflow.location.name} · ${t.everyChargeCode}`}
                </td>
                <td data-label={t.stages}>
                  <ol className={admin.changes}>
                    {workflow.stages.map((stage) => (
                      <li key={stage.stage} part="workflow-stage">
                        {fill(t.stageLine, {
                          n: stage.stage,
                          label: stage.label,
                          from: format.rm(stage.fromAmount),
                          approvers: stage.approvers.map((approver) => approver.name).join(', '),
                        })}
                      </li>
                    ))}
                  </ol>
                </td>
                <td data-label={t.spendingLimit}>{workflow.spendingLimit === null ? t.noLimit : format.rm(workflow.spendingLimit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** The category price limits: the most a unit of a category's products may cost. */
function PriceLimits({ priceLimits }: { priceLimits: Company['priceLimits'] }) {
  const t = useStore($companyStrings);
  const format = useOrderFormat();
  return (
    <Section title={t.priceLimits} part="price-limits">
      {priceLimits.length === 0 ? (
        <p className={admin.muted} part="no-price-limits">
          {t.noPriceLimits}
        </p>
      ) : (
        <table className={admin.table} part="price-limits-table">
          <thead>
            <tr>
              <th scope="col">{t.category}</th>
              <th scope="col">{t.maxUnitPrice}</th>
            </tr>
          </thead>
          <tbody>
            {priceLimits.map((limit) => (
              <tr key={limit.id} part="price-limit">
                <th scope="row" className={admin.strong}>
                  {limit.category.path.join(' › ')}
                </th>
                <td data-label={t.maxUnitPrice}>{format.rm(limit.maxUnitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** The integrations: who signs in how, and the procurement system; each secret only as set or not. */
function Integrations({ integrations }: { integrations: Company['integrations'] }) {
  const t = useStore($companyStrings);
  const secret = (state: { set: boolean }) => (state.set ? t.secretSet : t.secretNotSet);
  const { identityProvider: provider, punchout } = integrations;
  const liveKeys = integrations.assertionKeys.filter((key) => key.revokedAt === null).length;
  return (
    <Section title={t.integrations} intro={t.integrationsIntro} part="integrations">
      <dl className={admin.facts}>
        <dt>{t.singleSignOnSetting}</dt>
        <dd>{provider ? fill(t.providerSlug, { slug: provider.slug }) : t.noProvider}</dd>
        {provider?.oidc && (
          <>
            <dt>{t.issuer}</dt>
            <dd>{provider.oidc.issuer}</dd>
            <dt>{t.clientSecret}</dt>
            <dd>{secret(provider.oidc.clientSecret)}</dd>
          </>
        )}
        {provider && (
          <>
            <dt>{t.emailDomains}</dt>
            <dd>{provider.emailDomains.join(', ') || t.notGiven}</dd>
            <dt>{t.passwordSignIn}</dt>
            <dd>{yesNo(t, provider.passwordSignIn)}</dd>
          </>
        )}
        <dt>{t.assertionKeys}</dt>
        <dd>{fill(t.liveKeys, { count: liveKeys })}</dd>
        <dt>{t.punchout}</dt>
        <dd part="punchout-system">{punchout ? punchout.systemName : t.noPunchout}</dd>
        {punchout?.cxml && (
          <>
            <dt>{t.cxml}</dt>
            <dd>{`${punchout.cxml.domain} ${punchout.cxml.identity} · ${t.sharedSecret}: ${secret(punchout.cxml.sharedSecret)}`}</dd>
          </>
        )}
        {punchout?.oci && (
          <>
            <dt>{t.oci}</dt>
            <dd>{`${punchout.oci.username} · ${t.ociPassword}: ${secret(punchout.oci.password)}`}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}

/** The company's settings, places, workflows, price limits and integrations, read-only. */
export function SettingsSections({ company }: { company: Company }) {
  return (
    <>
      <Settings settings={company.settings} />
      <Places places={company.places} />
      <Workflows workflows={company.workflows} />
      <PriceLimits priceLimits={company.priceLimits} />
      <Integrations integrations={company.integrations} />
    </>
  );
}
