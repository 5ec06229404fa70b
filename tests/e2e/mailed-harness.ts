import { afterAll, beforeAll } from 'vitest';
import { MailInbox } from '../server/support/mail-inbox';
import { startHarness, type Harness } from './harness';

/** The harness sending its mail to an inbox the tests read, started before the file's tests and closed after them; call inside the test file. */
export function useMailedHarness(): { harness: () => Harness; inbox: () => MailInbox } {
  let harness: Harness | undefined;
  let inbox: MailInbox | undefined;
  beforeAll(async () => {
    inbox = await MailInbox.start();
    harness = await startHarness({ smtpUrl: inbox.url });
  });
  afterAll(async () => {
    await harness?.close();
    await inbox?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The harness has not started');
    return value;
  };
  return { harness: () => started(harness), inbox: () => started(inbox) };
}
