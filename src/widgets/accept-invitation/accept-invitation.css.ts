import { globalStyle, style } from '@vanilla-extract/css';

globalStyle(':host', { display: 'block' });

export const root = style({ display: 'grid', gap: 16, maxWidth: 420, padding: '24px 0' });

export const title = style({ margin: 0, fontSize: '1.4em' });

export const text = style({ margin: 0 });

export const hint = style({ margin: 0, fontSize: '0.9em' });
