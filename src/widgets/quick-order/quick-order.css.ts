import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 16, minWidth: 0, maxWidth: 1100 });

export const stack = style({ display: 'grid', gap: 12, minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1.4em' });

export const subtitle = style({ margin: 0, fontSize: '1.1em' });

export const intro = style({ margin: 0 });

export const note = style({ display: 'block', margin: 0, color: vars.colorMuted, fontSize: '0.9em' });

export const message = style({ display: 'grid', gap: 8, justifyItems: 'start' });

export const notice = style({
  display: 'grid',
  gap: 6,
  justifyItems: 'start',
  padding: 12,
  borderRadius: vars.radius,
  border: '1px solid #f5c26b',
  background: '#fffaeb',
});
globalStyle(`${notice} p`, { margin: 0 });

export const list = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '10em',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  resize: 'vertical',
});

export const file = style({ maxWidth: '100%' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const error = style({ margin: 0, color: vars.colorDanger, fontWeight: 600 });

// The table scrolls inside its own box, so a narrow screen never scrolls the page sideways.
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.95em' });
globalStyle(`${table} th, ${table} td`, {
  padding: '8px 10px',
  borderBottom: `1px solid ${vars.colorBorder}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { color: vars.colorMuted, fontWeight: 600, whiteSpace: 'nowrap', background: vars.colorSurfaceAlt });

export const caption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'right' });

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' });

export const ok = style({ color: '#067647', fontWeight: 600 });

export const merged = style({ color: vars.colorMuted });

export const bad = style({ color: vars.colorDanger, fontWeight: 600, minWidth: '14em' });
