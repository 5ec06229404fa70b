import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import type { WorkflowValidation } from '../../api/types';
import { overBudgetMessage } from '../../lib/workflow';
import { useMoney } from '../../ui/use-money';
import * as styles from './checkout-wizard.css';
import { $strings } from './strings';
import { useServerWords } from '../../ui/server-words';

/** The workflow validation card: the budget's limit, spend and what remains (spec 2 section 3). */
export function ValidationCard({ validation }: { validation: WorkflowValidation }) {
  const t = useStore($strings);
  const words = useServerWords();
  const { rm } = useMoney();
  const budget = validation.budgetValidation;
  return (
    <section className={styles.section} part="workflow-validation" aria-labelledby="workflow-validation-title">
      <h2 id="workflow-validation-title" className={styles.sectionTitle}>
        {t.validation}
      </h2>
      {budget ? (
        <>
          <dl className={styles.figures}>
            <dt>{t.budgetLimit}</dt>
            <dd>
              <MoneyText text={rm(budget.budgetLimit)} />
            </dd>
            <dt>{t.spent}</dt>
            <dd>
              <MoneyText text={rm(budget.currentSpent)} />
            </dd>
            <dt>{t.remaining}</dt>
            <dd>
              <MoneyText text={rm(budget.remainingBudget)} />
            </dd>
          </dl>
          <p className={budget.isWithinLimit ? undefined : styles.reason} part="budget-status">
            {budget.isWithinLimit ? t.withinLimit : words(overBudgetMessage(Math.round(budget.exceedsBy * 100)))}
          </p>
        </>
      ) : (
        <p part="budget-status">{words(validation.message)}</p>
      )}
    </section>
  );
}

/** 'Workflow Configuration Required': the location and project have no workflow. */
export function NotConfiguredBanner() {
  const t = useStore($strings);
  return (
    <div className={styles.banner} role="alert" part="workflow-not-configured">
      <h2 className={styles.bannerTitle}>{t.notConfiguredTitle}</h2>
      <p>{t.notConfigured}</p>
      <p>{t.notConfiguredAdvice}</p>
    </div>
  );
}

/** 'No approvers found for this location and project.': the administrator assigns them; removing items does not help. */
export function NoApproversBanner() {
  const t = useStore($strings);
  return (
    <div className={styles.banner} role="alert" part="no-approvers">
      <h2 className={styles.bannerTitle}>{t.noApprovers}</h2>
      <p>{t.noApproversAdvice}</p>
    </div>
  );
}

/** 'Order Cannot Be Submitted': over the workflow's spending limit, with the total and the limit. */
export function CannotSubmitBanner({ message }: { message: string }) {
  const t = useStore($strings);
  return (
    <div className={styles.banner} role="alert" part="cannot-submit">
      <h2 className={styles.bannerTitle}>{t.cannotSubmit}</h2>
      <p>
        <MoneyText text={message} />
      </p>
      <p>{t.removeItemsAdvice}</p>
    </div>
  );
}

/** 'Order Cannot Be Submitted' for another reason the server gives (a stage no one but the buyer approves), in its words. */
export function RefusedBanner({ message }: { message: string }) {
  const t = useStore($strings);
  return (
    <div className={styles.banner} role="alert" part="cannot-submit">
      <h2 className={styles.bannerTitle}>{t.cannotSubmit}</h2>
      <p>
        <MoneyText text={message} />
      </p>
    </div>
  );
}
