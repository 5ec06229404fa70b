/**
 * Outgoing mail: over SMTP (SMTP_URL) with nodemailer, or, with no SMTP configured, written to a
 * local outbox directory as .eml files (the development default). A message is sent in the
 * background once the work that caused it has committed: the request never waits for the mail
 * server and never fails because of it; a failed message is logged.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { html } from 'hono/html';
import { createTransport } from 'nodemailer';
import type { Language } from '../../src/lib/language';
import { errorsOnly, type Logger } from '../logger';

/** The sender when MAIL_FROM is not set. */
const DEFAULT_MAIL_FROM = 'LaPasar <no-reply@lapasar.test>';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends in the background: never throws and never waits; a failure is logged. */
  send(message: MailMessage): void;
  /** Resolves once every message handed to send so far has gone or failed. */
  settled(): Promise<void>;
  /** Where mail goes, for the start-up log: the SMTP server (without its credentials) or the outbox. */
  readonly destination: string;
  /** Where a message that was not sent is reported (order notices report theirs here too). */
  readonly logger: Logger;
  close(): void;
}

/** How a service mails: the mailer, and the public origin its links point at (PUBLIC_URL). */
export interface MailContext {
  mailer: Mailer;
  publicUrl: string;
}

export interface MailSettings {
  /** smtp:// or smtps:// with credentials and nodemailer's query options; the outbox when unset. */
  smtpUrl?: string;
  /** Where messages are written when there is no SMTP server. */
  outboxDir: string;
  from?: string;
  /** Errors only, on standard output, by default. */
  logger?: Logger;
}

/** SMTP_URL checked at start: an smtp:// or smtps:// address, or undefined when unset. */
export function smtpUrlFrom(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// address, not ${url.protocol}`);
  return text;
}

/** A name for an outbox file that sorts by time and never collides. */
const outboxName = () => `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

export function createMailer(settings: MailSettings): Mailer {
  const from = settings.from || DEFAULT_MAIL_FROM;
  const logger = settings.logger ?? errorsOnly;
  const pending = new Set<Promise<void>>();
  let deliver: (message: MailMessage) => Promise<unknown>;
  let close: () => void;
  let destination: string;
  if (settings.smtpUrl) {
    const transport = createTransport(settings.smtpUrl);
    const url = new URL(settings.smtpUrl);
    destination = `${url.protocol}//${url.host}`;
    deliver = (message) => transport.sendMail({ from, ...message });
    close = () => transport.close();
  } else {
    const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    destination = settings.outboxDir;
    deliver = async (message) => {
      const { message: raw } = await transport.sendMail({ from, ...message });
      await mkdir(settings.outboxDir, { recursive: true });
      await writeFile(join(settings.outboxDir, outboxName()), raw as Buffer);
    };
    close = () => transport.close();
  }
  return {
    destination,
    logger,
    send(message) {
      const sending: Promise<void> = deliver(message).then(
        () => undefined,
        (error: unknown) =>
          logger.error(
            { subject: message.subject, to: message.to, reason: error instanceof Error ? error.message : String(error) },
            'Mail was not sent',
          ),
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
    close,
  };
}

/** What a message says: a heading, paragraphs, an optional button and a closing note. */
export interface MailContent {
  /** The language it is worded in, for the HTML body's lang. */
  language: Language;
  to: string;
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  footer: string;
}

/** The plain-text and HTML bodies of a message, the HTML simple enough for any mail client (inline styles only). */
export function composeMail(content: MailContent): MailMessage {
  const { action } = content;
  const text = [content.heading, ...content.paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '--', content.footer].join(
    '\n\n',
  );
  const button =
    'display:inline-block;padding:10px 18px;background:#0b5fff;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600';
  const actionBlock = action
    ? html`<p style="margin:20px 0"><a href="${action.url}" style="${button}">${action.label}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#5b6472;word-break:break-all">${action.url}</p>`
    : '';
  const body = html`<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><title>${content.subject}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border:1px solid #d0d5dd;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:20px">${content.heading}</h1>
${content.paragraphs.map((paragraph) => html`<p style="margin:0 0 12px;line-height:1.5">${paragraph}</p>`)}
${actionBlock}
<p style="margin:20px 0 0;font-size:13px;color:#5b6472">${content.footer}</p>
</div>
</body></html>
`;
  return { to: content.to, subject: content.subject, text, html: body.toString() };
}
