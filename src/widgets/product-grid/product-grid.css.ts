import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 12 });

export const title = style({ margin: '4px 0', fontSize: '1.4em' });

/** The header's place while the source resolves: laid out, never seen or read. */
export const placeholder = style({ visibility: 'hidden' });

export const vendorCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  padding: 12,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
});

export const verified = style({ padding: '2px 8px', borderRadius: 999, background: '#ecfdf3', color: '#067647', fontWeight: 600 });

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
