import { useServerText } from './server-text';
import * as ui from './ui.css';

/** What the last change did, or why it was refused (failed). */
export interface Said {
  text: string;
  failed?: boolean;
}

/** A status line: polite for what was done, an alert for a refusal. */
export function StatusLine({ said, part }: { said: Said | null; part: string }) {
  return (
    <p className={said?.failed ? ui.errorText : ui.statusLine} role={said?.failed ? 'alert' : 'status'} part={part}>
      {said?.text}
    </p>
  );
}

/** The words of a list's first reading. */
interface LoadWords {
  loading: string;
  loadFailed: string;
  tryAgain: string;
}

interface LoadProps {
  /** Why the list was not read (the server's refusal, or a network failure). */
  error: unknown;
  words: LoadWords;
  /** Reads the list again. */
  onRetry: () => void;
}

/** Why a list could not be read, in the server's words where it gave some, with Try Again. */
export function LoadFailed({ error, words, onRetry }: LoadProps) {
  const serverText = useServerText();
  return (
    <div className={ui.message} role="alert" part="error">
      <p>{serverText(error, words.loadFailed)}</p>
      <button type="button" className={ui.button} onClick={onRetry}>
        {words.tryAgain}
      </button>
    </div>
  );
}

/** A list not read yet: loading, or why it failed with Try Again. */
export function NotLoaded(props: LoadProps) {
  return props.error !== undefined ? <LoadFailed {...props} /> : <p role="status">{props.words.loading}</p>;
}
