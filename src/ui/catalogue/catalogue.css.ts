import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 12 });

export const title = style({ margin: '4px 0', fontSize: '1.4em' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 240px) 1fr',
  gap: 20,
  '@media': { '(max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const aside = style({ minWidth: 0 });

export const main = style({ minWidth: 0, display: 'grid', gap: 12, alignContent: 'start' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' });

export const searchBox = style({ flex: '1 1 260px', maxWidth: 420 });

export const message = style({
  display: 'grid',
  gap: 12,
  justifyItems: 'start',
  padding: 16,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
});
