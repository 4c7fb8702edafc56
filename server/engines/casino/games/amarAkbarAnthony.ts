import { rankValue } from '../../../../contract/cards';
import type { GameRules, RoundOutcome, RunnerDef } from '../game';
import { colourRunners, isRed, parityRunners, sideBetSids } from './sideBets';

/** Win codes (SRV-31) = sids: 1 Amar (A–6, 24 in 52), 2 Akbar (7–10, 16 in 52), 3 Anthony (J–K, 12 in 52). */
const AMAR = 1;
const AKBAR = 2;
const ANTHONY = 3;
const UNDER_7 = 8;
const OVER_7 = 9;
const SEVEN = 7;
const SIDES = sideBetSids(4, 0);

/** The rates live tables pay: 2.12 × 6/13 = 97.8 %, 3.15 × 4/13 = 96.9 %, 4.15 × 3/13 = 95.8 %. */
const MAIN_RUNNERS: readonly RunnerDef[] = [
  { sid: AMAR, name: 'Amar', rate: 2.12 },
  { sid: AKBAR, name: 'Akbar', rate: 3.15 },
  { sid: ANTHONY, name: 'Anthony', rate: 4.15 },
];
/** Even money: 6 in 13 win, the seven (1 in 13) gives half back: 12.5/13 = 96.2 %. */
const UNDER_OVER: readonly RunnerDef[] = [
  { sid: UNDER_7, name: 'Under 7', rate: 2 },
  { sid: OVER_7, name: 'Over 7', rate: 2 },
];
const PARITY = parityRunners('', SIDES);
const COLOUR = colourRunners('', SIDES);
const sidsOf = (runners: readonly RunnerDef[]) => runners.map((runner) => runner.sid);

function mainOutcome(value: number): RoundOutcome {
  const runner = (value <= 6 ? MAIN_RUNNERS[0] : value <= 10 ? MAIN_RUNNERS[1] : MAIN_RUNNERS[2]) as RunnerDef;
  return { win: String(runner.sid), result: runner.name, winners: [runner.sid] };
}

/**
 * Amar Akbar Anthony: one card from a 52-card deck in C1 (A = 1 … K = 13). Side bets on its parity, its colour,
 * and Under 7 (A–6) / Over 7 (8–K): a 7 loses half of either.
 */
export const amarAkbarAnthony: GameRules = {
  slots: 1,
  decks: 1,
  dealOrder: [0],
  seats: [{ label: 'Card', slots: [0] }],
  nameField: 'nat',
  runners: [...MAIN_RUNNERS, ...PARITY, ...COLOUR, ...UNDER_OVER],
  markets: [
    { markettype: 'Winner', sids: sidsOf(MAIN_RUNNERS) },
    { markettype: 'Odd/Even', sids: sidsOf(PARITY) },
    { markettype: 'Colour', sids: sidsOf(COLOUR) },
    { markettype: 'Under/Over 7', sids: sidsOf(UNDER_OVER) },
  ],
  outcome([card]) {
    if (!card) throw new Error('Amar Akbar Anthony needs one card');
    const value = rankValue(card.rank);
    const main = mainOutcome(value);
    const sides = [value % 2 === 0 ? SIDES.even : SIDES.odd, isRed(card) ? SIDES.red : SIDES.black];
    const underOver = value < SEVEN ? [UNDER_7] : value > SEVEN ? [OVER_7] : [];
    return { ...main, winners: [...main.winners, ...sides, ...underOver], ...(value === SEVEN ? { halfLost: [UNDER_7, OVER_7] } : {}) };
  },
};
