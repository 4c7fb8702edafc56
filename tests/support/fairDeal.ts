import { createHash } from 'node:crypto';

/**
 * A separate implementation of the README's provably-fair recipe, written from its text alone (it imports nothing
 * of the server's): the shoe as `decks` × S, H, C, D × A…K; a stream of big-endian uint32 from SHA-256 of
 * "seed:0", "seed:1" …; Fisher–Yates from the last position down, a word at or above 2³² − 2³² mod (i + 1)
 * discarded; the shuffled shoe's first cards go to the slots in the table's deal order. Tests check the server's
 * deals and results against it.
 */
const SUIT_LETTERS = ['S', 'H', 'C', 'D'];
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export const sha256OfText = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

function* wordsOf(seed: string): Generator<number> {
  for (let counter = 0; ; counter += 1) {
    const digest = createHash('sha256').update(`${seed}:${counter}`, 'utf8').digest();
    for (let offset = 0; offset < 32; offset += 4) yield digest.readUInt32BE(offset);
  }
}

export function shuffledShoe(seed: string, decks: number): string[] {
  const shoe = Array.from({ length: decks }, () =>
    SUIT_LETTERS.flatMap((suit) => RANK_NAMES.map((rank) => `${rank}${suit}${suit}`)),
  ).flat();
  const words = wordsOf(seed);
  for (let i = shoe.length - 1; i >= 1; i -= 1) {
    const span = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % span);
    let word = words.next().value as number;
    while (word >= limit) word = words.next().value as number;
    const j = word % span;
    [shoe[i], shoe[j]] = [shoe[j] as string, shoe[i] as string];
  }
  return shoe;
}

/** Slot positions in the order the table deals them: Teenpatti A, B, A, B, A, B; the others slot by slot. */
const DEAL_ORDER = { teenpatti: [0, 3, 1, 4, 2, 5], dragonTiger: [0, 1], lucky7: [0] } as const;
const DECKS = { teenpatti: 1, dragonTiger: 8, lucky7: 1 } as const;
export type DealKind = keyof typeof DEAL_ORDER;

/** The cards in C1, C2 … of a round dealt from `seed`, as the result's `cards` string. */
export function dealtCards(kind: DealKind, seed: string): string {
  const shoe = shuffledShoe(seed, DECKS[kind]);
  const slots: string[] = [];
  DEAL_ORDER[kind].forEach((slot, position) => (slots[slot] = shoe[position] as string));
  return slots.join(',');
}

const valueOf = (code: string) => RANK_NAMES.indexOf(code.slice(0, -2)) + 1;

/** Lucky 7's win code: 1 below 7, 2 above, 3 the seven. */
export const lucky7Win = (card: string): string => (valueOf(card) < 7 ? '1' : valueOf(card) > 7 ? '2' : '3');

/** Dragon Tiger's win code: 1 Dragon (C1) higher, 2 Tiger higher, 3 tie; A low, K high. */
export function dragonTigerWin(cards: string): string {
  const [dragon, tiger] = cards.split(',').map(valueOf) as [number, number];
  return dragon > tiger ? '1' : dragon < tiger ? '2' : '3';
}
