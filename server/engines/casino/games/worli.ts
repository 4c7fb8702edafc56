import { cardCode, rankValue, worliDigit, type Card } from '../../../../contract/cards';
import { ORDERED_DECK } from '../deck';
import type { GameRules, RoundOutcome, RunnerDef } from '../game';

const HIGHEST_RANK = 10;

/** The 40-card deck before shuffling: A to 10 of each suit, in the 52-card deck's order (spades, hearts, clubs, diamonds). */
export const WORLI_DECK: readonly string[] = ORDERED_DECK.filter((card) => rankValue(card.rank) <= HIGHEST_RANK).map(cardCode);

/** Three cards, C1 to C3, turned in that order. */
export const WORLI_DEAL_ORDER: readonly number[] = [0, 1, 2];

export const LINE_1 = 1;
export const LINE_2 = 2;
export const ODD = 3;
export const EVEN = 4;
const FIRST_DIGIT_SID = 10;
/** Digit d (0–9) is sid 10 + d. */
export const digitSid = (digit: number) => FIRST_DIGIT_SID + digit;

/**
 * Each of the ten digits comes exactly 1 in 10 (5,928 of the 59,280 ordered deals) and each line and each parity
 * exactly 1 in 2: a digit pays 9.5 (95 %), a line or a parity 1.96 (98 %).
 */
const DIGIT_RATE = 9.5;
const HALF_RATE = 1.96;
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
const LINE_1_DIGITS = [1, 2, 3, 4, 5];

export const WORLI_RUNNERS: readonly RunnerDef[] = [
  ...DIGITS.map((digit) => ({ sid: digitSid(digit), name: `Digit ${digit}`, rate: DIGIT_RATE })),
  { sid: LINE_1, name: 'Line 1', rate: HALF_RATE },
  { sid: LINE_2, name: 'Line 2', rate: HALF_RATE },
  { sid: ODD, name: 'Odd', rate: HALF_RATE },
  { sid: EVEN, name: 'Even', rate: HALF_RATE },
];

/** Win code: the digit. Line 1 is 1–5, Line 2 is 6–9 and 0; 0 is even. */
export function worliOutcome(cards: readonly Card[]): RoundOutcome {
  if (cards.length !== WORLI_DEAL_ORDER.length) throw new Error('Instant Worli needs three cards');
  const digit = worliDigit(cards);
  const line = LINE_1_DIGITS.includes(digit) ? LINE_1 : LINE_2;
  const parity = digit % 2 === 1 ? ODD : EVEN;
  return { win: String(digit), result: `Digit ${digit}`, winners: [digitSid(digit), line, parity] };
}

const sidsOf = (runners: readonly RunnerDef[]) => runners.map((runner) => runner.sid);
const DIGIT_RUNNERS = WORLI_RUNNERS.slice(0, DIGITS.length);

/**
 * Instant Worli: three cards from the 40-card deck in C1, C2, C3. Three markets: the single digit, Line 1 / Line 2,
 * Odd / Even; each round one of each wins.
 */
export const worli: GameRules = {
  slots: WORLI_DEAL_ORDER.length,
  decks: 1,
  deck: WORLI_DECK,
  dealOrder: WORLI_DEAL_ORDER,
  seats: [{ label: 'Worli', slots: [...WORLI_DEAL_ORDER], digit: true }],
  nameField: 'nat',
  runners: WORLI_RUNNERS,
  markets: [
    { markettype: 'Single', sids: sidsOf(DIGIT_RUNNERS) },
    { markettype: 'Line', sids: [LINE_1, LINE_2] },
    { markettype: 'Odd/Even', sids: [ODD, EVEN] },
  ],
  outcome: (cards) => worliOutcome(cards),
  winnerSets: DIGITS.map((digit) => [digitSid(digit), LINE_1_DIGITS.includes(digit) ? LINE_1 : LINE_2, digit % 2 === 1 ? ODD : EVEN]),
};
