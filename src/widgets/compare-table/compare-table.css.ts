import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

// minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 });
// Spec 1 section 2.11: the trail reads Home > Compare.
globalStyle(`${root} [part="breadcrumbs"] li + li::before`, { content: '">"' });

export const title = style({ margin: 0, fontSize: '1.5em', letterSpacing: '0.02em' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const message = style({ display: 'grid', justifyItems: 'center', gap: 12, padding: '32px 16px', textAlign: 'center' });

export const messageTitle = style({ margin: 0, fontSize: '1.2em' });

export const muted = style({ margin: 0, color: vars.colorMuted });

export const groups = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 });

export const group = style({
  minWidth: 0,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 14px',
  background: vars.colorSurfaceAlt,
});

export const groupTitle = style({ margin: 0, fontSize: '1.05em' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 0',
  border: 0,
  background: 'none',
  color: vars.colorText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing } },
});

// The chevron turns with the state the button announces (aria-expanded).
export const chevron = style({
  display: 'inline-block',
  transition: 'transform 0.15s',
  selectors: { [`${toggle}[aria-expanded="false"] &`]: { transform: 'rotate(-90deg)' } },
});

// Positioned, so what is absolutely placed inside the table (the visually hidden rating text) is
// clipped with it rather than widening the page.
export const scroller = style({ position: 'relative', overflowX: 'auto', padding: 14 });

export const table = style({ width: '100%', minWidth: 640, borderCollapse: 'collapse', tableLayout: 'fixed' });
globalStyle(`${table} th, ${table} td`, {
  padding: '8px 10px',
  borderBottom: `1px solid ${vars.colorBorder}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th, ${table} td`, { overflowWrap: 'anywhere' });
// The row labels stay in view while the products scroll past them.
globalStyle(`${table} th[scope="row"]`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  width: 150,
  background: vars.colorSurface,
  color: vars.colorMuted,
  fontWeight: 600,
  '@media': { 'screen and (max-width: 767px)': { width: 96 } },
});

// minmax(0, 1fr): the selector and the name keep to the column's width.
export const summary = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 });

export const image = style({ width: 120, height: 120, objectFit: 'contain', borderRadius: vars.radius, background: vars.colorSurfaceAlt });

export const placeholder = style([
  image,
  { display: 'grid', placeItems: 'center', color: vars.colorMuted, fontSize: 12, textAlign: 'center' },
]);

export const name = style({
  color: vars.colorText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const price = style({ fontWeight: 700 });

export const select = style({
  minWidth: 0,
  maxWidth: '100%',
  minHeight: 32,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  color: vars.colorText,
  font: 'inherit',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });

export const emptySlot = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 120,
  border: `1px dashed ${vars.colorBorder}`,
  borderRadius: vars.radius,
  color: vars.colorMuted,
});

export const features = style({ margin: 0, paddingInlineStart: 18 });

export const stars = style({ color: '#b54708' });

export const toast = style({
  position: 'fixed',
  insetBlockEnd: 16,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  padding: '10px 16px',
  borderRadius: vars.radius,
  background: vars.colorTopbar,
  color: vars.colorTopbarText,
  boxShadow: vars.shadow,
});

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: 8 });
