import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

globalStyle(':host', {
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize,
  color: vars.colorText,
  lineHeight: 1.4,
  boxSizing: 'border-box',
});

globalStyle(':host([hidden])', { display: 'none' });

globalStyle('*, *::before, *::after', { boxSizing: 'inherit' });

globalStyle(':focus-visible', { outline: 'none', boxShadow: vars.focusRing });
