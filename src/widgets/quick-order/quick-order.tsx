import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { fill } from '../../lib/fill';
import { isPlainText, QUICK_ORDER_FILE_ERRORS, QUICK_ORDER_MAX_BYTES, QUICK_ORDER_MAX_LINES } from '../../lib/quick-order';
import { $config } from '../../store/config';
import { openLocationDialog, openLoginDialog } from '../../store/dialogs';
import { $hasLocation, $location } from '../../store/location';
import { $buys, $signedIn } from '../../store/session';
import { BuyersOnly } from '../../ui/buyers-only';
import { Link } from '../../ui/link';
import { PageDialogs } from '../../ui/page-dialogs';
import { usePreparedMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import { LinesTable } from './lines-table';
import * as styles from './quick-order.css';
import { $strings } from './strings';
import { useQuickOrder, type QuickOrderResult } from './use-quick-order';

/** A file's text, or null when it is not text (a spreadsheet, an image, another encoding's bytes). */
async function textOf(file: File): Promise<string | null> {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
    return isPlainText(text) ? text : null;
  } catch {
    return null;
  }
}

/** lapasar-quick-order: a signed-in buyer's SKU code list, checked and then added to the cart in one step. */
export function QuickOrderView() {
  const t = useStore($strings);
  usePreparedMoney();
  const signedIn = useStore($signedIn);
  const buys = useStore($buys);
  return (
    <section className={styles.root} part="quick-order" aria-labelledby="quick-order-title">
      <h2 id="quick-order-title" className={styles.title} part="title">
        {t.title}
      </h2>
      {signedIn && !buys ? (
        <BuyersOnly feature="quickOrder" />
      ) : signedIn ? (
        <QuickOrderForm />
      ) : (
        <div className={styles.message} part="sign-in">
          <p>{t.signInPrompt}</p>
          <button type="button" className={ui.primaryButton} onClick={openLoginDialog}>
            {t.signIn}
          </button>
        </div>
      )}
      <PageDialogs />
    </section>
  );
}

function QuickOrderForm() {
  const t = useStore($strings);
  const root = useRef<HTMLDivElement>(null);
  const ids = useId();
  const { text, edit, busy, error, setError, preview, report, check, add } = useQuickOrder(root);
  const [loaded, setLoaded] = useState<string | null>(null);
  const hasLocation = useStore($hasLocation);
  const location = useStore($location);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a change reads it again.
    input.value = '';
    if (!file) return;
    setLoaded(null);
    if (file.size > QUICK_ORDER_MAX_BYTES) {
      setError(QUICK_ORDER_FILE_ERRORS.tooLarge);
      return;
    }
    const content = await textOf(file);
    if (content === null) {
      setError(QUICK_ORDER_FILE_ERRORS.notText);
      return;
    }
    edit(content);
    setLoaded(fill(t.fileLoaded, { name: file.name }));
    await check(content);
  };

  const ready = preview?.lines.filter((line) => line.status === 'ready').length ?? 0;
  return (
    <div ref={root} className={styles.stack}>
      <p className={styles.intro}>{t.intro}</p>
      {hasLocation && location ? (
        <p className={styles.note} part="location">
          {fill(t.deliveringTo, { place: `${location.district}, ${location.state}` })}
        </p>
      ) : (
        <div className={styles.notice} part="location-prompt">
          <p>{t.noLocation}</p>
          <button type="button" className={ui.button} onClick={() => openLocationDialog()}>
            {t.chooseLocation}
          </button>
        </div>
      )}
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-list`}>
            {t.listLabel}
          </label>
          <textarea
            id={`${ids}-list`}
            className={`${ui.input} ${styles.list}`}
            part="list"
            rows={8}
            spellCheck={false}
            placeholder={t.placeholder}
            aria-describedby={`${ids}-limits`}
            value={text}
            onChange={(event) => edit(event.currentTarget.value)}
          />
          <p id={`${ids}-limits`} className={styles.note}>
            {fill(t.limits, { lines: QUICK_ORDER_MAX_LINES, kb: QUICK_ORDER_MAX_BYTES / 1024 })}
          </p>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-file`}>
            {t.fileLabel}
          </label>
          <input
            id={`${ids}-file`}
            className={styles.file}
            part="file"
            type="file"
            accept=".csv,text/csv,text/plain"
            disabled={busy !== null}
            onChange={(event) => void upload(event)}
          />
          {loaded && (
            <p className={styles.note} part="file-loaded">
              {loaded}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={ui.button} part="check" disabled={busy !== null || text.trim() === ''}>
            {busy === 'checking' ? t.checking : t.check}
          </button>
          {preview && ready > 0 && (
            <button type="button" className={ui.primaryButton} part="add" disabled={busy !== null} onClick={() => void add()}>
              {busy === 'adding' ? t.adding : t.add(ready)}
            </button>
          )}
        </div>
      </form>
      <div role="alert" className={styles.error} part="error">
        {error}
      </div>
      {preview && <Preview result={preview} ready={ready} />}
      <div aria-live="polite" part="report-region">
        {report && <Report result={report} />}
      </div>
    </div>
  );
}

function Preview({ result, ready }: { result: QuickOrderResult; ready: number }) {
  const t = useStore($strings);
  return (
    <div className={styles.stack} part="preview">
      <h3 className={styles.subtitle}>{t.previewTitle}</h3>
      <p role="status" part="preview-summary">
        {ready > 0 ? fill(t.previewSummary, { ready, total: result.lines.length }) : t.nothingReady}
      </p>
      <LinesTable lines={result.lines} part="preview-table" />
    </div>
  );
}

function Report({ result }: { result: QuickOrderResult }) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const added = result.lines.filter((line) => line.status === 'added').length;
  const merged = result.lines.filter((line) => line.status === 'merged').length;
  const failed = result.lines.length - added - merged;
  return (
    <div className={styles.stack} part="report">
      <h3 className={styles.subtitle}>{t.reportTitle}</h3>
      <p part="report-summary">
        {fill(t.reportSummary, { added, failed })}
        {merged > 0 && ` ${fill(t.reportMerged, { n: merged })}`}
      </p>
      <LinesTable lines={result.lines} part="report-table" />
      {added > 0 && (
        <Link className={ui.primaryButton} href={routes.cart} part="view-cart">
          {t.viewCart}
        </Link>
      )}
    </div>
  );
}
