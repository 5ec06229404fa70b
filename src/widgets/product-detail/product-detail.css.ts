import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 16 });

export const view = style({ display: 'grid', gap: 12 });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 420px) 1fr',
  gap: 28,
  alignItems: 'start',
  '@media': { '(max-width: 760px)': { gridTemplateColumns: '1fr' } },
});

export const gallery = style({ display: 'grid', gap: 10 });

export const mainImage = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
});

export const mainPlaceholder = style([mainImage, { display: 'grid', placeItems: 'center', color: vars.colorMuted }]);

export const thumbs = style({ display: 'flex', gap: 8 });

export const thumb = style({
  width: 64,
  height: 64,
  padding: 0,
  border: `2px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: { '&[aria-current="true"]': { borderColor: vars.colorPrimary } },
});
globalStyle(`${thumb} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const thumbPlaceholder = style({ display: 'block', width: '100%', height: '100%' });

export const info = style({ display: 'grid', gap: 12, minWidth: 0 });

// The name takes the column's whole width, with its actions on a row of their own below it, so it
// wraps exactly as the page's server-rendered preview of it does (storefront/styles.css).
export const titleRow = style({ display: 'grid', gap: 8 });

export const title = style({ margin: 0, fontSize: '1.5em' });

export const titleActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });

export const compareNotice = style({ flexBasis: '100%', margin: 0, fontSize: 14 });

export const wishlist = style({
  flex: '0 0 auto',
  display: 'inline-grid',
  placeItems: 'center',
  width: 42,
  height: 42,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: 999,
  background: vars.colorSurface,
  color: vars.colorBadge,
  cursor: 'pointer',
});

export const badge = style({
  justifySelf: 'start',
  padding: '2px 10px',
  borderRadius: 999,
  background: '#ecfdf3',
  color: '#067647',
  fontWeight: 600,
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 });
globalStyle(`${facts} dt`, { color: vars.colorMuted });
globalStyle(`${facts} dd`, { margin: 0, gridColumn: 2 });

export const muted = style({ margin: 0, color: vars.colorMuted });

export const priceBlock = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 10 });

export const price = style({ color: vars.colorPrimary, fontSize: '1.6em', fontWeight: 700 });

export const saving = style({ flexBasis: '100%', margin: 0, color: '#067647', fontWeight: 600 });

export const hint = style({ flexBasis: '100%', margin: 0, color: '#9a6700' });

export const buyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

export const restriction = style({ margin: 0, color: vars.colorDanger, fontWeight: 600 });

export const bulkPanel = style({
  display: 'grid',
  gap: 8,
  padding: 14,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});

export const panelTitle = style({ margin: 0, fontSize: '1.1em' });

export const approved = style({ margin: 0, color: '#067647', fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const bulkForm = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 12 });
globalStyle(`${bulkForm} > :nth-child(3), ${bulkForm} > :last-child`, { gridColumn: '1 / -1' });

export const tabsSection = style({ marginTop: 24 });

export const tabPanel = style({ padding: '14px 2px' });

export const prose = style({ margin: '0 0 10px', lineHeight: 1.6 });

export const subheading = style({ margin: '0 0 6px', fontSize: '1em' });

export const specs = style({ borderCollapse: 'collapse', minWidth: 'min(100%, 480px)' });
globalStyle(`${specs} th, ${specs} td`, {
  padding: '6px 12px',
  borderBottom: `1px solid ${vars.colorBorder}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${specs} th`, { color: vars.colorMuted, fontWeight: 600 });

export const message = style({ display: 'grid', gap: 12, justifyItems: 'start', padding: '24px 0' });

const shimmer = keyframes({ from: { opacity: 1 }, to: { opacity: 0.45 } });

export const skeletonImage = style({
  aspectRatio: '1',
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
  animation: `${shimmer} 0.9s ease-in-out infinite alternate`,
});

export const skeletonLines = style({ display: 'grid', gap: 14 });

export const skeletonLine = style({
  height: 18,
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
  animation: `${shimmer} 0.9s ease-in-out infinite alternate`,
});
