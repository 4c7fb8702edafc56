import { rankValue, SUITS, type Card } from '../../../contract/cards';

/** Teenpatti hand ranks, strongest last: trail > pure sequence > sequence > colour > pair > high card. */
export const HAND_RANKS = ['highCard', 'pair', 'colour', 'sequence', 'pureSequence', 'trail'] as const;
export type HandRank = (typeof HAND_RANKS)[number];

export interface HandValue {
  rank: HandRank;
  /** Compared left to right after the rank; larger wins. */
  key: number[];
}

/** Ace plays high (14) except in A-2-3. */
const ACE_HIGH = 14;
const highValue = (card: Card) => (card.rank === 'A' ? ACE_HIGH : rankValue(card.rank));
/** Spades > hearts > clubs > diamonds: only breaks hands of equal ranks. */
const suitStrength = (card: Card) => SUITS.length - SUITS.indexOf(card.suit);

/** A-K-Q is the highest sequence and A-2-3 the second; otherwise a sequence counts by its top card. */
function sequenceKey(values: number[]): number | null {
  const [high, middle, low] = values as [number, number, number];
  if (high === ACE_HIGH && middle === 3 && low === 2) return ACE_HIGH + 0.5;
  if (high === ACE_HIGH && middle === 13 && low === 12) return ACE_HIGH + 1;
  return high - middle === 1 && middle - low === 1 ? high : null;
}

export function evaluateHand(hand: readonly Card[]): HandValue {
  const sorted = [...hand].sort((a, b) => highValue(b) - highValue(a) || suitStrength(b) - suitStrength(a));
  const values = sorted.map(highValue);
  const [high, middle, low] = values as [number, number, number];
  const flush = sorted.every((card) => card.suit === sorted[0]?.suit);
  const sequence = sequenceKey(values);
  if (high === low) return { rank: 'trail', key: [high] };
  if (sequence !== null) return { rank: flush ? 'pureSequence' : 'sequence', key: [sequence] };
  if (flush) return { rank: 'colour', key: values };
  if (high === middle) return { rank: 'pair', key: [high, low] };
  if (middle === low) return { rank: 'pair', key: [middle, high] };
  return { rank: 'highCard', key: values };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The suits of the cards from the highest down: decides hands of identical ranks (never a tie: cards differ). */
const suitKey = (hand: readonly Card[]) =>
  [...hand].sort((a, b) => highValue(b) - highValue(a) || suitStrength(b) - suitStrength(a)).map(suitStrength);

/** Positive when hand a beats hand b, negative when b wins. */
export function compareHands(a: readonly Card[], b: readonly Card[]): number {
  const valueA = evaluateHand(a);
  const valueB = evaluateHand(b);
  return (
    HAND_RANKS.indexOf(valueA.rank) - HAND_RANKS.indexOf(valueB.rank) ||
    compareKeys(valueA.key, valueB.key) ||
    compareKeys(suitKey(a), suitKey(b))
  );
}
