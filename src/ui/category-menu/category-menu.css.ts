import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 14px',
  border: 0,
  borderRadius: vars.radius,
  background: vars.colorPrimary,
  color: vars.colorPrimaryText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  zIndex: 20,
  width: 280,
  margin: 0,
  padding: '6px 0',
  listStyle: 'none',
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  boxShadow: vars.shadow,
});

export const submenu = style([panel, { top: -7, left: '100%' }]);

export const item = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const link = style({
  flex: '1 1 auto',
  padding: '8px 14px',
  color: vars.colorText,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.colorSurfaceAlt } },
});

export const expand = style({
  flex: '0 0 auto',
  width: 32,
  height: 32,
  border: 0,
  background: 'none',
  color: vars.colorMuted,
  font: 'inherit',
  cursor: 'pointer',
});

export const status = style({ padding: '8px 14px', color: vars.colorMuted });
