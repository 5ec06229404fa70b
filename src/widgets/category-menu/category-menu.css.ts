import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'inline-block' });
globalStyle(':host([mode="list"])', { display: 'block' });

export const page = style({ display: 'grid', gap: 16 });

export const title = style({ margin: 0, fontSize: '1.4em' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  alignItems: 'start',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const area = style({
  padding: 14,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});

export const areaLink = style({
  color: vars.colorText,
  fontWeight: 700,
  fontSize: '1.1em',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const children = style({ margin: '6px 0 0', paddingLeft: 14, listStyle: 'none', display: 'grid', gap: 4 });

export const link = style({ color: vars.colorPrimary, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
