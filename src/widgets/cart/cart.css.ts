import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

// Lines stack as cards when the element itself is narrow, wherever the host page puts it.
const narrow = '(max-width: 640px)';

export const root = style({ display: 'grid', gap: 16, containerType: 'inline-size' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: 20,
  alignItems: 'start',
  '@container': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const groups = style({ display: 'grid', gap: 16, minWidth: 0 });

export const group = style({
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  padding: 14,
  background: vars.colorSurface,
});

export const groupTitle = style({ margin: '0 0 10px', fontSize: '1.05em' });

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
globalStyle(`${table} td[data-label]::before`, {
  '@container': { [narrow]: { content: 'attr(data-label)', color: vars.colorMuted, fontWeight: 600 } },
});

export const excludedRow = style({ background: vars.colorSurfaceAlt });

export const product = style({ display: 'flex', gap: 10, alignItems: 'flex-start', minWidth: 0 });

export const image = style({
  flex: '0 0 auto',
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

export const muted = style({ margin: 0, color: vars.colorMuted, fontSize: '0.9em' });

export const hint = style({ margin: 0, color: '#9a6700', fontSize: '0.9em' });

export const problem = style({ margin: 0, color: vars.colorDanger, fontSize: '0.9em' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });

export const groupTotals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 12px', margin: '10px 0 0' });
globalStyle(`${groupTotals} dd`, { margin: 0, textAlign: 'right' });

export const notice = style({
  display: 'grid',
  gap: 6,
  justifyItems: 'start',
  padding: 12,
  borderRadius: vars.radius,
  border: '1px solid #f5c26b',
  background: '#fffaeb',
});

export const noticeTitle = style({ margin: 0, fontWeight: 700, fontSize: '1em' });

export const noticeList = style({ margin: 0, paddingLeft: 18 });

export const summary = style({
  display: 'grid',
  gap: 10,
  padding: 16,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});

export const summaryTitle = style({ margin: 0, fontSize: '1.15em' });

export const figures = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '6px 12px', margin: 0 });
globalStyle(`${figures} dd`, { margin: 0, textAlign: 'right' });

export const grandTotal = style({ fontWeight: 700, fontSize: '1.1em' });

export const message = style({ display: 'grid', gap: 12, justifyItems: 'start', padding: '24px 0' });

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

export const referenceList = style({ display: 'grid', gap: 6, margin: '0 0 12px', padding: 0, listStyle: 'none' });
globalStyle(`${referenceList} li`, { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 });

export const referenceForm = style({ display: 'flex', gap: 8 });

const shimmer = keyframes({ from: { opacity: 1 }, to: { opacity: 0.45 } });

export const skeletonLine = style({
  height: 18,
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
  animation: `${shimmer} 0.9s ease-in-out infinite alternate`,
});

export const skeletonBlock = style([skeletonLine, { height: 120 }]);
