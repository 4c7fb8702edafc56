import { parseCard } from '../../contract/cards';
import { cardFace } from './cards';

interface Thumb {
  title: string;
  /** The pill in the corner; none on coming-soon entries, whose "Coming Soon" tag the lobby itself draws. */
  tag?: 'LIVE';
  cards: string[];
  from: string;
  to: string;
}

/** One thumbnail per catalogue casino type (public/casino/thumbs), plus the Ezugi entry (OPEN-076). */
export const THUMBS: Record<string, Thumb> = {
  teen20: { title: '20-20 Teenpatti', tag: 'LIVE', cards: ['AHH', 'KHH', 'QHH'], from: '#7b1fa2', to: '#2a0845' },
  Teen: { title: '3 Card Teenpatti', tag: 'LIVE', cards: ['7SS', '7HH', '7DD'], from: '#ad1457', to: '#3b0620' },
  dt: { title: 'Dragon Tiger', tag: 'LIVE', cards: ['KDD', 'QCC'], from: '#d84315', to: '#3e1104' },
  dt20: { title: '20-20 Dragon Tiger', tag: 'LIVE', cards: ['ASS', '9HH'], from: '#c62828', to: '#2b0707' },
  dt6: { title: 'Fast Dragon Tiger', tag: 'LIVE', cards: ['JHH', '4CC'], from: '#ef6c00', to: '#3d1c00' },
  lucky7: { title: 'Lucky 7-A', tag: 'LIVE', cards: ['7HH'], from: '#00838f', to: '#002a2e' },
  lucky7eu: { title: 'Lucky 7-B', tag: 'LIVE', cards: ['7SS'], from: '#1565c0', to: '#07193a' },
  dt202: { title: '20-20 Dragon Tiger 2', tag: 'LIVE', cards: ['10DD', '8SS'], from: '#6d4c41', to: '#1e1310' },
  poker20: { title: '20-20 Poker', tag: 'LIVE', cards: ['ASS', 'KSS', 'QSS', 'JSS'], from: '#283593', to: '#0b0f2e' },
  card32: { title: '32 Cards A', cards: ['8HH', '9CC', '10DD'], from: '#2e7d32', to: '#0b2a0d' },
  card32eu: { title: '32 Cards B', cards: ['JCC', 'QDD', 'KHH'], from: '#558b2f', to: '#17280b' },
  aaa: { title: 'Amar Akbar Anthony', cards: ['2HH', '9SS', 'QDD'], from: '#4527a0', to: '#140a33' },
  btable: { title: 'Bollywood Casino', cards: ['KCC', 'QHH'], from: '#f9a825', to: '#3d2800' },
  baccarat: { title: 'Baccarat', tag: 'LIVE', cards: ['9DD', '8CC'], from: '#37474f', to: '#0d1417' },
  worli2: { title: 'Instant Worli', tag: 'LIVE', cards: ['5SS', '3HH', '6DD'], from: '#00695c', to: '#00201c' },
  ezugi: { title: 'Ezugi', cards: ['AHH', 'ADD'], from: '#455a64', to: '#101619' },
};

/** The card faces fanned around (cx, bottom), each `width` wide. */
function fan(codes: string[], cx: number, bottom: number, width: number): string {
  const height = width * 1.4;
  const spread = codes.length > 1 ? 16 : 0;
  return codes
    .map((code, index) => {
      const card = parseCard(code);
      if (!card) return '';
      const angle = (index - (codes.length - 1) / 2) * spread;
      const inner = cardFace(card.rank, card.suit)
        .replace(' xmlns="http://www.w3.org/2000/svg"', '')
        .replace(/width="\d+" height="\d+"/, `x="${cx - width / 2}" y="${bottom - height}" width="${width}" height="${height}"`);
      return `<g transform="rotate(${angle} ${cx} ${bottom + height * 0.6})" filter="url(#shadow)">${inner}</g>`;
    })
    .join('');
}

const defs = (thumb: Thumb) =>
  [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${thumb.from}"/><stop offset="1" stop-color="${thumb.to}"/></linearGradient>`,
    '<radialGradient id="spot" cx="50%" cy="30%" r="60%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-opacity="0.45"/></filter>',
    '</defs>',
  ].join('');

const FONT = `font-family="'Segoe UI','DejaVu Sans',sans-serif" font-weight="700" fill="#ffffff"`;
/** Widest bold glyphs of those fonts, as a share of the font size: a title at most this wide per letter fits. */
const GLYPH_WIDTH = 0.72;
const SIDE_MARGIN = 10;

function label(thumb: Thumb, width: number, height: number, size: number): string {
  // A long title ("20-20 Dragon Tiger 2" on a square card) is set smaller rather than cut at the card's edges.
  const titleSize = Math.min(size, (width - 2 * SIDE_MARGIN) / (thumb.title.length * GLYPH_WIDTH));
  return [
    `<rect x="0" y="${height - size * 2.2}" width="${width}" height="${size * 2.2}" fill="rgba(0,0,0,0.55)"/>`,
    `<text x="${width / 2}" y="${height - size * 0.75}" text-anchor="middle" ${FONT} font-size="${titleSize.toFixed(1)}">${thumb.title}</text>`,
    ...(thumb.tag
      ? [
          `<rect x="${SIDE_MARGIN}" y="10" width="${size * 3.2}" height="${size * 1.3}" rx="${size * 0.65}" fill="#d32f2f"/>`,
          `<text x="${SIDE_MARGIN + size * 1.6}" y="${10 + size * 0.95}" text-anchor="middle" ${FONT} font-size="${(size * 0.7).toFixed(1)}">${thumb.tag}</text>`,
        ]
      : []),
  ].join('');
}

function thumbSvg(thumb: Thumb, width: number, height: number, cardWidth: number, textSize: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    defs(thumb),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#spot)"/>`,
    `<circle cx="${width / 2}" cy="${height * 0.42}" r="${height * 0.36}" fill="none" stroke="#ffd54f" stroke-opacity="0.35" stroke-width="3"/>`,
    fan(thumb.cards, width / 2, height - textSize * 2.6, cardWidth),
    label(thumb, width, height, textSize),
    '</svg>',
  ].join('');
}

/** "<type>.svg" (wide, layouts tamannah and aura) and "square/<type>.svg" (tamannahSquare). */
export function allThumbs(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [type, thumb] of Object.entries(THUMBS)) {
    files.set(`${type}.svg`, thumbSvg(thumb, 320, 200, 62, 17));
    files.set(`square/${type}.svg`, thumbSvg(thumb, 240, 240, 66, 16));
  }
  return files;
}
