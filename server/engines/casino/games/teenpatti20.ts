import type { Card } from '../../../../contract/cards';
import { singleMarket, type GameRules, type RunnerDef } from '../game';
import { handsOf, isPairPlus, PLAYER_A, PLAYER_B, PLAYER_RUNNERS, playerOutcome, TEENPATTI_DEAL_ORDER, TEENPATTI_SEATS } from './teenpatti';

const PAIR_PLUS_A = 2;
const PAIR_PLUS_B = 4;
/** Pair or better comes in 25.6 % of hands; 3.5 returns 89.6 %. */
const PAIR_PLUS_RATE = 3.5;

const RUNNERS: readonly RunnerDef[] = [
  ...PLAYER_RUNNERS,
  { sid: PAIR_PLUS_A, name: 'Pair plus A', rate: PAIR_PLUS_RATE },
  { sid: PAIR_PLUS_B, name: 'Pair plus B', rate: PAIR_PLUS_RATE },
];

/** 20-20 Teenpatti: Player A and B (sids 1 and 3 = the win codes) and each side's Pair Plus. */
export const teenpatti20: GameRules = {
  slots: 6,
  decks: 1,
  dealOrder: TEENPATTI_DEAL_ORDER,
  seats: TEENPATTI_SEATS,
  nameField: 'nation',
  runners: RUNNERS,
  markets: singleMarket(RUNNERS),
  winnerSets: [PLAYER_A, PLAYER_B].flatMap((player) => [
    [player],
    [player, PAIR_PLUS_A],
    [player, PAIR_PLUS_B],
    [player, PAIR_PLUS_A, PAIR_PLUS_B],
  ]),
  outcome(cards: readonly Card[]) {
    const main = playerOutcome(cards);
    const { a, b } = handsOf(cards);
    const sides = [...(isPairPlus(a) ? [PAIR_PLUS_A] : []), ...(isPairPlus(b) ? [PAIR_PLUS_B] : [])];
    return { ...main, winners: [...main.winners, ...sides] };
  },
};
