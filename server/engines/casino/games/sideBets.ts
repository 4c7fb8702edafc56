import { RANKS, rankValue, type Card } from '../../../../contract/cards';
import type { RunnerDef } from '../game';

/** Even ranks (2, 4, 6, 8, 10, Q) come 6 in 13, odd (A, 3, 5, 7, 9, J, K) 7 in 13: rates that return ~98 %. */
const EVEN_RATE = 2.12;
const ODD_RATE = 1.83;
const COLOUR_RATE = 1.97;
/** One rank in 13. */
const CARD_RATE = 12;

/** Where one card's side bets start: even, odd, red, black take four consecutive sids, the 13 ranks follow. */
export interface SideBetSids {
  even: number;
  odd: number;
  red: number;
  black: number;
  /** The sid of "Card A"; K is firstCard + 12. */
  firstCard: number;
}

export const sideBetSids = (even: number, firstCard: number): SideBetSids => ({
  even,
  odd: even + 1,
  red: even + 2,
  black: even + 3,
  firstCard,
});

const named = (prefix: string, name: string) => (prefix ? `${prefix} ${name}` : name);

export function parityRunners(prefix: string, sids: SideBetSids): RunnerDef[] {
  return [
    { sid: sids.even, name: named(prefix, 'Even'), rate: EVEN_RATE },
    { sid: sids.odd, name: named(prefix, 'Odd'), rate: ODD_RATE },
  ];
}

export function colourRunners(prefix: string, sids: SideBetSids): RunnerDef[] {
  return [
    { sid: sids.red, name: named(prefix, 'Red'), rate: COLOUR_RATE },
    { sid: sids.black, name: named(prefix, 'Black'), rate: COLOUR_RATE },
  ];
}

/** "Card A" … "Card K" (prefixed per side on 20-20 Dragon Tiger). */
export function cardRunners(prefix: string, sids: SideBetSids): RunnerDef[] {
  return RANKS.map((rank, index) => ({ sid: sids.firstCard + index, name: named(prefix, `Card ${rank}`), rate: CARD_RATE }));
}

export const isRed = (card: Card) => card.suit === 'H' || card.suit === 'D';

/** The side bets one card wins: its parity, its colour and its rank. */
export function sideBetWinners(card: Card, sids: SideBetSids): number[] {
  const value = rankValue(card.rank);
  return [value % 2 === 0 ? sids.even : sids.odd, isRed(card) ? sids.red : sids.black, sids.firstCard + value - 1];
}
