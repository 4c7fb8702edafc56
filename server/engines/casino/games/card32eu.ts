import { rankValue, type Card } from '../../../../contract/cards';
import type { GameRules, RunnerDef } from '../game';
import { cards32, PLAYER_NUMBERS, PLAYER_RUNNERS, playerOutcome, winnerOfHands } from './card32';
import { isRed } from './sideBets';

/** Each player's first card is odd or even half the time (7, 9, J, K against 6, 8, 10, Q): 1.97 returns 98.5 %. */
const PARITY_RATE = 1.97;
const firstParitySid = (seat: number) => 5 + seat * 2;
const PARITY_RUNNERS: RunnerDef[] = PLAYER_NUMBERS.flatMap((number, seat) => [
  { sid: firstParitySid(seat), name: `Player ${number} Odd`, rate: PARITY_RATE },
  { sid: firstParitySid(seat) + 1, name: `Player ${number} Even`, rate: PARITY_RATE },
]);

/**
 * The colours of the four first cards (16 red, 16 black): two of each 14,400 in 35,960 (2.42 returns 96.9 %);
 * three or four of one colour 10,780 in 35,960 (3.25 returns 97.4 %).
 */
const TWO_EACH = 13;
const MOSTLY_RED = 14;
const MOSTLY_BLACK = 15;
const COLOUR_RUNNERS: RunnerDef[] = [
  { sid: TWO_EACH, name: 'Red 2 Black 2', rate: 2.42 },
  { sid: MOSTLY_RED, name: 'Red 3 or 4', rate: 3.25 },
  { sid: MOSTLY_BLACK, name: 'Black 3 or 4', rate: 3.25 },
];

const sidsOf = (runners: readonly RunnerDef[]) => runners.map((runner) => runner.sid);

function sideWinners(firstCards: readonly Card[]): number[] {
  const parity = firstCards.map((card, seat) => firstParitySid(seat) + (rankValue(card.rank) % 2 === 1 ? 0 : 1));
  const reds = firstCards.filter(isRed).length;
  const colour = reds === 2 ? TWO_EACH : reds > 2 ? MOSTLY_RED : MOSTLY_BLACK;
  return [...parity, colour];
}

/** Every combination of a winner, four parities and a colour pattern. */
const WINNER_SETS: number[][] = PLAYER_RUNNERS.flatMap((player) =>
  Array.from({ length: 16 }, (_, bits) => PLAYER_NUMBERS.map((_number, seat) => firstParitySid(seat) + ((bits >> seat) & 1))).flatMap(
    (parity) => sidsOf(COLOUR_RUNNERS).map((colour) => [player.sid, ...parity, colour]),
  ),
);

/** 32 Cards B: the same deal as 32 Cards A, with each player's first card odd/even and the first four's colours. */
export const cards32eu: GameRules = {
  ...cards32,
  runners: [...PLAYER_RUNNERS, ...PARITY_RUNNERS, ...COLOUR_RUNNERS],
  markets: [
    { markettype: 'Winner', sids: sidsOf(PLAYER_RUNNERS) },
    { markettype: 'Odd/Even', sids: sidsOf(PARITY_RUNNERS) },
    { markettype: 'Colour', sids: sidsOf(COLOUR_RUNNERS) },
  ],
  outcome(cards, hands) {
    const main = playerOutcome(winnerOfHands(hands));
    return { ...main, winners: [...main.winners, ...sideWinners(cards)] };
  },
  winnerSets: WINNER_SETS,
};
