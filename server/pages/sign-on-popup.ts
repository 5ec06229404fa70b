/**
 * The page the sign-in popup ends on: it posts the session (or the refusal) to the page that opened
 * it, at the embedding origin the sign-in was started for and no other, then closes. The message
 * rides in a JSON data block (not run), read by one fixed script allowed by its hash.
 */
import { inlineSourceHash as hash, jsonInScript as inScript } from '../domain/content-policy';
import type { SsoPopupMessage } from '../../src/contract/single-sign-on';

const SCRIPT =
  "var d=JSON.parse(document.getElementById('lapasar-sso').textContent);" +
  'if(window.opener){window.opener.postMessage(d.message,d.targetOrigin);window.close();}' +
  "else{document.getElementById('note').textContent=d.message.error||'You are signed in. You can close this window.';}";

const STYLE = "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;margin:2rem}";

/** Its script and style only; nothing else loads, nothing frames it. */
export const SIGN_ON_POPUP_POLICY = `default-src 'none'; script-src ${hash(SCRIPT)}; style-src ${hash(STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export function signOnPopupPage(targetOrigin: string, message: SsoPopupMessage): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in | LaPasar</title><style>${STYLE}</style></head>
<body><p id="note">Signing in…</p>
<script type="application/json" id="lapasar-sso">${inScript({ targetOrigin, message })}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
