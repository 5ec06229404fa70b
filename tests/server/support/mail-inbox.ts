import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server took it: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  /** RCPT TO: where the message was really delivered, lower case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives, parsed with mailparser.
 * A message is kept before the server acknowledges it, so once the sender's sends have settled
 * every message is here to take.
 */
export class MailInbox {
  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
    private readonly received: ReceivedMail[],
  ) {}

  static async start(): Promise<MailInbox> {
    const received: ReceivedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            received.push({
              to: (session.envelope.rcptTo || []).map((address) => address.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    return new MailInbox(server, `smtp://127.0.0.1:${port}`, received);
  }

  /** Takes the messages received so far, leaving the inbox empty. */
  take(): ReceivedMail[] {
    return this.received.splice(0);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link of a message's text that starts with `prefix`. */
export function linkIn(mail: Pick<ReceivedMail, 'text'>, prefix: string): URL {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return new URL(found);
}
