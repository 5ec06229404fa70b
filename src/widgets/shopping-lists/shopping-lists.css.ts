import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

// Rows become cards when the element itself is narrow, wherever the host page puts it.
const narrow = '(max-width: 640px)';

export const root = style({ display: 'grid', gap: 16, containerType: 'inline-size', minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 });

export const title = style({ margin: 0, fontSize: '1.4em', overflowWrap: 'anywhere' });

export const sectionTitle = style({ margin: '8px 0 0', fontSize: '1.1em' });

export const muted = style({ margin: 0, color: vars.colorMuted, fontSize: '0.9em' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });

export const cards = style({
  display: 'grid',
  gap: 10,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: 4,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  padding: 14,
  background: vars.colorSurface,
  minWidth: 0,
});

export const cardLink = style({ color: vars.colorText, fontWeight: 600, overflowWrap: 'anywhere' });

export const badge = style({
  justifySelf: 'start',
  padding: '2px 8px',
  borderRadius: 999,
  background: vars.colorSurfaceAlt,
  fontSize: '0.85em',
});

export const message = style({ display: 'grid', gap: 12, justifyItems: 'start', padding: '24px 0' });

export const form = style({ maxWidth: 420 });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: '8px 6px',
  borderBottom: `1px solid ${vars.colorBorder}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { color: vars.colorMuted, fontWeight: 600 });
globalStyle(`${table} thead`, {
  '@container': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
globalStyle(`${table} tr`, {
  '@container': { [narrow]: { display: 'grid', gap: 6, padding: '10px 0', borderBottom: `1px solid ${vars.colorBorder}` } },
});
globalStyle(`${table} td`, {
  '@container': { [narrow]: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, border: 0, padding: 0 } },
});
globalStyle(`${table} td[data-label]::before`, {
  '@container': { [narrow]: { content: 'attr(data-label)', color: vars.colorMuted, fontWeight: 600 } },
});

export const productName = style({ color: vars.colorText, fontWeight: 600, overflowWrap: 'anywhere' });

export const noteInput = style({ minWidth: 0, maxWidth: 220 });

export const total = style({ fontWeight: 700, fontSize: '1.1em', margin: 0 });

export const errorList = style({ margin: '0 0 12px', paddingLeft: 18, color: vars.colorDanger });

export const shareRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  padding: '6px 0',
});

export const shareSelect = style({ width: 'auto' });
