import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 });

export const title = style({ margin: 0, fontSize: '1.3em' });

export const intro = style({ margin: 0, color: vars.colorMuted });

export const list = style({ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 8,
  padding: 14,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 });

export const cardTitle = style({ margin: 0, fontSize: '1.05em' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: 0, color: vars.colorMuted });

export const total = style({ fontWeight: 700, color: vars.colorText });

export const alternate = style({
  justifySelf: 'start',
  padding: '2px 8px',
  borderRadius: 999,
  background: vars.colorSurfaceAlt,
  fontSize: '0.85em',
});

export const message = style({ display: 'grid', gap: 12, justifyItems: 'start', padding: '24px 0' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const danger = style({ color: vars.colorDanger, borderColor: vars.colorDanger });

export const dangerSolid = style({ background: vars.colorDanger, borderColor: vars.colorDanger });

// The close button sits in the dialog's top corner: the title keeps clear of it.
export const dialog = style({});
globalStyle(`${dialog} > h2`, { paddingInlineEnd: 44, overflowWrap: 'anywhere' });

export const dialogText = style({ margin: '0 0 16px' });

export const detail = style({ display: 'grid', gap: 12, minWidth: 0 });

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

export const pager = style({ display: 'flex', alignItems: 'center', gap: 12 });

const shimmer = keyframes({ from: { opacity: 1 }, to: { opacity: 0.45 } });

export const skeleton = style({
  height: 84,
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
  animation: `${shimmer} 0.9s ease-in-out infinite alternate`,
});
