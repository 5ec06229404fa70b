import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

// One column no wider than its container, so a wide child wraps instead of widening the page.
export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 });

const NARROW = 'screen and (max-width: 480px)';

export const sectionTitle = style({ margin: 0, fontSize: '1em' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: '6px',
  borderBottom: `1px solid ${vars.colorBorder}`,
  textAlign: 'left',
  verticalAlign: 'top',
  '@media': { [NARROW]: { padding: '6px 3px' } },
});
globalStyle(`${table} td:first-child`, { overflowWrap: 'anywhere' });
globalStyle(`${table} thead th`, { color: vars.colorMuted, fontWeight: 600 });

// A figure never wraps (an amount stays 'RM 12.27' on one line); the product column gives way instead.
export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} td${number}, ${table} th${number}`, { textAlign: 'right' });

export const muted = style({ margin: 0, color: vars.colorMuted, fontSize: '0.9em' });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '4px 12px',
  margin: 0,
  width: '100%',
  maxWidth: 360,
  justifySelf: 'end',
});
globalStyle(`${figures} dd`, { margin: 0, textAlign: 'right' });

export const strong = style({ fontWeight: 700 });

export const addresses = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))', gap: 12 });

export const address = style({ fontStyle: 'normal', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const list = style({ display: 'grid', gap: 6, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({ color: vars.colorPrimary });

const badgeBase = style({ display: 'inline-block', padding: '2px 8px', borderRadius: 999, fontSize: '0.85em', fontWeight: 600 });

export const badge = styleVariants({
  budget_approval: [badgeBase, { background: '#fff4e5', color: '#7a4100' }],
  workflow_approval: [badgeBase, { background: '#e8f0ff', color: '#0a3d99' }],
  processing: [badgeBase, { background: '#e6f6ec', color: '#0b5c2b' }],
  rejected: [badgeBase, { background: '#fdecea', color: vars.colorDanger }],
  replaced: [badgeBase, { background: '#eeeeee', color: '#444444' }],
  cancelled: [badgeBase, { background: '#eeeeee', color: '#444444' }],
  returned: [badgeBase, { background: '#fff4e5', color: '#7a4100' }],
});

export const timeline = style({ display: 'grid', gap: 10, margin: 0, padding: 0, listStyle: 'none' });

export const step = style({ display: 'grid', gap: 2, paddingInlineStart: 14, borderInlineStart: `3px solid ${vars.colorBorder}` });

export const stepState = styleVariants({
  done: { borderInlineStartColor: '#1a7f37' },
  current: { borderInlineStartColor: vars.colorPrimary },
  pending: {},
  rejected: { borderInlineStartColor: vars.colorDanger },
  returned: { borderInlineStartColor: '#b54708' },
});

export const sentBack = style({
  display: 'grid',
  gap: 4,
  padding: 12,
  borderRadius: vars.radius,
  border: '1px solid #f5c26b',
  background: '#fffaeb',
});

export const stepLabel = style({ fontWeight: 600 });
