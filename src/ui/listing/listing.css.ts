import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[aria-busy="true"]': { opacity: 0.5 } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  height: '100%',
  padding: 10,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});

export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'contain',
  background: vars.colorSurfaceAlt,
  borderRadius: vars.radius,
});

export const placeholder = style([image, { display: 'grid', placeItems: 'center', color: vars.colorMuted, fontSize: 12 }]);

export const name = style({
  color: vars.colorText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const sellerLink = style({ color: 'inherit' });

export const price = style({ color: vars.colorPrimary, fontWeight: 700 });

export const muted = style({ color: vars.colorMuted, fontSize: 12 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: 4 });

export const badge = style({
  padding: '1px 6px',
  borderRadius: 999,
  background: vars.colorSurfaceAlt,
  color: vars.colorText,
  fontSize: 11,
});

export const actions = style({
  position: 'absolute',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 6,
  top: 14,
  right: 14,
  opacity: 0,
  transition: 'opacity 0.15s',
  selectors: { [`${card}:hover &, ${card}:focus-within &`]: { opacity: 1 } },
  // Without hover (touch screens) the actions stay visible.
  '@media': { '(hover: none)': { opacity: 1 } },
});

export const iconAction = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: 999,
  background: vars.colorSurface,
  color: vars.colorBadge,
  cursor: 'pointer',
});

// The add-to-compare notice, over the foot of the card: the hover actions may hide meanwhile.
export const cardNotice = style({
  position: 'absolute',
  insetInline: 10,
  bottom: 10,
  padding: '6px 8px',
  borderRadius: vars.radius,
  background: vars.colorTopbar,
  color: vars.colorTopbarText,
  fontSize: 12,
});

export const actionError = style({
  display: 'block',
  marginTop: 4,
  padding: '2px 6px',
  borderRadius: vars.radius,
  background: vars.colorSurface,
  color: vars.colorDanger,
  fontSize: 12,
});

const shimmer = keyframes({ from: { opacity: 1 }, to: { opacity: 0.45 } });

export const skeleton = style([
  card,
  { minHeight: 260, background: vars.colorSurfaceAlt, animation: `${shimmer} 0.9s ease-in-out infinite alternate` },
]);

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  justifyContent: 'center',
  margin: '16px 0',
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: 36,
  minHeight: 36,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  color: vars.colorText,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { background: vars.colorPrimary, borderColor: vars.colorPrimary, color: vars.colorPrimaryText },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** Where the listing puts its filters above the grid, they fold away behind a Filters button. */
const narrow = 'screen and (max-width: 720px)';

export const sidebar = style({ display: 'grid', gap: 14, alignContent: 'start', '@media': { [narrow]: { display: 'none' } } });

export const sidebarOpen = style({ '@media': { [narrow]: { display: 'grid' } } });

export const filtersToggle = style({ display: 'none', '@media': { [narrow]: { display: 'inline-flex', marginBottom: 12 } } });

/** A long option list (brands) scrolls inside the sidebar. */
export const scrollList = style({ display: 'grid', gap: 4, maxHeight: 240, overflowY: 'auto', paddingRight: 4 });

/** The vendor page's 6-column grid (spec 1 section 2.9), on screens wide enough for it. */
export const sixColumns = style({ '@media': { '(min-width: 1200px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } } });

export const fieldset = style({ margin: 0, padding: 0, border: 0, display: 'grid', gap: 4 });

export const legend = style({ padding: 0, marginBottom: 4, fontWeight: 600 });

export const pair = style({ display: 'flex', gap: 6 });

export const check = style({ display: 'flex', alignItems: 'center', gap: 6 });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.colorMuted,
});
globalStyle(`${crumbs} li + li::before`, { content: '"/"', marginRight: 6 });
globalStyle(`${crumbs} a`, { color: vars.colorPrimary });

export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: 6, borderBottom: `1px solid ${vars.colorBorder}` });

export const tab = style({
  padding: '8px 14px',
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.colorText,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { borderBottomColor: vars.colorPrimary, color: vars.colorPrimary, fontWeight: 700 } },
});
