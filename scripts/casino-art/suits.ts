import type { Suit } from '../../contract/cards';

/** Suit shapes drawn in a 100 × 100 box (our own art, no font glyphs). */
export const SUIT_PATHS: Record<Suit, string> = {
  H: 'M50 92 C30 74 6 58 6 34 C6 18 18 8 31 8 C40 8 47 13 50 21 C53 13 60 8 69 8 C82 8 94 18 94 34 C94 58 70 74 50 92 Z',
  D: 'M50 4 C60 22 74 38 90 50 C74 62 60 78 50 96 C40 78 26 62 10 50 C26 38 40 22 50 4 Z',
  S: 'M50 6 C62 26 92 40 92 62 C92 76 81 84 70 84 C62 84 56 80 53 74 C54 84 58 90 66 96 L34 96 C42 90 46 84 47 74 C44 80 38 84 30 84 C19 84 8 76 8 62 C8 40 38 26 50 6 Z',
  C: 'M50 6 A19 19 0 0 1 66 36 A19 19 0 1 1 56 70 C57 82 61 90 68 96 L32 96 C39 90 43 82 44 70 A19 19 0 1 1 34 36 A19 19 0 0 1 50 6 Z',
};

export const SUIT_COLOURS: Record<Suit, string> = { H: '#c62828', D: '#c62828', S: '#1b1b1f', C: '#1b1b1f' };

/** One suit shape centred on (x, y), `size` wide, optionally turned upside down. */
export function suitShape(suit: Suit, x: number, y: number, size: number, flipped = false): string {
  const scale = size / 100;
  const turn = flipped ? ` rotate(180 50 50)` : '';
  return `<path d="${SUIT_PATHS[suit]}" fill="${SUIT_COLOURS[suit]}" transform="translate(${x - size / 2} ${y - size / 2}) scale(${scale})${turn}"/>`;
}
