import baseCss from './base.css?inline';
import uiCss from '../ui/ui.css?inline';

/** A constructed stylesheet made on first use, so one sheet serves every instance. */
export function lazySheet(css: string): () => CSSStyleSheet {
  let sheet: CSSStyleSheet | undefined;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}

/** The base sheet every element adopts: theme defaults on :host and the shared ui styles. */
export const baseSheet = lazySheet(`${baseCss}\n${uiCss}`);
