import { rankValue, type Card } from '../../../../contract/cards';
import { singleMarket, type GameRules, type RoundOutcome, type RunnerDef } from '../game';

/** Dragon holds C1, Tiger C2; A is low (1) and K high (13). Win codes 1 Dragon, 2 Tiger, 3 tie (SRV-31). */
export const DRAGON = 1;
export const TIGER = 2;
export const TIE = 3;

export const DRAGON_TIGER_SEATS = [
  { label: 'Dragon', slots: [0] },
  { label: 'Tiger', slots: [1] },
];

/** Dealt from a shoe of eight decks, shuffled afresh each round, as real Dragon Tiger tables deal. */
export const DRAGON_TIGER_DECKS = 8;

/** Even money on Dragon and Tiger (a tie loses them); a tie (31 in 415 from the shoe) pays 12. */
export const MAIN_RUNNERS: readonly RunnerDef[] = [
  { sid: DRAGON, name: 'Dragon', rate: 2 },
  { sid: TIE, name: 'Tie', rate: 12 },
  { sid: TIGER, name: 'Tiger', rate: 2 },
];

export function mainOutcome(dragon: Card, tiger: Card): RoundOutcome {
  const difference = rankValue(dragon.rank) - rankValue(tiger.rank);
  if (difference > 0) return { win: String(DRAGON), result: 'Dragon', winners: [DRAGON] };
  if (difference < 0) return { win: String(TIGER), result: 'Tiger', winners: [TIGER] };
  return { win: String(TIE), result: 'Tie', winners: [TIE] };
}

export const cardPair = (cards: readonly Card[]): [Card, Card] => {
  const [dragon, tiger] = cards;
  if (!dragon || !tiger) throw new Error('Dragon Tiger needs two cards');
  return [dragon, tiger];
};

/** Dragon Tiger and Fast Dragon Tiger: Dragon, the tie in the middle, Tiger (CAS-FDT-01). */
export const dragonTiger: GameRules = {
  slots: 2,
  decks: DRAGON_TIGER_DECKS,
  dealOrder: [0, 1],
  seats: DRAGON_TIGER_SEATS,
  nameField: 'nat',
  runners: MAIN_RUNNERS,
  markets: singleMarket(MAIN_RUNNERS),
  outcome: (cards) => mainOutcome(...cardPair(cards)),
};
