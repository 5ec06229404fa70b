import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

const form = style({ position: 'relative', display: 'flex', width: '100%' });

const select = style({
  flex: '0 0 auto',
  padding: '0 8px',
  border: `1px solid ${vars.colorBorder}`,
  borderRight: 0,
  borderRadius: `${vars.radius} 0 0 ${vars.radius}`,
  background: vars.colorSurfaceAlt,
  color: vars.colorText,
  font: 'inherit',
});

const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 40,
  padding: '0 12px',
  border: `1px solid ${vars.colorBorder}`,
  color: vars.colorText,
  background: vars.colorSurface,
  font: 'inherit',
});

const submit = style({
  flex: '0 0 auto',
  padding: '0 16px',
  border: 0,
  borderRadius: `0 ${vars.radius} ${vars.radius} 0`,
  background: vars.colorPrimary,
  color: vars.colorPrimaryText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

const warning = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  margin: '4px 0 0',
  padding: '8px 12px',
  borderRadius: vars.radius,
  background: '#fef3f2',
  color: vars.colorDanger,
  zIndex: 1,
});

/** The search form's class names, by part. */
export const classes = { form, select, input, submit, warning };
