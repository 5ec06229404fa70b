import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import type { WorkflowPreview as Preview } from '../../api/types';
import { fill } from '../../lib/fill';
import { parseRinggit } from '../../lib/money';
import type { Choice } from '../../store/company-choices';
import { previewWorkflow } from '../../store/company-workflows';
import { useServerText } from '../../ui/server-text';
import { useMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { PlacePicker, usePlaceChoice } from './place-picker';
import { $workflowStrings } from './workflow-strings';

/** "An order of RM X for location L and charge code C goes through: ...", answered by the server's preview. */
export function WorkflowPreview({ locations }: { locations: Choice[] }) {
  const t = useStore($workflowStrings);
  const serverText = useServerText();
  const money = useMoney();
  const ids = useId();
  const place = usePlaceChoice();
  const [answer, setAnswer] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = parseRinggit(String(data.get('amount') ?? ''));
    const locationId = Number(data.get('location') || 0);
    setAnswer(null);
    if (!locationId) return setProblem(t.missingLocation);
    if (amount === null) return setProblem(t.badAmount);
    setProblem(null);
    try {
      setAnswer(await previewWorkflow(locationId, Number(data.get('chargeCode') || 0) || null, amount));
    } catch (failure) {
      setProblem(serverText(failure, t.previewFailed));
    }
  };

  const order = answer && {
    amount: money.rm(answer.amount),
    location: answer.location.name,
    project: answer.project ? fill(t.forProject, { project: answer.project.name }) : '',
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="workflow-preview">
      <h4 id={`${ids}-title`} className={styles.sectionTitle}>
        {t.preview}
      </h4>
      <p className={styles.muted}>{t.previewIntro}</p>
      <form className={styles.inline} noValidate onSubmit={(event) => void submit(event)} part="preview-form">
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-amount`}>
            {t.amount}
          </label>
          <input id={`${ids}-amount`} name="amount" inputMode="decimal" className={`${ui.input} ${styles.amount}`} />
        </div>
        <PlacePicker choice={place} locations={locations} words={t} noChargeCode={t.everyChargeCode} inline />
        <div className={ui.field}>
          <button type="submit" className={ui.button} part="preview-show">
            {t.showPreview}
          </button>
        </div>
      </form>
      <div role="status" part="preview-answer">
        {answer && order && !answer.approvalRequired && <p>{fill(t.noApproval, order)}</p>}
        {answer && order && answer.approvalRequired && answer.refusal && (
          <p className={ui.errorText}>{fill(t.refused, { ...order, reason: answer.refusal.message })}</p>
        )}
        {answer && order && answer.approvalRequired && !answer.refusal && (
          <>
            <p>{fill(t.goesThrough, order)}</p>
            <ol className={styles.stages} part="preview-steps">
              {answer.steps.map((step) => (
                <li key={`${step.kind}:${step.stage}`} part="preview-step">
                  <span className={styles.strong}>
                    {step.kind === 'budget' ? t.budgetStep : `${fill(t.stage, { n: step.stage })}: ${step.label}`}
                  </span>
                  {`, ${fill(t.stepApprovers, { names: step.approvers.map((approver) => approver.name).join(', ') })}`}
                </li>
              ))}
            </ol>
            {answer.workflow && <p className={styles.muted}>{fill(t.under, { name: answer.workflow.name })}</p>}
          </>
        )}
      </div>
      {problem && (
        <p className={ui.errorText} role="alert" part="preview-error">
          {problem}
        </p>
      )}
    </section>
  );
}
