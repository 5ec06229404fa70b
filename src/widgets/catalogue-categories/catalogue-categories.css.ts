import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: 'grid',
  gap: 8,
  justifyItems: 'center',
  width: '100%',
  height: '100%',
  padding: 16,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'center',
  cursor: 'pointer',
  ':hover': { borderColor: vars.colorPrimary },
  ':focus-visible': { outline: `2px solid ${vars.colorPrimary}`, outlineOffset: 2 },
});

export const icon = style({ width: 64, height: 64, objectFit: 'contain' });

export const iconPlaceholder = style([
  icon,
  {
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
    background: '#f2f4f7',
    color: vars.colorMuted,
    fontSize: 24,
    fontWeight: 600,
  },
]);

export const name = style({ fontWeight: 600 });

export const count = style({ color: vars.colorMuted, fontSize: '0.9em' });

export const backLink = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.colorPrimary,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const subtitle = style({ margin: 0, color: vars.colorMuted });
