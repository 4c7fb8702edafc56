import { RANKS, SUITS, cardCode, type Rank, type Suit } from '../../contract/cards';
import { SUIT_COLOURS, suitShape } from './suits';

const WIDTH = 250;
const HEIGHT = 350;
const FONT = "font-family=\"'Georgia','DejaVu Serif',serif\"";

/** Pip positions (0..1 across the pip area) of the number cards, as printed decks lay them out. */
const PIPS: Partial<Record<Rank, [number, number][]>> = {
  '2': [
    [0.5, 0],
    [0.5, 1],
  ],
  '3': [
    [0.5, 0],
    [0.5, 0.5],
    [0.5, 1],
  ],
  '4': [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  '5': [
    [0, 0],
    [1, 0],
    [0.5, 0.5],
    [0, 1],
    [1, 1],
  ],
  '6': [
    [0, 0],
    [1, 0],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  '7': [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  '8': [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0.5, 0.75],
    [0, 1],
    [1, 1],
  ],
  '9': [
    [0, 0],
    [1, 0],
    [0, 1 / 3],
    [1, 1 / 3],
    [0.5, 0.5],
    [0, 2 / 3],
    [1, 2 / 3],
    [0, 1],
    [1, 1],
  ],
  '10': [
    [0, 0],
    [1, 0],
    [0.5, 1 / 6],
    [0, 1 / 3],
    [1, 1 / 3],
    [0, 2 / 3],
    [1, 2 / 3],
    [0.5, 5 / 6],
    [0, 1],
    [1, 1],
  ],
};

const PIP_AREA = { left: 70, right: 180, top: 62, bottom: 288 };

function pips(rank: Rank, suit: Suit): string {
  const layout = PIPS[rank];
  if (!layout) return '';
  return layout
    .map(([px, py]) => {
      const x = PIP_AREA.left + px * (PIP_AREA.right - PIP_AREA.left);
      const y = PIP_AREA.top + py * (PIP_AREA.bottom - PIP_AREA.top);
      return suitShape(suit, x, y, 44, py > 0.5);
    })
    .join('');
}

function centre(rank: Rank, suit: Suit): string {
  const colour = SUIT_COLOURS[suit];
  if (rank === 'A') return suitShape(suit, WIDTH / 2, HEIGHT / 2, 120);
  if (rank === 'J' || rank === 'Q' || rank === 'K') {
    return [
      `<rect x="52" y="58" width="146" height="234" rx="10" fill="#fbf3dc" stroke="${colour}" stroke-width="3"/>`,
      `<rect x="60" y="66" width="130" height="218" rx="6" fill="none" stroke="#c9a227" stroke-width="2"/>`,
      `<text x="125" y="190" text-anchor="middle" ${FONT} font-size="110" font-weight="700" fill="${colour}">${rank}</text>`,
      suitShape(suit, 125, 236, 46),
      `<path d="M78 104 L96 84 L110 100 L125 78 L140 100 L154 84 L172 104 Z" fill="#c9a227"/>`,
    ].join('');
  }
  return pips(rank, suit);
}

function corner(rank: Rank, suit: Suit): string {
  const colour = SUIT_COLOURS[suit];
  return `<text x="24" y="52" text-anchor="middle" ${FONT} font-size="40" font-weight="700" fill="${colour}" letter-spacing="-3">${rank}</text>${suitShape(suit, 24, 76, 28)}`;
}

export function cardFace(rank: Rank, suit: Suit): string {
  const mark = corner(rank, suit);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<title>${cardCode({ rank, suit })}</title>`,
    `<rect x="2" y="2" width="246" height="346" rx="18" fill="#ffffff" stroke="#b9b9c0" stroke-width="3"/>`,
    mark,
    `<g transform="rotate(180 125 175)">${mark}</g>`,
    centre(rank, suit),
    '</svg>',
  ].join('');
}

export function cardBack(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<title>face down</title>',
    '<defs><pattern id="lattice" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">',
    '<rect width="22" height="22" fill="#7a1020"/><path d="M0 11 H22 M11 0 V22" stroke="#a8283c" stroke-width="4"/></pattern></defs>',
    '<rect x="2" y="2" width="246" height="346" rx="18" fill="#ffffff" stroke="#b9b9c0" stroke-width="3"/>',
    '<rect x="16" y="16" width="218" height="318" rx="10" fill="url(#lattice)" stroke="#c9a227" stroke-width="4"/>',
    '<circle cx="125" cy="175" r="46" fill="#7a1020" stroke="#c9a227" stroke-width="5"/>',
    `<path d="M125 140 L150 175 L125 210 L100 175 Z" fill="#c9a227"/>`,
    '</svg>',
  ].join('');
}

/** Every card image: "<code>.svg" for the 52 codes of contract/cards.ts, and "back.svg". */
export function allCards(): Map<string, string> {
  const files = new Map<string, string>();
  for (const suit of SUITS) for (const rank of RANKS) files.set(`${cardCode({ rank, suit })}.svg`, cardFace(rank, suit));
  files.set('back.svg', cardBack());
  return files;
}
