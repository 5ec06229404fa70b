import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { CartItem } from '../../api/types';
import { ALLOWED_TYPES } from '../../lib/attachments';
import type { CheckoutAttachments, SlotKey } from '../../store/checkout-attachments';
import * as ui from '../../ui/ui.css';
import * as styles from './checkout-wizard.css';
import type { FieldErrors } from './form-state';
import { $strings } from './strings';

const ACCEPT = Object.keys(ALLOWED_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

interface SlotProps {
  slot: SlotKey;
  title: string;
  required: boolean;
  /** Why the slot must hold a file, shown while it holds none. */
  requirement?: string;
  attachments: CheckoutAttachments;
}

/** One slot: choose files (each checked before it uploads), their progress, and Remove. */
function AttachmentSlot({ slot, title, required, requirement, attachments }: SlotProps) {
  const t = useStore($strings);
  const files = useStore(attachments.$slots)[slot] ?? [];
  const [problems, setProblems] = useState<string[]>([]);
  const id = useId();
  return (
    <section className={styles.section} part="attachment-slot" data-slot={slot} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
        {required && <span aria-hidden="true"> *</span>}
      </h3>
      {requirement && (
        <p className={styles.reason} part="attachment-requirement">
          {requirement}
        </p>
      )}
      <label className={ui.label} htmlFor={id}>
        {t.chooseFiles}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          setProblems(attachments.add(slot, chosen));
        }}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {t.attachmentHint}
      </p>
      {problems.length > 0 && (
        <ul className={styles.files} role="alert" part="attachment-problems">
          {problems.map((problem) => (
            <li key={problem} className={styles.reason}>
              {problem}
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.key} className={styles.file} part={`attachment attachment-${file.state}`} data-state={file.state}>
              <span>{file.name}</span>
              <span className={file.state === 'error' ? styles.reason : styles.muted} role="status" part="attachment-status">
                {file.state === 'error' ? `${t.uploadFailedTitle}: ${file.error ?? t.uploadFailedShort}` : t.fileState[file.state]}
              </span>
              {file.state === 'error' && (
                <button
                  type="button"
                  className={ui.button}
                  onClick={() => attachments.retry(slot, file.key)}
                  aria-label={t.retryUpload({ name: file.name })}
                  part="retry-attachment"
                >
                  {t.retry}
                </button>
              )}
              <button
                type="button"
                className={ui.button}
                onClick={() => {
                  attachments.remove(slot, file.key);
                  // A refusal about the slot's count or names no longer stands once a file is gone.
                  setProblems([]);
                }}
                aria-label={t.remove({ name: file.name })}
                part="remove-attachment"
              >
                {t.removeFile}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface AttachmentsStepProps {
  items: CartItem[];
  attachments: CheckoutAttachments;
  orderRequired: boolean;
  approvalRequired: boolean;
  /** The order goes for approval: the approval document has a reader. */
  forApprover: boolean;
  errors: FieldErrors;
  /** Some upload failed: the 'Error' notice. */
  failed: boolean;
}

/** Step 2: the order attachment, the approval document (when the order goes for approval) and each seller's attachments. */
export function AttachmentsStep({
  items,
  attachments,
  orderRequired,
  approvalRequired,
  forApprover,
  errors,
  failed,
}: AttachmentsStepProps) {
  const t = useStore($strings);
  const sellers = [...new Map(items.map((item) => [item.sl_id, item.seller_name])).entries()];
  return (
    <div className={styles.root} part="attachments">
      <h2 className={styles.sectionTitle} tabIndex={-1}>
        {t.stepNames.attachments}
      </h2>
      {failed && (
        <div className={styles.banner} role="alert" part="upload-error">
          <h3 className={styles.bannerTitle}>{t.uploadFailedTitle}</h3>
          <p>{t.uploadFailed}</p>
        </div>
      )}
      <AttachmentSlot
        slot="order"
        title={t.orderAttachment}
        required={orderRequired}
        requirement={errors.order}
        attachments={attachments}
      />
      {forApprover ? (
        <AttachmentSlot
          slot="approval"
          title={t.approvalDocument}
          required={approvalRequired}
          requirement={errors.approval}
          attachments={attachments}
        />
      ) : (
        <p className={styles.muted} part="no-approver-attachment">
          {t.noApproverAttachment}
        </p>
      )}
      {sellers.map(([sellerId, sellerName]) => (
        <AttachmentSlot
          key={sellerId}
          slot={`seller:${sellerId}`}
          title={t.sellerAttachment({ seller: sellerName })}
          required={false}
          attachments={attachments}
        />
      ))}
    </div>
  );
}
