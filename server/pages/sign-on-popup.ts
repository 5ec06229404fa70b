/**
 * The page the sign-in popup ends on: it posts the session (or the refusal) to the page that opened
 * it, at the embedding origin the sign-in was started for and no other, then closes. The message
 * rides in a JSON data block (not run), read by one fixed script allowed by its hash.
 */
import { inlineSourceHash as hash, jsonInScript as inScript } from '../domain/content-policy';
import type { SsoPopupMessage } from '../../src/contract/single-sign-on';
import type { Language } from '../../src/lib/language';

const SCRIPT =
  "var d=JSON.parse(document.getElementById('lapasar-sso').textContent);" +
  'if(window.opener){window.opener.postMessage(d.message,d.targetOrigin);window.close();}' +
  "else{document.getElementById('note').textContent=d.note;}";

const STYLE = "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;margin:2rem}";

/** Its script and style only; nothing else loads, nothing frames it. */
export const SIGN_ON_POPUP_POLICY = `default-src 'none'; script-src ${hash(SCRIPT)}; style-src ${hash(STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const TEXT = {
  en: {
    title: 'Signing in',
    signingIn: 'Signing in…',
    signedIn: 'You are signed in. You can close this window.',
    refused: {} as Record<string, string>,
  },
  ms: {
    title: 'Log masuk',
    signingIn: 'Sedang log masuk…',
    signedIn: 'Anda telah log masuk. Anda boleh menutup tetingkap ini.',
    refused: {
      sso_refused: 'Syarikat anda tidak membenarkan akaun ini log masuk di sini.',
      sso_failed: 'Log masuk syarikat anda tidak dapat diselesaikan. Sila cuba lagi.',
    } as Record<string, string>,
  },
};

/** Why a sign-in was refused, in `language`: the server's own message in English; in Malay by its code. */
function refusalIn(language: Language, error: { error: string; code: string }): string {
  return TEXT[language].refused[error.code] ?? (language === 'en' ? error.error : TEXT.ms.refused.sso_failed);
}

/**
 * The page, in `language`: what it says while it posts, and, opened with no page to post to
 * (its opener gone), that the user is signed in or why not.
 */
export function signOnPopupPage(targetOrigin: string, message: SsoPopupMessage, language: Language): string {
  const text = TEXT[language];
  const note = 'error' in message ? refusalIn(language, message) : text.signedIn;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${text.title} | LaPasar</title><style>${STYLE}</style></head>
<body><p id="note">${text.signingIn}</p>
<script type="application/json" id="lapasar-sso">${inScript({ targetOrigin, message, note })}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
