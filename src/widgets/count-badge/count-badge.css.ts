import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'inline-flex', verticalAlign: 'middle' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  background: vars.colorBadge,
  color: '#ffffff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: 1,
});
