export interface TileOptions {
  /** Large centred text, e.g. product initials or a banner headline. */
  headline: string;
  caption?: string;
  /** Seeds the colour, so the same item always gets the same tile. */
  key: number;
  width: number;
  height: number;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** The first letters of the first two words, e.g. 'Dettol Premium...' -> 'DP'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** A generated SVG tile: a coloured gradient with centred text; no external image host needed. */
export function svgTile({ headline, caption, key, width, height }: TileOptions): string {
  const hue = (key * 137) % 360;
  const size = Math.round(Math.min(width / Math.max(headline.length, 2), height / 2.5));
  const captionText = caption
    ? `<text x="50%" y="${Math.round(height * 0.82)}" font-size="${Math.round(height / 14)}" fill="#ffffffcc" text-anchor="middle" font-family="system-ui, sans-serif">${escapeXml(caption)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption ?? headline)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" dy="0.35em" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" font-family="system-ui, sans-serif">${escapeXml(headline)}</text>
${captionText}
</svg>`;
}
