import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import * as ui from '../../ui/ui.css';

globalStyle(':host', { display: 'block' });

// Rows become cards when the element itself is narrow, wherever the host page puts it.
const narrow = '(max-width: 640px)';

export const root = style({ display: 'grid', gap: 16, containerType: 'inline-size' });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 });

export const title = style({ margin: 0, fontSize: '1.4em' });

export const muted = style({ margin: 0, color: vars.colorMuted, fontSize: '0.9em' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: 20,
  alignItems: 'start',
  '@container': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stack = style({ display: 'grid', gap: 16, minWidth: 0 });

export const card = style({
  display: 'grid',
  gap: 10,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  padding: 14,
  background: vars.colorSurface,
});

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 });

export const cardTitle = style({ margin: 0, fontSize: '1.05em' });

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
  '@container': { [narrow]: { display: 'flex', justifyContent: 'space-between', gap: 12, border: 0, padding: 0 } },
});
// A cell without a label (the product's name, stock, shipping and subtotal) stacks its lines.
globalStyle(`${table} td:not([data-label])`, { '@container': { [narrow]: { display: 'block' } } });
globalStyle(`${table} td[data-label]::before`, {
  '@container': { [narrow]: { content: 'attr(data-label)', color: vars.colorMuted, fontWeight: 600 } },
});

export const image = style({
  display: 'block',
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
});

export const placeholder = style([
  image,
  { display: 'grid', placeItems: 'center', fontSize: 10, color: vars.colorMuted, textAlign: 'center' },
]);

export const productName = style({ color: vars.colorText, fontWeight: 600 });

export const variantField = style({ display: 'grid', gap: 2, marginBottom: 6 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });

export const figures = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '6px 12px', margin: 0 });
globalStyle(`${figures} dd`, { margin: 0, textAlign: 'right' });

export const grandTotal = style({ fontWeight: 700, fontSize: '1.1em' });

export const panel = style([card, { padding: 16 }]);

export const panelTitle = style({ margin: 0, fontSize: '1.15em' });

export const linkList = style({ display: 'grid', gap: 6, margin: 0, padding: 0, listStyle: 'none' });

export const message = style({ display: 'grid', gap: 12, justifyItems: 'start', padding: '24px 0' });

export const messageTitle = style({ margin: 0, fontSize: '1.25em' });

export const errorList = style({ margin: '0 0 12px', paddingLeft: 18, color: vars.colorDanger });

export const bottomLink = style({ justifySelf: 'start' });

const shimmer = keyframes({ from: { opacity: 1 }, to: { opacity: 0.45 } });

export const skeletonLine = style({
  height: 18,
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
  animation: `${shimmer} 0.9s ease-in-out infinite alternate`,
});

export const skeletonBlock = style([skeletonLine, { height: 120 }]);

// As wide as its longest option ('Pack of 10'), never wider than its cell: a squeezed table column clips nothing.
export const variantSelect = style([ui.input, { width: 'max-content', minWidth: '8em', maxWidth: '100%' }]);
