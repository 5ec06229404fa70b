import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 16 });
// Spec 1 section 2.11: the trail reads Home > Compare.
globalStyle(`${root} [part="breadcrumbs"] li + li::before`, { content: '">"' });

export const title = style({ margin: 0, fontSize: '1.5em', letterSpacing: '0.02em' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const message = style({ display: 'grid', justifyItems: 'center', gap: 12, padding: '32px 16px', textAlign: 'center' });

export const messageTitle = style({ margin: 0, fontSize: '1.2em' });

export const muted = style({ margin: 0, color: vars.colorMuted });

export const groups = style({ display: 'grid', gap: 16 });

export const group = style({ border: `1px solid ${vars.colorBorder}`, borderRadius: vars.radius, background: vars.colorSurface });

export const groupHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: '10px 14px', background: vars.colorSurfaceAlt });

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
export const chevron = style({ display: 'inline-block', transition: 'transform 0.15s', selectors: { [`${toggle}[aria-expanded="false"] &`]: { transform: 'rotate(-90deg)' } } });

export const scroller = style({ overflowX: 'auto', padding: 14 });

export const table = style({ width: '100%', minWidth: 720, borderCollapse: 'collapse', tableLayout: 'fixed' });
globalStyle(`${table} th, ${table} td`, { padding: '8px 10px', borderBottom: `1px solid ${vars.colorBorder}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${table} th[scope="row"]`, { width: 150, color: vars.colorMuted, fontWeight: 600 });

export const summary = style({ display: 'grid', gap: 8 });

export const image = style({ width: 120, height: 120, objectFit: 'contain', borderRadius: vars.radius, background: vars.colorSurfaceAlt });

export const placeholder = style([image, { display: 'grid', placeItems: 'center', color: vars.colorMuted, fontSize: 12, textAlign: 'center' }]);

export const name = style({ color: vars.colorText, fontWeight: 600, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const price = style({ fontWeight: 700 });

export const select = style({ maxWidth: '100%', minHeight: 32, border: `1px solid ${vars.colorBorder}`, borderRadius: vars.radius, background: vars.colorSurface, color: vars.colorText, font: 'inherit' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });

export const emptySlot = style({ display: 'grid', placeItems: 'center', minHeight: 120, border: `1px dashed ${vars.colorBorder}`, borderRadius: vars.radius, color: vars.colorMuted });

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
