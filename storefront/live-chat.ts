/**
 * Loads the live-chat provider's script when one is configured (the page's
 * lapasar-live-chat-src meta, filled at build time from LAPASAR_LIVE_CHAT_SRC); none by default.
 */
export function loadLiveChat(doc: Document = document): HTMLScriptElement | null {
  const src = doc.querySelector<HTMLMetaElement>('meta[name="lapasar-live-chat-src"]')?.content.trim();
  if (!src || src.startsWith('%')) return null;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  doc.body.append(script);
  return script;
}
