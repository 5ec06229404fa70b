import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: 4 });

export const stepperInput = style({ width: 80, textAlign: 'center' });

export const stepperSizes = styleVariants({ sm: { fontSize: 12 }, md: {}, lg: { fontSize: 18 } });

globalStyle(`${stepperSizes.sm} button, ${stepperSizes.sm} input`, { minHeight: 28, padding: '0 8px' });
globalStyle(`${stepperSizes.lg} button, ${stepperSizes.lg} input`, { minHeight: 46 });

export const stepperUpdated = style({ color: '#067647', fontSize: 12 });

export const stepperFailed = style({ color: vars.colorDanger, fontSize: 12 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 12 });

export const popup = style({
  position: 'fixed',
  inset: 'auto 16px 16px auto',
  margin: 0,
  border: 0,
  color: vars.colorText,
  minWidth: 220,
  padding: 14,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  boxShadow: vars.shadow,
  borderLeft: `4px solid ${vars.colorPrimary}`,
});
