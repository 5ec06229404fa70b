import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 16, containerType: 'inline-size' });

export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 });

export const stepButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { borderColor: vars.colorPrimary, background: vars.colorPrimary, color: vars.colorPrimaryText },
    '&[data-state="completed"]': { borderColor: vars.colorPrimary },
  },
});

export const stepNumber = style({ fontWeight: 700 });

export const section = style({
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  padding: 14,
  background: vars.colorSurface,
});

export const sectionTitle = style({ margin: '0 0 12px', fontSize: '1.1em' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '0 16px',
  '@container': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const fieldError = style({ color: vars.colorDanger, fontSize: '0.9em' });

export const choice = style({ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 });

export const banner = style({
  border: `1px solid ${vars.colorDanger}`,
  borderRadius: vars.radius,
  padding: 12,
  background: vars.colorSurfaceAlt,
});

export const notice = style({
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  padding: 12,
  background: vars.colorSurfaceAlt,
});

export const editNotice = style({
  border: `1px solid ${vars.colorPrimary}`,
  borderRadius: vars.radius,
  padding: 12,
  margin: 0,
  background: vars.colorSurfaceAlt,
});

export const bannerTitle = style({ margin: '0 0 4px', fontSize: '1em' });

export const figures = style({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', gap: '4px 16px', margin: 0 });

export const files = style({ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'grid', gap: 6 });

export const file = style({ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' });

export const muted = style({ color: vars.colorMuted });

export const line = style({ borderTop: `1px solid ${vars.colorBorder}`, padding: '10px 0', display: 'grid', gap: 8 });

export const lineHead = style({ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' });

export const warning = style({ color: vars.colorDanger, margin: 0 });

export const actions = style({ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', alignItems: 'center' });

export const reason = style({ color: vars.colorDanger, margin: 0 });

export const ebParts = style({ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' });

export const blockers = style({ margin: 0, paddingLeft: 18, display: 'grid', gap: 4 });

export const quantity = style({ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' });
