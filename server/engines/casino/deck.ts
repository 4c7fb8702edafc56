import { createHash } from 'node:crypto';
import { cardCode, RANKS, SUITS, type Card } from '../../../contract/cards';

/** The 52 cards in a fixed order (spades, hearts, clubs, diamonds; A..K): the deck before shuffling. */
export const ORDERED_DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));

/** ORDERED_DECK as card codes. */
export const ORDERED_CODES: readonly string[] = ORDERED_DECK.map(cardCode);

/**
 * The shoe before shuffling: `decks` copies of one ordered deck (the 52 cards unless the game deals a smaller
 * deck, in ORDERED_DECK's order) one after the other, the first deck first.
 */
export const orderedShoe = (decks: number, deck: readonly string[] = ORDERED_CODES): string[] =>
  Array.from({ length: decks }, () => [...deck]).flat();

/** Lowercase hex SHA-256 of a UTF-8 string. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const UINT32_RANGE = 2 ** 32;

/**
 * An endless stream of uint32 drawn from the seed: SHA-256 of `${seed}:${counter}` for counter 0, 1, 2…,
 * each digest read as eight big-endian uint32.
 */
function* seedWords(seed: string): Generator<number, never> {
  for (let counter = 0; ; counter += 1) {
    const digest = createHash('sha256').update(`${seed}:${counter}`, 'utf8').digest();
    for (let offset = 0; offset < digest.length; offset += 4) yield digest.readUInt32BE(offset);
  }
}

/** A uniform integer in [0, bound) by rejection sampling (no modulo bias). */
function uniformBelow(words: Generator<number, never>, bound: number): number {
  const limit = UINT32_RANGE - (UINT32_RANGE % bound);
  for (;;) {
    const word = words.next().value;
    if (word < limit) return word % bound;
  }
}

/**
 * Provably fair shoe: the Fisher–Yates shuffle of `decks` ordered decks driven by the seed (for i from the last
 * position down to 1, swap i with uniformBelow(i + 1)). The same seed always gives the same shoe; the card codes
 * of contract/cards.
 */
export function shuffledDeck(seed: string, decks = 1, ordered: readonly string[] = ORDERED_CODES): string[] {
  const deck = orderedShoe(decks, ordered);
  const words = seedWords(seed);
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = uniformBelow(words, i + 1);
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
  }
  return deck;
}
