import { globalStyle, style } from '@vanilla-extract/css';
import { BANNER_SIZE } from '../../lib/banner';
import { vars } from '../../theme/tokens.css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 24 });

export const carousel = style({
  position: 'relative',
  aspectRatio: `${BANNER_SIZE.width} / ${BANNER_SIZE.height}`,
  overflow: 'hidden',
  borderRadius: vars.radius,
  background: vars.colorSurfaceAlt,
});

export const slide = style({ position: 'absolute', inset: 0 });

export const slideLink = style({ display: 'block', width: '100%', height: '100%', color: vars.colorPrimaryText, textDecoration: 'none' });

export const slideImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const staticSlide = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  padding: 24,
  background: `linear-gradient(120deg, ${vars.colorPrimary}, ${vars.colorTopbar})`,
  fontSize: 'clamp(18px, 3vw, 34px)',
  fontWeight: 700,
  textAlign: 'center',
});

export const bannerError = style({
  position: 'absolute',
  top: 8,
  left: 8,
  zIndex: 1,
  margin: 0,
  padding: '2px 8px',
  borderRadius: vars.radius,
  background: vars.colorSurface,
  color: vars.colorDanger,
});

export const controls = style({
  position: 'absolute',
  right: 12,
  bottom: 12,
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 8px',
  borderRadius: 999,
  background: 'rgb(16 24 40 / 60%)',
});

export const control = style({
  minWidth: 32,
  minHeight: 32,
  border: 0,
  borderRadius: 999,
  background: 'transparent',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: 999,
  background: 'transparent',
  cursor: 'pointer',
  '::after': {
    content: '""',
    display: 'block',
    width: 10,
    height: 10,
    margin: 'auto',
    borderRadius: 999,
    background: 'rgb(255 255 255 / 60%)',
  },
  selectors: { '&[aria-current="true"]::after': { background: '#ffffff' } },
});

export const covid = style({ display: 'grid', gap: 12 });

export const sectionTitle = style({ margin: 0, fontSize: '1.3em' });

export const panel = style({ display: 'grid', gap: 12 });

export const news = style({
  padding: 16,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
});
