import { splitAmounts } from '../lib/money';
import * as ui from './ui.css';

/** `text` cut around each of `codes`, each code its own piece, marked. */
function splitCodes(text: string, codes: readonly string[]): { text: string; whole: boolean }[] {
  const code = codes.find((candidate) => candidate && text.includes(candidate));
  if (!code) return [{ text, whole: false }];
  const at = text.indexOf(code);
  return [
    ...(at > 0 ? splitCodes(text.slice(0, at), codes) : []),
    { text: code, whole: true },
    ...(at + code.length < text.length ? splitCodes(text.slice(at + code.length), codes) : []),
  ];
}

/**
 * A text with each RM amount in it, and each of `codes` (a product's SKU, an item code), kept on
 * one line, so a narrow screen never shows 'RM' above its figure or half a code; the text itself
 * (what is read out and copied) is unchanged.
 */
export function MoneyText({ text, codes = [] }: { text: string; codes?: readonly string[] }) {
  const pieces = splitAmounts(text).flatMap((piece) =>
    piece.amount ? [{ text: piece.text, whole: true }] : splitCodes(piece.text, codes),
  );
  return (
    <>
      {pieces.map((piece, index) =>
        piece.whole ? (
          <span key={index} className={ui.nowrap}>
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
