import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { energyVars } from '../../theme/energy-tokens.css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 16, containerType: 'inline-size' });

export const banner = style({
  display: 'grid',
  gap: 4,
  padding: '16px 20px',
  borderRadius: vars.radius,
  borderBlockEnd: `4px solid ${energyVars.colorAccent}`,
  background: energyVars.colorBrand,
  color: energyVars.colorBrandText,
});

export const title = style({ margin: 0, fontSize: '1.3em' });

export const subtitle = style({ margin: 0, opacity: 0.9 });

export const panels = style({ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' });

export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: 10,
  padding: 14,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});

export const panelTitle = style({ margin: 0, fontSize: '1.05em', color: energyVars.colorBrand });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 12px', margin: 0 });
globalStyle(`${facts} > div`, { display: 'contents' });
globalStyle(`${facts} dt`, { color: vars.colorMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '0 14px',
  borderRadius: vars.radius,
  background: energyVars.colorBrand,
  color: energyVars.colorBrandText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing } },
});

export const cards = style({ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });

export const card = style([panel, { borderBlockStart: `4px solid ${energyVars.colorBrand}`, background: energyVars.colorSurface }]);

export const figure = style({ margin: 0, fontSize: '2em', fontWeight: 700, color: energyVars.colorBrand });

export const statuses = style([facts, { gridTemplateColumns: '1fr max-content' }]);

export const budgets = style({ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' });

export const budget = style({ display: 'grid', gap: 4 });

export const muted = style({ margin: 0, color: vars.colorMuted });

export const bar = style({ height: 8, overflow: 'hidden', borderRadius: 4, background: energyVars.colorTrack });

export const barFill = style({ height: '100%', background: energyVars.colorBrand });

export const cardLink = style({ color: energyVars.colorBrand, fontWeight: 600 });

export const button = style({
  minHeight: 36,
  padding: '0 14px',
  border: 0,
  borderRadius: vars.radius,
  background: energyVars.colorBrand,
  color: energyVars.colorBrandText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing } },
});

export const message = style({ display: 'grid', gap: 12, justifyItems: 'start', padding: '24px 0' });

const shimmer = keyframes({ from: { opacity: 1 }, to: { opacity: 0.45 } });

export const skeleton = style({
  height: 120,
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
  animation: `${shimmer} 0.9s ease-in-out infinite alternate`,
});
