/**
 * The page a password link opens (a marketplace operator's first sign-in, printed by
 * `npm run admin`). Opening it changes nothing: it names the account and asks for a password,
 * whose POST uses the link; then the holder signs in as anyone does.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { NewPasswordSchema } from '../../src/contract/auth';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { ServiceError } from '../services/errors';
import { PASSWORD_LINK_MESSAGES, passwordLinkHolder, SET_PASSWORD_PATH, setPassword } from '../services/password-links';
import { pageLanguage } from './language';
import { page } from './plain-page';

const en = {
  title: 'Choose your password',
  question: 'Choose the password {name} signs in to LaPasar with, as {email}.',
  label: 'New password',
  hint: 'At least 8 characters.',
  button: 'Set password',
  done: 'Password set',
  signIn: 'Your password is set. Sign in as {email} with it.',
  refused: 'This link cannot be used',
  home: 'Continue to LaPasar',
  /** The service's messages (PASSWORD_LINK_MESSAGES), as this page words them. */
  messages: PASSWORD_LINK_MESSAGES as Record<keyof typeof PASSWORD_LINK_MESSAGES, string>,
  /** NewPasswordSchema's messages, as this page words them. */
  tooShort: 'Password must be at least 8 characters',
  tooLong: 'Password must be at most 128 characters',
};

const TEXT: Record<Language, typeof en> = {
  en,
  ms: {
    title: 'Pilih kata laluan anda',
    question: 'Pilih kata laluan yang digunakan oleh {name} untuk log masuk ke LaPasar, sebagai {email}.',
    label: 'Kata laluan baharu',
    hint: 'Sekurang-kurangnya 8 aksara.',
    button: 'Tetapkan kata laluan',
    done: 'Kata laluan ditetapkan',
    signIn: 'Kata laluan anda telah ditetapkan. Log masuk sebagai {email} menggunakannya.',
    refused: 'Pautan ini tidak boleh digunakan',
    home: 'Teruskan ke LaPasar',
    messages: {
      invalid: 'Pautan ini tidak sah. Buka keseluruhan pautan yang diberikan kepada anda, atau minta pautan baharu.',
      used: 'Pautan ini telah digunakan atau diganti dengan pautan yang lebih baharu. Log masuk dengan kata laluan anda, atau minta pautan baharu.',
      expired: 'Pautan ini telah tamat tempoh. Minta pautan baharu.',
    },
    tooShort: 'Kata laluan mestilah sekurang-kurangnya 8 aksara',
    tooLong: 'Kata laluan mestilah tidak melebihi 128 aksara',
  },
};

/** A password link's token: what the link carries, no more. */
const TOKEN = /^[\w-]{1,200}$/;

function refusal(c: Context<AppEnv>, language: Language, error: unknown) {
  if (!(error instanceof ServiceError)) throw error;
  const status = error.status === 410 ? 410 : 400;
  const text = TEXT[language];
  const known = (['used', 'expired', 'invalid'] as const).find((kind) => PASSWORD_LINK_MESSAGES[kind] === error.message);
  const message = known ? text.messages[known] : error.message;
  return page(c, language, status, text.refused, html`<p class="refused">${message}</p><p><a href="/">${text.home}</a></p>`);
}

const invalid = () => new ServiceError(400, PASSWORD_LINK_MESSAGES.invalid);

/** The form, with the reason the last password was refused, if any. */
function form(c: Context<AppEnv>, language: Language, holder: { name: string; email: string }, token: string, problem?: string) {
  const text = TEXT[language];
  const carried = language === 'en' ? '' : html`<input type="hidden" name="lang" value="${language}">`;
  const refused = problem ? html`<p class="refused" id="problem" role="alert">${problem}</p>` : '';
  const described = problem ? 'hint problem' : 'hint';
  return page(
    c,
    language,
    problem ? 400 : 200,
    text.title,
    html`<p>${fill(text.question, holder)}</p>${refused}<form method="post" action="${SET_PASSWORD_PATH}"><input type="hidden" name="token" value="${token}">${carried}<input type="text" name="username" value="${holder.email}" autocomplete="username" hidden><label for="password">${text.label}</label><p class="note" id="hint">${text.hint}</p><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="128" aria-describedby="${described}"><button type="submit">${text.button}</button></form>`,
  );
}

/**
 * GET names the account and asks for a password; POST (the form) uses the link. Both speak the
 * link's `lang`, else the visitor's (server/pages/language.ts); the form carries it on.
 */
export function setPasswordPage({ db, kdfLogN }: Pick<RouteDeps, 'db' | 'kdfLogN'>) {
  return new Hono<AppEnv>()
    .get(SET_PASSWORD_PATH, async (c) => {
      const token = c.req.query('token') ?? '';
      const language = pageLanguage(c, c.req.query('lang'));
      try {
        if (!TOKEN.test(token)) throw invalid();
        return form(c, language, await passwordLinkHolder(db, token), token);
      } catch (error) {
        return refusal(c, language, error);
      }
    })
    .post(SET_PASSWORD_PATH, bodyLimit({ maxSize: 4096, onError: (c) => refusal(c, pageLanguage(c), invalid()) }), async (c) => {
      const fields = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const language = pageLanguage(c, typeof fields.lang === 'string' ? fields.lang : undefined);
      const text = TEXT[language];
      try {
        const { token, password } = fields;
        if (typeof token !== 'string' || !TOKEN.test(token)) throw invalid();
        const holder = await passwordLinkHolder(db, token);
        const checked = NewPasswordSchema.safeParse(typeof password === 'string' ? password : '');
        if (!checked.success) {
          const tooLong = checked.error.issues[0]?.code === 'too_big';
          return form(c, language, holder, token, tooLong ? text.tooLong : text.tooShort);
        }
        const { user } = await setPassword(db, { token, password: checked.data }, { kdfLogN });
        return page(
          c,
          language,
          200,
          text.done,
          html`<p>${fill(text.signIn, { email: user.email })}</p><p><a href="/">${text.home}</a></p>`,
        );
      } catch (error) {
        return refusal(c, language, error);
      }
    });
}
