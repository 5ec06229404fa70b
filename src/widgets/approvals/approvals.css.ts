import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, containerType: 'inline-size' });

export const title = style({ margin: 0, fontSize: '1.3em' });

export const list = style({ display: 'grid', gap: 16, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 10,
  padding: 14,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 });

export const cardTitle = style({ margin: 0, fontSize: '1.05em' });
globalStyle(`${cardHead} > h3`, { flex: '1 1 auto' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: 0, color: vars.colorMuted });

export const budget = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 8, margin: 0 });
globalStyle(`${budget} div`, { padding: 8, borderRadius: vars.radius, background: vars.colorSurfaceAlt });
globalStyle(`${budget} dt`, { color: vars.colorMuted, fontSize: '0.9em' });
globalStyle(`${budget} dd`, { margin: 0, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const danger = style({ color: vars.colorDanger, borderColor: vars.colorDanger });

/** Why the approver cannot decide an order they placed or edited. */
export const ownOrder = style({
  margin: 0,
  padding: '8px 12px',
  borderInlineStart: `3px solid ${vars.colorBorder}`,
  color: vars.colorMuted,
});

export const select = style({ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 24, minHeight: 24, cursor: 'pointer' });
globalStyle(`${select} input`, { width: 18, height: 18, margin: 0 });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '10px 14px',
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
});

export const results = style({ display: 'grid', gap: 6, padding: 12, border: `1px solid ${vars.colorBorder}`, borderRadius: vars.radius });

export const resultsTitle = style({ margin: 0, fontWeight: 600 });

export const resultList = style({ display: 'grid', gap: 4, margin: 0, paddingInlineStart: 18 });

export const failed = style({ color: vars.colorDanger });

// The dialog's close button sits in its top corner: the title keeps clear of it, and a long PO id wraps.
export const decisionDialog = style({});
globalStyle(`${decisionDialog} > h2`, { paddingInlineEnd: 44, overflowWrap: 'anywhere' });

export const bulkOrders = style({ display: 'grid', gap: 6, marginBottom: 12 });

export const bulkOrderScroll = style({ maxHeight: '30vh', overflowY: 'auto' });

export const bulkOrderList = style({ display: 'grid', gap: 2, margin: 0, paddingInlineStart: 18, fontVariantNumeric: 'tabular-nums' });

export const textarea = style({ minHeight: 80, resize: 'vertical' });

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

const shimmer = keyframes({ from: { opacity: 1 }, to: { opacity: 0.45 } });

export const skeleton = style({
  height: 160,
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
  animation: `${shimmer} 0.9s ease-in-out infinite alternate`,
});
