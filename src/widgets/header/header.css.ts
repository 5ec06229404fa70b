import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

const small = 'screen and (max-width: 767px)';
const large = 'screen and (min-width: 768px)';

globalStyle(':host', { display: 'block' });

export const header = style({ background: vars.colorSurface, borderBottom: `1px solid ${vars.colorBorder}` });

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  padding: '6px 16px',
  background: vars.colorTopbar,
  color: vars.colorTopbarText,
  fontSize: '0.9em',
  '@media': { [small]: { display: 'none' } },
});

export const topLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const welcome = style({ flex: '1 1 auto', textAlign: 'center' });

export const locationButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 8px',
  border: '1px solid currentColor',
  borderRadius: vars.radius,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});

export const main = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, padding: '10px 16px' });

export const logoLink = style({ display: 'inline-flex', alignItems: 'center', textDecoration: 'none', color: vars.colorPrimary });
export const logoImage = style({ height: 36, width: 'auto' });
export const logoText = style({ fontSize: 22, fontWeight: 800, letterSpacing: 1 });

export const desktopOnly = style({ '@media': { [small]: { display: 'none' } } });
export const mobileOnly = style({ '@media': { [large]: { display: 'none' } } });

export const nav = style({ display: 'flex', gap: 12 });
export const navLink = style({ color: vars.colorText, fontWeight: 600, textDecoration: 'none' });

// On small screens the search takes a row of its own, under the logo and icons.
export const searchForm = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  '@media': { [small]: { order: 1, flexBasis: '100%' } },
});
export const searchSelect = style({
  padding: '0 8px',
  border: `1px solid ${vars.colorBorder}`,
  borderRight: 0,
  borderRadius: `${vars.radius} 0 0 ${vars.radius}`,
  background: vars.colorSurfaceAlt,
  color: vars.colorText,
  font: 'inherit',
  '@media': { [small]: { maxWidth: '40%', padding: '0 4px' } },
});
export const searchInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 40,
  padding: '0 12px',
  border: `1px solid ${vars.colorBorder}`,
  background: vars.colorSurface,
  color: vars.colorText,
  font: 'inherit',
});
export const searchSubmit = style({
  padding: '0 14px',
  border: 0,
  borderRadius: `0 ${vars.radius} ${vars.radius} 0`,
  background: vars.colorPrimary,
  color: vars.colorPrimaryText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
export const searchWarning = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 10,
  margin: '4px 0 0',
  padding: '8px 12px',
  borderRadius: vars.radius,
  background: '#fef3f2',
  color: vars.colorDanger,
});

export const icons = style({ display: 'flex', alignItems: 'center', gap: 4, '@media': { [small]: { marginLeft: 'auto' } } });
export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  padding: 8,
  color: vars.colorText,
  borderRadius: vars.radius,
  background: 'none',
  border: 0,
  cursor: 'pointer',
});
export const hideOnSmall = style({ '@media': { [small]: { display: 'none' } } });
// In the flow after the icon, lifted to its top-right corner: a wide '99+' grows rightwards, off the icon.
export const badge = style({
  alignSelf: 'flex-start',
  marginBlockStart: -6,
  marginInlineEnd: -6,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: vars.colorBadge,
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const topBadge = style({
  display: 'inline-block',
  minWidth: 18,
  marginInlineStart: 6,
  padding: '0 5px',
  borderRadius: 9,
  background: vars.colorBadge,
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const menuRoot = style({ position: 'relative' });
export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 20,
  minWidth: 180,
  margin: 0,
  padding: '6px 0',
  listStyle: 'none',
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  boxShadow: vars.shadow,
});
export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: '8px 14px',
  border: 0,
  background: 'none',
  color: vars.colorText,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.colorSurfaceAlt } },
});

export const slideOut = style({
  margin: '0 auto 0 0',
  width: 'min(320px, 85vw)',
  maxHeight: 'none',
  height: '100dvh',
  padding: 20,
  border: 0,
  background: vars.colorSurface,
  color: vars.colorText,
  selectors: { '&::backdrop': { background: 'rgb(16 24 40 / 45%)' } },
});
export const slideOutList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const languageSwitch = style({ display: 'inline-flex', gap: 2 });
export const languageOption = style({
  padding: '2px 6px',
  border: '1px solid transparent',
  borderRadius: vars.radius,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: 'currentColor', fontWeight: 700 } },
});
