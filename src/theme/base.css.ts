import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

// Inherited text properties are all set here: whatever the host page gives its body (uppercase,
// letter spacing, centred or right-aligned text, nowrap) stops at the element. Colours and fonts
// come from the --lapasar-* tokens, which do cross the boundary on purpose.
globalStyle(':host', {
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize,
  fontStyle: 'normal',
  fontWeight: 'normal',
  fontVariant: 'normal',
  color: vars.colorText,
  lineHeight: 1.4,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textAlign: 'start',
  textIndent: 0,
  textTransform: 'none',
  textShadow: 'none',
  whiteSpace: 'normal',
  cursor: 'auto',
  boxSizing: 'border-box',
});

globalStyle(':host([hidden])', { display: 'none' });

// border-box inside whatever box-sizing a page's `*` rule gives the element itself.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(':focus-visible', { outline: 'none', boxShadow: vars.focusRing });
