/**
 * The page a verification link opens. Opening it changes nothing: it names the address and the
 * account and asks for a press of a button, whose POST uses the link. Mail scanners that fetch
 * every link in a message therefore cannot verify an address for whoever registered it.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { pendingVerification, VERIFICATION_MESSAGES, VERIFY_EMAIL_PATH, verifyEmail } from '../services/email-verification';
import { ServiceError } from '../services/errors';
import { pageLanguage } from './language';
import { page } from './plain-page';

const en = {
  title: 'Verify your e-mail address',
  question: 'Verify {email} for the LaPasar account of {who}?',
  caution:
    'Only continue if you registered this account: once verified, it sees the orders that name this address as their alternate recipient.',
  button: 'Verify e-mail address',
  verified: 'E-mail address verified',
  refused: 'This link cannot be used',
  home: 'Continue to LaPasar',
  /** The service's messages (VERIFICATION_MESSAGES), as this page words them. */
  messages: {
    verified: VERIFICATION_MESSAGES.verified as string,
    used: VERIFICATION_MESSAGES.used as string,
    expired: VERIFICATION_MESSAGES.expired as string,
    invalid: VERIFICATION_MESSAGES.invalid as string,
  },
};

const TEXT: Record<Language, typeof en> = {
  en,
  ms: {
    title: 'Sahkan alamat e-mel anda',
    question: 'Sahkan {email} untuk akaun LaPasar {who}?',
    caution:
      'Teruskan hanya jika anda yang mendaftarkan akaun ini: setelah disahkan, akaun ini dapat melihat pesanan yang menamakan alamat ini sebagai penerima alternatif.',
    button: 'Sahkan alamat e-mel',
    verified: 'Alamat e-mel telah disahkan',
    refused: 'Pautan ini tidak boleh digunakan',
    home: 'Teruskan ke LaPasar',
    messages: {
      verified: 'Alamat e-mel anda {email} telah disahkan.',
      used: 'Pautan pengesahan ini telah digunakan. Jika alamat anda belum disahkan, log masuk dan minta pautan baharu.',
      expired: 'Pautan pengesahan ini telah tamat tempoh. Log masuk dan minta pautan baharu.',
      invalid: 'Pautan pengesahan ini tidak sah. Buka keseluruhan pautan daripada e-mel, atau log masuk dan minta pautan baharu.',
    },
  },
};

/** A verification link's token: what the link carries, no more. */
const TOKEN = /^[\w-]{1,200}$/;

function refusal(c: Context<AppEnv>, language: Language, error: unknown) {
  if (!(error instanceof ServiceError)) throw error;
  const status = error.status === 410 ? 410 : 400;
  const text = TEXT[language];
  const known = (['used', 'expired', 'invalid'] as const).find((kind) => VERIFICATION_MESSAGES[kind] === error.message);
  const message = known ? text.messages[known] : error.message;
  return page(c, language, status, text.refused, html`<p class="refused">${message}</p><p><a href="/">${text.home}</a></p>`);
}

const invalid = () => new ServiceError(400, VERIFICATION_MESSAGES.invalid);

/**
 * GET shows what the link verifies and a button; POST (the button) uses the link. Both speak the
 * link's `lang` (the mail's language), else the visitor's (server/pages/language.ts); the button
 * carries it on.
 */
export function verifyEmailPage({ db }: Pick<RouteDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get(VERIFY_EMAIL_PATH, async (c) => {
      const token = c.req.query('token') ?? '';
      const language = pageLanguage(c, c.req.query('lang'));
      const text = TEXT[language];
      try {
        if (!TOKEN.test(token)) throw invalid();
        const { email, name, companyName } = await pendingVerification(db, token);
        const who = companyName ? `${name}, ${companyName}` : name;
        const carried = language === 'en' ? '' : html`<input type="hidden" name="lang" value="${language}">`;
        return page(
          c,
          language,
          200,
          text.title,
          html`<p>${fill(text.question, { email, who })}</p><p class="note">${text.caution}</p><form method="post" action="${VERIFY_EMAIL_PATH}"><input type="hidden" name="token" value="${token}">${carried}<button type="submit">${text.button}</button></form>`,
        );
      } catch (error) {
        return refusal(c, language, error);
      }
    })
    .post(VERIFY_EMAIL_PATH, bodyLimit({ maxSize: 4096, onError: (c) => refusal(c, pageLanguage(c), invalid()) }), async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const language = pageLanguage(c, typeof form.lang === 'string' ? form.lang : undefined);
      const text = TEXT[language];
      try {
        const token = form.token;
        if (typeof token !== 'string' || !TOKEN.test(token)) throw invalid();
        const { email } = await verifyEmail(db, token);
        return page(
          c,
          language,
          200,
          text.verified,
          html`<p>${fill(text.messages.verified, { email })}</p><p><a href="/">${text.home}</a></p>`,
        );
      } catch (error) {
        return refusal(c, language, error);
      }
    });
}
