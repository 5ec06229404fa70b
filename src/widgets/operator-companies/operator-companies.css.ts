import { globalStyle, style } from '@vanilla-extract/css';

// Titles, forms, cards and tables are the administration frame's (src/ui/admin.css.ts).
globalStyle(':host', { display: 'block' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
