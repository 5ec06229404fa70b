import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CompanyPerson, CompanyWorkflow } from '../../api/types';
import { fill } from '../../lib/fill';
import { parseRinggit } from '../../lib/money';
import { moved, refusedStage } from '../../lib/workflow-draft';
import type { Choice } from '../../store/company-choices';
import { saveWorkflow } from '../../store/company-workflows';
import { useServerText } from '../../ui/server-text';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { PlacePicker, usePlaceChoice } from './place-picker';
import { $workflowStrings } from './workflow-strings';

interface StageDraft {
  /** Keeps a stage's fields with it when it moves. */
  key: number;
  label: string;
  fromAmount: string;
  approverIds: number[];
}

export interface WorkflowEditorProps {
  /** The workflow to change; null for a new one. */
  workflow: CompanyWorkflow | null;
  locations: Choice[];
  /** The company's active approvers. */
  approvers: CompanyPerson[];
  /** Closes the editor; with what to say when it saved. */
  onClose: (said?: string) => void;
}

let stageKeys = 0;
const newStage = (fromAmount = '0'): StageDraft => ({ key: ++stageKeys, label: '', fromAmount, approverIds: [] });

/** A workflow's whole definition: name, location, charge code, spending limit, budget approval first, and its stages in order. */
export function WorkflowEditor({ workflow, locations, approvers, onClose }: WorkflowEditorProps) {
  const t = useStore($workflowStrings);
  const serverText = useServerText();
  const ids = useId();
  const place = usePlaceChoice(workflow ? String(workflow.location.id) : '');
  const [stages, setStages] = useState<StageDraft[]>(() =>
    workflow
      ? workflow.stages.map((stage) => ({
          key: ++stageKeys,
          label: stage.label,
          fromAmount: stage.fromAmount.toFixed(2),
          approverIds: stage.approvers.filter((approver) => approver.activeApprover).map((approver) => approver.id),
        }))
      : [newStage()],
  );
  const [problem, setProblem] = useState<{ at: number | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // What takes the keyboard after a stage moves, is added or removed: the first of these selectors that finds a control.
  const focusNext = useRef<string[]>([]);

  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    const target = focusNext.current.map((selector) => form.current?.querySelector<HTMLElement>(selector)).find(Boolean);
    focusNext.current = [];
    target?.focus();
  });

  const stageName = (index: number) => fill(t.stage, { n: index + 1 });
  const change = (index: number, patch: Partial<StageDraft>) =>
    setStages((current) => current.map((stage, at) => (at === index ? { ...stage, ...patch } : stage)));
  const move = (index: number, by: -1 | 1, button: 'stage-up' | 'stage-down') => {
    // At the top or bottom the same button is gone: the other one of the moved stage takes the keyboard.
    focusNext.current = [
      `[data-stage="${index + by}"] [part~="${button}"]`,
      `[data-stage="${index + by}"] [part~="stage-${by < 0 ? 'down' : 'up'}"]`,
    ];
    setStages((current) => moved(current, index, by));
  };
  const removeStage = (index: number) => {
    focusNext.current = [`[data-stage="${Math.max(0, index - 1)}"] input`];
    setStages((current) => current.filter((_, at) => at !== index));
  };
  const addStage = () => {
    focusNext.current = [`[data-stage="${stages.length}"] input`];
    setStages((current) => [...current, newStage('')]);
  };

  const refuse = (at: number | 'form', text: string, selector?: string) => {
    setProblem({ at, text });
    if (selector) form.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const locationId = Number(data.get('location') || 0);
    const limitText = String(data.get('spendingLimit') ?? '').trim();
    const spendingLimit = limitText === '' ? null : parseRinggit(limitText);
    if (!name) return refuse('form', t.missingName, '[name="name"]');
    if (!locationId) return refuse('form', t.missingLocation, '[name="location"]');
    if (spendingLimit === null && limitText !== '') return refuse('form', t.badAmount, '[name="spendingLimit"]');
    const request = [];
    for (const [index, stage] of stages.entries()) {
      const fromAmount = parseRinggit(stage.fromAmount);
      if (!stage.label.trim()) return refuse(index, t.missingLabel, `[data-stage="${index}"] [name="label"]`);
      if (fromAmount === null) return refuse(index, t.badAmount, `[data-stage="${index}"] [name="fromAmount"]`);
      request.push({ label: stage.label.trim(), fromAmount, approverIds: stage.approverIds });
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await saveWorkflow(workflow?.id ?? null, {
        name,
        locationId,
        projectId: Number(data.get('chargeCode') || 0) || null,
        spendingLimit,
        budgetApprovalFirst: data.get('budgetApprovalFirst') === 'on',
        stages: request,
      });
      onClose(fill(t.saved, { name: saved.name }));
    } catch (failure) {
      const text = serverText(failure, t.saveFailed);
      const at = refusedStage(text);
      refuse(at ?? 'form', text, at === null ? undefined : `[data-stage="${at}"] input`);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (at: number | 'form') =>
    problem?.at === at && (
      <p id={`${ids}-error-${at}`} className={ui.errorText} role="alert" part="workflow-error">
        {problem.text}
      </p>
    );

  return (
    <section className={styles.editor} aria-labelledby={`${ids}-title`} part="workflow-editor">
      <h4 ref={title} tabIndex={-1} id={`${ids}-title`} className={styles.sectionTitle}>
        {workflow ? fill(t.editorEdit, { name: workflow.name }) : t.editorNew}
      </h4>
      <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)} part="workflow-form">
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-name`}>
            {t.name}
          </label>
          <input id={`${ids}-name`} name="name" className={ui.input} maxLength={100} defaultValue={workflow?.name ?? ''} />
        </div>
        <PlacePicker
          choice={place}
          locations={locations}
          words={t}
          noChargeCode={t.everyChargeCode}
          initialChargeCode={workflow?.project?.id}
        />
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-limit`}>
            {`${t.spendingLimit} (RM)`}
          </label>
          <input
            id={`${ids}-limit`}
            name="spendingLimit"
            inputMode="decimal"
            className={`${ui.input} ${styles.amount}`}
            aria-describedby={`${ids}-limit-hint`}
            defaultValue={workflow?.spendingLimit?.toFixed(2) ?? ''}
          />
          <p id={`${ids}-limit-hint`} className={styles.muted}>
            {t.limitHint}
          </p>
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="budgetApprovalFirst" defaultChecked={workflow?.budgetApprovalFirst ?? true} />
          {t.budgetFirstLabel}
        </label>

        <h5 className={styles.sectionTitle}>{t.stages}</h5>
        <p className={styles.muted}>{t.fromHint}</p>
        {approvers.length === 0 && <p className={ui.errorText}>{t.noApprovers}</p>}
        <ol className={styles.stageList}>
          {stages.map((stage, index) => (
            <li key={stage.key} data-stage={index} part="workflow-stage-editor">
              <fieldset className={styles.stageFields} aria-describedby={problem?.at === index ? `${ids}-error-${index}` : undefined}>
                <legend className={styles.strong}>{stageName(index)}</legend>
                <div className={ui.field}>
                  <label className={ui.label} htmlFor={`${ids}-${stage.key}-label`}>
                    {t.label}
                  </label>
                  <input
                    id={`${ids}-${stage.key}-label`}
                    name="label"
                    className={ui.input}
                    maxLength={100}
                    value={stage.label}
                    onChange={(event) => change(index, { label: event.currentTarget.value })}
                  />
                </div>
                <div className={ui.field}>
                  <label className={ui.label} htmlFor={`${ids}-${stage.key}-from`}>
                    {`${t.fromAmount} (RM)`}
                  </label>
                  <input
                    id={`${ids}-${stage.key}-from`}
                    name="fromAmount"
                    inputMode="decimal"
                    className={`${ui.input} ${styles.amount}`}
                    value={stage.fromAmount}
                    onChange={(event) => change(index, { fromAmount: event.currentTarget.value })}
                  />
                </div>
                <fieldset className={styles.fieldset}>
                  <legend className={ui.label}>{t.approvers}</legend>
                  {approvers.map((approver) => (
                    <label key={approver.id} className={styles.check}>
                      <input
                        type="checkbox"
                        checked={stage.approverIds.includes(approver.id)}
                        onChange={(event) => {
                          const checked = event.currentTarget.checked;
                          change(index, {
                            approverIds: checked
                              ? [...stage.approverIds, approver.id]
                              : stage.approverIds.filter((id) => id !== approver.id),
                          });
                        }}
                      />
                      {`${approver.name} (${approver.email})`}
                    </label>
                  ))}
                </fieldset>
                {errorOf(index)}
                <div className={styles.rowForm}>
                  {index > 0 && (
                    <button
                      type="button"
                      className={ui.button}
                      aria-label={fill(t.moveUpOf, { stage: stageName(index) })}
                      onClick={() => move(index, -1, 'stage-up')}
                      part="stage-up"
                    >
                      {t.moveUp}
                    </button>
                  )}
                  {index < stages.length - 1 && (
                    <button
                      type="button"
                      className={ui.button}
                      aria-label={fill(t.moveDownOf, { stage: stageName(index) })}
                      onClick={() => move(index, 1, 'stage-down')}
                      part="stage-down"
                    >
                      {t.moveDown}
                    </button>
                  )}
                  {stages.length > 1 && (
                    <button
                      type="button"
                      className={`${ui.button} ${styles.danger}`}
                      aria-label={fill(t.removeStageOf, { stage: stageName(index) })}
                      onClick={() => removeStage(index)}
                      part="stage-remove"
                    >
                      {t.removeStage}
                    </button>
                  )}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div>
          <button type="button" className={ui.button} onClick={addStage} part="stage-add">
            {t.addStage}
          </button>
        </div>
        {errorOf('form')}
        <div className={styles.rowForm}>
          <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part="workflow-save">
            {busy ? t.saving : t.save}
          </button>
          <button type="button" className={ui.button} onClick={() => onClose()} part="workflow-cancel">
            {t.discard}
          </button>
        </div>
      </form>
    </section>
  );
}
