import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import type { CompanyWorkflow } from '../../api/types';
import { fill } from '../../lib/fill';
import { companyPeopleStore } from '../../store/company';
import { companyLocationsStore } from '../../store/company-choices';
import { companyWorkflowsStore, removeWorkflow } from '../../store/company-workflows';
import { newQueryScope } from '../../store/query';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useServerText } from '../../ui/server-text';
import { NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import { useMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $strings } from './strings';
import { WorkflowEditor } from './workflow-editor';
import { WorkflowPreview } from './workflow-preview';
import { $workflowStrings } from './workflow-strings';

/** The company's approval workflows, each edited or deleted, a new one added, and the preview of what an order goes through. */
export function WorkflowsSection() {
  const t = useStore($workflowStrings);
  const common = useStore($strings);
  const serverText = useServerText();
  const money = useMoney();
  const ids = useId();
  const [stores] = useState(() => {
    const scope = newQueryScope();
    return { workflows: companyWorkflowsStore(scope), people: companyPeopleStore(scope), locations: companyLocationsStore(scope) };
  });
  const { data, error } = useStore(stores.workflows);
  const people = useStore(stores.people).data;
  const locations = useStore(stores.locations).data;
  // null: no editor open; 'new': a new workflow; else the workflow being changed.
  const [editing, setEditing] = useState<CompanyWorkflow | 'new' | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [confirming, setConfirming] = useState<CompanyWorkflow | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  if (!data) return <NotLoaded error={error} words={common} onRetry={() => stores.workflows.invalidate()} />;

  const approvers = (people?.people ?? []).filter((person) => person.role === 'approver' && person.active);
  const knownLocations = new Map((locations ?? []).map((location) => [location.id, location]));
  for (const workflow of data) knownLocations.set(workflow.location.id, workflow.location);

  const open = (workflow: CompanyWorkflow | 'new', from: HTMLElement) => {
    opener.current = from;
    setSaid(null);
    setEditing(workflow);
  };
  const closeEditor = (text?: string) => {
    setEditing(null);
    if (text) {
      setSaid({ text });
      title.current?.focus();
    } else opener.current?.focus();
  };

  const remove = async (workflow: CompanyWorkflow) => {
    setConfirming(null);
    try {
      await removeWorkflow(workflow.id);
      setSaid({ text: fill(t.removed, { name: workflow.name }) });
    } catch (failure) {
      setSaid({ text: serverText(failure, t.removeFailed), failed: true });
    }
    title.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="workflows">
      <h3 ref={title} tabIndex={-1} id={`${ids}-title`} className={styles.sectionTitle}>
        {common.workflows}
      </h3>
      <p className={styles.muted}>{t.intro}</p>
      <p className={styles.note} part="workflows-kept">
        {t.kept}
      </p>
      <StatusLine said={said} part="workflow-status" />
      {data.length === 0 && (
        <p className={styles.muted} part="no-workflows">
          {t.none}
        </p>
      )}
      <ul className={styles.cards} aria-label={common.workflows}>
        {data.map((workflow) => (
          <li key={workflow.id} className={styles.workflow} part="workflow">
            <h4 className={styles.strong}>{workflow.name}</h4>
            <dl className={styles.facts}>
              <dt>{t.location}</dt>
              <dd>{workflow.location.name}</dd>
              <dt>{t.chargeCode}</dt>
              <dd>{workflow.project ? `${workflow.project.code} ${workflow.project.name}` : t.everyChargeCode}</dd>
              <dt>{t.spendingLimit}</dt>
              <dd>{workflow.spendingLimit === null ? t.noLimit : money.rm(workflow.spendingLimit)}</dd>
              <dt>{t.budgetApproval}</dt>
              <dd>{workflow.budgetApprovalFirst ? t.budgetFirst : t.budgetLast}</dd>
              <dt>{t.inApproval}</dt>
              <dd>{workflow.ordersInApproval}</dd>
            </dl>
            <ol className={styles.stages} aria-label={t.stages} part="workflow-stages">
              {workflow.stages.map((stage) => (
                <li key={stage.stage} part="workflow-stage">
                  <span className={styles.strong}>{`${fill(t.stage, { n: stage.stage })}: ${stage.label}`}</span>
                  {` · ${t.fromAmount} ${money.rm(stage.fromAmount)} · `}
                  {stage.approvers
                    .map((approver) => (approver.activeApprover ? approver.name : `${approver.name} ${t.inactive}`))
                    .join(', ')}
                </li>
              ))}
            </ol>
            <div className={styles.rowForm}>
              <button
                type="button"
                className={ui.button}
                aria-label={fill(t.editOf, { name: workflow.name })}
                onClick={(event) => open(workflow, event.currentTarget)}
                part="workflow-edit"
              >
                {t.edit}
              </button>
              <button
                type="button"
                className={`${ui.button} ${styles.danger}`}
                aria-label={fill(t.removeOf, { name: workflow.name })}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setConfirming(workflow);
                }}
                part="workflow-remove"
              >
                {t.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <div>
          <button type="button" className={ui.primaryButton} onClick={(event) => open('new', event.currentTarget)} part="workflow-add">
            {t.add}
          </button>
        </div>
      ) : (
        <WorkflowEditor
          key={editing === 'new' ? 'new' : editing.id}
          workflow={editing === 'new' ? null : editing}
          locations={[...knownLocations.values()]}
          approvers={approvers}
          onClose={closeEditor}
        />
      )}
      <WorkflowPreview locations={[...knownLocations.values()]} />

      <ConfirmDialog
        question={confirming && fill(t.confirmRemove, { name: confirming.name })}
        labels={{ ok: t.ok, cancel: t.cancel, close: t.close }}
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => {
          setConfirming(null);
          opener.current?.focus();
        }}
      />
    </section>
  );
}
