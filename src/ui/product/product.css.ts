import { style } from '@vanilla-extract/css';

export const stars = style({ color: '#9a6700', letterSpacing: 1 });
