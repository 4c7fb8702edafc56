import type { Card } from '../../../../contract/cards';
import { singleMarket, type GameRules, type RoundOutcome, type RunnerDef } from '../game';
import { compareHands, evaluateHand, HAND_RANKS } from '../teenpattiHand';

/** Player A holds C1–C3, Player B C4–C6 (OPEN-092); cards go out alternately A, B, A, B, A, B. */
export const TEENPATTI_DEAL_ORDER = [0, 3, 1, 4, 2, 5] as const;
export const TEENPATTI_SEATS = [
  { label: 'Player A', slots: [0, 1, 2] },
  { label: 'Player B', slots: [3, 4, 5] },
];
/** The sids double as the win codes: 1 = A, 3 = B (SRV-31, CAS-3CT-03). */
export const PLAYER_A = 1;
export const PLAYER_B = 3;
const PLAYER_RATE = 1.98;

export const PLAYER_RUNNERS: readonly RunnerDef[] = [
  { sid: PLAYER_A, name: 'Player A', rate: PLAYER_RATE },
  { sid: PLAYER_B, name: 'Player B', rate: PLAYER_RATE },
];

export const handsOf = (cards: readonly Card[]) => ({ a: cards.slice(0, 3), b: cards.slice(3, 6) });

/** Player A or B by hand rank; equal ranks are decided by suit (spades high), so every round has a winner. */
export function playerOutcome(cards: readonly Card[]): RoundOutcome {
  const { a, b } = handsOf(cards);
  const aWins = compareHands(a, b) > 0;
  return aWins
    ? { win: String(PLAYER_A), result: 'Player A', winners: [PLAYER_A] }
    : { win: String(PLAYER_B), result: 'Player B', winners: [PLAYER_B] };
}

/** Pair or better (a pair, colour, sequence, pure sequence or trail). */
export const isPairPlus = (hand: readonly Card[]) => HAND_RANKS.indexOf(evaluateHand(hand).rank) >= HAND_RANKS.indexOf('pair');

/** 3 Card Teenpatti: Player A against Player B, nothing else (CAS-3CT-01). */
export const teenpatti3Card: GameRules = {
  slots: 6,
  decks: 1,
  dealOrder: TEENPATTI_DEAL_ORDER,
  seats: TEENPATTI_SEATS,
  nameField: 'nation',
  runners: PLAYER_RUNNERS,
  markets: singleMarket(PLAYER_RUNNERS),
  outcome: playerOutcome,
  winnerSets: [[PLAYER_A], [PLAYER_B]],
};
