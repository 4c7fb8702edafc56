import { rankValue, type Card, type Suit } from '../../../contract/cards';

/** Poker hand categories, weakest first. */
export const POKER_CATEGORIES = [
  'High Card',
  'Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
] as const;
export type PokerCategory = (typeof POKER_CATEGORIES)[number];

export interface PokerHand {
  category: PokerCategory;
  /** The values that decide hands of one category, most significant first (A = 14; a wheel straight counts 5). */
  key: number[];
}

const ACE_HIGH = 14;
const STRAIGHT_LENGTH = 5;
const HAND_SIZE = 5;
const value = (card: Card) => (card.rank === 'A' ? ACE_HIGH : rankValue(card.rank));
const descending = (values: Iterable<number>) => [...values].sort((a, b) => b - a);

/** The top card of the highest five values in a row among `values` (A also plays low: A-2-3-4-5 is 5 high), or null. */
function straightTop(values: ReadonlySet<number>): number | null {
  const has = (each: number) => values.has(each) || (each === 1 && values.has(ACE_HIGH));
  for (let top = ACE_HIGH; top >= STRAIGHT_LENGTH; top -= 1) {
    if (Array.from({ length: STRAIGHT_LENGTH }, (_, step) => top - step).every(has)) return top;
  }
  return null;
}

function flushValues(cards: readonly Card[]): number[] | null {
  const bySuit = new Map<Suit, number[]>();
  for (const card of cards) bySuit.set(card.suit, [...(bySuit.get(card.suit) ?? []), value(card)]);
  const suited = [...bySuit.values()].find((values) => values.length >= HAND_SIZE);
  return suited ? descending(suited) : null;
}

/** The best five-card poker hand among the cards (two hole cards and the board: seven). */
export function bestPokerHand(cards: readonly Card[]): PokerHand {
  const flush = flushValues(cards);
  const straightFlush = flush && straightTop(new Set(flush));
  if (straightFlush) return { category: 'Straight Flush', key: [straightFlush] };

  const counts = new Map<number, number>();
  for (const card of cards) counts.set(value(card), (counts.get(value(card)) ?? 0) + 1);
  // Values grouped by how often they come, the most frequent first, then the highest.
  const groups = [...counts.entries()].sort(([valueA, countA], [valueB, countB]) => countB - countA || valueB - valueA);
  const ofCount = (count: number) => groups.filter(([, each]) => each >= count).map(([each]) => each);
  const kickers = (used: readonly number[], many: number) =>
    descending(counts.keys())
      .filter((each) => !used.includes(each))
      .slice(0, many);
  const [quads] = ofCount(4);
  if (quads !== undefined) return { category: 'Four of a Kind', key: [quads, ...kickers([quads], 1)] };
  const [trips] = ofCount(3);
  const pairs = ofCount(2).filter((each) => each !== trips);
  if (trips !== undefined && pairs.length > 0) return { category: 'Full House', key: [trips, Math.max(...pairs)] };
  if (flush) return { category: 'Flush', key: flush.slice(0, HAND_SIZE) };
  const straight = straightTop(new Set(counts.keys()));
  if (straight) return { category: 'Straight', key: [straight] };
  if (trips !== undefined) return { category: 'Three of a Kind', key: [trips, ...kickers([trips], 2)] };
  const [high, low] = descending(pairs);
  if (high !== undefined && low !== undefined) return { category: 'Two Pair', key: [high, low, ...kickers([high, low], 1)] };
  if (high !== undefined) return { category: 'Pair', key: [high, ...kickers([high], 3)] };
  return { category: 'High Card', key: kickers([], HAND_SIZE) };
}

/** Positive when hand a beats hand b, negative when b does, 0 when they split the pot. */
export function comparePokerHands(a: PokerHand, b: PokerHand): number {
  const byCategory = POKER_CATEGORIES.indexOf(a.category) - POKER_CATEGORIES.indexOf(b.category);
  if (byCategory !== 0) return byCategory;
  for (let i = 0; i < a.key.length; i += 1) {
    const difference = (a.key[i] ?? 0) - (b.key[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
