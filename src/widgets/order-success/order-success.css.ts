import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 16, justifyItems: 'start', padding: '24px 0' });

export const title = style({ margin: 0, fontSize: '1.4em' });

export const text = style({ margin: 0 });

export const notice = style({ margin: 0, padding: 12, borderRadius: vars.radius, border: '1px solid #f5c26b', background: '#fffaeb' });

export const stages = style({ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none', width: '100%', maxWidth: 480 });

const stageBase = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '8px 12px',
  borderRadius: vars.radius,
  border: `1px solid ${vars.colorBorder}`,
});

export const stage = styleVariants({
  complete: [stageBase, { borderColor: '#1a7f37', background: '#e6f6ec' }],
  progress: [stageBase, { borderColor: vars.colorPrimary, background: '#e8f0ff' }],
  waiting: [stageBase],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
